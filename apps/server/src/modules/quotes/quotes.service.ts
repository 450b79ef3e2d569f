import { expiryProblem, type Page, type Quote, type QuoteInput } from '@sc/contract';
import type { AppContext } from '../../context.js';
import { pageRange, toPage } from '../../db/page.js';
import { AppError } from '../../http/AppError.js';
import type { SupplierCaller } from '../../http/caller.js';
import { requireMyProduct } from '../products/products.service.js';
import { assertOffered } from '../reference/attributes.service.js';
import { toQuoteDto } from './quotes.presenter.js';
import {
  deleteQuote,
  findCurrentQuote,
  findQuote,
  insertQuote,
  listQuotes,
  updateQuote,
} from './quotes.repository.js';

/** The contract's expiry rule: a real date, today (UTC) or later. */
function assertNotPast(expiresOn: string) {
  const problem = expiryProblem(expiresOn);
  if (problem) throw new AppError('VALIDATION', { fields: { expiresOn: problem } });
}

/** One of my quotes, or RECORD_NOT_FOUND (also for another supplier's id). */
export async function getQuote(ctx: AppContext, caller: SupplierCaller, id: number): Promise<Quote> {
  const row = await findQuote(ctx.db, caller.supplierId, id);
  if (!row) throw new AppError('RECORD_NOT_FOUND');
  return toQuoteDto(row);
}

/** The current (newest) quote of one of my products, or null. */
export async function getCurrentQuote(
  ctx: AppContext,
  caller: SupplierCaller,
  productId: number,
): Promise<Quote | null> {
  await requireMyProduct(ctx, caller, productId);
  const row = await findCurrentQuote(ctx.db, caller.supplierId, productId);
  return row ? toQuoteDto(row) : null;
}

/** A page of my quotes, newest first, of one product or of all. */
export async function listMyQuotes(
  ctx: AppContext,
  caller: SupplierCaller,
  query: { pageIndex: number; pageSize: number; productId?: number | undefined },
): Promise<Page<Quote>> {
  const { rows, total } = await listQuotes(ctx.db, caller.supplierId, query.productId, pageRange(query));
  return toPage(rows.map(toQuoteDto), total, query);
}

/** Quotes one of my products (recorded as written by me); the expiration date must not be past. */
export async function createQuote(
  ctx: AppContext,
  caller: SupplierCaller,
  input: QuoteInput,
): Promise<Quote> {
  await requireMyProduct(ctx, caller, input.productId);
  assertNotPast(input.expiresOn);
  await assertOffered(ctx, [{ field: 'currency', list: 'currency', value: input.currency }]);
  const id = await insertQuote(ctx.db, { supplierId: caller.supplierId, createdBy: caller.userId, ...input });
  return getQuote(ctx, caller, id);
}

/** Saves new terms over one of my quotes; the expiration date must not be past. */
export async function changeQuote(
  ctx: AppContext,
  caller: SupplierCaller,
  id: number,
  input: Omit<QuoteInput, 'productId'>,
) {
  assertNotPast(input.expiresOn);
  const existing = await findQuote(ctx.db, caller.supplierId, id);
  if (!existing) throw new AppError('RECORD_NOT_FOUND');
  await assertOffered(ctx, [
    { field: 'currency', list: 'currency', value: input.currency, had: [existing.quote.currency] },
  ]);
  if (!(await updateQuote(ctx.db, caller.supplierId, id, input))) throw new AppError('RECORD_NOT_FOUND');
  return getQuote(ctx, caller, id);
}

/** Deletes one of my quotes. */
export async function removeQuote(ctx: AppContext, caller: SupplierCaller, id: number) {
  if (!(await deleteQuote(ctx.db, caller.supplierId, id))) throw new AppError('RECORD_NOT_FOUND');
}
