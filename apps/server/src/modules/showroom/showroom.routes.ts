import { showroomCalls } from '@sc/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { defineCall } from '../../http/defineCall.js';
import {
  addExhibits,
  listMyExhibits,
  removeExhibit,
  sortExhibits,
  suggestExhibits,
} from './showroom.service.js';

export function registerShowroomExhibitRoutes(app: FastifyInstance, ctx: AppContext) {
  defineCall(app, ctx, showroomCalls.list, 'showroom:read', (_input, caller) => listMyExhibits(ctx, caller));
  defineCall(app, ctx, showroomCalls.suggestions, 'showroom:read', (input, caller) =>
    suggestExhibits(ctx, caller, input.limit),
  );
  defineCall(app, ctx, showroomCalls.add, 'showroom:write', (input, caller) =>
    addExhibits(ctx, caller, input.productIds),
  );
  defineCall(app, ctx, showroomCalls.sort, 'showroom:write', (input, caller) =>
    sortExhibits(ctx, caller, input.productIds),
  );
  defineCall(app, ctx, showroomCalls.remove, 'showroom:write', (input, caller) =>
    removeExhibit(ctx, caller, input.productId),
  );
}
