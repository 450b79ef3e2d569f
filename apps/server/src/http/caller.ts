import type { UserKind } from '../db/schema/index.js';

/** Who is calling, as established from their token. */
export interface Caller {
  sessionId: number;
  userId: number;
  kind: UserKind;
  /** Set for supplier users only. */
  supplierId: number | null;
  /** Set for buyer accounts only (their `buyers` row). */
  buyerId: number | null;
  adminCode: string;
  email: string;
  realName: string;
  permissions: ReadonlySet<string>;
  /**
   * Scoped permissions (SCOPED_PERMISSIONS) the caller holds at `own` scope only: with one of these,
   * queries reach only the rows the caller owns (issue 19). Empty for company-wide users.
   */
  ownScope: ReadonlySet<string>;
}

/** A caller acting for a supplier company: every supplier-scoped query uses its supplierId. */
export interface SupplierCaller extends Caller {
  kind: 'supplier';
  supplierId: number;
}

/** A member of the platform team signed in to the console. */
export interface StaffCaller extends Caller {
  kind: 'staff';
}

/** A buyer signed in to the buyers' app. */
export interface BuyerCaller extends Caller {
  kind: 'buyer';
  buyerId: number;
}

export function isSupplierCaller(caller: Caller): caller is SupplierCaller {
  return caller.kind === 'supplier' && caller.supplierId !== null;
}

export function isBuyerCaller(caller: Caller): caller is BuyerCaller {
  return caller.kind === 'buyer' && caller.buyerId !== null;
}

export function isStaffCaller(caller: Caller): caller is StaffCaller {
  return caller.kind === 'staff';
}
