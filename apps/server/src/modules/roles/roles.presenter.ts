import {
  type Lang,
  PERMISSIONS,
  type Permission,
  type Role,
  SUPPLIER_ROLES,
  type SupplierRole,
  translate,
} from '@sc/contract';
import type { SupplierCaller } from '../../http/caller.js';
import { mayGrant, OWNER_ROLE } from './roleGrants.service.js';
import type { CompanyRoleRow } from './roles.repository.js';

const isPermission = (code: string): code is Permission => (PERMISSIONS as readonly string[]).includes(code);

const isSupplierRole = (code: string | null): code is SupplierRole =>
  code !== null && (SUPPLIER_ROLES as readonly string[]).includes(code);

/** A role's name as users see it: a built-in role's in their language, a custom role's own. */
export function roleNameOf(
  role: { code: string; name: string | null; builtIn: boolean },
  lang: Lang,
): string {
  return role.builtIn || role.name === null ? translate(lang, `role.${role.code}`) : role.name;
}

/** The one place a role row becomes JSON, with what the caller may do with it. */
export function toRoleDto(
  row: CompanyRoleRow,
  caller: SupplierCaller,
  heldRoleIds: ReadonlySet<number>,
  lang: Lang,
): Role {
  const isMine = heldRoleIds.has(row.id);
  const withinCaller = mayGrant(caller, row.grants);
  return {
    id: row.id,
    code: row.code,
    name: roleNameOf(row, lang),
    builtIn: row.builtIn,
    baseCode: row.builtIn ? null : isSupplierRole(row.baseCode) ? row.baseCode : null,
    // A permission retired from the code may linger in a custom role; it is not shown.
    grants: row.grants.flatMap(({ permission, scope }) =>
      isPermission(permission) ? [{ permission, scope }] : [],
    ),
    userCount: row.userCount,
    isMine,
    isEditable: !row.builtIn && !isMine && withinCaller,
    isAssignable: !(row.builtIn && row.code === OWNER_ROLE) && withinCaller,
    createdAt: row.builtIn ? null : row.createdAt.toISOString(),
  };
}

/** Built-in roles in their fixed order (owner first), then custom roles by name. */
export function compareRoles(a: Role, b: Role): number {
  if (a.builtIn !== b.builtIn) return a.builtIn ? -1 : 1;
  if (a.builtIn)
    return SUPPLIER_ROLES.indexOf(a.code as SupplierRole) - SUPPLIER_ROLES.indexOf(b.code as SupplierRole);
  return a.name.localeCompare(b.name, undefined, { sensitivity: 'base' }) || a.id - b.id;
}
