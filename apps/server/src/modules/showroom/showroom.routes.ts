import {
  AddExhibitsSchema,
  apiAliases,
  apiPaths,
  EmptySchema,
  OkSchema,
  ProductIdSchema,
  ShowroomExhibitsSchema,
  ShowroomSuggestionListSchema,
  ShowroomSuggestionQuerySchema,
  SortExhibitsSchema,
} from '@sc/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { defineLegacyCall } from '../../http/defineCall.js';
import {
  addExhibits,
  listMyExhibits,
  removeExhibit,
  sortExhibits,
  suggestExhibits,
} from './showroom.service.js';

/** The spec's path and its readable alias. */
function withAlias(name: keyof typeof apiPaths): string[] {
  const alias = apiAliases[name];
  return alias ? [apiPaths[name], alias] : [apiPaths[name]];
}

export function registerShowroomExhibitRoutes(app: FastifyInstance, ctx: AppContext) {
  const tags = ['Showroom'];
  for (const path of withAlias('showroomExhibitList')) {
    defineLegacyCall(
      app,
      ctx,
      {
        path,
        summary: 'My displayed products (exhibits) in the order buyers see them, and the cap',
        tags,
        access: 'showroom:read',
        body: EmptySchema,
        result: ShowroomExhibitsSchema,
      },
      (_input, caller) => listMyExhibits(ctx, caller),
    );
  }
  for (const path of withAlias('showroomSuggestions')) {
    defineLegacyCall(
      app,
      ctx,
      {
        path,
        summary:
          'My products worth displaying, not displayed yet: picture, then live quote, then catalogue, then recent',
        tags,
        access: 'showroom:read',
        body: ShowroomSuggestionQuerySchema,
        result: ShowroomSuggestionListSchema,
      },
      (input, caller) => suggestExhibits(ctx, caller, input.limit),
    );
  }
  for (const path of withAlias('showroomExhibitAdd')) {
    defineLegacyCall(
      app,
      ctx,
      {
        path,
        summary: 'Display one or several of my products, after those shown (all or nothing; capped)',
        tags,
        access: 'showroom:write',
        body: AddExhibitsSchema,
        result: ShowroomExhibitsSchema,
      },
      (input, caller) => addExhibits(ctx, caller, input.productIds),
    );
  }
  for (const path of withAlias('showroomExhibitSort')) {
    defineLegacyCall(
      app,
      ctx,
      {
        path,
        summary: 'Put my displayed products in a new order (those listed first, the rest after)',
        tags,
        access: 'showroom:write',
        body: SortExhibitsSchema,
        result: ShowroomExhibitsSchema,
      },
      (input, caller) => sortExhibits(ctx, caller, input.productIds),
    );
  }
  for (const path of withAlias('showroomExhibitRemove')) {
    defineLegacyCall(
      app,
      ctx,
      {
        path,
        summary: 'Stop displaying one of my products (the product stays in my list)',
        tags,
        access: 'showroom:write',
        body: ProductIdSchema,
        result: OkSchema,
      },
      async (input, caller) => {
        await removeExhibit(ctx, caller, input.productId);
        return null;
      },
    );
  }
}
