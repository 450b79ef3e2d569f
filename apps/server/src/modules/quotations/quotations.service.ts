import {
  expiryProblem,
  type FieldErrors,
  type Product,
  type Quotation,
  type QuotationInputSchema,
  type QuotationListQuerySchema,
  type QuotationOption,
  type QuotationPage,
  type QuotationSummary,
} from '@sc/contract';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import type { Database } from '../../db/client.js';
import { inTransaction } from '../../db/inTransaction.js';
import { isUniqueViolation } from '../../db/isUniqueViolation.js';
import { pageRange, toPage } from '../../db/page.js';
import type { QuotationVersionContent } from '../../db/schema/index.js';
import { AppError } from '../../http/AppError.js';
import type { SupplierCaller } from '../../http/caller.js';
import { listMyProductsByIds } from '../products/products.service.js';
import { assertOffered } from '../reference/attributes.service.js';
import { insertQuotationVersion } from './quotationHistory.repository.js';
import { quotationReachOf } from './quotations.policy.js';
import {
  toQuotationDto,
  toQuotationOptionDto,
  toQuotationSummaryDto,
  toQuotationVersionContent,
} from './quotations.presenter.js';
import {
  allocateNumber,
  findLines,
  findOpenQuotationsWithProducts,
  findQuotation,
  insertQuotation,
  listOpenQuotations,
  listQuotations,
  type NewQuotationLineRow,
  replaceLines,
  updateQuotationBumpingVersion,
} from './quotations.repository.js';

type QuotationInput = z.output<typeof QuotationInputSchema>;
type QuotationListQuery = z.output<typeof QuotationListQuerySchema>;

/** The contract's expiry rule: a real date, today or later unless it is the date already stored. */
function assertExpiry(expiresOn: string, stored?: string) {
  const problem = expiryProblem(expiresOn, stored);
  if (problem) throw new AppError('VALIDATION', { fields: { expiresOn: problem } });
}

/** My products named by the lines; a line naming anything else is a field error on that line. */
async function productsOfLines(
  ctx: AppContext,
  caller: SupplierCaller,
  lines: QuotationInput['lines'],
): Promise<Map<number, Product>> {
  const products = await listMyProductsByIds(
    ctx,
    caller,
    lines.map((line) => line.productId),
    'en',
  );
  const fields: FieldErrors = {};
  for (const [index, line] of lines.entries()) {
    if (!products.has(line.productId))
      fields[`lines.${index}.productId`] = 'validation.quotationProductRequired';
  }
  if (Object.keys(fields).length > 0) throw new AppError('VALIDATION', { fields });
  return products;
}

/** The codes the platform offers (place, currency, units); what the saved quotation had may stay. */
function assertOfferedCodes(
  ctx: AppContext,
  input: QuotationInput,
  had?: { place: string; currency: string; units: string[] },
) {
  return assertOffered(ctx, [
    { field: 'place', list: 'place', value: input.place, had: had ? [had.place] : [] },
    { field: 'currency', list: 'currency', value: input.currency, had: had ? [had.currency] : [] },
    ...input.lines.map((line, index) => ({
      field: `lines.${index}.priceUnit`,
      list: 'unit' as const,
      value: line.priceUnit,
      had: had?.units ?? [],
    })),
  ]);
}

/** Lines as stored: the product's code, brand and name copied; spec, units and shelf life defaulted. */
async function lineRows(
  ctx: AppContext,
  caller: SupplierCaller,
  lines: QuotationInput['lines'],
): Promise<NewQuotationLineRow[]> {
  const products = await productsOfLines(ctx, caller, lines);
  return lines.map((line) => {
    const product = products.get(line.productId) as Product;
    return {
      productId: product.id,
      code: product.barcode,
      brand: product.brand,
      productName: product.name,
      spec: line.spec || product.specs[0] || null,
      price: line.price,
      priceUnit: line.priceUnit,
      moq: line.moq ?? null,
      unitsPerPack: line.unitsPerPack ?? product.unitsPerPack,
      unitsPerCase: line.unitsPerCase ?? product.unitsPerCase,
      casesPerPallet: line.casesPerPallet ?? product.casesPerPallet,
      shelfLifeDays: line.shelfLifeDays ?? product.shelfLifeDays,
      packDimensions: line.packDimensions || null,
      caseDimensions: line.caseDimensions || null,
      pallet: line.pallet || null,
    };
  });
}

