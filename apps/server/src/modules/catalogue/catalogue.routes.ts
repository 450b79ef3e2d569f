import { apiPaths, MasterProductQuerySchema, MasterProductSchema, pageOf } from '@sc/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { defineLegacyCall } from '../../http/defineCall.js';
import { searchCatalogue } from './catalogue.service.js';

export function registerCatalogueRoutes(app: FastifyInstance, ctx: AppContext) {
  defineLegacyCall(
    app,
    ctx,
    {
      path: apiPaths.masterProductList,
      summary: 'Search the platform catalogue (keyword, UPC/EAN, MID, category, brand), paged',
      tags: ['Catalogue'],
      access: 'catalogue:read',
      body: MasterProductQuerySchema,
      result: pageOf(MasterProductSchema),
    },
    (input, caller, request) => searchCatalogue(ctx, caller, input, request.lang),
  );
}
