import {
  apiPaths,
  pageOf,
  QuotaLedgerEntrySchema,
  QuotaLedgerQuerySchema,
  QuotaSchema,
  ServiceStatusSchema,
  TimeRemainingSchema,
} from '@sc/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { defineCall } from '../../http/defineCall.js';
import { getQuota, getServiceStatus, listQuotaLedger } from './service.service.js';

/** The spec sends `{}` (or a supplierId that is ignored: the token says who is asking). */
const NoInput = z.object({}).loose();

export function registerServiceRoutes(app: FastifyInstance, ctx: AppContext) {
  const tags = ['Service and quota'];
  defineCall(
    app,
    ctx,
    {
      path: apiPaths.effectiveService,
      summary: "My company's live service: trial with days left, subscription, or none",
      tags,
      access: 'service:read',
      body: NoInput,
      result: ServiceStatusSchema,
    },
    (_input, caller) => getServiceStatus(ctx.db, caller.supplierId),
  );
  defineCall(
    app,
    ctx,
    {
      path: apiPaths.timeRemaining,
      summary: 'Days left of the live service',
      tags,
      access: 'service:read',
      body: NoInput,
      result: TimeRemainingSchema,
    },
    async (_input, caller) => {
      const service = await getServiceStatus(ctx.db, caller.supplierId);
      return { live: service.status !== 'none', daysLeft: service.daysLeft, endsAt: service.endsAt };
    },
  );
  defineCall(
    app,
    ctx,
    {
      path: apiPaths.quotaInfo,
      summary: 'My buyer-contact quota: total, used, remaining, and active (spendable now)',
      tags,
      access: 'service:read',
      body: NoInput,
      result: QuotaSchema,
    },
    (_input, caller) => getQuota(ctx.db, caller.supplierId),
  );
  defineCall(
    app,
    ctx,
    {
      path: apiPaths.quotaLedger,
      summary: 'Every credit and debit of my quota, newest first',
      tags,
      access: 'service:read',
      body: QuotaLedgerQuerySchema,
      result: pageOf(QuotaLedgerEntrySchema),
    },
    (input, caller) => listQuotaLedger(ctx, caller, input),
  );
}