/** A quotation's own fields, as stored. */
export type QuotationHeader = Omit<QuotationVersionContent, 'lines'>;

function headerValues(input: QuotationInput): QuotationHeader {
  return {
    name: input.name,
    terms: input.terms,
    place: input.place,
    currency: input.currency,
    expiresOn: input.expiresOn,
    remark: input.remark || null,
    note: input.note || null,
  };
}

/** Appends the quotation's saved content as its current version; inside the saving transaction. */
async function keepVersion(tx: Database, supplierId: number, id: number, savedBy: number): Promise<void> {
  const row = await findQuotation(tx, supplierId, id);
  if (!row) throw new AppError('RECORD_NOT_FOUND');
  await insertQuotationVersion(tx, {
    quotationId: id,
    version: row.quotation.version,
    content: toQuotationVersionContent(row, await findLines(tx, id)),
    savedBy,
  });
}

/**
 * Inserts a new quotation of mine, version 1, numbered Q-<year>-<NNNN> per company and year, and
 * keeps that first version. Used by creation and duplication.
 */
export async function insertNewQuotation(
  ctx: AppContext,
  caller: SupplierCaller,
  header: QuotationHeader,
  lines: NewQuotationLineRow[],
): Promise<number> {
  const year = new Date().getUTCFullYear();
  const create = () =>
    inTransaction(ctx.db, async (tx) => {
      const id = await insertQuotation(tx, {
        supplierId: caller.supplierId,
        number: await allocateNumber(tx, caller.supplierId, year),
        createdBy: caller.userId,
        ...header,
      });
      await replaceLines(tx, id, lines);
      await keepVersion(tx, caller.supplierId, id, caller.userId);
      return id;
    });
  try {
    return await create();
  } catch (error) {
    // The advisory lock serializes numbering; the unique index is the last line of defence.
    if (!isUniqueViolation(error)) throw error;
    return create();
  }
}

/**
 * One of my quotations with its lines, or RECORD_NOT_FOUND (also for another supplier's id, and for a
 * colleague's when I hold quotations at own scope).
 */
export async function getQuotation(ctx: AppContext, caller: SupplierCaller, id: number): Promise<Quotation> {
  const row = await findQuotation(
    ctx.db,
    caller.supplierId,
    id,
    quotationReachOf(caller, 'quotation:read').createdBy,
  );
  if (!row) throw new AppError('RECORD_NOT_FOUND');
  return toQuotationDto(row, await findLines(ctx.db, id));
}

/** A supplier's quotation without its lines (e.g. to send as a chat card), or undefined. */
export async function findQuotationSummary(
  ctx: AppContext,
  supplierId: number,
  id: number,
): Promise<QuotationSummary | undefined> {
  const row = await findQuotation(ctx.db, supplierId, id);
  return row && toQuotationSummaryDto(row);
}

/**
 * A quotation I may send (mine, or my company's when I hold quotations company-wide), without its
 * lines, or undefined: what a chat card or an RFQ quote attaches.
 */
export async function findMyQuotationSummary(
  ctx: AppContext,
  caller: SupplierCaller,
  id: number,
): Promise<QuotationSummary | undefined> {
  const reach = quotationReachOf(caller, 'quotation:read');
  const row = await findQuotation(ctx.db, caller.supplierId, id, reach.createdBy);
  return row && toQuotationSummaryDto(row);
}

