import type { Lang, OperatorQuery, OperatorStatus, StaffRole } from '@sc/contract';
import { and, asc, count, eq, isNull, ne, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { containsPattern } from '../../db/likePattern.js';
import { type PageRequest, pageRange } from '../../db/page.js';
import { rolePermissions, roles, sessions, userRoles, users } from '../../db/schema/index.js';
import { UNUSABLE_HASH_PREFIX } from '../../platform/passwords.js';

// The platform team's accounts: users of kind `staff` with one console role (audience `staff`).

export type OperatorRow = typeof users.$inferSelect;
const ADMIN_ROLE: StaffRole = 'platform_admin';

/**
 * The operator's console role code (the first staff role they hold), or null. `users.id` is written
 * out in full: inside the subquery a bare "id" would be the role's.
 */
const roleCode = sql<StaffRole | null>`(select r.code from ${userRoles} ur join ${roles} r on r.id = ur.role_id
  where ur.user_id = ${users}."id" and r.audience = 'staff' order by r.id limit 1)`;
const hasNoPassword = sql`${users.passwordHash} like ${`${UNUSABLE_HASH_PREFIX}%`}`;
const statusOf = sql<OperatorStatus>`case when ${users.status} = 'disabled' then 'disabled'
  when ${hasNoPassword} then 'invited' else 'active' end`;

export type OperatorListRow = Awaited<ReturnType<typeof listOperatorRows>>[number];

function listConditions(query: OperatorQuery): SQL[] {
  const conditions: SQL[] = [eq(users.kind, 'staff')];
  if (query.keyword) {
    const pattern = containsPattern(query.keyword);
    conditions.push(sql`(${users.email} ilike ${pattern} or ${users.realName} ilike ${pattern})`);
  }
  if (query.status) conditions.push(sql`${statusOf} = ${query.status}`);
  if (query.role) conditions.push(sql`${roleCode} = ${query.role}`);
  return conditions;
}

const listColumns = {
  id: users.id,
  realName: users.realName,
  email: users.email,
  role: roleCode,
  status: statusOf,
  totpEnabledAt: users.totpEnabledAt,
  totpRequired: users.totpRequired,
  lastLoginAt: users.lastLoginAt,
  createdAt: users.createdAt,
};

/** A page of operators, by name. */
export async function listOperatorRows(db: Database, query: OperatorQuery & PageRequest) {
  const { offset, limit } = pageRange(query);
  return db
    .select(listColumns)
    .from(users)
    .where(and(...listConditions(query)))
    .orderBy(asc(users.realName), asc(users.id))
    .offset(offset)
    .limit(limit);
}

export async function countOperators(db: Database, query: OperatorQuery): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(users)
    .where(and(...listConditions(query)));
  return row?.total ?? 0;
}

/** One operator as the list shows them. */
export async function findOperatorListRow(
  db: Database,
  userId: number,
): Promise<OperatorListRow | undefined> {
  const [row] = await db
    .select(listColumns)
    .from(users)
    .where(and(eq(users.id, userId), eq(users.kind, 'staff')));
  return row;
}

/** A platform team account by email (any kind: the caller checks it is staff). */
export async function findUserRowByEmail(db: Database, email: string): Promise<OperatorRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email.toLowerCase())).limit(1);
  return row;
}

export async function findOperatorRow(db: Database, userId: number): Promise<OperatorRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, userId), eq(users.kind, 'staff')));
  return row;
}

/** Locks an operator's row for the rest of the transaction (two-factor state, status, role). */
export async function lockOperatorRow(tx: Database, userId: number): Promise<OperatorRow | undefined> {
  const [row] = await tx
    .select()
    .from(users)
    .where(and(eq(users.id, userId), eq(users.kind, 'staff')))
    .for('update');
  return row;
}

/**
 * Locks the platform administrator role: changes that could remove an administrator take it first,
 * so two administrators demoting or disabling each other at once cannot leave none.
 */
