import {
  apiPaths,
  IdSchema,
  pageOf,
  QuotationInputSchema,
  QuotationListQuerySchema,
  QuotationOptionSchema,
  QuotationSchema,
  QuotationSelectQuerySchema,
  QuotationSummarySchema,
  QuotationUpdateSchema,
} from '@sc/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { defineLegacyCall } from '../../http/defineCall.js';
import {
  createQuotation,
  getQuotation,
  listMyQuotations,
  listOpenQuotationOptions,
  updateQuotation,
} from './quotations.service.js';

export function registerQuotationRoutes(app: FastifyInstance, ctx: AppContext) {
  const tags = ['Quotations'];
  defineLegacyCall(
    app,
    ctx,
    {
      path: apiPaths.quotationList,
      summary: 'My quotations, newest first (keyword over name and number; all, open or expired)',
      tags,
      access: 'quotation:read',
      body: QuotationListQuerySchema,
      result: pageOf(QuotationSummarySchema),
    },
    (input, caller) => listMyQuotations(ctx, caller, input),
  );
  defineLegacyCall(
    app,
    ctx,
    {
      path: apiPaths.quotationSelect,
      summary: 'My open quotations for pickers (e.g. to send in a chat), newest first',
      tags,
      access: 'quotation:read',
      body: QuotationSelectQuerySchema,
      result: z.array(QuotationOptionSchema),
    },
    (input, caller) => listOpenQuotationOptions(ctx, caller, input?.keyword),
  );
  defineLegacyCall(
    app,
    ctx,
    {
      path: apiPaths.quotationInfo,
      summary: 'One quotation with its product lines',
      tags,
      access: 'quotation:read',
      body: IdSchema,
      result: QuotationSchema,
    },
    (input, caller) => getQuotation(ctx, caller, input.id),
  );
  defineLegacyCall(
    app,
    ctx,
    {
      path: apiPaths.quotationCreate,
      summary: 'Create a quotation (version 1, numbered per company and year)',
      tags,
      access: 'quotation:write',
      body: QuotationInputSchema,
      result: QuotationSchema,
    },
    (input, caller) => createQuotation(ctx, caller, input),
  );
  defineLegacyCall(
    app,
    ctx,
    {
      path: apiPaths.quotationUpdate,
      summary: 'Change a quotation: replaces its lines and adds 1 to its version',
      tags,
      access: 'quotation:write',
      body: QuotationUpdateSchema,
      result: QuotationSchema,
    },
    (input, caller) => updateQuotation(ctx, caller, input.id, input),
  );
}
