import {
  barcodeDigits,
  barcodeSearchKey,
  type Lang,
  type MasterProduct,
  type MasterProductQuerySchema,
  type Page,
} from '@sc/contract';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import { ID_WINDOW_SIZE, type IdWindow, inIdOrder, pageFromWindow, toIdWindow } from '../../db/idWindow.js';
import { keywordAsCodes } from '../../db/keywordCodes.js';
import { pageRange, toPage } from '../../db/page.js';
import { AppError } from '../../http/AppError.js';
import type { SupplierCaller } from '../../http/caller.js';
import { defineCache } from '../../platform/caches.js';
import { getFileRefsById } from '../files/files.service.js';
import {
  CATEGORIES_CACHE_TOPIC,
  getCategoryPaths,
  listCategoryAndDescendants,
} from '../reference/categories.service.js';
import { toMasterProductDto } from './catalogue.presenter.js';
import {
  countMasterProducts,
  findLinkedProductIds,
  findMasterProduct,
  findMasterProductRowsByIds,
  findRetiredMasterProductIds,
  listMasterProductIds,
  type MasterProductFilter,
  searchMasterProducts,
} from './catalogue.repository.js';

/** Dropped by every change to the catalogue's products and brands. */
const CATALOGUE_CACHE_TOPIC = 'catalogue';

/**
 * The first ids of each catalogue search, shared by every supplier for ten seconds: a page is then
 * a lookup by primary key instead of a text search, an offset and a count (keyword searches were a
 * fifth of the cheapest call's speed). The console's edits drop the windows (`onCatalogueChanged`).
 */
const SEARCH_WINDOWS = defineCache<IdWindow>({
  name: 'catalogueSearchWindows',
  ttlMs: 10_000,
  maxEntries: 200,
  dropOn: [CATALOGUE_CACHE_TOPIC, CATEGORIES_CACHE_TOPIC],
});

/**
 * Tells every process the catalogue changed (a product added, edited, retired or merged; a brand
 * renamed): suppliers' searches show the change at once instead of after the shared window's 10 s.
 */
export function onCatalogueChanged(ctx: AppContext): void {
  ctx.caches.drop(CATALOGUE_CACHE_TOPIC);
}

/**
 * The rows of a window's page (product and brand, the same for every supplier), kept as long as the
 * window: a page is then read with the caller's links and pictures, two queries side by side.
 */
const PAGE_ROWS = defineCache<Awaited<ReturnType<typeof findMasterProductRowsByIds>>>({
  name: 'cataloguePageRows',
  ttlMs: 10_000,
  maxEntries: 1000,
  dropOn: [CATALOGUE_CACHE_TOPIC, CATEGORIES_CACHE_TOPIC],
});

/** How many products each search finds, kept and dropped with the windows (deep pages, long lists). */
const SEARCH_COUNTS = defineCache<number>({
  name: 'catalogueSearchCounts',
  ttlMs: 10_000,
  maxEntries: 200,
  dropOn: [CATALOGUE_CACHE_TOPIC, CATEGORIES_CACHE_TOPIC],
});

/**
 * A page of a catalogue search: its ids from the shared window when it holds the page, else from
 * the database; the total from the window when it holds the whole search, else a kept count.
 */
async function searchPage(
  ctx: AppContext,
  supplierId: number,
  filter: MasterProductFilter,
  range: { offset: number; limit: number },
) {
  const key = JSON.stringify(filter);
  const window = await ctx.caches
    .of(SEARCH_WINDOWS)
    .get(key, async () => toIdWindow(await listMasterProductIds(ctx.db, filter, ID_WINDOW_SIZE + 1)));
  const page = pageFromWindow(window, null, range);
  const total =
    page?.total ?? ctx.caches.of(SEARCH_COUNTS).get(key, () => countMasterProducts(ctx.db, filter));
  if (!page) {
    const rows = await searchMasterProducts(ctx.db, supplierId, filter, range);
    const files = await getFileRefsById(
      ctx,
      rows.flatMap((r) => r.product.imageIds),
    );
    return { rows, total: await total, files };
  }
  const found = await ctx.caches
    .of(PAGE_ROWS)
    .get(page.ids.join(','), () => findMasterProductRowsByIds(ctx.db, page.ids));
  const [linked, files] = await Promise.all([
    findLinkedProductIds(ctx.db, supplierId, page.ids),
    getFileRefsById(
      ctx,
      found.flatMap((r) => r.product.imageIds),
    ),
  ]);
  const rows = found.map((row) => ({
    ...row,
    id: row.product.id,
    myProductId: linked.get(row.product.id) ?? null,
  }));
  return { rows: inIdOrder(page.ids, rows), total: await total, files };
}

