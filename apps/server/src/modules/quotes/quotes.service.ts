import type { Page, Quote, QuoteInput } from '@sc/contract';
import type { AppContext } from '../../context.js';
import { AppError } from '../../http/AppError.js';
import type { SupplierCaller } from '../../http/caller.js';
import { findProduct } from '../products/products.repository.js';
import {
  deleteQuote,
  findCurrentQuote,
  findQuote,
  insertQuote,
  type ListedQuote,
  listQuotes,
  updateQuote,
} from './quotes.repository.js';

/** Drops trailing zeros of the stored numeric(16,4): "12.5000" → "12.5", "3.0000" → "3". */
function plainDecimal(value: string): string {
  return value.includes('.') ? value.replace(/\.?0+$/, '') : value;
}

function toQuote({ quote, productName, isExpired }: ListedQuote): Quote {
  return {
    id: quote.id,
    productId: quote.productId,
    productName,
    price: plainDecimal(quote.price),
    currency: quote.currency,
    terms: quote.terms,
    expiresOn: quote.expiresOn,
    isExpired,
    createdAt: quote.createdAt.toISOString(),
    updatedAt: quote.updatedAt.toISOString(),
  };
}

/** A quote must not expire before today (UTC). */
function assertNotPast(expiresOn: string, now = new Date()) {
  const parsed = new Date(`${expiresOn}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== expiresOn) {
    throw new AppError('VALIDATION', { fields: { expiresOn: 'validation.expiryRequired' } });
  }
  if (expiresOn < now.toISOString().slice(0, 10)) {
    throw new AppError('VALIDATION', { fields: { expiresOn: 'validation.expiryPast' } });
  }
}

export async function getQuote(ctx: AppContext, caller: SupplierCaller, id: number): Promise<Quote> {
  const row = await findQuote(ctx.db, caller.supplierId, id);
  if (!row) throw new AppError('RECORD_NOT_FOUND');
  return toQuote(row);
}

/** The current (newest) quote of one of my products, or null. */
export async function getCurrentQuote(
  ctx: AppContext,
  caller: SupplierCaller,
  productId: number,
): Promise<Quote | null> {
  if (!(await findProduct(ctx.db, caller.supplierId, productId))) throw new AppError('RECORD_NOT_FOUND');
  const row = await findCurrentQuote(ctx.db, caller.supplierId, productId);
  return row ? toQuote(row) : null;
}

export async function listMyQuotes(
  ctx: AppContext,
  caller: SupplierCaller,
  query: { pageIndex: number; pageSize: number; productId?: number | undefined },
): Promise<Page<Quote>> {
  const { rows, total } = await listQuotes(ctx.db, caller.supplierId, query.productId, {
    offset: (query.pageIndex - 1) * query.pageSize,
    limit: query.pageSize,
  });
  return { list: rows.map(toQuote), total, pageIndex: query.pageIndex, pageSize: query.pageSize };
}

export async function createQuote(
  ctx: AppContext,
  caller: SupplierCaller,
  input: QuoteInput,
): Promise<Quote> {
  if (!(await findProduct(ctx.db, caller.supplierId, input.productId)))
    throw new AppError('RECORD_NOT_FOUND');
  assertNotPast(input.expiresOn);
  const id = await insertQuote(ctx.db, { supplierId: caller.supplierId, ...input });
  return getQuote(ctx, caller, id);
}

export async function changeQuote(
  ctx: AppContext,
  caller: SupplierCaller,
  id: number,
  input: Omit<QuoteInput, 'productId'>,
) {
  assertNotPast(input.expiresOn);
  if (!(await updateQuote(ctx.db, caller.supplierId, id, input))) throw new AppError('RECORD_NOT_FOUND');
  return getQuote(ctx, caller, id);
}

export async function removeQuote(ctx: AppContext, caller: SupplierCaller, id: number) {
  if (!(await deleteQuote(ctx.db, caller.supplierId, id))) throw new AppError('RECORD_NOT_FOUND');
}
