import { quotationCalls } from '@sc/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { defineCall } from '../../http/defineCall.js';
import { listQuotationSends, listQuotationVersions } from './quotationHistory.service.js';
import { archiveQuotation, deleteDraftQuotation, duplicateQuotation } from './quotationLifecycle.service.js';
import {
  createQuotation,
  getQuotation,
  listMyQuotations,
  listOpenQuotationOptions,
  updateQuotation,
} from './quotations.service.js';

export function registerQuotationRoutes(app: FastifyInstance, ctx: AppContext) {
  defineCall(app, ctx, quotationCalls.list, 'quotation:read', (input, caller) =>
    listMyQuotations(ctx, caller, input),
  );
  defineCall(app, ctx, quotationCalls.select, 'quotation:read', (input, caller) =>
    listOpenQuotationOptions(ctx, caller, input?.keyword),
  );
  defineCall(app, ctx, quotationCalls.info, 'quotation:read', (input, caller) =>
    getQuotation(ctx, caller, input.id),
  );
  defineCall(app, ctx, quotationCalls.create, 'quotation:write', (input, caller) =>
    createQuotation(ctx, caller, input),
  );
  defineCall(app, ctx, quotationCalls.update, 'quotation:write', (input, caller) =>
    updateQuotation(ctx, caller, input.id, input),
  );
  defineCall(app, ctx, quotationCalls.versions, 'quotation:read', (input, caller) =>
    listQuotationVersions(ctx, caller, input.id),
  );
  defineCall(app, ctx, quotationCalls.sends, 'quotation:read', (input, caller) =>
    listQuotationSends(ctx, caller, input.id),
  );
  defineCall(app, ctx, quotationCalls.duplicate, 'quotation:write', (input, caller) =>
    duplicateQuotation(ctx, caller, input.id),
  );
  defineCall(app, ctx, quotationCalls.delete, 'quotation:write', (input, caller) =>
    deleteDraftQuotation(ctx, caller, input.id),
  );
  defineCall(app, ctx, quotationCalls.archive, 'quotation:write', (input, caller) =>
    archiveQuotation(ctx, caller, input.id, input.archived),
  );
}
