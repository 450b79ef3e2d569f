import { and, eq, gt, isNull, lte, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.js';
import { ownershipTransfers, users } from '../../db/schema/index.js';

const fromUser = alias(users, 'transfer_from');
const toUser = alias(users, 'transfer_to');
const isOpen = and(isNull(ownershipTransfers.acceptedAt), isNull(ownershipTransfers.cancelledAt));

/** The company's open, unexpired transfer of ownership with both names. */
export async function findOpenTransfer(db: Database, supplierId: number, now: Date) {
  const [row] = await db
    .select({
      id: ownershipTransfers.id,
      fromUserId: ownershipTransfers.fromUserId,
      fromName: fromUser.realName,
      toUserId: ownershipTransfers.toUserId,
      toName: toUser.realName,
      createdAt: ownershipTransfers.createdAt,
      expiresAt: ownershipTransfers.expiresAt,
    })
    .from(ownershipTransfers)
    .innerJoin(fromUser, eq(fromUser.id, ownershipTransfers.fromUserId))
    .innerJoin(toUser, eq(toUser.id, ownershipTransfers.toUserId))
    .where(and(eq(ownershipTransfers.supplierId, supplierId), isOpen, gt(ownershipTransfers.expiresAt, now)))
    .limit(1);
  return row;
}
export type TransferRow = NonNullable<Awaited<ReturnType<typeof findOpenTransfer>>>;

/** Closes the company's open transfers that expired by `now` (one open transfer per company). */
export async function closeExpiredTransfers(tx: Database, supplierId: number, now: Date): Promise<void> {
  await tx
    .update(ownershipTransfers)
    .set({ cancelledAt: now })
    .where(
      and(eq(ownershipTransfers.supplierId, supplierId), isOpen, lte(ownershipTransfers.expiresAt, now)),
    );
}

export async function insertTransfer(
  tx: Database,
  values: { supplierId: number; fromUserId: number; toUserId: number; createdAt: Date; expiresAt: Date },
): Promise<number> {
  const [row] = await tx.insert(ownershipTransfers).values(values).returning({ id: ownershipTransfers.id });
  if (!row) throw new Error('transfer insert returned nothing');
  return row.id;
}

/** Ends an open transfer as accepted or cancelled; false when it was not open any more. */
export async function closeTransfer(
  tx: Database,
  id: number,
  outcome: { acceptedAt: Date } | { cancelledAt: Date },
): Promise<boolean> {
  const rows = await tx
    .update(ownershipTransfers)
    .set(outcome)
    .where(and(eq(ownershipTransfers.id, id), isOpen))
    .returning({ id: ownershipTransfers.id });
  return rows.length > 0;
}

/** Cancels the open transfers to or from a user (they were disabled); returns their ids. */
export async function cancelTransfersOf(tx: Database, userId: number, at: Date): Promise<number[]> {
  const rows = await tx
    .update(ownershipTransfers)
    .set({ cancelledAt: at })
    .where(
      and(isOpen, or(eq(ownershipTransfers.toUserId, userId), eq(ownershipTransfers.fromUserId, userId))),
    )
    .returning({ id: ownershipTransfers.id });
  return rows.map((row) => row.id);
}
