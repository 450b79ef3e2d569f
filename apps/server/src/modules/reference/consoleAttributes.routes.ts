import { consoleAttributeCalls } from '@sc/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { defineCall } from '../../http/defineCall.js';
import { getAttributeList, reorderAttributes, updateAttributeOption } from './attributes.service.js';

/** The attribute lists behind attribute/select/* (console:catalogue). */
export function registerConsoleAttributeRoutes(app: FastifyInstance, ctx: AppContext) {
  defineCall(app, ctx, consoleAttributeCalls.list, 'console:catalogue', (input) =>
    getAttributeList(ctx, input.list),
  );
  defineCall(app, ctx, consoleAttributeCalls.update, 'console:catalogue', (input, staff) =>
    updateAttributeOption(ctx, staff, input),
  );
  defineCall(app, ctx, consoleAttributeCalls.reorder, 'console:catalogue', (input, staff) =>
    reorderAttributes(ctx, staff, input),
  );
}
