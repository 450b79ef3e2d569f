import { randomBytes } from 'node:crypto';
import {
  type CreateRole,
  type DeleteRole,
  LANGS,
  type Lang,
  ROLE_LIMITS,
  type Role,
  type RoleList,
  SUPPLIER_ROLES,
  translate,
  type UpdateRole,
} from '@sc/contract';
import type { AppContext } from '../../context.js';
import { inTransaction } from '../../db/inTransaction.js';
import { isUniqueViolation } from '../../db/isUniqueViolation.js';
import { AppError } from '../../http/AppError.js';
import type { SupplierCaller } from '../../http/caller.js';
import { recordAudit } from '../audit/audit.service.js';
import {
  type CompanyRole,
  mayGrant,
  OWNER_ROLE,
  type RoleGrant,
  withBasePermissions,
} from './roleGrants.service.js';
import { compareRoles, roleNameOf, toRoleDto } from './roles.presenter.js';
import {
  countCustomRoles,
  customRoleNameExists,
  deleteCustomRole,
  findCompanyRole,
  insertCustomRole,
  listCompanyRoles,
  listRoleHolders,
  lockCustomRole,
  moveRoleHolders,
  renameCustomRole,
  replaceRoleGrants,
  rolesHeldBy,
} from './roles.repository.js';

/** Who changed what, for the audit log and the request's address. */
export type RoleChangeMeta = { ip: string | null; lang: Lang };

/** The company's roles, built-in first, with their permissions, holders and what the caller may do. */
export async function listRoles(ctx: AppContext, caller: SupplierCaller, lang: Lang): Promise<RoleList> {
  const [rows, held] = await Promise.all([
    listCompanyRoles(ctx.db, caller.supplierId),
    rolesHeldBy(ctx.db, caller.userId),
  ]);
  const list = rows.map((row) => toRoleDto(row, caller, held, lang)).sort(compareRoles);
  const custom = list.filter((role) => !role.builtIn).length;
  return { list, customLeft: Math.max(0, ROLE_LIMITS.customMax - custom) };
}

async function getRole(ctx: AppContext, caller: SupplierCaller, roleId: number, lang: Lang): Promise<Role> {
  const { list } = await listRoles(ctx, caller, lang);
  const role = list.find((item) => item.id === roleId);
  if (!role) throw new AppError('RECORD_NOT_FOUND');
  return role;
}

/** Built-in role names (in every language) are taken too: a custom "Owner" would mislead. */
function isBuiltInName(name: string): boolean {
  const lower = name.toLowerCase();
  return SUPPLIER_ROLES.some((code) =>
    LANGS.some((lang) => translate(lang, `role.${code}`).toLowerCase() === lower),
  );
}

async function assertNameFree(ctx: AppContext, supplierId: number, name: string, exceptId?: number) {
  if (isBuiltInName(name) || (await customRoleNameExists(ctx.db, supplierId, name, exceptId)))
    throw new AppError('ROLE_NAME_TAKEN', { fields: { name: 'error.ROLE_NAME_TAKEN' } });
}

/**
 * The checks before a custom role changes: it is the company's (else RECORD_NOT_FOUND), not built-in,
 * not held by the caller, and carries nothing beyond what the caller may grant.
 */
async function loadEditableRole(
  ctx: AppContext,
  caller: SupplierCaller,
  roleId: number,
): Promise<CompanyRole> {
  const role = await findCompanyRole(ctx.db, caller.supplierId, roleId);
  if (!role) throw new AppError('RECORD_NOT_FOUND');
  if (role.builtIn) throw new AppError('ROLE_BUILT_IN');
  if ((await rolesHeldBy(ctx.db, caller.userId)).has(role.id)) throw new AppError('ROLE_OWN');
  if (!mayGrant(caller, role.grants)) throw new AppError('ROLE_GRANT_EXCEEDS');
  return role;
}

const withUniqueName = async <T>(work: () => Promise<T>): Promise<T> => {
  try {
    return await work();
  } catch (error) {
    // Two requests raced for one name: the index decides, the loser hears why.
    if (isUniqueViolation(error))
      throw new AppError('ROLE_NAME_TAKEN', { fields: { name: 'error.ROLE_NAME_TAKEN' } });
    throw error;
  }
};

const grantLabel = ({ permission, scope }: RoleGrant) =>
  scope === 'own' ? `${permission} (own)` : permission;

