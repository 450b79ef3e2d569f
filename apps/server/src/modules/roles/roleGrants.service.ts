import { BASE_PERMISSIONS } from '@sc/contract';
import type { Database } from '../../db/client.js';
import { AppError } from '../../http/AppError.js';
import type { SupplierCaller } from '../../http/caller.js';
import { type CompanyRole, findBuiltInRoleId, findCompanyRole, type RoleGrant } from './roles.repository.js';

export type { CompanyRole, RoleGrant };

/** The built-in role held by exactly one user per company; it moves only by an accepted transfer. */
export const OWNER_ROLE = 'owner';

/**
 * Whether `caller` may hand out these grants: nobody grants a permission they do not hold, nor a
 * wider scope than their own (a user with chat at `own` scope cannot grant chat company-wide).
 */
export function mayGrant(caller: SupplierCaller, grants: readonly RoleGrant[]): boolean {
  return grants.every(
    ({ permission, scope }) =>
      caller.permissions.has(permission) && !(scope === 'company' && caller.ownScope.has(permission)),
  );
}

/**
 * A role's grants with the permissions every role carries (BASE_PERMISSIONS) added, sorted by
 * permission: what is stored for a custom role.
 */
export function withBasePermissions(grants: readonly RoleGrant[]): RoleGrant[] {
  const byPermission = new Map(grants.map((grant) => [grant.permission, grant]));
  for (const permission of BASE_PERMISSIONS)
    if (!byPermission.has(permission)) byPermission.set(permission, { permission, scope: 'company' });
  return [...byPermission.values()].sort((a, b) => a.permission.localeCompare(b.permission));
}

/**
 * Loads a role the caller's company may use and checks the caller may give it to someone: refused
 * with RECORD_NOT_FOUND for another company's (or a console) role, FORBIDDEN when it carries more
 * than the caller holds. The owner role is never assigned this way (only by a transfer).
 */
export async function loadAssignableRole(
  db: Database,
  caller: SupplierCaller,
  roleId: number,
): Promise<CompanyRole> {
  const role = await findCompanyRole(db, caller.supplierId, roleId);
  if (!role || (role.builtIn && role.code === OWNER_ROLE)) throw new AppError('RECORD_NOT_FOUND');
  if (!mayGrant(caller, role.grants)) throw new AppError('FORBIDDEN');
  return role;
}

/** The owner role's id (seeded at every start). */
export async function ownerRoleId(db: Database): Promise<number> {
  const id = await findBuiltInRoleId(db, OWNER_ROLE);
  if (id === undefined) throw new Error('the owner role is not seeded');
  return id;
}
