import type { BuyerDetail, BuyerProduct, BuyerQuery, BuyerSummary, Lang, Page } from '@sc/contract';
import type { AppContext } from '../../context.js';
import { ID_WINDOW_SIZE, type IdWindow, inIdOrder, pageFromWindow, toIdWindow } from '../../db/idWindow.js';
import { type PageRequest, pageRange, toPage } from '../../db/page.js';
import { AppError } from '../../http/AppError.js';
import type { SupplierCaller } from '../../http/caller.js';
import { defineCache } from '../../platform/caches.js';
import { getFileRefsById } from '../files/files.service.js';
import { getCategoryPaths } from '../reference/categories.service.js';
import { toBuyerProductDto, toBuyerSummaryDto } from './buyers.presenter.js';
import {
  type BuyerFilter,
  type BuyerSummaryRow,
  type ContactsInFilter,
  contactsCheck,
  countBuyerPool,
  findBuyer,
  findBuyersByIds,
  findBuyersByIdsChecked,
  listBuyerProducts,
  listBuyers,
  listContactsInFilter,
  listPoolIds,
} from './buyers.repository.js';

/**
 * How many buyers match the supplier-independent part of a filter. The pool is shared by every
 * supplier and changes slowly, so each process keeps these counts for ten seconds; the "hide
 * contacted" part is subtracted live (a supplier's contacts are few).
 */
const POOL_COUNTS = defineCache<number>({ name: 'buyerPoolCounts', ttlMs: 10_000, maxEntries: 1000 });

/**
 * The first ids of each filter in pool order, for the same ten seconds: a page is then 20 lookups
 * by primary key instead of a search, a sort and an offset (keyword search and deep pages were a
 * fifth of the cheapest call's speed). Beyond the window, pages come from the database as before.
 */
const POOL_WINDOWS = defineCache<IdWindow>({ name: 'buyerPoolWindows', ttlMs: 10_000, maxEntries: 200 });

const poolKey = (filter: BuyerFilter) =>
  JSON.stringify([filter.keyword?.toLowerCase() ?? '', filter.mainCategory ?? '', filter.tab]);

/**
 * Forgets this process's pool counts and windows (a buyer was blocked or unblocked: the pool shows
 * it at once here; other processes within their ten seconds).
 */
export function forgetPoolCaches(ctx: AppContext): void {
  ctx.caches.of(POOL_COUNTS).clear();
  ctx.caches.of(POOL_WINDOWS).clear();
}

function countPool(ctx: AppContext, filter: BuyerFilter): Promise<number> {
  return ctx.caches.of(POOL_COUNTS).get(poolKey(filter), () => countBuyerPool(ctx.db, filter));
}

function poolWindow(ctx: AppContext, filter: BuyerFilter): Promise<IdWindow> {
  return ctx.caches
    .of(POOL_WINDOWS)
    .get(poolKey(filter), async () => toIdWindow(await listPoolIds(ctx.db, filter, ID_WINDOW_SIZE + 1)));
}

/**
 * Each supplier's contacts as "hide contacted" takes them out of one filter, kept ten seconds. A
 * page picked with them is read together with `contactsFingerprint`: a contact made since (in any
 * process) shows as a different fingerprint, and the page is then worked out again from a fresh read.
 */
const CONTACTS_IN_FILTER = defineCache<ContactsInFilter>({
  name: 'buyerPoolContacts',
  ttlMs: 10_000,
  maxEntries: 5000,
});

function keptContactsInFilter(ctx: AppContext, supplierId: number, filter: BuyerFilter) {
  return ctx.caches
    .of(CONTACTS_IN_FILTER)
    .get(`${supplierId}:${poolKey(filter)}`, () => listContactsInFilter(ctx.db, supplierId, filter));
}

/** Searches the buyer pool (SPEC 3): keyword, main category, hide contacted, selected/new; most recently online first. */
export async function searchBuyers(
  ctx: AppContext,
  caller: SupplierCaller,
  query: Required<Pick<BuyerQuery, 'hideContacted' | 'tab'>> & BuyerQuery & PageRequest,
): Promise<Page<BuyerSummary>> {
  const filter: BuyerFilter = {
    keyword: query.keyword || undefined,
    mainCategory: query.mainCategory,
    hideContacted: query.hideContacted,
    tab: query.tab,
  };
  const range = pageRange(query);
  if (filter.hideContacted) {
    const kept = await poolPageWithKeptContacts(ctx, caller.supplierId, filter, range);
    if (kept) return toPage(kept.rows.map(toBuyerSummaryDto), kept.total, query);
  }
  const [window, contacts] = await Promise.all([
    poolWindow(ctx, filter),
    filter.hideContacted ? listContactsInFilter(ctx.db, caller.supplierId, filter) : null,
  ]);
  const { rows, total } = await poolPage(ctx, caller.supplierId, filter, range, window, contacts);
  return toPage(rows.map(toBuyerSummaryDto), total, query);
}

