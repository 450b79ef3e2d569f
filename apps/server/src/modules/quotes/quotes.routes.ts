import {
  apiPaths,
  IdSchema,
  OkSchema,
  ProductIdSchema,
  pageOf,
  QuoteInputSchema,
  QuoteListQuerySchema,
  QuoteSchema,
  QuoteUpdateSchema,
} from '@sc/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { defineLegacyCall } from '../../http/defineCall.js';
import {
  changeQuote,
  createQuote,
  getCurrentQuote,
  getQuote,
  listMyQuotes,
  removeQuote,
} from './quotes.service.js';

export function registerQuoteRoutes(app: FastifyInstance, ctx: AppContext) {
  const tags = ['Product quotes'];
  defineLegacyCall(
    app,
    ctx,
    {
      path: apiPaths.quoteList,
      summary: 'My product quotes, newest first',
      tags,
      access: 'product:read',
      body: QuoteListQuerySchema,
      result: pageOf(QuoteSchema),
    },
    (input, caller) => listMyQuotes(ctx, caller, input),
  );
  defineLegacyCall(
    app,
    ctx,
    {
      path: apiPaths.quoteInfo,
      summary: 'One quote',
      tags,
      access: 'product:read',
      body: IdSchema,
      result: QuoteSchema,
    },
    (input, caller) => getQuote(ctx, caller, input.id),
  );
  defineLegacyCall(
    app,
    ctx,
    {
      path: apiPaths.quoteGetOne,
      summary: 'The current quote of a product, or null',
      tags,
      access: 'product:read',
      body: ProductIdSchema,
      result: QuoteSchema.nullable(),
    },
    (input, caller) => getCurrentQuote(ctx, caller, input.productId),
  );
  defineLegacyCall(
    app,
    ctx,
    {
      path: apiPaths.quoteCreate,
      summary: 'Quote a product (price, currency, terms, expiration)',
      tags,
      access: 'product:write',
      body: QuoteInputSchema,
      result: QuoteSchema,
    },
    (input, caller) => createQuote(ctx, caller, input),
  );
  defineLegacyCall(
    app,
    ctx,
    {
      path: apiPaths.quoteUpdate,
      summary: 'Change a quote',
      tags,
      access: 'product:write',
      body: QuoteUpdateSchema,
      result: QuoteSchema,
    },
    (input, caller) => changeQuote(ctx, caller, input.id, input),
  );
  defineLegacyCall(
    app,
    ctx,
    {
      path: apiPaths.quoteDelete,
      summary: 'Delete a quote',
      tags,
      access: 'product:write',
      body: IdSchema,
      result: OkSchema,
    },
    async (input, caller) => {
      await removeQuote(ctx, caller, input.id);
      return null;
    },
  );
}
