import { consoleSupplierCalls } from '@sc/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { defineCall } from '../../http/defineCall.js';
import {
  getConsoleSupplierDetail,
  listConsoleSupplierLedger,
  listConsoleSuppliers,
} from './supplierDirectory.service.js';
import { reactivateSupplier, suspendSupplier } from './suspension.service.js';

/** The platform team's suppliers: companies, their state, one in full, suspension (console:suppliers). */
export function registerConsoleSupplierRoutes(app: FastifyInstance, ctx: AppContext) {
  defineCall(app, ctx, consoleSupplierCalls.list, 'console:suppliers', (input) =>
    listConsoleSuppliers(ctx, input),
  );
  defineCall(app, ctx, consoleSupplierCalls.info, 'console:suppliers', (input, _staff, request) =>
    getConsoleSupplierDetail(ctx, input.supplierId, request.lang),
  );
  defineCall(app, ctx, consoleSupplierCalls.ledger, 'console:suppliers', (input) =>
    listConsoleSupplierLedger(ctx, input),
  );
  defineCall(app, ctx, consoleSupplierCalls.suspend, 'console:suppliers', (input, staff) =>
    suspendSupplier(ctx, staff, input),
  );
  defineCall(app, ctx, consoleSupplierCalls.reactivate, 'console:suppliers', (input, staff) =>
    reactivateSupplier(ctx, staff, input),
  );
}