/**
 * A "hide contacted" page from the window and the kept contacts, in one query — or null when the
 * page lies beyond the window or the contacts changed since they were kept.
 */
async function poolPageWithKeptContacts(
  ctx: AppContext,
  supplierId: number,
  filter: BuyerFilter,
  range: { offset: number; limit: number },
): Promise<{ rows: BuyerSummaryRow[]; total: number } | null> {
  const [window, kept] = await Promise.all([
    poolWindow(ctx, filter),
    keptContactsInFilter(ctx, supplierId, filter),
  ]);
  const page = pageFromWindow(window, new Set(kept.contacts.map((c) => c.id)), range);
  if (!page) return null;
  const [found, total] = await Promise.all([
    findBuyersByIdsChecked(ctx.db, supplierId, page.ids, contactsCheck),
    page.total ?? countPool(ctx, filter).then((n) => Math.max(0, n - inPoolCount(kept))),
  ]);
  if (found.check !== kept.fingerprint) return null;
  return { rows: inIdOrder(page.ids, found.rows), total };
}

const inPoolCount = (contacts: ContactsInFilter | null) =>
  contacts ? contacts.contacts.filter((c) => c.inPool).length : 0;

/** A page of the pool from the window when it holds it, else from the database; `contacts`: to hide. */
async function poolPage(
  ctx: AppContext,
  supplierId: number,
  filter: BuyerFilter,
  range: { offset: number; limit: number },
  window: IdWindow,
  contacts: ContactsInFilter | null,
): Promise<{ rows: BuyerSummaryRow[]; total: number }> {
  const page = pageFromWindow(window, contacts ? new Set(contacts.contacts.map((c) => c.id)) : null, range);
  const [rows, total] = await Promise.all([
    page
      ? findBuyersByIds(ctx.db, supplierId, page.ids).then((rows) => inIdOrder(page.ids, rows))
      : listBuyers(ctx.db, supplierId, filter, range),
    page?.total ?? countPool(ctx, filter).then((n) => Math.max(0, n - inPoolCount(contacts))),
  ]);
  return { rows, total };
}

/** Reads one buyer with my company's contact state, or RECORD_NOT_FOUND. */
export async function requireBuyer(
  ctx: AppContext,
  caller: SupplierCaller,
  buyerId: number,
): Promise<BuyerSummaryRow> {
  const row = await findBuyer(ctx.db, caller.supplierId, buyerId);
  if (!row) throw new AppError('RECORD_NOT_FOUND');
  return row;
}

/** Lists a buyer's possibly purchasing, recently inquired or recently browsed products, newest first. */
export async function listProductsOfBuyer(
  ctx: AppContext,
  caller: SupplierCaller,
  lang: Lang,
  input: { buyerId: number; kind: 'purchasing' | 'inquired' | 'browsed' } & PageRequest,
): Promise<Page<BuyerProduct>> {
  await requireBuyer(ctx, caller, input.buyerId);
  const { rows, total } = await listBuyerProducts(
    ctx.db,
    caller.supplierId,
    input.buyerId,
    input.kind,
    pageRange(input),
  );
  const [pathOf, files] = await Promise.all([
    getCategoryPaths(ctx, lang),
    getFileRefsById(
      ctx,
      rows.flatMap((r) => r.imageIds.slice(0, 1)),
    ),
  ]);
  return toPage(
    rows.map((row) => toBuyerProductDto(row, pathOf, files)),
    total,
    input,
  );
}

/** Gets everything of SPEC 3 for one buyer: profile, my contact state, and their recent products. */
export async function getBuyerDetail(
  ctx: AppContext,
  caller: SupplierCaller,
  lang: Lang,
  buyerId: number,
): Promise<BuyerDetail> {
  const row = await requireBuyer(ctx, caller, buyerId);
  const first = { pageIndex: 1, pageSize: 6 };
  const [purchasing, inquired, browsed] = await Promise.all(
    (['purchasing', 'inquired', 'browsed'] as const).map((kind) =>
      listProductsOfBuyer(ctx, caller, lang, { buyerId, kind, ...first }),
    ),
  );
  return {
    ...toBuyerSummaryDto(row),
    isBlocked: row.isBlocked,
    joinedAt: row.joinedAt.toISOString(),
    contactedAt: row.contactedAt?.toISOString() ?? null,
    respondedAt: row.respondedAt?.toISOString() ?? null,
    possiblyPurchasing: purchasing?.list ?? [],
    recentlyInquired: inquired?.list ?? [],
    recentlyBrowsed: browsed?.list ?? [],
  };
}
