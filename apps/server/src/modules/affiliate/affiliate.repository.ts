import { and, asc, count, desc, eq, gte, isNotNull, lt, lte, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.js';
import { invitationCodes, invitations, sessions, suppliers, users } from '../../db/schema/index.js';

export type InvitationRow = typeof invitations.$inferSelect;
export type NewInvitation = typeof invitations.$inferInsert;

/** The company's invitation code, if it has one yet. */
export async function findCodeOfSupplier(db: Database, supplierId: number): Promise<string | null> {
  const [row] = await db
    .select({ code: invitationCodes.code })
    .from(invitationCodes)
    .where(eq(invitationCodes.supplierId, supplierId));
  return row?.code ?? null;
}

/** Stores a code for the company; false when the code is taken (or the company has one already). */
export async function insertCode(db: Database, supplierId: number, code: string, at: Date): Promise<boolean> {
  const rows = await db
    .insert(invitationCodes)
    .values({ supplierId, code, createdAt: at })
    .onConflictDoNothing()
    .returning({ code: invitationCodes.code });
  return rows.length > 0;
}

/** The company a code belongs to. */
export async function findInviterByCode(db: Database, code: string): Promise<number | null> {
  const [row] = await db
    .select({ supplierId: invitationCodes.supplierId })
    .from(invitationCodes)
    .where(eq(invitationCodes.code, code));
  return row?.supplierId ?? null;
}

/** Locks the inviter's code row until the transaction ends: its activations are counted one at a time. */
export async function lockInviter(tx: Database, inviterId: number): Promise<void> {
  await tx
    .select({ id: invitationCodes.supplierId })
    .from(invitationCodes)
    .where(eq(invitationCodes.supplierId, inviterId))
    .for('update');
}

export async function insertInvitation(db: Database, values: NewInvitation): Promise<InvitationRow> {
  const [row] = await db.insert(invitations).values(values).returning();
  if (!row) throw new Error('invitation insert returned no row');
  return row;
}

/** Records a device's first opening of an inviter's link; a second opening changes nothing. */
export async function insertOpening(
  db: Database,
  opening: { inviterId: number; code: string; visitorKey: string; at: Date },
): Promise<void> {
  await db
    .insert(invitations)
    .values({
      inviterId: opening.inviterId,
      code: opening.code,
      state: 'invited',
      visitorKey: opening.visitorKey,
      createdAt: opening.at,
    })
    .onConflictDoNothing();
}

export async function updateInvitation(
  tx: Database,
  id: number,
  set: Partial<NewInvitation>,
): Promise<InvitationRow> {
  const [row] = await tx.update(invitations).set(set).where(eq(invitations.id, id)).returning();
  if (!row) throw new Error(`invitation ${id} vanished`);
  return row;
}

export async function findInvitation(
  tx: Database,
  id: number,
  { lock = false } = {},
): Promise<InvitationRow | undefined> {
  const query = tx.select().from(invitations).where(eq(invitations.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** The invitation the company joined with (one at most), locked when asked. */
export async function findInvitationOfInvited(
  tx: Database,
  invitedSupplierId: number,
  { lock = false } = {},
): Promise<InvitationRow | undefined> {
  const query = tx.select().from(invitations).where(eq(invitations.invitedSupplierId, invitedSupplierId));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** An inviter's invitation not yet joined, by recorded email or by the device's key (locked). */
export async function findUnjoinedInvitation(
  tx: Database,
  inviterId: number,
  match: { email: string } | { visitorKey: string },
): Promise<InvitationRow | undefined> {
  const [row] = await tx
    .select()
    .from(invitations)
    .where(
      and(
        eq(invitations.inviterId, inviterId),
        eq(invitations.state, 'invited'),
        'email' in match ? eq(invitations.email, match.email) : eq(invitations.visitorKey, match.visitorKey),
      ),
    )
    .orderBy(asc(invitations.id))
    .limit(1)
    .for('update');
  return row;
}

/** Whether the inviter already has an invitation for this (normalised) email. */
export async function hasInvitationForEmail(
  db: Database,
  inviterId: number,
  email: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: invitations.id })
    .from(invitations)
    .where(and(eq(invitations.inviterId, inviterId), eq(invitations.email, email)))
    .limit(1);
  return Boolean(row);
}

/** The emails of a company's users (to compare normalised). */
export async function findEmailsOfSupplier(db: Database, supplierId: number): Promise<string[]> {
  const rows = await db.select({ email: users.email }).from(users).where(eq(users.supplierId, supplierId));
  return rows.map((r) => r.email);
}

/** Whether one of the company's users signed in from this address since `since`. */
export async function hasSignInFromAddress(
  db: Database,
  supplierId: number,
  ip: string,
  since: Date,
): Promise<boolean> {
  const [row] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(users.supplierId, supplierId), eq(sessions.ip, ip), gte(sessions.createdAt, since)))
    .limit(1);
  return Boolean(row);
}

/** The inviter's activations in [start, end) (whatever became of them since). */
export async function countActivations(
  tx: Database,
  inviterId: number,
  day: { start: Date; end: Date },
): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(invitations)
    .where(
      and(
        eq(invitations.inviterId, inviterId),
        gte(invitations.activatedAt, day.start),
        lt(invitations.activatedAt, day.end),
      ),
    );
  return row?.n ?? 0;
}

