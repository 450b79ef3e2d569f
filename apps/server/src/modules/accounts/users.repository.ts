import type { Lang } from '@sc/contract';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { inTransaction } from '../../db/inTransaction.js';
import { buyers, roles, suppliers, userRoles, users } from '../../db/schema/index.js';

export type UserRow = typeof users.$inferSelect;

export async function findUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email.toLowerCase())).limit(1);
  return row;
}

export async function findUserById(db: Database, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/** The user with their company name and role codes. */
export async function findUserProfile(db: Database, id: number) {
  const [row] = await db
    .select({
      user: users,
      companyName: suppliers.name,
      roles: sql<
        string[]
      >`coalesce((select array_agg(r.code order by r.code) from ${userRoles} ur join ${roles} r on r.id = ur.role_id where ur.user_id = ${users.id}), '{}')`,
    })
    .from(users)
    .innerJoin(suppliers, eq(suppliers.id, users.supplierId))
    .where(eq(users.id, id))
    .limit(1);
  return row;
}

export interface NewSupplierAdmin {
  companyName: string;
  country: string;
  email: string;
  realName: string;
  jobTitle: string;
  title: string;
  passwordHash: string;
  adminCode: string;
  roleCode: string;
  /** Set for accounts that need no confirmation mail (the seeded demo supplier). */
  emailVerifiedAt?: Date;
  /** The language the user signed up in (later mails use it). */
  lang?: Lang;
}

/**
 * Creates a supplier company and its first user with the given role, in one transaction;
 * `afterCreate` adds what else a new company starts with (its trial) in the same transaction.
 */
export async function insertSupplierWithAdmin(
  db: Database,
  input: NewSupplierAdmin,
  afterCreate?: (tx: Database, supplierId: number) => Promise<void>,
) {
  return inTransaction(db, async (tx) => {
    const [supplier] = await tx
      .insert(suppliers)
      .values({ name: input.companyName, country: input.country })
      .returning({ id: suppliers.id });
    const [role] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.code, input.roleCode));
    if (!supplier || !role) throw new Error(`role ${input.roleCode} is not seeded`);
    const [user] = await tx
      .insert(users)
      .values({
        supplierId: supplier.id,
        adminCode: input.adminCode,
        email: input.email.toLowerCase(),
        realName: input.realName,
        jobTitle: input.jobTitle,
        title: input.title,
        country: input.country,
        passwordHash: input.passwordHash,
        emailVerifiedAt: input.emailVerifiedAt ?? null,
        lang: input.lang ?? 'en',
      })
      .returning({ id: users.id });
    if (!user) throw new Error('user insert returned nothing');
    await tx.insert(userRoles).values({ userId: user.id, roleId: role.id });
    await afterCreate?.(tx, supplier.id);
    return { userId: user.id, supplierId: supplier.id };
  });
}

/** Records that the user confirmed their email (the first confirmation time stays). */
export async function markEmailVerified(db: Database, userId: number, at: Date): Promise<void> {
  await db
    .update(users)
    .set({ emailVerifiedAt: at })
    .where(and(eq(users.id, userId), isNull(users.emailVerifiedAt)));
}

/** Whether the user confirmed their email; false for an unknown user. */
export async function isUserEmailVerified(db: Database, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ at: users.emailVerifiedAt })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return Boolean(row?.at);
}

export async function updatePasswordHash(db: Database, userId: number, passwordHash: string) {
  await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
}

export async function findBuyerIdOfUser(db: Database, userId: number): Promise<number | undefined> {
  const [row] = await db.select({ id: buyers.id }).from(buyers).where(eq(buyers.userId, userId));
  return row?.id;
}

/** A member of the platform team with one role (the console's accounts). */
export async function insertStaffUser(
  db: Database,
  input: { email: string; realName: string; passwordHash: string; adminCode: string; roleCode: string },
) {
  return inTransaction(db, async (tx) => {
    const [role] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.code, input.roleCode));
    if (!role) throw new Error(`role ${input.roleCode} is not seeded`);
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
      })
      .returning({ id: users.id });
    if (!user) throw new Error('user insert returned nothing');
    await tx.insert(userRoles).values({ userId: user.id, roleId: role.id });
    return user.id;
  });
}

/** Remembers the language a user signed in with. */
export async function setUserLang(db: Database, userId: number, lang: Lang): Promise<void> {
  await db.update(users).set({ lang }).where(eq(users.id, userId));
}

/** Whether a company is suspended by the platform team, and why (sign-in is refused meanwhile). */
export async function findCompanySuspension(db: Database, supplierId: number) {
  const [row] = await db
    .select({ suspendedAt: suppliers.suspendedAt, suspendReason: suppliers.suspendReason })
    .from(suppliers)
    .where(eq(suppliers.id, supplierId));
  return row;
}
