import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { conversations, messages, suppliers, tradeFairs } from '../../db/schema/index.js';

export type TradeFairRow = typeof tradeFairs.$inferSelect;
type FairValues = Omit<typeof tradeFairs.$inferInsert, 'id' | 'supplierId' | 'createdAt'>;

export async function listFairs(db: Database, supplierId: number): Promise<TradeFairRow[]> {
  return db
    .select()
    .from(tradeFairs)
    .where(eq(tradeFairs.supplierId, supplierId))
    .orderBy(asc(tradeFairs.startsOn), asc(tradeFairs.id));
}

/** Locks the company row for the transaction, so simultaneous adds cannot pass the cap. */
export async function lockCompanyRow(db: Database, supplierId: number): Promise<void> {
  await db
    .select({ id: suppliers.id })
    .from(suppliers)
    .where(eq(suppliers.id, supplierId))
    .for('no key update');
}

export async function countFairs(db: Database, supplierId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(tradeFairs).where(eq(tradeFairs.supplierId, supplierId));
  return row?.n ?? 0;
}

export async function insertFair(db: Database, supplierId: number, values: FairValues) {
  await db.insert(tradeFairs).values({ ...values, supplierId });
}

/** Updates one of the company's fairs; false when it has none with that id. */
export async function updateFair(db: Database, supplierId: number, id: number, values: FairValues) {
  const rows = await db
    .update(tradeFairs)
    .set(values)
    .where(and(eq(tradeFairs.id, id), eq(tradeFairs.supplierId, supplierId)))
    .returning({ id: tradeFairs.id });
  return rows.length > 0;
}

export async function deleteFair(db: Database, supplierId: number, id: number) {
  const rows = await db
    .delete(tradeFairs)
    .where(and(eq(tradeFairs.id, id), eq(tradeFairs.supplierId, supplierId)))
    .returning({ id: tradeFairs.id });
  return rows.length > 0;
}

export async function findHoursRow(db: Database, supplierId: number) {
  const [row] = await db
    .select({
      country: suppliers.country,
      timeZone: suppliers.timeZone,
      businessDays: suppliers.businessDays,
      opensAt: suppliers.opensAt,
      closesAt: suppliers.closesAt,
    })
    .from(suppliers)
    .where(eq(suppliers.id, supplierId));
  return row;
}

export async function saveHours(
  db: Database,
  supplierId: number,
  hours: { timeZone: string; days: number[]; opensAt: string; closesAt: string },
) {
  await db
    .update(suppliers)
    .set({
      timeZone: hours.timeZone,
      businessDays: hours.days,
      opensAt: hours.opensAt,
      closesAt: hours.closesAt,
    })
    .where(eq(suppliers.id, supplierId));
}

/**
 * Seconds between a buyer's message that opens a turn (the first of theirs after the supplier spoke, or
 * the first of the conversation) and the supplier's next message, for turns since `since`. A turn
 * still unanswered after a day counts with the time it has waited (a slow reply); a newer one is left out.
 */
export async function firstReplyDelays(
  db: Database,
  supplierId: number,
  since: Date,
  now: Date,
): Promise<number[]> {
  // Both drivers (pg and PGlite) answer raw SQL with { rows }.
  const result = (await db.execute(sql`
    with turns as (
      select m.conversation_id, m.sender_kind, m.created_at,
             lag(m.sender_kind) over (partition by m.conversation_id order by m.id) as previous_kind
      from ${messages} m
      join ${conversations} c on c.id = m.conversation_id
      where c.supplier_id = ${supplierId} and m.sender_kind <> 'system' and m.created_at >= ${since.toISOString()}
    )
    select extract(epoch from coalesce((
      select min(r.created_at) from ${messages} r
      where r.conversation_id = t.conversation_id and r.sender_kind = 'supplier' and r.created_at > t.created_at
    ), case when t.created_at < ${now.toISOString()}::timestamptz - interval '1 day' then ${now.toISOString()}::timestamptz end)
      - t.created_at)::float8 as delay
    from turns t
    where t.sender_kind = 'buyer' and (t.previous_kind is null or t.previous_kind = 'supplier')
  `)) as unknown as { rows: { delay: number | string | null }[] };
  return result.rows
    .filter((row) => row.delay !== null)
    .map((row) => Number(row.delay))
    .filter((delay) => Number.isFinite(delay) && delay >= 0);
}
