import { z } from 'zod';
import { callGroup } from './call.js';
import { coercedId, IdSchema, OkSchema, PageQuerySchema, pageOf } from './common.js';
import { apiPaths } from './paths.js';
import { CURRENCIES, INCOTERMS } from './reference.js';

/** Whether a product has a live quote, an expired one, or none. */
export const QuoteStatusSchema = z.enum(['none', 'active', 'expired']);
export type QuoteStatus = z.infer<typeof QuoteStatusSchema>;

/** Product quote (SPEC 5): price, terms of delivery and expiration date required. */
export const QuoteInputSchema = z.object({
  productId: coercedId(),
  price: z
    .string({ error: 'validation.priceRequired' })
    .trim()
    .min(1, { error: 'validation.priceRequired' })
    // ".75" is how many people type a price under one; the numeric column stores it as 0.75.
    .regex(/^(\d{1,12}(\.\d{1,4})?|\.\d{1,4})$/, { error: 'validation.priceInvalid' })
    .refine((v) => Number(v) > 0, { error: 'validation.priceInvalid' })
    .describe('Decimal string; money is never a float'),
  currency: z.enum(CURRENCIES, { error: 'validation.currencyRequired' }),
  terms: z.enum(INCOTERMS, { error: 'validation.termsRequired' }),
  expiresOn: z
    .string({ error: 'validation.expiryRequired' })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'validation.expiryRequired' })
    .describe('Quotation expiration date, YYYY-MM-DD (end of that day, UTC)'),
});
export type QuoteInput = z.infer<typeof QuoteInputSchema>;
export const QuoteUpdateSchema = QuoteInputSchema.omit({ productId: true }).extend({
  id: coercedId(),
});
export type QuoteUpdate = z.infer<typeof QuoteUpdateSchema>;

export const QuoteSchema = z.object({
  id: z.number().int(),
  productId: z.number().int(),
  productName: z.string(),
  price: z.string(),
  currency: z.string(),
  terms: z.string(),
  expiresOn: z.string(),
  isExpired: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  author: z
    .object({ id: z.number().int(), name: z.string() })
    .nullable()
    .describe("The company's user who wrote this price (null for a user since removed)"),
});
export type Quote = z.infer<typeof QuoteSchema>;
export const QuoteListQuerySchema = PageQuerySchema.extend({
  productId: coercedId().optional(),
});
export type QuoteListQuery = z.input<typeof QuoteListQuerySchema>;
export const ProductIdSchema = z.object({ productId: coercedId() });
export type ProductId = z.infer<typeof ProductIdSchema>;

/** The product quote calls: one current quote per product, over all my products on the prices page. */
export const quoteCalls = callGroup('Product quotes', {
  list: {
    path: apiPaths.quoteList,
    summary: 'My product quotes, newest first',
    body: QuoteListQuerySchema,
    result: pageOf(QuoteSchema),
  },
  info: {
    path: apiPaths.quoteInfo,
    summary: 'One quote',
    body: IdSchema,
    result: QuoteSchema,
  },
  current: {
    path: apiPaths.quoteGetOne,
    summary: 'The current quote of a product, or null',
    body: ProductIdSchema,
    result: QuoteSchema.nullable(),
  },
  create: {
    path: apiPaths.quoteCreate,
    summary: 'Quote a product (price, currency, terms, expiration)',
    body: QuoteInputSchema,
    result: QuoteSchema,
  },
  update: {
    path: apiPaths.quoteUpdate,
    summary: 'Change a quote',
    body: QuoteUpdateSchema,
    result: QuoteSchema,
  },
  delete: {
    path: apiPaths.quoteDelete,
    summary: 'Delete a quote',
    body: IdSchema,
    result: OkSchema,
  },
});
