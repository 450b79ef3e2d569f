import { quoteCalls } from '@sc/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { defineCall } from '../../http/defineCall.js';
import {
  changeQuote,
  createQuote,
  getCurrentQuote,
  getQuote,
  listMyQuotes,
  removeQuote,
} from './quotes.service.js';

export function registerQuoteRoutes(app: FastifyInstance, ctx: AppContext) {
  defineCall(app, ctx, quoteCalls.list, 'product:read', (input, caller) => listMyQuotes(ctx, caller, input));
  defineCall(app, ctx, quoteCalls.info, 'product:read', (input, caller) => getQuote(ctx, caller, input.id));
  defineCall(app, ctx, quoteCalls.current, 'product:read', (input, caller) =>
    getCurrentQuote(ctx, caller, input.productId),
  );
  defineCall(app, ctx, quoteCalls.create, 'product:write', (input, caller) =>
    createQuote(ctx, caller, input),
  );
  defineCall(app, ctx, quoteCalls.update, 'product:write', (input, caller) =>
    changeQuote(ctx, caller, input.id, input),
  );
  defineCall(app, ctx, quoteCalls.delete, 'product:write', async (input, caller) => {
    await removeQuote(ctx, caller, input.id);
    return null;
  });
}
