import { NEW_BUYER_DAYS, ONLINE_NOW_MINUTES } from '@sc/contract';
import { and, count, desc, eq, isNull, like, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { containsPattern } from '../../db/likePattern.js';
import { preparedPerDatabase } from '../../db/preparedPerDatabase.js';
import {
  brands,
  buyerContacts,
  buyerProducts,
  buyers,
  buyerVisits,
  masterProducts,
  supplierProducts,
  users,
} from '../../db/schema/index.js';

/** The columns of a buyer as a supplier sees them, with that supplier's contact state. */
const summaryColumns = {
  id: buyers.id,
  code: users.adminCode,
  name: users.realName,
  companyName: buyers.companyName,
  jobTitle: users.jobTitle,
  title: users.title,
  country: users.country,
  mainCategory: buyers.mainCategory,
  interestedBrands: buyers.interestedBrands,
  lastOnlineAt: buyers.lastOnlineAt,
  online: sql<boolean>`${buyers.lastOnlineAt} > now() - make_interval(mins => ${ONLINE_NOW_MINUTES})`,
  isSelected: buyers.isSelected,
  /** Blocked by the platform team (out of the pool; an existing conversation says so). */
  isBlocked: sql<boolean>`${buyers.blockedAt} is not null`,
  isNew: sql<boolean>`${buyers.joinedAt} > now() - make_interval(days => ${NEW_BUYER_DAYS})`,
  joinedAt: buyers.joinedAt,
  contactedAt: buyerContacts.contactedAt,
  respondedAt: buyerContacts.respondedAt,
};

/** A supplier id given at once, or bound when a prepared statement runs. */
export type SupplierIdParam = number | Placeholder<'supplierId'>;

const contactOf = (supplierId: SupplierIdParam) =>
  and(eq(buyerContacts.buyerId, buyers.id), eq(buyerContacts.supplierId, supplierId));

export interface BuyerFilter {
  keyword?: string | undefined;
  mainCategory?: string | undefined;
  hideContacted: boolean;
  tab: 'all' | 'selected' | 'new';
}

/** How many buyers match the supplier-independent part of a filter (the service keeps these a while). */
export async function countBuyerPool(db: Database, filter: BuyerFilter): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(buyers)
    .where(filterWhere({ ...filter, hideContacted: false }));
  return row?.n ?? 0;
}

/**
 * A fingerprint of the supplier's set of contacts: how many, and the sum of their buyer ids. Rows are
 * only ever added (or deleted with their buyer), so any change to the set changes it; a copy of the
 * set kept in memory is checked against it in the same query that reads a page.
 */
export const contactsFingerprint = (supplierId: SupplierIdParam) =>
  sql<string>`(select count(*) || ':' || coalesce(sum(c.buyer_id), 0) from buyer_contacts c where c.supplier_id = ${supplierId})`;

/** The fingerprint of a supplier's contacts when there are none (no row to carry it). */
const NO_CONTACTS_FINGERPRINT = '0:0';

export interface ContactsInFilter {
  contacts: { id: number; inPool: boolean }[];
  /** `contactsFingerprint` at the time of reading. */
  fingerprint: string;
}

/**
 * Every buyer the supplier has contacted (or who wrote to it) — what "hide contacted" takes out —
 * and whether each matches the rest of the filter (to take out of the pool's count).
 */
export async function listContactsInFilter(
  db: Database,
  supplierId: number,
  filter: BuyerFilter,
): Promise<ContactsInFilter> {
  const matches = filterWhere({ ...filter, hideContacted: false });
  const rows = await db
    .select({
      id: buyerContacts.buyerId,
      inPool: matches ? sql<boolean>`coalesce(${matches}, false)` : sql<boolean>`true`,
      fingerprint: contactsFingerprint(supplierId),
    })
    .from(buyerContacts)
    .innerJoin(buyers, eq(buyers.id, buyerContacts.buyerId))
    .where(eq(buyerContacts.supplierId, supplierId));
  return {
    contacts: rows.map(({ id, inPool }) => ({ id, inPool })),
    fingerprint: rows[0]?.fingerprint ?? NO_CONTACTS_FINGERPRINT,
  };
}

