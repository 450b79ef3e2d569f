import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { inTransaction } from '../../db/inTransaction.js';
import { rolePermissions, sessions, suppliers, userRoles, users } from '../../db/schema/index.js';

/** Why a session ended, as stored (`disabled`: the user's company disabled them, issue 19). */
type EndReason = NonNullable<(typeof sessions.$inferSelect)['revokedReason']>;

export interface NewSession {
  userId: number;
  tokenHash: string;
  expiresAt: Date;
  ip: string | null;
  userAgent: string | null;
}

/**
 * Opens a session and revokes the user's other active ones (one active session per user).
 * The user row is locked first, so two simultaneous logins cannot both stay active.
 */
export async function openSessionReplacingOthers(db: Database, input: NewSession) {
  return inTransaction(db, async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, input.userId)).for('update');
    const replaced = await tx
      .update(sessions)
      .set({ revokedAt: sql`now()`, revokedReason: 'replaced' })
      .where(and(eq(sessions.userId, input.userId), isNull(sessions.revokedAt)))
      .returning({ id: sessions.id });
    const [session] = await tx.insert(sessions).values(input).returning({ id: sessions.id });
    await tx.update(users).set({ lastLoginAt: sql`now()` }).where(eq(users.id, input.userId));
    if (!session) throw new Error('session insert returned nothing');
    return { sessionId: session.id, replacedSessionIds: replaced.map((r) => r.id) };
  });
}

/** The session behind a token hash with its user and permissions, whatever its state. */
export async function findSessionByTokenHash(db: Database, tokenHash: string) {
  const [row] = await db
    .select({
      sessionId: sessions.id,
      expiresAt: sessions.expiresAt,
      revokedAt: sessions.revokedAt,
      revokedReason: sessions.revokedReason,
      userId: users.id,
      kind: users.kind,
      supplierId: users.supplierId,
      buyerId: sql<number | null>`(select b.id from buyers b where b.user_id = ${users.id})`,
      adminCode: users.adminCode,
      email: users.email,
      realName: users.realName,
      status: users.status,
      companySuspendedAt: suppliers.suspendedAt,
      companySuspendReason: suppliers.suspendReason,
      permissions: sql<
        string[]
      >`coalesce((select array_agg(distinct rp.permission) from ${userRoles} ur join ${rolePermissions} rp on rp.role_id = ur.role_id where ur.user_id = ${users.id}), '{}')`,
      // A permission is own-scoped only when none of the user's roles grants it company-wide.
      ownScope: sql<
        string[]
      >`coalesce((select array_agg(s.permission) from (select rp.permission from ${userRoles} ur join ${rolePermissions} rp on rp.role_id = ur.role_id where ur.user_id = ${users.id} group by rp.permission having bool_and(rp.scope = 'own')) s), '{}')`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(suppliers, eq(suppliers.id, users.supplierId))
    .where(eq(sessions.tokenHash, tokenHash))
    .limit(1);
  return row;
}

/** Ends one session; returns whether it was still active. */
export async function revokeSession(db: Database, sessionId: number, reason: EndReason): Promise<boolean> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: sql`now()`, revokedReason: reason })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return rows.length > 0;
}

/** Ends every active session of a user; returns their ids. */
export async function revokeSessionsOfUser(
  db: Database,
  userId: number,
  reason: EndReason,
): Promise<number[]> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: sql`now()`, revokedReason: reason })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return rows.map((r) => r.id);
}

/** Ends every active session of every user of a company (suspension); returns their ids. */
export async function revokeSessionsOfCompany(
  db: Database,
  supplierId: number,
  reason: EndReason,
): Promise<number[]> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: sql`now()`, revokedReason: reason })
    .where(
      and(
        isNull(sessions.revokedAt),
        inArray(
          sessions.userId,
          db.select({ id: users.id }).from(users).where(eq(users.supplierId, supplierId)),
        ),
      ),
    )
    .returning({ id: sessions.id });
  return rows.map((r) => r.id);
}