/** Creates a custom role as a copy of another role's permissions (nothing beyond what the caller holds). */
export async function createRole(
  ctx: AppContext,
  caller: SupplierCaller,
  input: CreateRole,
  meta: RoleChangeMeta,
): Promise<Role> {
  if ((await countCustomRoles(ctx.db, caller.supplierId)) >= ROLE_LIMITS.customMax)
    throw new AppError('ROLE_LIMIT_REACHED', { values: { max: ROLE_LIMITS.customMax } });
  const source = await findCompanyRole(ctx.db, caller.supplierId, input.fromRoleId);
  if (!source) throw new AppError('RECORD_NOT_FOUND');
  const grants = withBasePermissions(source.grants);
  if (!mayGrant(caller, grants)) throw new AppError('ROLE_GRANT_EXCEEDS');
  await assertNameFree(ctx, caller.supplierId, input.name);
  const baseCode = source.builtIn ? source.code : (source.baseCode ?? source.code);
  const id = await withUniqueName(() =>
    inTransaction(ctx.db, async (tx) => {
      const role = await insertCustomRole(tx, {
        supplierId: caller.supplierId,
        code: `custom-${randomBytes(8).toString('hex')}`,
        name: input.name,
        baseCode,
      });
      await replaceRoleGrants(tx, role.id, grants);
      await recordAudit(tx, {
        actor: caller,
        action: 'role.created',
        targetType: 'role',
        targetId: role.id,
        details: {
          name: input.name,
          copiedFrom: roleNameOf(source, 'en'),
          permissions: grants.map(grantLabel),
        },
        supplierId: caller.supplierId,
        ip: meta.ip,
      });
      return role.id;
    }),
  );
  return getRole(ctx, caller, id, meta.lang);
}

/** What changed between two sets of grants, for the audit log. */
function diffGrants(before: readonly RoleGrant[], after: readonly RoleGrant[]) {
  const old = new Map(before.map((grant) => [grant.permission, grant.scope]));
  const next = new Map(after.map((grant) => [grant.permission, grant.scope]));
  return {
    added: after.filter((grant) => !old.has(grant.permission)).map(grantLabel),
    removed: before.filter((grant) => !next.has(grant.permission)).map(grantLabel),
    rescoped: after
      .filter((grant) => old.has(grant.permission) && old.get(grant.permission) !== grant.scope)
      .map((grant) => ({ permission: grant.permission, from: old.get(grant.permission), to: grant.scope })),
  };
}

/**
 * Renames a custom role and sets its permissions. Once committed, every user holding it is told
 * (`permissions:changed`) and their next call carries the new permissions.
 */
export async function updateRole(
  ctx: AppContext,
  caller: SupplierCaller,
  input: UpdateRole,
  meta: RoleChangeMeta,
): Promise<Role> {
  const role = await loadEditableRole(ctx, caller, input.id);
  const grants = withBasePermissions(
    input.grants.map(({ permission, scope }) => ({ permission, scope: scope ?? 'company' })),
  );
  if (!mayGrant(caller, grants)) throw new AppError('ROLE_GRANT_EXCEEDS');
  await assertNameFree(ctx, caller.supplierId, input.name, role.id);
  const holders = await withUniqueName(() =>
    inTransaction(ctx.db, async (tx) => {
      const locked = await lockCustomRole(tx, caller.supplierId, role.id);
      if (!locked) throw new AppError('RECORD_NOT_FOUND');
      await renameCustomRole(tx, role.id, input.name);
      await replaceRoleGrants(tx, role.id, grants);
      await recordAudit(tx, {
        actor: caller,
        action: 'role.updated',
        targetType: 'role',
        targetId: role.id,
        details: {
          name: input.name,
          ...(locked.name !== input.name ? { previousName: locked.name } : {}),
          ...diffGrants(role.grants, grants),
        },
        supplierId: caller.supplierId,
        ip: meta.ip,
      });
      return listRoleHolders(tx, role.id);
    }),
  );
  ctx.notifier.permissionsChanged(holders);
  return getRole(ctx, caller, role.id, meta.lang);
}

/**
 * Deletes a custom role. Users holding it move to `moveToRoleId` (a role the caller may assign, not
 * the owner's) in the same transaction; without one the delete is refused while anyone holds it.
 */
export async function deleteRole(
  ctx: AppContext,
  caller: SupplierCaller,
  input: DeleteRole,
  meta: RoleChangeMeta,
): Promise<null> {
  const role = await loadEditableRole(ctx, caller, input.id);
  let target: CompanyRole | undefined;
  if (input.moveToRoleId !== undefined) {
    if (input.moveToRoleId === role.id) throw new AppError('ROLE_MOVE_INVALID');
    target = await findCompanyRole(ctx.db, caller.supplierId, input.moveToRoleId);
    if (!target) throw new AppError('RECORD_NOT_FOUND');
    if (target.builtIn && target.code === OWNER_ROLE) throw new AppError('ROLE_MOVE_INVALID');
    if (!mayGrant(caller, target.grants)) throw new AppError('ROLE_GRANT_EXCEEDS');
  }
  const moved = await inTransaction(ctx.db, async (tx) => {
    const locked = await lockCustomRole(tx, caller.supplierId, role.id);
    if (!locked) throw new AppError('RECORD_NOT_FOUND');
    const holders = await listRoleHolders(tx, role.id);
    if (holders.length > 0 && !target)
      throw new AppError('ROLE_IN_USE', { values: { count: holders.length } });
    if (target) await moveRoleHolders(tx, holders, role.id, target.id);
    await deleteCustomRole(tx, role.id);
    await recordAudit(tx, {
      actor: caller,
      action: 'role.deleted',
      targetType: 'role',
      targetId: role.id,
      details: {
        name: locked.name,
        usersMoved: holders.length,
        ...(target && holders.length ? { movedTo: roleNameOf(target, 'en'), movedToRoleId: target.id } : {}),
      },
      supplierId: caller.supplierId,
      ip: meta.ip,
    });
    return holders;
  });
  ctx.notifier.permissionsChanged(moved);
  return null;
}
