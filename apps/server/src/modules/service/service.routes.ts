import { serviceCalls } from '@sc/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { defineCall } from '../../http/defineCall.js';
import { getQuota, getServiceStatus, getTimeRemaining, listLedgerPage } from './service.service.js';

export function registerServiceRoutes(app: FastifyInstance, ctx: AppContext) {
  defineCall(app, ctx, serviceCalls.effectiveService, 'service:read', (_input, caller) =>
    getServiceStatus(ctx.db, caller.supplierId, ctx.clock.now()),
  );
  defineCall(app, ctx, serviceCalls.timeRemaining, 'service:read', (_input, caller) =>
    getTimeRemaining(ctx.db, caller.supplierId, ctx.clock.now()),
  );
  defineCall(app, ctx, serviceCalls.quota, 'service:read', (_input, caller) =>
    getQuota(ctx.db, caller.supplierId, ctx.clock.now()),
  );
  defineCall(app, ctx, serviceCalls.quotaLedger, 'service:read', (input, caller) =>
    listLedgerPage(ctx, caller, input),
  );
}