/** A supplier's quotation with its lines, or undefined (a chat card opened by either side). */
export async function findQuotationOfSupplier(
  ctx: AppContext,
  supplierId: number,
  id: number,
): Promise<Quotation | undefined> {
  const row = await findQuotation(ctx.db, supplierId, id);
  return row && toQuotationDto(row, await findLines(ctx.db, row.quotation.id));
}

/** One of my quotations as pickers show it while it is open; null once expired, gone or beyond my reach. */
export async function findMyOpenQuotationOption(
  ctx: AppContext,
  caller: SupplierCaller,
  id: number,
): Promise<QuotationOption | null> {
  const reach = quotationReachOf(caller, 'quotation:read');
  const row = await findQuotation(ctx.db, caller.supplierId, id, reach.createdBy);
  return row && !row.isExpired && !row.quotation.archivedAt ? toQuotationOptionDto(row) : null;
}

/** My quotations (my company's, or those I wrote at own scope), newest first, by name or number and open/expired. */
export async function listMyQuotations(
  ctx: AppContext,
  caller: SupplierCaller,
  query: QuotationListQuery,
): Promise<QuotationPage> {
  const reach = quotationReachOf(caller, 'quotation:read');
  const { rows, total } = await listQuotations(
    ctx.db,
    reach,
    { keyword: query.keyword, status: query.status, archived: query.archived },
    pageRange(query),
  );
  return {
    ...toPage(rows.map(toQuotationSummaryDto), total, query),
    scope: reach.createdBy === undefined ? 'company' : 'own',
  };
}

/** My open quotations for pickers (e.g. to send one in a chat). */
export async function listOpenQuotationOptions(
  ctx: AppContext,
  caller: SupplierCaller,
  keyword?: string,
): Promise<QuotationOption[]> {
  return (await listOpenQuotations(ctx.db, quotationReachOf(caller, 'quotation:read'), keyword)).map(
    toQuotationOptionDto,
  );
}

/** Creates a quotation, version 1, numbered Q-<year>-<NNNN> per company and year. */
export async function createQuotation(
  ctx: AppContext,
  caller: SupplierCaller,
  input: QuotationInput,
): Promise<Quotation> {
  assertExpiry(input.expiresOn);
  await assertOfferedCodes(ctx, input);
  const lines = await lineRows(ctx, caller, input.lines);
  const id = await insertNewQuotation(ctx, caller, headerValues(input), lines);
  return getQuotation(ctx, caller, id);
}

/** Saves a quotation's new terms and lines; its number stays, its version goes up by one. */
export async function updateQuotation(
  ctx: AppContext,
  caller: SupplierCaller,
  id: number,
  input: QuotationInput,
): Promise<Quotation> {
  const reach = quotationReachOf(caller, 'quotation:write');
  const existing = await findQuotation(ctx.db, caller.supplierId, id, reach.createdBy);
  if (!existing) throw new AppError('RECORD_NOT_FOUND');
  assertExpiry(input.expiresOn, existing.quotation.expiresOn);
  await assertOfferedCodes(ctx, input, {
    place: existing.quotation.place,
    currency: existing.quotation.currency,
    units: (await findLines(ctx.db, id)).map((line) => line.priceUnit),
  });
  const lines = await lineRows(ctx, caller, input.lines);
  await inTransaction(ctx.db, async (tx) => {
    if ((await updateQuotationBumpingVersion(tx, reach, id, headerValues(input))) === null) {
      throw new AppError('RECORD_NOT_FOUND');
    }
    await replaceLines(tx, id, lines);
    await keepVersion(tx, caller.supplierId, id, caller.userId);
  });
  return getQuotation(ctx, caller, id);
}

/**
 * Open (not expired) quotations of a supplier whose lines use a product: a product in one of these
 * should not be deleted. Product deletion asks through `ctx.productUses` (wired in app.ts).
 */
export async function findOpenQuotationsUsingProduct(
  db: Database,
  supplierId: number,
  productId: number,
): Promise<{ id: number; number: string; name: string }[]> {
  return findOpenQuotationsWithProducts(db, supplierId, [productId]);
}
