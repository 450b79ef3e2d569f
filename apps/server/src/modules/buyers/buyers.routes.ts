import { buyerCalls } from '@sc/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { defineCall } from '../../http/defineCall.js';
import { checkContact, contactBuyer } from './contacts.service.js';
import { getBuyerDetail, listProductsOfBuyer, searchBuyers } from './pool.service.js';
import {
  listDashboardRecommended,
  recommendBuyers,
  recommendProductsForBuyer,
} from './recommendations.service.js';
import { listMyVisitors } from './visits.service.js';

export function registerBuyerRoutes(app: FastifyInstance, ctx: AppContext) {
  defineCall(app, ctx, buyerCalls.pool, 'buyer:read', (input, caller) => searchBuyers(ctx, caller, input));
  defineCall(app, ctx, buyerCalls.detail, 'buyer:read', (input, caller, request) =>
    getBuyerDetail(ctx, caller, request.lang, input.buyerId),
  );
  defineCall(app, ctx, buyerCalls.recommended, 'buyer:read', (input, caller, request) =>
    recommendBuyers(ctx, caller, request.lang, input),
  );
  defineCall(app, ctx, buyerCalls.dashboardRecommended, 'buyer:read', (input, caller, request) =>
    listDashboardRecommended(ctx, caller, request.lang, input.size),
  );
  defineCall(app, ctx, buyerCalls.products, 'buyer:read', (input, caller, request) =>
    listProductsOfBuyer(ctx, caller, request.lang, { ...input, kind: input.type }),
  );
  defineCall(app, ctx, buyerCalls.offerProducts, 'buyer:read', (input, caller) =>
    recommendProductsForBuyer(ctx, caller, input),
  );
  defineCall(app, ctx, buyerCalls.browsedProducts, 'buyer:read', (input, caller, request) =>
    listProductsOfBuyer(ctx, caller, request.lang, { ...input, kind: 'browsed' }),
  );
  defineCall(app, ctx, buyerCalls.visitors, 'buyer:read', (input, caller) =>
    listMyVisitors(ctx, caller, input),
  );
  defineCall(app, ctx, buyerCalls.contactCheck, 'buyer:contact', (input, caller) =>
    checkContact(ctx, caller, input.buyerId),
  );
  defineCall(app, ctx, buyerCalls.contact, 'buyer:contact', (input, caller) =>
    contactBuyer(ctx, caller, input.buyerId),
  );
}
