import { and, asc, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { rolePermissions, roles, userRoles, users } from '../../db/schema/index.js';

export type RoleGrant = { permission: string; scope: 'own' | 'company' };
export type CompanyRole = {
  id: number;
  code: string;
  /** Null for built-in roles (named by `role.<code>`). */
  name: string | null;
  builtIn: boolean;
  grants: RoleGrant[];
  /** The built-in role a custom role was cloned from; null for built-in roles. */
  baseCode: string | null;
};

const grantsOf = sql<
  RoleGrant[]
>`coalesce((select json_agg(json_build_object('permission', rp.permission, 'scope', rp.scope) order by rp.permission) from ${rolePermissions} rp where rp.role_id = "roles"."id"), '[]'::json)`;

/** Supplier roles a company may use: the built-in ones and its own custom roles. */
const usableBy = (supplierId: number): SQL | undefined =>
  and(eq(roles.audience, 'supplier'), or(isNull(roles.supplierId), eq(roles.supplierId, supplierId)));

/** A role a company may use: a built-in supplier role or one of the company's own custom roles. */
export async function findCompanyRole(
  db: Database,
  supplierId: number,
  roleId: number,
): Promise<CompanyRole | undefined> {
  const [row] = await db
    .select({
      id: roles.id,
      code: roles.code,
      name: roles.name,
      supplierId: roles.supplierId,
      baseCode: roles.baseCode,
      grants: grantsOf,
    })
    .from(roles)
    .where(and(eq(roles.id, roleId), usableBy(supplierId)))
    .limit(1);
  if (!row) return undefined;
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    builtIn: row.supplierId === null,
    grants: row.grants,
    baseCode: row.baseCode,
  };
}

/** The id of a built-in role by code (e.g. `owner`). */
export async function findBuiltInRoleId(db: Database, code: string): Promise<number | undefined> {
  const [row] = await db
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.code, code), isNull(roles.supplierId)))
    .limit(1);
  return row?.id;
}

export type CompanyRoleRow = CompanyRole & { userCount: number; createdAt: Date };

/** Every role the company may use, with how many of the company's users hold each. */
export async function listCompanyRoles(db: Database, supplierId: number): Promise<CompanyRoleRow[]> {
  const rows = await db
    .select({
      id: roles.id,
      code: roles.code,
      name: roles.name,
      supplierId: roles.supplierId,
      baseCode: roles.baseCode,
      createdAt: roles.createdAt,
      grants: grantsOf,
      userCount: sql<number>`(select count(*)::int from ${userRoles} ur join ${users} u on u.id = ur.user_id where ur.role_id = "roles"."id" and u.supplier_id = ${supplierId})`,
    })
    .from(roles)
    .where(usableBy(supplierId))
    .orderBy(asc(roles.id));
  return rows.map((row) => ({
    id: row.id,
    code: row.code,
    name: row.name,
    builtIn: row.supplierId === null,
    grants: row.grants,
    baseCode: row.baseCode,
    userCount: Number(row.userCount),
    createdAt: row.createdAt,
  }));
}

/** How many custom roles the company has. */
export async function countCustomRoles(db: Database, supplierId: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(roles)
    .where(eq(roles.supplierId, supplierId));
  return Number(row?.count ?? 0);
}

/** Whether one of the company's custom roles (other than `exceptId`) has this name, case-insensitively. */
export async function customRoleNameExists(
  db: Database,
  supplierId: number,
  name: string,
  exceptId?: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: roles.id })
    .from(roles)
    .where(
      and(
        eq(roles.supplierId, supplierId),
        sql`lower(${roles.name}) = lower(${name})`,
        exceptId === undefined ? undefined : sql`${roles.id} <> ${exceptId}`,
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Locks a custom role of the company for a change; undefined when it is not one. */
export async function lockCustomRole(tx: Database, supplierId: number, roleId: number) {
  const [row] = await tx
    .select({ id: roles.id, name: roles.name })
    .from(roles)
    .where(and(eq(roles.id, roleId), eq(roles.supplierId, supplierId)))
    .for('update');
  return row;
}

export async function insertCustomRole(
  tx: Database,
  values: { supplierId: number; code: string; name: string; baseCode: string },
): Promise<{ id: number; createdAt: Date }> {
  const [row] = await tx
    .insert(roles)
    .values({
      code: values.code,
      nameKey: `role.${values.baseCode}`,
      audience: 'supplier',
      supplierId: values.supplierId,
      name: values.name,
      baseCode: values.baseCode,
    })
    .returning({ id: roles.id, createdAt: roles.createdAt });
  if (!row) throw new Error('role insert returned nothing');
  return row;
}

export async function renameCustomRole(tx: Database, roleId: number, name: string): Promise<void> {
  await tx.update(roles).set({ name }).where(eq(roles.id, roleId));
}

/** Replaces a role's permissions with these. */
export async function replaceRoleGrants(tx: Database, roleId: number, grants: readonly RoleGrant[]) {
  await tx.delete(rolePermissions).where(eq(rolePermissions.roleId, roleId));
  if (grants.length)
    await tx
      .insert(rolePermissions)
      .values(grants.map(({ permission, scope }) => ({ roleId, permission, scope })));
}

export async function deleteCustomRole(tx: Database, roleId: number): Promise<void> {
  await tx.delete(roles).where(eq(roles.id, roleId));
}

/** The users holding a role. */
export async function listRoleHolders(db: Database, roleId: number): Promise<number[]> {
  const rows = await db
    .select({ userId: userRoles.userId })
    .from(userRoles)
    .where(eq(userRoles.roleId, roleId));
  return rows.map((row) => row.userId);
}

/** The ids of the roles a user holds. */
export async function rolesHeldBy(db: Database, userId: number): Promise<Set<number>> {
  const rows = await db
    .select({ roleId: userRoles.roleId })
    .from(userRoles)
    .where(eq(userRoles.userId, userId));
  return new Set(rows.map((row) => row.roleId));
}

/** Gives these users the role `toRoleId` instead of `fromRoleId`. */
export async function moveRoleHolders(
  tx: Database,
  userIds: readonly number[],
  fromRoleId: number,
  toRoleId: number,
): Promise<void> {
  if (userIds.length === 0) return;
  await tx
    .insert(userRoles)
    .values(userIds.map((userId) => ({ userId, roleId: toRoleId })))
    .onConflictDoNothing();
  await tx
    .delete(userRoles)
    .where(and(eq(userRoles.roleId, fromRoleId), inArray(userRoles.userId, [...userIds])));
}
