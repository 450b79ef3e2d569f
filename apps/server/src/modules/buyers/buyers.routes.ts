import {
  apiAliases,
  apiPaths,
  BuyerDetailSchema,
  BuyerIdSchema,
  BuyerProductQuerySchema,
  BuyerProductSchema,
  BuyerQuerySchema,
  BuyerSummarySchema,
  BuyerViewQuerySchema,
  ContactCheckSchema,
  ContactResultSchema,
  DashboardRecommendedQuerySchema,
  PageQuerySchema,
  pageOf,
  RecommendedBuyerQuerySchema,
  RecommendedBuyerSchema,
  RecommendedProductSchema,
  VisitorSchema,
} from '@sc/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { defineLegacyCall } from '../../http/defineCall.js';
import {
  getBuyerDetail,
  listMyVisitors,
  listProductsOfBuyer,
  recommendBuyers,
  recommendProductsForBuyer,
  searchBuyers,
} from './buyers.service.js';
import { checkContact, contactBuyer } from './contacts.service.js';

/** The spec's misspelled paths, each also served under its correct spelling. */
function withAlias(name: keyof typeof apiPaths): string[] {
  const alias = apiAliases[name];
  return alias ? [apiPaths[name], alias] : [apiPaths[name]];
}

export function registerBuyerRoutes(app: FastifyInstance, ctx: AppContext) {
  const tags = ['Buyers'];
  defineLegacyCall(
    app,
    ctx,
    {
      path: apiPaths.buyerPublicList,
      summary: 'The buyer pool: search, category, hide contacted, selected/new; most recently online first',
      tags,
      access: 'buyer:read',
      body: BuyerQuerySchema,
      result: pageOf(BuyerSummarySchema),
    },
    (input, caller) => searchBuyers(ctx, caller, input),
  );
  defineLegacyCall(
    app,
    ctx,
    {
      path: apiPaths.buyerPublicInfo,
      summary: 'One buyer with possibly purchasing, recently inquired and recently browsed products',
      tags,
      access: 'buyer:read',
      body: BuyerIdSchema,
      result: BuyerDetailSchema,
    },
    (input, caller, request) => getBuyerDetail(ctx, caller, request.lang, input.buyerId),
  );
  defineLegacyCall(
    app,
    ctx,
    {
      path: apiPaths.recommendedBuyerList,
      summary: 'Buyers recommended for my company, best score first, with the reasons',
      tags,
      access: 'buyer:read',
      body: RecommendedBuyerQuerySchema,
      result: pageOf(RecommendedBuyerSchema),
    },
    (input, caller, request) => recommendBuyers(ctx, caller, request.lang, input),
  );
  defineLegacyCall(
    app,
    ctx,
    {
      path: apiPaths.dashboardRecommendedList,
      summary: 'Dashboard block: the top recommended buyers not contacted yet',
      tags,
      access: 'buyer:read',
      body: DashboardRecommendedQuerySchema,
      result: z.array(RecommendedBuyerSchema),
    },
    async (input, caller, request) =>
      (
        await recommendBuyers(ctx, caller, request.lang, {
          hideContacted: true,
          pageIndex: 1,
          pageSize: input.size,
        })
      ).list,
  );
  for (const path of withAlias('buyerProductList'))
    defineLegacyCall(
      app,
      ctx,
      {
        path,
        summary: "A buyer's possibly-purchasing (or recently inquired) products, newest first",
        tags,
        access: 'buyer:read',
        body: BuyerProductQuerySchema,
        result: pageOf(BuyerProductSchema),
      },
      (input, caller, request) =>
        listProductsOfBuyer(ctx, caller, request.lang, { ...input, kind: input.type }),
    );
  for (const path of withAlias('buyerRecommendProductList'))
    defineLegacyCall(
      app,
      ctx,
      {
        path,
        summary: 'My products worth offering this buyer, best match first',
        tags,
        access: 'buyer:read',
        body: BuyerViewQuerySchema,
        result: pageOf(RecommendedProductSchema),
      },
      (input, caller) => recommendProductsForBuyer(ctx, caller, input),
    );
  for (const path of withAlias('buyerProductViewList'))
    defineLegacyCall(
      app,
      ctx,
      {
        path,
        summary: "A buyer's recently browsed products, newest first",
        tags,
        access: 'buyer:read',
        body: BuyerViewQuerySchema,
        result: pageOf(BuyerProductSchema),
      },
      (input, caller, request) =>
        listProductsOfBuyer(ctx, caller, request.lang, { ...input, kind: 'browsed' }),
    );
  for (const path of withAlias('buyerVisitorList'))
    defineLegacyCall(
      app,
      ctx,
      {
        path,
        summary: 'Buyers who viewed my showroom or products, newest first',
        tags,
        access: 'buyer:read',
        body: PageQuerySchema,
        result: pageOf(VisitorSchema),
      },
      (input, caller) => listMyVisitors(ctx, caller, input),
    );
  defineLegacyCall(
    app,
    ctx,
    {
      path: apiPaths.chatCheck,
      summary: 'May I contact this buyer, and would it spend a contact from my quota? Spends nothing',
      tags,
      access: 'buyer:contact',
      body: BuyerIdSchema,
      result: ContactCheckSchema,
    },
    (input, caller) => checkContact(ctx, caller, input.buyerId),
  );
  defineLegacyCall(
    app,
    ctx,
    {
      path: apiPaths.chatContact,
      summary:
        'Contact a buyer: a new buyer (or the first reply to a buyer-started chat) spends one contact, in the same transaction',
      tags,
      access: 'buyer:contact',
      body: BuyerIdSchema,
      result: ContactResultSchema,
    },
    (input, caller) => contactBuyer(ctx, caller, input.buyerId),
  );
}
