import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import {
  type LockedValuesJson,
  profileChangeRequests,
  suppliers,
  supportThreads,
} from '../../db/schema/index.js';

export type ChangeRequestRow = typeof profileChangeRequests.$inferSelect;

export async function findPendingRequest(db: Database, supplierId: number) {
  const [row] = await db
    .select()
    .from(profileChangeRequests)
    .where(
      and(eq(profileChangeRequests.supplierId, supplierId), eq(profileChangeRequests.status, 'pending')),
    );
  return row;
}

/** Inserts a pending request; undefined when the company already has one waiting. */
export async function insertPendingRequest(
  db: Database,
  values: {
    supplierId: number;
    requestedBy: number;
    requestedByName: string;
    fromValues: LockedValuesJson;
    toValues: LockedValuesJson;
    reason: string;
  },
): Promise<ChangeRequestRow | undefined> {
  const [row] = await db.insert(profileChangeRequests).values(values).onConflictDoNothing().returning();
  return row;
}

export async function lockRequest(db: Database, id: number) {
  const [row] = await db
    .select()
    .from(profileChangeRequests)
    .where(eq(profileChangeRequests.id, id))
    .for('update');
  return row;
}

export async function closeRequest(
  db: Database,
  id: number,
  values: {
    status: 'applied' | 'rejected' | 'withdrawn';
    decidedBy: number | null;
    decidedAt: Date;
    answer: string | null;
  },
) {
  const [row] = await db
    .update(profileChangeRequests)
    .set(values)
    .where(eq(profileChangeRequests.id, id))
    .returning();
  return row;
}

/** Requests for the console with their company, pending first, then the latest decided. */
export async function listRequestsForConsole(
  db: Database,
  filter: { status?: ChangeRequestRow['status'] | undefined },
  limit: number,
) {
  return db
    .select({
      request: profileChangeRequests,
      companyName: suppliers.name,
      supportThreadId: supportThreads.id,
    })
    .from(profileChangeRequests)
    .innerJoin(suppliers, eq(suppliers.id, profileChangeRequests.supplierId))
    .leftJoin(supportThreads, eq(supportThreads.supplierId, profileChangeRequests.supplierId))
    .where(filter.status ? eq(profileChangeRequests.status, filter.status) : undefined)
    .orderBy(
      desc(sql`${profileChangeRequests.status} = 'pending'`),
      asc(
        sql`case when ${profileChangeRequests.status} = 'pending' then ${profileChangeRequests.createdAt} end`,
      ),
      desc(profileChangeRequests.decidedAt),
      desc(profileChangeRequests.id),
    )
    .limit(limit);
}

export async function findRequestForConsole(db: Database, id: number) {
  const [row] = await db
    .select({
      request: profileChangeRequests,
      companyName: suppliers.name,
      supportThreadId: supportThreads.id,
    })
    .from(profileChangeRequests)
    .innerJoin(suppliers, eq(suppliers.id, profileChangeRequests.supplierId))
    .leftJoin(supportThreads, eq(supportThreads.supplierId, profileChangeRequests.supplierId))
    .where(eq(profileChangeRequests.id, id));
  return row;
}