export async function lockAdminRole(tx: Database): Promise<void> {
  await tx.select({ id: roles.id }).from(roles).where(eq(roles.code, ADMIN_ROLE)).for('update');
}

/** Active platform administrators with a password (who can sign in), other than `exceptUserId`. */
export async function countUsableAdmins(tx: Database, exceptUserId: number): Promise<number> {
  const [row] = await tx
    .select({ total: count() })
    .from(users)
    .innerJoin(userRoles, eq(userRoles.userId, users.id))
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(
      and(
        eq(roles.code, ADMIN_ROLE),
        eq(users.kind, 'staff'),
        eq(users.status, 'active'),
        ne(users.id, exceptUserId),
        sql`not (${hasNoPassword})`,
      ),
    );
  return row?.total ?? 0;
}

export async function findRoleOfOperator(db: Database, userId: number): Promise<StaffRole | null> {
  const [row] = await db.select({ role: roleCode }).from(users).where(eq(users.id, userId));
  return row?.role ?? null;
}

export async function findStaffRoleId(db: Database, code: StaffRole): Promise<number | undefined> {
  const [row] = await db
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.code, code), eq(roles.audience, 'staff'), isNull(roles.supplierId)));
  return row?.id;
}

/** Permission codes an operator holds through their roles. */
export async function permissionsOfOperator(db: Database, userId: number): Promise<string[]> {
  const rows = await db
    .selectDistinct({ permission: rolePermissions.permission })
    .from(userRoles)
    .innerJoin(rolePermissions, eq(rolePermissions.roleId, userRoles.roleId))
    .where(eq(userRoles.userId, userId));
  return rows.map((r) => r.permission).sort();
}

export interface NewOperatorRow {
  email: string;
  realName: string;
  adminCode: string;
  passwordHash: string;
  lang: Lang;
  invitedBy: number;
  roleId: number;
}

/** Inserts a platform team account with its role; two-factor sign-in is required from the start. */
export async function insertOperatorRow(tx: Database, input: NewOperatorRow): Promise<number> {
  const [user] = await tx
    .insert(users)
    .values({
      kind: 'staff',
      supplierId: null,
      adminCode: input.adminCode,
      email: input.email.toLowerCase(),
      realName: input.realName,
      jobTitle: 'other',
      title: 'ms',
      country: 'CN',
      passwordHash: input.passwordHash,
      lang: input.lang,
      invitedBy: input.invitedBy,
      totpRequired: true,
    })
    .returning({ id: users.id });
  if (!user) throw new Error('operator insert returned nothing');
  await tx.insert(userRoles).values({ userId: user.id, roleId: input.roleId });
  return user.id;
}

/** Gives an operator exactly this role. */
export async function replaceOperatorRole(tx: Database, userId: number, roleId: number): Promise<void> {
  await tx.delete(userRoles).where(eq(userRoles.userId, userId));
  await tx.insert(userRoles).values({ userId, roleId });
}

export async function setOperatorStatus(
  tx: Database,
  userId: number,
  change: { status: 'active' | 'disabled'; at: Date | null; by: number | null },
): Promise<void> {
  await tx
    .update(users)
    .set({ status: change.status, disabledAt: change.at, disabledBy: change.by })
    .where(eq(users.id, userId));
}

/** Ends every active session of an operator (disabled); returns their ids. */
export async function revokeOperatorSessions(tx: Database, userId: number): Promise<number[]> {
  const rows = await tx
    .update(sessions)
    .set({ revokedAt: sql`now()`, revokedReason: 'disabled' })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return rows.map((r) => r.id);
}

/** Writes an operator's two-factor columns (only those given). */
export async function updateOperatorTotp(
  tx: Database,
  userId: number,
  change: { totpSecret?: string | null; totpEnabledAt?: Date | null; totpRequired?: boolean },
): Promise<void> {
  await tx.update(users).set(change).where(eq(users.id, userId));
}
