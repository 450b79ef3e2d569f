import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.js';
import { roles, suppliers, userInvitations, users } from '../../db/schema/index.js';
import type { RoleRef } from './team.repository.js';

const inviter = alias(users, 'invitation_inviter');
const roleRef = sql<RoleRef>`json_build_object('id', ${roles.id}, 'code', ${roles.code}, 'name', ${roles.name}, 'builtIn', ${roles.supplierId} is null)`;
/** Not accepted nor withdrawn (it may have expired: then it can be resent). */
const isPending = and(isNull(userInvitations.acceptedAt), isNull(userInvitations.revokedAt));

function selectInvitations(db: Database) {
  return db
    .select({
      id: userInvitations.id,
      supplierId: userInvitations.supplierId,
      email: userInvitations.email,
      roleId: userInvitations.roleId,
      role: roleRef,
      invitedById: userInvitations.invitedBy,
      invitedBy: inviter.realName,
      createdAt: userInvitations.createdAt,
      expiresAt: userInvitations.expiresAt,
      acceptedAt: userInvitations.acceptedAt,
      revokedAt: userInvitations.revokedAt,
    })
    .from(userInvitations)
    .innerJoin(roles, eq(roles.id, userInvitations.roleId))
    .leftJoin(inviter, eq(inviter.id, userInvitations.invitedBy));
}
export type InvitationRow = Awaited<ReturnType<typeof selectInvitations>>[number];

/** The company's invitations that were neither accepted nor withdrawn, oldest first. */
export function listPendingInvitations(db: Database, supplierId: number): Promise<InvitationRow[]> {
  return selectInvitations(db)
    .where(and(eq(userInvitations.supplierId, supplierId), isPending))
    .orderBy(asc(userInvitations.createdAt), asc(userInvitations.id));
}

/** One of the company's invitations, whatever its state. */
export async function findInvitation(
  db: Database,
  supplierId: number,
  id: number,
): Promise<InvitationRow | undefined> {
  const [row] = await selectInvitations(db).where(
    and(eq(userInvitations.supplierId, supplierId), eq(userInvitations.id, id)),
  );
  return row;
}

/** The invitation behind a link's token hash, with its company, whatever its state. */
export async function findInvitationByTokenHash(db: Database, tokenHash: string) {
  const [row] = await selectInvitations(db).where(eq(userInvitations.tokenHash, tokenHash)).limit(1);
  if (!row) return undefined;
  const [company] = await db
    .select({ name: suppliers.name, country: suppliers.country })
    .from(suppliers)
    .where(eq(suppliers.id, row.supplierId));
  return company && { ...row, companyName: company.name, companyCountry: company.country };
}

/** Open invitations (pending and unexpired) of the company: each holds a seat. */
export async function countOpenInvitations(db: Database, supplierId: number, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(userInvitations)
    .where(and(eq(userInvitations.supplierId, supplierId), isPending, gt(userInvitations.expiresAt, now)));
  return row?.n ?? 0;
}

/** The company's pending invitation for an address (expired or not). */
export async function findPendingInvitationFor(db: Database, supplierId: number, email: string) {
  const [row] = await db
    .select({ id: userInvitations.id, expiresAt: userInvitations.expiresAt })
    .from(userInvitations)
    .where(
      and(
        eq(userInvitations.supplierId, supplierId),
        sql`lower(${userInvitations.email}) = ${email.toLowerCase()}`,
        isPending,
      ),
    )
    .limit(1);
  return row;
}

export async function insertInvitation(
  tx: Database,
  values: {
    supplierId: number;
    email: string;
    roleId: number;
    invitedBy: number;
    tokenHash: string;
    createdAt: Date;
    expiresAt: Date;
  },
): Promise<number> {
  const [row] = await tx.insert(userInvitations).values(values).returning({ id: userInvitations.id });
  if (!row) throw new Error('invitation insert returned nothing');
  return row.id;
}

/** A new link for a pending invitation: the old token stops working, the 7 days start again. */
export async function renewInvitationToken(
  tx: Database,
  id: number,
  change: { tokenHash: string; createdAt: Date; expiresAt: Date },
): Promise<boolean> {
  const rows = await tx
    .update(userInvitations)
    .set(change)
    .where(and(eq(userInvitations.id, id), isPending))
    .returning({ id: userInvitations.id });
  return rows.length > 0;
}

/** Withdraws a pending invitation; false when it was not pending any more. */
export async function revokeInvitation(tx: Database, id: number, at: Date): Promise<boolean> {
  const rows = await tx
    .update(userInvitations)
    .set({ revokedAt: at })
    .where(and(eq(userInvitations.id, id), isPending))
    .returning({ id: userInvitations.id });
  return rows.length > 0;
}

/**
 * Uses a working link once: marks the invitation accepted by `userId` if it is still pending and
 * unexpired at `now`; false otherwise (used, withdrawn, expired, or another accept won).
 */
export async function markInvitationAccepted(
  tx: Database,
  id: number,
  userId: number,
  now: Date,
): Promise<boolean> {
  const rows = await tx
    .update(userInvitations)
    .set({ acceptedAt: now, userId })
    .where(and(eq(userInvitations.id, id), isPending, gt(userInvitations.expiresAt, now)))
    .returning({ id: userInvitations.id });
  return rows.length > 0;
}