type Query = z.output<typeof MasterProductQuerySchema>;

/** Searches the platform catalogue by words, barcode (leading zeros ignored), MID, category and brand. */
export function searchCatalogue(
  ctx: AppContext,
  caller: SupplierCaller,
  query: Query,
  lang: Lang,
): Promise<Page<MasterProduct>> {
  return searchCatalogueAs(ctx, caller.supplierId, query, lang);
}

/** The same search for a buyer naming the product an RFQ asks for (no company: `myProductId` is null). */
export function searchCatalogueForBuyer(
  ctx: AppContext,
  query: Query,
  lang: Lang,
): Promise<Page<MasterProduct>> {
  return searchCatalogueAs(ctx, NO_COMPANY, query, lang);
}

/** A supplier id no company has (serial ids start at 1): nothing is "in my list". */
const NO_COMPANY = 0;

async function searchCatalogueAs(
  ctx: AppContext,
  supplierId: number,
  query: Query,
  lang: Lang,
): Promise<Page<MasterProduct>> {
  const barcode = query.barcode ? barcodeSearchKey(query.barcode) : undefined;
  const { rows, total, files } = await searchPage(
    ctx,
    supplierId,
    {
      words: (query.keyword ?? '').toLowerCase().split(/\s+/).filter(Boolean).slice(0, 6),
      ...(query.keyword ? { keywordCodes: keywordAsCodes(query.keyword) } : {}),
      ...(query.barcode !== undefined && query.barcode !== '' ? { barcodeKey: barcode ?? '' } : {}),
      ...(query.mid ? { mid: query.mid } : {}),
      ...(query.categoryId ? { categoryIds: await listCategoryAndDescendants(ctx, query.categoryId) } : {}),
      ...(query.brand ? { brand: query.brand } : {}),
    },
    pageRange(query),
  );
  const pathOf = await getCategoryPaths(ctx, lang);
  return toPage(
    rows.map((row) => toMasterProductDto(row, pathOf, files)),
    total,
    query,
  );
}

/**
 * One master product with its brand's name, as linking copies it into a supplier's list; or
 * RECORD_NOT_FOUND, or MASTER_PRODUCT_RETIRED when the platform retired it (no new links).
 */
export async function getMasterProductToLink(ctx: AppContext, id: number) {
  const master = await findMasterProduct(ctx.db, id);
  if (!master) throw new AppError('RECORD_NOT_FOUND');
  if (master.product.retiredAt) throw new AppError('MASTER_PRODUCT_RETIRED');
  return master;
}

/** Those of the master product ids the platform retired: suppliers' copies of them are marked. */
export async function listRetiredMasterProductIds(ctx: AppContext, ids: number[]): Promise<Set<number>> {
  return new Set(await findRetiredMasterProductIds(ctx.db, [...new Set(ids)]));
}

/**
 * The catalogue product a request names: the id given (null when there is none such), else the one
 * whose barcode matches (UPC-A and its EAN-13 form alike), else null.
 */
export async function findCatalogueProductId(
  ctx: AppContext,
  named: { masterProductId: number | null; barcode: string },
): Promise<{ id: number | null; unknownId: boolean }> {
  if (named.masterProductId !== null) {
    const found = await findMasterProduct(ctx.db, named.masterProductId);
    // A duplicate merged away stands for the product it was merged into.
    return found
      ? { id: found.product.mergedIntoId ?? found.product.id, unknownId: false }
      : { id: null, unknownId: true };
  }
  const digits = barcodeDigits(named.barcode);
  if (!digits) return { id: null, unknownId: false };
  const [id] = await listMasterProductIds(ctx.db, { words: [], barcodeKey: barcodeSearchKey(digits) }, 1);
  return { id: id ?? null, unknownId: false };
}
