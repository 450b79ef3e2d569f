import { MESSAGE_TYPE, type RfqQuoteState } from '@sc/contract';
import { and, asc, count, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import {
  buyers,
  rfqQuotes,
  rfqQuoteVersions,
  rfqs,
  supplierProducts,
  suppliers,
  users,
} from '../../db/schema/index.js';
import type { RfqCardRow } from './rfq.repository.js';

export type QuoteRow = typeof rfqQuotes.$inferSelect;
export type NewQuoteRow = typeof rfqQuotes.$inferInsert;
export type QuoteVersionRow = typeof rfqQuoteVersions.$inferSelect;

/**
 * The how-manieth quote on its RFQ: the quotes not rejected by the platform submitted at or before
 * this one (ties by id). Subqueries name the outer table by hand: Drizzle would leave it unqualified.
 */
const positionSql = sql<number>`(select count(*)::int from rfq_quotes p
  where p.rfq_id = "rfq_quotes"."rfq_id" and p.rejected_at is null
    and (p.submitted_at < "rfq_quotes"."submitted_at"
      or (p.submitted_at = "rfq_quotes"."submitted_at" and p.id <= "rfq_quotes"."id")))`;

/** Whether the buyer wrote in the conversation after the quote's first card arrived there. */
const repliedSql = sql<boolean>`exists(select 1 from messages m
  where m.conversation_id = "rfq_quotes"."conversation_id" and m.sender_kind = 'buyer'
    and m.id > (select min(c.id) from messages c where c.conversation_id = "rfq_quotes"."conversation_id"
      and c.type = ${MESSAGE_TYPE.rfqQuote} and (c.rfq_quote->>'quoteId')::int = "rfq_quotes"."id"))`;

/**
 * A quote's state as its supplier sees it: rejected (platform) > awarded > declined > rfq_closed
 * (closed or expired, not awarded to it) > shortlisted > replied > viewed > submitted.
 */
function quoteStateSql(now: Date): SQL<RfqQuoteState> {
  return sql<RfqQuoteState>`(case
    when "rfq_quotes"."rejected_at" is not null then 'rejected'
    when "rfq_quotes"."decision" = 'awarded' then 'awarded'
    when "rfq_quotes"."decision" = 'declined' then 'declined'
    when "rfqs"."state" <> 'open' or "rfqs"."expires_at" <= ${now.toISOString()}::timestamptz then 'rfq_closed'
    when "rfq_quotes"."decision" = 'shortlisted' then 'shortlisted'
    when ${repliedSql} then 'replied'
    when "rfq_quotes"."viewed_at" is not null then 'viewed'
    else 'submitted' end)`;
}

/** My company's quote with its state and place, on an RFQ with its buyer (a card). */
export interface MyQuoteRow extends RfqCardRow {
  quote: QuoteRow;
  state: RfqQuoteState;
  position: number;
}

function selectMyQuotes(db: Database, now: Date) {
  return db
    .select({
      rfq: rfqs,
      buyerName: users.realName,
      buyerCompany: buyers.companyName,
      buyerCountry: users.country,
      buyerVerified: buyers.isSelected,
      quotedByMe: sql<boolean>`true`,
      quote: rfqQuotes,
      state: quoteStateSql(now),
      position: positionSql,
    })
    .from(rfqQuotes)
    .innerJoin(rfqs, eq(rfqs.id, rfqQuotes.rfqId))
    .innerJoin(buyers, eq(buyers.id, rfqs.buyerId))
    .innerJoin(users, eq(users.id, buyers.userId));
}

export async function insertQuote(db: Database, values: NewQuoteRow): Promise<QuoteRow> {
  const [row] = await db.insert(rfqQuotes).values(values).returning();
  if (!row) throw new Error('quote insert returned nothing');
  return row;
}

/** My company's quote on an RFQ, or undefined. */
export async function findQuoteOfSupplier(
  db: Database,
  rfqId: number,
  supplierId: number,
): Promise<QuoteRow | undefined> {
  const [row] = await db
    .select()
    .from(rfqQuotes)
    .where(and(eq(rfqQuotes.rfqId, rfqId), eq(rfqQuotes.supplierId, supplierId)));
  return row;
}

/** A quote by id, or undefined. */
export async function findQuote(db: Database, quoteId: number): Promise<QuoteRow | undefined> {
  const [row] = await db.select().from(rfqQuotes).where(eq(rfqQuotes.id, quoteId));
  return row;
}

/** Locks a quote row for the rest of the transaction. */
export async function lockQuote(db: Database, quoteId: number): Promise<QuoteRow | undefined> {
  const [row] = await db.select().from(rfqQuotes).where(eq(rfqQuotes.id, quoteId)).for('update');
  return row;
}

export async function updateQuote(
  db: Database,
  quoteId: number,
  values: Partial<NewQuoteRow>,
): Promise<void> {
  await db.update(rfqQuotes).set(values).where(eq(rfqQuotes.id, quoteId));
}

export async function insertQuoteVersion(db: Database, values: typeof rfqQuoteVersions.$inferInsert) {
  await db.insert(rfqQuoteVersions).values(values);
}

/** Earlier versions of these quotes, newest first. */
export async function listQuoteVersions(db: Database, quoteIds: number[]): Promise<QuoteVersionRow[]> {
  if (!quoteIds.length) return [];
  return db
    .select()
    .from(rfqQuoteVersions)
    .where(inArray(rfqQuoteVersions.quoteId, quoteIds))
    .orderBy(desc(rfqQuoteVersions.version));
}

/** My company's quote by id with its state and place (undefined for another company's). */
export async function findMyQuote(
  db: Database,
  supplierId: number,
  quoteId: number,
  now: Date,
): Promise<MyQuoteRow | undefined> {
  const [row] = await selectMyQuotes(db, now).where(
    and(eq(rfqQuotes.id, quoteId), eq(rfqQuotes.supplierId, supplierId)),
  );
  return row;
}

/** A page of my company's quotes, newest first, optionally in one state. */
export async function listMyQuotes(
  db: Database,
  supplierId: number,
  state: RfqQuoteState | undefined,
  now: Date,
  page: { offset: number; limit: number },
): Promise<{ rows: MyQuoteRow[]; total: number }> {
  const where = and(
    eq(rfqQuotes.supplierId, supplierId),
    state ? sql`${quoteStateSql(now)} = ${state}` : undefined,
  );
  const [rows, [counted]] = await Promise.all([
    selectMyQuotes(db, now)
      .where(where)
      .orderBy(desc(rfqQuotes.submittedAt), desc(rfqQuotes.id))
      .offset(page.offset)
      .limit(page.limit),
    db.select({ n: count() }).from(rfqQuotes).innerJoin(rfqs, eq(rfqs.id, rfqQuotes.rfqId)).where(where),
  ]);
  return { rows, total: counted?.n ?? 0 };
}

/** A quote as the RFQ's buyer sees it: with its supplier and the attached product's pack sizes. */
export interface ReceivedQuoteRow {
  quote: QuoteRow;
  supplierName: string;
  supplierCountry: string;
  unitsPerPack: number | null;
  unitsPerCase: number | null;
  casesPerPallet: number | null;
}

function selectReceived(db: Database) {
  return db
    .select({
      quote: rfqQuotes,
      supplierName: suppliers.name,
      supplierCountry: suppliers.country,
      unitsPerPack: supplierProducts.unitsPerPack,
      unitsPerCase: supplierProducts.unitsPerCase,
      casesPerPallet: supplierProducts.casesPerPallet,
    })
    .from(rfqQuotes)
    .innerJoin(suppliers, eq(suppliers.id, rfqQuotes.supplierId))
    .leftJoin(supplierProducts, eq(supplierProducts.id, rfqQuotes.productId));
}

/** The quotes on an RFQ that its buyer sees (the platform's rejected ones left out), first sent first. */
export async function listReceivedQuotes(db: Database, rfqId: number): Promise<ReceivedQuoteRow[]> {
  return selectReceived(db)
    .where(and(eq(rfqQuotes.rfqId, rfqId), isNull(rfqQuotes.rejectedAt)))
    .orderBy(asc(rfqQuotes.submittedAt), asc(rfqQuotes.id));
}

/** One quote of an RFQ of this buyer as the buyer sees it (undefined for anyone else's, or a rejected one). */
export async function findReceivedQuote(
  db: Database,
  buyerId: number,
  quoteId: number,
): Promise<ReceivedQuoteRow | undefined> {
  const [row] = await selectReceived(db)
    .innerJoin(rfqs, eq(rfqs.id, rfqQuotes.rfqId))
    .where(and(eq(rfqQuotes.id, quoteId), eq(rfqs.buyerId, buyerId), isNull(rfqQuotes.rejectedAt)));
  return row;
}

/** Marks the quotes of an RFQ its buyer has now seen. */
export async function markQuotesViewed(db: Database, rfqId: number, at: Date): Promise<void> {
  await db
    .update(rfqQuotes)
    .set({ viewedAt: at })
    .where(and(eq(rfqQuotes.rfqId, rfqId), isNull(rfqQuotes.viewedAt)));
}
