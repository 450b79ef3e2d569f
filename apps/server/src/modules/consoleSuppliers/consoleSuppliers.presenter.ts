import type {
  AuditEntry,
  ConsoleSignIn,
  ConsoleSupplier,
  ConsoleSupplierOrder,
  ConsoleSupplierUser,
  Lang,
} from '@sc/contract';
import type {
  listAuditAboutCompany,
  listCompanyUsers,
  listRecentOrders,
  listRecentSignIns,
  SupplierListRow,
} from './consoleSuppliers.repository.js';

type Rows<F extends (...args: never[]) => Promise<unknown[]>> = Awaited<ReturnType<F>>[number];

/** A company as the console's list shows it. */
export function toConsoleSupplierDto(row: SupplierListRow, logoUrl: string | null): ConsoleSupplier {
  return {
    id: row.id,
    name: row.name,
    country: row.country,
    logoUrl,
    state: row.state,
    verified: row.verifiedAt !== null,
    showroomStatus: row.showroomStatus,
    userCount: row.users,
    signedUpAt: row.createdAt.toISOString(),
    lastSignInAt: row.lastSignInAt?.toISOString() ?? null,
    suspendedAt: row.suspendedAt?.toISOString() ?? null,
    suspendReason: row.suspendReason,
  };
}

export function toConsoleSupplierUserDto(row: Rows<typeof listCompanyUsers>): ConsoleSupplierUser {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    jobTitle: row.jobTitle,
    roles: row.roles,
    status: row.status,
    emailVerified: row.emailVerifiedAt !== null,
    createdAt: row.createdAt.toISOString(),
    lastSignInAt: row.lastLoginAt?.toISOString() ?? null,
  };
}

export function toSignInDto(row: Rows<typeof listRecentSignIns>): ConsoleSignIn {
  return { ...row, at: row.at.toISOString() };
}

const PACKAGE_NAME_LANGS = { en: 'en', ch: 'zh', ja: 'ja' } as const satisfies Record<Lang, string>;

export function toSupplierOrderDto(row: Rows<typeof listRecentOrders>, lang: Lang): ConsoleSupplierOrder {
  return {
    merchantTransactionId: row.merchantTransactionId,
    packageName: row.packageNames[PACKAGE_NAME_LANGS[lang]] || row.packageNames.en,
    amount: row.amount,
    currency: row.currency,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    paidAt: row.paidAt?.toISOString() ?? null,
  };
}

export function toAuditEntryDto(row: Rows<typeof listAuditAboutCompany>): AuditEntry {
  return {
    id: row.id,
    actor: row.actorName,
    action: row.action,
    targetType: row.targetType,
    targetId: row.targetId,
    details: row.details,
    at: row.createdAt.toISOString(),
  };
}
