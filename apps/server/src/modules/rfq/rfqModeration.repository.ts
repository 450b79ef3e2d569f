import type { RfqState } from '@sc/contract';
import { and, asc, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.js';
import { containsPattern } from '../../db/likePattern.js';
import {
  buyers,
  categories,
  rfqQuotes,
  rfqs,
  serviceLedger,
  supplierProducts,
  suppliers,
  users,
} from '../../db/schema/index.js';

const buyerUser = alias(users, 'buyer_user');
const reviewer = alias(users, 'reviewer');
const mainCategory = alias(categories, 'main_category');

export type RfqRow = typeof rfqs.$inferSelect;
export type RfqQuoteRow = typeof rfqQuotes.$inferSelect;

const consoleRfqColumns = {
  rfq: rfqs,
  buyerName: buyerUser.realName,
  buyerCountry: buyerUser.country,
  buyerCompany: buyers.companyName,
  buyerVerified: buyers.isSelected,
  category: { nameEn: categories.nameEn, nameZh: categories.nameZh, nameJa: categories.nameJa },
  mainCategory: mainCategory.code,
  reviewerName: reviewer.realName,
  // Quotes the buyer has not opened yet (rejected ones are not shown to the buyer).
  newQuotes: sql<number>`(select count(*)::int from ${rfqQuotes} where ${rfqQuotes.rfqId} = ${rfqs.id} and ${rfqQuotes.viewedAt} is null and ${rfqQuotes.rejectReason} is null)`,
};

function consoleRfqQuery(db: Database) {
  return db
    .select(consoleRfqColumns)
    .from(rfqs)
    .innerJoin(buyers, eq(buyers.id, rfqs.buyerId))
    .innerJoin(buyerUser, eq(buyerUser.id, buyers.userId))
    .innerJoin(categories, eq(categories.id, rfqs.categoryId))
    .innerJoin(mainCategory, eq(mainCategory.id, rfqs.mainCategoryId))
    .leftJoin(reviewer, eq(reviewer.id, rfqs.reviewedBy));
}

export type ConsoleRfqRow = Awaited<ReturnType<ReturnType<typeof consoleRfqQuery>['execute']>>[number];

export interface ConsoleRfqFilter {
  state: RfqState;
  keyword?: string | undefined;
  featured?: boolean | undefined;
}

const RFQ_NUMBER = /^(?:rfq-?)?0*(\d{1,9})$/i;

function whereOf(filter: ConsoleRfqFilter): SQL | undefined {
  const keyword = filter.keyword?.trim();
  const number = keyword ? RFQ_NUMBER.exec(keyword)?.[1] : undefined;
  const pattern = keyword ? containsPattern(keyword.toLowerCase()) : undefined;
  return and(
    eq(rfqs.state, filter.state),
    filter.featured === undefined ? undefined : eq(rfqs.featured, filter.featured),
    pattern
      ? or(
          sql`${rfqs.searchText} like ${pattern}`,
          ilike(buyers.companyName, pattern),
          ilike(buyerUser.realName, pattern),
          number ? eq(rfqs.id, Number(number)) : undefined,
        )
      : undefined,
  );
}

/** RFQs of one state for the console: those in review oldest first (a queue), the others newest first. */
export async function listRfqsForConsole(
  db: Database,
  filter: ConsoleRfqFilter,
  page: { offset: number; limit: number },
): Promise<{ rows: ConsoleRfqRow[]; total: number }> {
  const where = whereOf(filter);
  const order =
    filter.state === 'review' ? [asc(rfqs.postedAt), asc(rfqs.id)] : [desc(rfqs.postedAt), desc(rfqs.id)];
  const [rows, [total]] = await Promise.all([
    consoleRfqQuery(db)
      .where(where)
      .orderBy(...order)
      .offset(page.offset)
      .limit(page.limit),
    db
      .select({ n: count() })
      .from(rfqs)
      .innerJoin(buyers, eq(buyers.id, rfqs.buyerId))
      .innerJoin(buyerUser, eq(buyerUser.id, buyers.userId))
      .where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** One RFQ with its buyer, category and reviewer, for the console. */
export async function findRfqForConsole(db: Database, rfqId: number): Promise<ConsoleRfqRow | undefined> {
  const [row] = await consoleRfqQuery(db).where(eq(rfqs.id, rfqId));
  return row;
}

/** Locks an RFQ's row until the transaction ends (quoting counts quotes under the same lock). */
export async function lockRfq(tx: Database, rfqId: number): Promise<RfqRow | undefined> {
  const [row] = await tx.select().from(rfqs).where(eq(rfqs.id, rfqId)).for('update');
  return row;
}

export async function updateRfq(tx: Database, rfqId: number, patch: Partial<RfqRow>): Promise<void> {
  await tx.update(rfqs).set(patch).where(eq(rfqs.id, rfqId));
}

/** The RFQ a quote answers (no lock: the caller locks the RFQ first, then the quote). */
export async function findRfqIdOfQuote(db: Database, quoteId: number): Promise<number | undefined> {
  const [row] = await db.select({ rfqId: rfqQuotes.rfqId }).from(rfqQuotes).where(eq(rfqQuotes.id, quoteId));
  return row?.rfqId;
}

export async function lockQuote(tx: Database, quoteId: number): Promise<RfqQuoteRow | undefined> {
  const [row] = await tx.select().from(rfqQuotes).where(eq(rfqQuotes.id, quoteId)).for('update');
  return row;
}

export async function updateQuote(tx: Database, quoteId: number, patch: Partial<RfqQuoteRow>): Promise<void> {
  await tx.update(rfqQuotes).set(patch).where(eq(rfqQuotes.id, quoteId));
}

const quoteColumns = {
  quote: rfqQuotes,
  supplierName: suppliers.name,
  supplierCountry: suppliers.country,
  product: { id: supplierProducts.id, name: supplierProducts.name, imageIds: supplierProducts.imageIds },
  contactRefunded: sql<boolean>`exists (select 1 from ${serviceLedger} where ${serviceLedger.reversesId} = ${rfqQuotes.contactEntryId} and ${serviceLedger.reason} = 'contact_refund')`,
};

function quoteQuery(db: Database) {
  return db
    .select(quoteColumns)
    .from(rfqQuotes)
    .innerJoin(suppliers, eq(suppliers.id, rfqQuotes.supplierId))
    .leftJoin(supplierProducts, eq(supplierProducts.id, rfqQuotes.productId));
}

export type ConsoleQuoteRow = Awaited<ReturnType<ReturnType<typeof quoteQuery>['execute']>>[number];

/** Every quote on an RFQ, in the order they came, with its supplier and whether its contact was refunded. */
export async function listQuotesForConsole(db: Database, rfqId: number): Promise<ConsoleQuoteRow[]> {
  return quoteQuery(db)
    .where(eq(rfqQuotes.rfqId, rfqId))
    .orderBy(asc(rfqQuotes.submittedAt), asc(rfqQuotes.id));
}

export async function findQuoteForConsole(
  db: Database,
  quoteId: number,
): Promise<ConsoleQuoteRow | undefined> {
  const [row] = await quoteQuery(db).where(eq(rfqQuotes.id, quoteId));
  return row;
}
