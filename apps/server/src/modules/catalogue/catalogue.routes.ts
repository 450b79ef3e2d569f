import { catalogueCalls } from '@sc/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { defineCall } from '../../http/defineCall.js';
import { searchCatalogue } from './catalogue.service.js';

export function registerCatalogueRoutes(app: FastifyInstance, ctx: AppContext) {
  defineCall(app, ctx, catalogueCalls.search, 'catalogue:read', (input, caller, request) =>
    searchCatalogue(ctx, caller, input, request.lang),
  );
}
