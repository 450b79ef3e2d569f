import {
  BASE_PERMISSIONS,
  PERMISSION_GROUPS,
  PERMISSION_REQUIRES,
  type Permission,
  type PermissionArea,
  type PermissionScope,
  type RoleGrant,
} from '@sc/contract';
import type { MessageKey } from '../../lib/Translate';

/** Areas whose permissions carry a scope: one choice for the area (read and write alike). */
export const SCOPED_AREAS = ['chat', 'quotations'] as const satisfies readonly PermissionArea[];
export type ScopedArea = (typeof SCOPED_AREAS)[number];

export const isScopedArea = (area: PermissionArea): area is ScopedArea =>
  (SCOPED_AREAS as readonly string[]).includes(area);

const areaOf = new Map<Permission, PermissionArea>(
  PERMISSION_GROUPS.flatMap((group) =>
    group.permissions.map((permission) => [permission, group.area] as const),
  ),
);

/** What the role editor holds: the ticked permissions and one scope per scoped area. */
export type RoleFormState = {
  checked: ReadonlySet<Permission>;
  scopes: Readonly<Record<ScopedArea, PermissionScope>>;
};

/** What the signed-in user holds (menu/role/list): they grant nothing beyond it. */
export type CallerGrants = { permissions: ReadonlySet<string>; ownScope: ReadonlySet<string> };

const basePermissions: ReadonlySet<Permission> = new Set(BASE_PERMISSIONS);
export const isBasePermission = (permission: Permission) => basePermissions.has(permission);

/** The catalog key of a permission's label (`chat:read` → roles.permission.chat_read). */
export function permissionLabelKey(permission: Permission): MessageKey {
  return `roles.permission.${permission.replace(':', '_')}` as MessageKey;
}

/** The editor's state for a role's grants; a scoped area is `own` when any of its grants is. */
export function formStateOf(grants: readonly RoleGrant[]): RoleFormState {
  const scopeOf = (area: ScopedArea): PermissionScope =>
    grants.some((grant) => areaOf.get(grant.permission) === area && grant.scope === 'own')
      ? 'own'
      : 'company';
  return {
    checked: new Set([...BASE_PERMISSIONS, ...grants.map((grant) => grant.permission)]),
    scopes: { chat: scopeOf('chat'), quotations: scopeOf('quotations') },
  };
}

/**
 * Ticks or unticks a permission: a write brings its read along, dropping a read drops the writes
 * that need it. The base permissions stay ticked.
 */
export function togglePermission(
  state: RoleFormState,
  permission: Permission,
  isChecked: boolean,
): RoleFormState {
  if (isBasePermission(permission)) return state;
  const checked = new Set(state.checked);
  if (isChecked) {
    checked.add(permission);
    const needed = PERMISSION_REQUIRES[permission];
    if (needed) checked.add(needed);
  } else {
    checked.delete(permission);
    for (const [write, read] of Object.entries(PERMISSION_REQUIRES))
      if (read === permission) checked.delete(write as Permission);
  }
  return { ...state, checked };
}

/** Sets the scope of a scoped area. */
export function setAreaScope(state: RoleFormState, area: ScopedArea, scope: PermissionScope): RoleFormState {
  return { ...state, scopes: { ...state.scopes, [area]: scope } };
}

/** The grants to save, in the groups' order. */
export function grantsOf(state: RoleFormState): RoleGrant[] {
  return PERMISSION_GROUPS.flatMap(({ area, permissions }) =>
    permissions
      .filter((permission) => state.checked.has(permission))
      .map((permission) => ({ permission, scope: isScopedArea(area) ? state.scopes[area] : 'company' })),
  );
}

/** Whether the caller may tick this permission (they hold it). */
export function mayGrantPermission(caller: CallerGrants, permission: Permission): boolean {
  return caller.permissions.has(permission);
}

/** Whether the caller may give an area's permissions company-wide (they do not hold them own-only). */
export function mayGrantCompanyScope(caller: CallerGrants, area: ScopedArea): boolean {
  const group = PERMISSION_GROUPS.find((item) => item.area === area);
  return !(group?.permissions ?? []).some((permission) => caller.ownScope.has(permission));
}

/** Whether the caller may save these grants: every permission held, no wider scope than theirs. */
export function mayGrantAll(caller: CallerGrants, grants: readonly RoleGrant[]): boolean {
  return grants.every(
    (grant) =>
      caller.permissions.has(grant.permission) &&
      !(grant.scope === 'company' && caller.ownScope.has(grant.permission)),
  );
}

/** The areas a role reaches beyond the basics, each with whether it is limited to own rows. */
export function areasOf(grants: readonly RoleGrant[]): { area: PermissionArea; isOwnOnly: boolean }[] {
  return PERMISSION_GROUPS.flatMap(({ area, permissions }) => {
    if (area === 'base') return [];
    const held = grants.filter((grant) => (permissions as readonly string[]).includes(grant.permission));
    if (held.length === 0) return [];
    return [{ area, isOwnOnly: held.every((grant) => grant.scope === 'own') }];
  });
}