/** Ids of activated invitations held since `heldBefore` or earlier (their hold has ended), oldest first. */
export async function findDueRewardIds(db: Database, heldBefore: Date, limit: number): Promise<number[]> {
  const rows = await db
    .select({ id: invitations.id })
    .from(invitations)
    .where(and(eq(invitations.state, 'activated'), lte(invitations.heldSince, heldBefore)))
    .orderBy(asc(invitations.heldSince))
    .limit(limit);
  return rows.map((r) => r.id);
}

/** A page of the inviter's invitations, newest first, and the totals over all of them. */
export async function listInvitationsOf(
  db: Database,
  inviterId: number,
  page: { offset: number; limit: number },
) {
  const where = eq(invitations.inviterId, inviterId);
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(invitations)
      .where(where)
      .orderBy(desc(invitations.id))
      .offset(page.offset)
      .limit(page.limit),
    db
      .select({
        invited: count(),
        joined: sql<number>`count(*) filter (where ${invitations.joinedAt} is not null)::int`,
        activated: sql<number>`count(*) filter (where ${invitations.state} in ('activated', 'review', 'rewarded'))::int`,
        daysEarned: sql<number>`coalesce(sum(${invitations.rewardDays}) filter (where ${invitations.state} = 'rewarded'), 0)::int`,
      })
      .from(invitations)
      .where(where),
  ]);
  return {
    rows,
    totals: {
      invited: totals?.invited ?? 0,
      joined: totals?.joined ?? 0,
      activated: totals?.activated ?? 0,
      daysEarned: totals?.daysEarned ?? 0,
    },
  };
}

const inviter = alias(suppliers, 'inviter');
const invited = alias(suppliers, 'invited');

/** Invitations with both companies' names, for the console. */
function consoleSelect(db: Database) {
  return db
    .select({
      invitation: invitations,
      inviterCompany: inviter.name,
      invitedCompany: invited.name,
      // Qualified by hand: inside a sql subquery Drizzle may leave the outer columns bare.
      activationsThatDay: sql<number>`(
        select count(*)::int from invitations same_day
        where same_day.inviter_id = "invitations"."inviter_id"
          and "invitations"."activated_at" is not null
          and date_trunc('day', same_day.activated_at at time zone 'UTC')
            = date_trunc('day', "invitations"."activated_at" at time zone 'UTC')
      )`,
    })
    .from(invitations)
    .innerJoin(inviter, eq(inviter.id, invitations.inviterId))
    .leftJoin(invited, eq(invited.id, invitations.invitedSupplierId));
}

export type ConsoleInvitationRow = Awaited<ReturnType<typeof findConsoleInvitations>>[number];

/** Flagged activations (oldest first) or the latest joined invitations (newest first). */
export function findConsoleInvitations(db: Database, which: 'flagged' | 'recent', limit: number) {
  return which === 'flagged'
    ? consoleSelect(db)
        .where(eq(invitations.state, 'review'))
        .orderBy(asc(invitations.activatedAt))
        .limit(limit)
    : consoleSelect(db)
        .where(isNotNull(invitations.joinedAt))
        .orderBy(desc(invitations.joinedAt), desc(invitations.id))
        .limit(limit);
}

/** One invitation with both companies' names, for the console. */
export async function findConsoleInvitation(db: Database, id: number) {
  const [row] = await consoleSelect(db).where(eq(invitations.id, id));
  return row;
}
