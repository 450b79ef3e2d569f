import { and, asc, desc, eq, inArray, isNotNull, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.js';
import {
  paymentOrders,
  rolePermissions,
  roles,
  servicePackages,
  suppliers,
  userRoles,
  users,
} from '../../db/schema/index.js';
import type { RoleGrant } from '../roles/roleGrants.service.js';

/** A role as stored, named for the users page. */
export type RoleRef = { id: number; code: string; name: string | null; builtIn: boolean };

/** The user's role (the owner role first when held), as JSON; null for a user without one. */
const roleOfUser = sql<RoleRef | null>`(select json_build_object('id', r.id, 'code', r.code, 'name', r.name, 'builtIn', r.supplier_id is null) from ${userRoles} ur join ${roles} r on r.id = ur.role_id where ur.user_id = ${users.id} order by (r.code = 'owner') desc, r.id limit 1)`;
const isOwnerUser = sql<boolean>`exists (select 1 from ${userRoles} ur join ${roles} r on r.id = ur.role_id where ur.user_id = ${users.id} and r.code = 'owner' and r.supplier_id is null)`;

/**
 * Locks the company's row for the rest of the transaction: every change of its team (seats, roles,
 * ownership) runs one at a time per company, so two racing changes cannot both pass their checks.
 */
export async function lockCompany(tx: Database, supplierId: number) {
  const [row] = await tx
    .select({
      id: suppliers.id,
      name: suppliers.name,
      country: suppliers.country,
      suspendedAt: suppliers.suspendedAt,
      suspendReason: suppliers.suspendReason,
    })
    .from(suppliers)
    .where(eq(suppliers.id, supplierId))
    .for('update');
  return row;
}

export async function findCompanyName(db: Database, supplierId: number): Promise<string> {
  const [row] = await db.select({ name: suppliers.name }).from(suppliers).where(eq(suppliers.id, supplierId));
  return row?.name ?? '';
}

const inviter = alias(users, 'inviter');
const disabler = alias(users, 'disabler');

function selectCompanyUsers(db: Database, where: SQL | undefined) {
  return db
    .select({
      id: users.id,
      realName: users.realName,
      email: users.email,
      status: users.status,
      lastLoginAt: users.lastLoginAt,
      createdAt: users.createdAt,
      disabledAt: users.disabledAt,
      role: roleOfUser,
      isOwner: isOwnerUser,
      managesTeam: sql<boolean>`exists (select 1 from ${userRoles} ur join ${rolePermissions} rp on rp.role_id = ur.role_id where ur.user_id = ${users.id} and rp.permission = 'team:manage')`,
      invitedBy: inviter.realName,
      disabledBy: disabler.realName,
    })
    .from(users)
    .leftJoin(inviter, eq(inviter.id, users.invitedBy))
    .leftJoin(disabler, eq(disabler.id, users.disabledBy))
    .where(where)
    .orderBy(desc(isOwnerUser), asc(users.status), asc(sql`lower(${users.realName})`), asc(users.id));
}
export type CompanyUserRow = Awaited<ReturnType<typeof selectCompanyUsers>>[number];

const ofCompany = (supplierId: number) => and(eq(users.supplierId, supplierId), eq(users.kind, 'supplier'));

/** Every user of the company with their role, inviter and who disabled them; owner first, then by name. */
export function listCompanyUsers(db: Database, supplierId: number): Promise<CompanyUserRow[]> {
  return selectCompanyUsers(db, ofCompany(supplierId));
}

/** One user of the company (undefined for another company's user or a console/buyer account). */
export async function findCompanyUser(
  db: Database,
  supplierId: number,
  userId: number,
): Promise<CompanyUserRow | undefined> {
  const [row] = await selectCompanyUsers(db, and(ofCompany(supplierId), eq(users.id, userId)));
  return row;
}

/** A user's language and name, for a mail to them. */
export async function findMailee(db: Database, userId: number) {
  const [row] = await db
    .select({ email: users.email, realName: users.realName, lang: users.lang })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

/** Whether any account (supplier, buyer or platform team) signs in with this email. */
export async function isEmailUsed(db: Database, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, email.toLowerCase()))
    .limit(1);
  return row !== undefined;
}

/** Gives the user exactly this one role. */
export async function replaceUserRole(tx: Database, userId: number, roleId: number): Promise<void> {
  await tx.delete(userRoles).where(eq(userRoles.userId, userId));
  await tx.insert(userRoles).values({ userId, roleId });
}

/** Disables a user (`disabled`: when and by whom) or makes them active again (the last disabling is kept). */
export async function setUserDisabled(
  tx: Database,
  userId: number,
  disabled: { at: Date; by: number } | null,
): Promise<void> {
  await tx
    .update(users)
    .set(
      disabled
        ? { status: 'disabled', disabledAt: disabled.at, disabledBy: disabled.by }
        : { status: 'active' },
    )
    .where(eq(users.id, userId));
}

/** A new user joining by invitation; returns the whole row (to open their session). */
export async function insertInvitedUser(tx: Database, values: typeof users.$inferInsert) {
  const [row] = await tx.insert(users).values(values).returning();
  if (!row) throw new Error('user insert returned nothing');
  return row;
}

/** Active users of the company. */
export async function countActiveUsers(db: Database, supplierId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .where(and(eq(users.supplierId, supplierId), eq(users.kind, 'supplier'), eq(users.status, 'active')));
  return row?.n ?? 0;
}

/**
 * The seats of the company's latest paid package (a paid order not wholly refunded); undefined when
 * the company never paid.
 */
export async function latestPaidSeats(db: Database, supplierId: number): Promise<number | undefined> {
  const [row] = await db
    .select({ seats: servicePackages.seats })
    .from(paymentOrders)
    .innerJoin(servicePackages, eq(servicePackages.id, paymentOrders.packageId))
    .where(
      and(
        eq(paymentOrders.supplierId, supplierId),
        isNotNull(paymentOrders.paidAt),
        inArray(paymentOrders.status, ['succeeded', 'partially_refunded']),
      ),
    )
    .orderBy(desc(paymentOrders.paidAt), desc(paymentOrders.id))
    .limit(1);
  return row?.seats;
}

/** The id of a built-in role by code (`manager`…). */
export async function findBuiltInRoleId(db: Database, code: string): Promise<number | undefined> {
  const [row] = await db
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.code, code), sql`${roles.supplierId} is null`))
    .limit(1);
  return row?.id;
}

/** Roles the company may use (built-in supplier roles and its own custom ones) with their grants. */
export async function listCompanyRoles(db: Database, supplierId: number) {
  const rows = await db
    .select({
      id: roles.id,
      code: roles.code,
      name: roles.name,
      supplierId: roles.supplierId,
      grants: sql<
        RoleGrant[]
      >`coalesce((select json_agg(json_build_object('permission', rp.permission, 'scope', rp.scope)) from ${rolePermissions} rp where rp.role_id = ${roles.id}), '[]'::json)`,
    })
    .from(roles)
    .where(
      and(
        eq(roles.audience, 'supplier'),
        sql`(${roles.supplierId} is null or ${roles.supplierId} = ${supplierId})`,
      ),
    )
    .orderBy(sql`${roles.supplierId} is not null`, asc(roles.id));
  return rows.map((row) => ({
    id: row.id,
    code: row.code,
    name: row.name,
    builtIn: row.supplierId === null,
    grants: row.grants,
  }));
}