function filterWhere(filter: BuyerFilter): SQL | undefined {
  return and(
    isNull(buyers.blockedAt),
    filter.keyword ? like(buyers.searchText, containsPattern(filter.keyword.toLowerCase())) : undefined,
    filter.mainCategory ? eq(buyers.mainCategory, filter.mainCategory) : undefined,
    filter.tab === 'selected' ? eq(buyers.isSelected, true) : undefined,
    filter.tab === 'new'
      ? sql`${buyers.joinedAt} > now() - make_interval(days => ${NEW_BUYER_DAYS})`
      : undefined,
    filter.hideContacted ? isNull(buyerContacts.buyerId) : undefined,
  );
}

/**
 * The first `limit` buyer ids of the supplier-independent part of a filter, in pool order (most
 * recently online first): one query serves every supplier's pages of that filter for a while.
 */
export async function listPoolIds(db: Database, filter: BuyerFilter, limit: number): Promise<number[]> {
  const rows = await db
    .select({ id: buyers.id })
    .from(buyers)
    .where(filterWhere({ ...filter, hideContacted: false }))
    .orderBy(desc(buyers.lastOnlineAt), desc(buyers.id))
    .limit(limit);
  return rows.map((row) => row.id);
}

/** A page of the buyer pool, most recently online first (counted by countBuyerPool). */
export async function listBuyers(
  db: Database,
  supplierId: number,
  filter: BuyerFilter,
  page: { offset: number; limit: number },
) {
  return db
    .select(summaryColumns)
    .from(buyers)
    .innerJoin(users, eq(users.id, buyers.userId))
    .leftJoin(buyerContacts, contactOf(supplierId))
    .where(filterWhere(filter))
    .orderBy(desc(buyers.lastOnlineAt), desc(buyers.id))
    .offset(page.offset)
    .limit(page.limit);
}

export async function findBuyer(db: Database, supplierId: number, buyerId: number) {
  const [row] = await db
    .select(summaryColumns)
    .from(buyers)
    .innerJoin(users, eq(users.id, buyers.userId))
    .leftJoin(buyerContacts, contactOf(supplierId))
    .where(eq(buyers.id, buyerId))
    .limit(1);
  return row;
}

/** `ids` as one array parameter: one statement text for any number of ids (prepared once). */
const idIn = (ids: Placeholder<'ids'>) => sql`${buyers.id} = any(${ids}::int[])`;

/** The buyers of `ids` with the supplier's contact state, and `extra` columns: a prepared statement. */
function prepareBuyersByIds<E extends Record<string, SQL>>(db: Database, name: string, extra: E) {
  return db
    .select({ ...summaryColumns, ...extra })
    .from(buyers)
    .innerJoin(users, eq(users.id, buyers.userId))
    .leftJoin(buyerContacts, contactOf(sql.placeholder('supplierId')))
    .where(and(idIn(sql.placeholder('ids')), isNull(buyers.blockedAt)))
    .prepare(name);
}

const buyersByIds = preparedPerDatabase('buyers_by_ids', (db, name) => prepareBuyersByIds(db, name, {}));

/** Several buyers in one query, in no particular order. */
export async function findBuyersByIds(
  db: Database,
  supplierId: number,
  ids: number[],
): Promise<BuyerSummaryRow[]> {
  if (ids.length === 0) return [];
  return buyersByIds(db).execute({ supplierId, ids });
}

/**
 * A fingerprint of one supplier's data that `findBuyersByIdsChecked` reads with the rows, and the
 * statement that does (`name`: unique among the checks).
 */
export function definePageCheck(name: string, check: (supplierId: SupplierIdParam) => SQL<string>) {
  const statement = preparedPerDatabase(`buyers_by_ids_${name}`, (db, statementName) =>
    prepareBuyersByIds(db, statementName, { check: check(sql.placeholder('supplierId')) }),
  );
  return { check, statement };
}

export type PageCheck = ReturnType<typeof definePageCheck>;

/** The page was picked with these contacts of the supplier's. */
export const contactsCheck = definePageCheck('contacts', contactsFingerprint);

/**
 * `findBuyersByIds` with a value computed in the same snapshot, `check` (a fingerprint of what the
 * caller took from memory to pick these ids), so the caller knows in one round trip whether the
 * page is still right.
 */
