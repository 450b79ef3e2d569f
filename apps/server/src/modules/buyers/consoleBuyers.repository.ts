import type { ConsoleBuyerSort, MainCategory } from '@sc/contract';
import { and, asc, count, desc, eq, isNotNull, isNull, like, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { containsPattern } from '../../db/likePattern.js';
import {
  brands,
  buyerProducts,
  buyerReports,
  buyers,
  conversations,
  masterProducts,
  messages,
  rfqs,
  users,
} from '../../db/schema/index.js';
import { UNUSABLE_HASH_PREFIX } from '../../platform/passwords.js';

// The console's reads count rows of the chat and RFQ tables directly: those modules build on this
// one (they import its services), so it cannot call theirs without a cycle.

/** Open and all reports per buyer (few rows: one per report). */
const reportCounts = (db: Database) =>
  db
    .select({
      buyerId: buyerReports.buyerId,
      open: sql<number>`(count(*) filter (where ${buyerReports.resolvedAt} is null))::int`.as('open'),
      all: sql<number>`count(*)::int`.as('all'),
    })
    .from(buyerReports)
    .groupBy(buyerReports.buyerId)
    .as('report_counts');

const columns = (counts: ReturnType<typeof reportCounts>) => ({
  id: buyers.id,
  userId: users.id,
  code: users.adminCode,
  email: users.email,
  name: users.realName,
  companyName: buyers.companyName,
  jobTitle: users.jobTitle,
  title: users.title,
  mainCategory: buyers.mainCategory,
  country: users.country,
  city: buyers.city,
  lastOnlineAt: buyers.lastOnlineAt,
  joinedAt: buyers.joinedAt,
  verifiedAt: buyers.verifiedAt,
  blockedAt: buyers.blockedAt,
  blockReason: buyers.blockReason,
  openReports: sql<number>`coalesce(${counts.open}, 0)`,
  reports: sql<number>`coalesce(${counts.all}, 0)`,
  invitationPending: sql<boolean>`${users.passwordHash} like ${`${UNUSABLE_HASH_PREFIX}%`}`,
});

export interface ConsoleBuyerFilter {
  keyword?: string | undefined;
  mainCategory?: MainCategory | undefined;
  country?: string | undefined;
  city?: string | undefined;
  verified?: boolean | undefined;
  blocked?: boolean | undefined;
  reported?: boolean | undefined;
}

function filterWhere(filter: ConsoleBuyerFilter): SQL | undefined {
  const pattern = filter.keyword ? containsPattern(filter.keyword.toLowerCase()) : undefined;
  const hasOpenReport = sql`exists (select 1 from ${buyerReports} r where r.buyer_id = ${buyers.id} and r.resolved_at is null)`;
  return and(
    pattern ? or(like(buyers.searchText, pattern), like(users.email, pattern)) : undefined,
    filter.mainCategory ? eq(buyers.mainCategory, filter.mainCategory) : undefined,
    filter.country ? eq(users.country, filter.country) : undefined,
    filter.city ? sql`lower(${buyers.city}) = ${filter.city.toLowerCase()}` : undefined,
    filter.verified === undefined
      ? undefined
      : filter.verified
        ? isNotNull(buyers.verifiedAt)
        : isNull(buyers.verifiedAt),
    filter.blocked === undefined
      ? undefined
      : filter.blocked
        ? isNotNull(buyers.blockedAt)
        : isNull(buyers.blockedAt),
    filter.reported === undefined ? undefined : filter.reported ? hasOpenReport : sql`not ${hasOpenReport}`,
  );
}

/** A page of buyers for the console, with report counts. */
export async function listConsoleBuyers(
  db: Database,
  filter: ConsoleBuyerFilter,
  sort: ConsoleBuyerSort,
  page: { offset: number; limit: number },
) {
  const counts = reportCounts(db);
  const where = filterWhere(filter);
  const order =
    sort === 'joined'
      ? [desc(buyers.joinedAt), desc(buyers.id)]
      : sort === 'reports'
        ? [
            sql`coalesce(${counts.open}, 0) desc`,
            sql`coalesce(${counts.all}, 0) desc`,
            desc(buyers.lastOnlineAt),
            desc(buyers.id),
          ]
        : [desc(buyers.lastOnlineAt), desc(buyers.id)];
  const [rows, [total]] = await Promise.all([
    db
      .select(columns(counts))
      .from(buyers)
      .innerJoin(users, eq(users.id, buyers.userId))
      .leftJoin(counts, eq(counts.buyerId, buyers.id))
      .where(where)
      .orderBy(...order)
      .offset(page.offset)
      .limit(page.limit),
    db.select({ n: count() }).from(buyers).innerJoin(users, eq(users.id, buyers.userId)).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** One buyer for the console. */
export async function findConsoleBuyer(db: Database, buyerId: number) {
  const counts = reportCounts(db);
  const [row] = await db
    .select({
      ...columns(counts),
      interestedBrands: buyers.interestedBrands,
      purchasingCategoryIds: buyers.purchasingCategoryIds,
      lang: users.lang,
      lastLoginAt: users.lastLoginAt,
    })
    .from(buyers)
    .innerJoin(users, eq(users.id, buyers.userId))
    .leftJoin(counts, eq(counts.buyerId, buyers.id))
    .where(eq(buyers.id, buyerId))
    .limit(1);
  return row;
}
export type ConsoleBuyerRow = NonNullable<Awaited<ReturnType<typeof findConsoleBuyer>>>;

/** How much the buyer dealt with suppliers: companies that wrote, conversations, messages, RFQs, reports. */
export async function countBuyerHistory(db: Database, buyerId: number) {
  const [row] = await db
    .select({
      suppliersContacted: sql<number>`(select count(*)::int from buyer_contacts c where c.buyer_id = ${buyerId} and c.contacted_at is not null)`,
      conversations: sql<number>`(select count(*)::int from ${conversations} where ${conversations.buyerId} = ${buyerId})`,
      messagesSent: sql<number>`(select count(*)::int from ${messages} m join ${conversations} cv on cv.id = m.conversation_id where cv.buyer_id = ${buyerId} and m.sender_kind = 'buyer')`,
      rfqsPosted: sql<number>`(select count(*)::int from ${rfqs} where ${rfqs.buyerId} = ${buyerId})`,
      reports: sql<number>`(select count(*)::int from ${buyerReports} where ${buyerReports.buyerId} = ${buyerId})`,
    })
    .from(sql`(select 1) as one`);
  return row ?? { suppliersContacted: 0, conversations: 0, messagesSent: 0, rfqsPosted: 0, reports: 0 };
}

/** A buyer's latest master products of one kind (what suppliers see on the buyer card). */
export async function listRecentBuyerProducts(
  db: Database,
  buyerId: number,
  kind: 'purchasing' | 'inquired' | 'browsed',
  limit: number,
) {
  return db
    .select({
      id: masterProducts.id,
      name: masterProducts.name,
      brand: brands.name,
      barcode: masterProducts.barcode,
      categoryId: masterProducts.categoryId,
      imageIds: masterProducts.imageIds,
      at: buyerProducts.at,
    })
    .from(buyerProducts)
    .innerJoin(masterProducts, eq(masterProducts.id, buyerProducts.masterProductId))
    .innerJoin(brands, eq(brands.id, masterProducts.brandId))
    .where(and(eq(buyerProducts.buyerId, buyerId), eq(buyerProducts.kind, kind)))
    .orderBy(desc(buyerProducts.at), desc(buyerProducts.masterProductId))
    .limit(limit);
}

/** Locks a buyer's row for a change (verification, block, edit); the row or undefined. */
export async function lockBuyer(tx: Database, buyerId: number) {
  const [row] = await tx
    .select({
      id: buyers.id,
      userId: buyers.userId,
      companyName: buyers.companyName,
      city: buyers.city,
      mainCategory: buyers.mainCategory,
      interestedBrands: buyers.interestedBrands,
      purchasingCategoryIds: buyers.purchasingCategoryIds,
      searchText: buyers.searchText,
      isSelected: buyers.isSelected,
      verifiedAt: buyers.verifiedAt,
      blockedAt: buyers.blockedAt,
      blockReason: buyers.blockReason,
    })
    .from(buyers)
    .where(eq(buyers.id, buyerId))
    .for('update');
  return row;
}

/** The user fields of a buyer the console edits. */
export async function findBuyerUserFields(db: Database, userId: number) {
  const [row] = await db
    .select({
      realName: users.realName,
      jobTitle: users.jobTitle,
      title: users.title,
      country: users.country,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

export async function updateBuyerRow(
  tx: Database,
  buyerId: number,
  values: Partial<typeof buyers.$inferInsert>,
) {
  await tx.update(buyers).set(values).where(eq(buyers.id, buyerId));
}

export async function updateBuyerUser(
  tx: Database,
  userId: number,
  values: { realName: string; jobTitle: string; title: string; country: string },
) {
  await tx.update(users).set(values).where(eq(users.id, userId));
}

/** The names of purchased master products, kept in the buyer's search words. */
export async function listPurchasedProductNames(db: Database, buyerId: number): Promise<string[]> {
  const rows = await db
    .selectDistinct({ name: masterProducts.name })
    .from(buyerProducts)
    .innerJoin(masterProducts, eq(masterProducts.id, buyerProducts.masterProductId))
    .where(and(eq(buyerProducts.buyerId, buyerId), sql`${buyerProducts.kind} <> 'browsed'`))
    .orderBy(asc(masterProducts.name));
  return rows.map((r) => r.name);
}

/** Whether the platform blocked the buyer (false for an unknown buyer). */
export async function isBuyerBlockedRow(db: Database, buyerId: number): Promise<boolean> {
  const [row] = await db
    .select({ blockedAt: buyers.blockedAt })
    .from(buyers)
    .where(eq(buyers.id, buyerId))
    .limit(1);
  return Boolean(row?.blockedAt);
}