export async function findBuyersByIdsChecked(
  db: Database,
  supplierId: number,
  ids: number[],
  check: PageCheck,
): Promise<{ rows: BuyerSummaryRow[]; check: string }> {
  if (ids.length > 0) {
    const found = await check.statement(db).execute({ supplierId, ids });
    const first = found[0];
    if (first) return { rows: found.map(({ check: _, ...row }) => row), check: first.check };
  }
  const [row] = await db.select({ check: check.check(supplierId) }).from(sql`(select 1) as one`);
  return { rows: [], check: row?.check ?? '' };
}

export type BuyerSummaryRow = NonNullable<Awaited<ReturnType<typeof findBuyer>>>;

export async function buyerExists(db: Database, buyerId: number): Promise<boolean> {
  const [row] = await db.select({ id: buyers.id }).from(buyers).where(eq(buyers.id, buyerId)).limit(1);
  return Boolean(row);
}

/** A buyer's purchasing / inquired / browsed master products, newest first, with my link if any. */
export async function listBuyerProducts(
  db: Database,
  supplierId: number,
  buyerId: number,
  kind: 'purchasing' | 'inquired' | 'browsed',
  page: { offset: number; limit: number },
) {
  const where = and(eq(buyerProducts.buyerId, buyerId), eq(buyerProducts.kind, kind));
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: masterProducts.id,
        name: masterProducts.name,
        brand: brands.name,
        barcode: masterProducts.barcode,
        categoryId: masterProducts.categoryId,
        imageIds: masterProducts.imageIds,
        at: buyerProducts.at,
        myProductId: supplierProducts.id,
      })
      .from(buyerProducts)
      .innerJoin(masterProducts, eq(masterProducts.id, buyerProducts.masterProductId))
      .innerJoin(brands, eq(brands.id, masterProducts.brandId))
      .leftJoin(
        supplierProducts,
        and(
          eq(supplierProducts.masterProductId, masterProducts.id),
          eq(supplierProducts.supplierId, supplierId),
        ),
      )
      .where(where)
      .orderBy(desc(buyerProducts.at), desc(buyerProducts.masterProductId))
      .offset(page.offset)
      .limit(page.limit),
    db.select({ n: count() }).from(buyerProducts).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Profile fields the recommendation of my products for a buyer starts from. */
export async function findBuyerInterests(db: Database, buyerId: number) {
  const [row] = await db
    .select({
      mainCategory: buyers.mainCategory,
      interestedBrands: buyers.interestedBrands,
      purchasingCategoryIds: buyers.purchasingCategoryIds,
      purchasingProductIds: sql<
        number[]
      >`coalesce((select array_agg(bp.master_product_id) from buyer_products bp where bp.buyer_id = ${buyers.id} and bp.kind in ('purchasing', 'inquired')), '{}')`,
    })
    .from(buyers)
    .where(eq(buyers.id, buyerId));
  return row;
}

/** Buyers who looked at my showroom or products, newest first. */
export async function listVisitors(
  db: Database,
  supplierId: number,
  page: { offset: number; limit: number },
) {
  const where = and(eq(buyerVisits.supplierId, supplierId), isNull(buyers.blockedAt));
  const [rows, [total]] = await Promise.all([
    db
      .select({
        ...summaryColumns,
        visitId: buyerVisits.id,
        visitedAt: buyerVisits.visitedAt,
        productId: buyerVisits.productId,
        productName: buyerVisits.productName,
      })
      .from(buyerVisits)
      .innerJoin(buyers, eq(buyers.id, buyerVisits.buyerId))
      .innerJoin(users, eq(users.id, buyers.userId))
      .leftJoin(buyerContacts, contactOf(supplierId))
      .where(where)
      .orderBy(desc(buyerVisits.visitedAt), desc(buyerVisits.id))
      .offset(page.offset)
      .limit(page.limit),
    db
      .select({ n: count() })
      .from(buyerVisits)
      .innerJoin(buyers, eq(buyers.id, buyerVisits.buyerId))
      .where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function insertVisit(
  db: Database,
  visit: { supplierId: number; buyerId: number; productId?: number | null; productName?: string | null },
) {
  await db.insert(buyerVisits).values(visit);
}
