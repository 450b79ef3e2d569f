import { buyerAppCalls } from '@sc/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { defineCall } from '../../http/defineCall.js';
import { getShowroomProduct, getSupplierShowroom, listSupplierDirectory } from './showroom.service.js';

/** Suppliers and their showrooms as buyers browse them. */
export function registerShowroomRoutes(app: FastifyInstance, ctx: AppContext) {
  defineCall(app, ctx, buyerAppCalls.suppliers, 'buyerApp:chat', (input) =>
    listSupplierDirectory(ctx, input),
  );
  defineCall(app, ctx, buyerAppCalls.supplierShowroom, 'buyerApp:chat', (input, caller, request) =>
    getSupplierShowroom(ctx, caller, input.supplierId, request.lang),
  );
  defineCall(app, ctx, buyerAppCalls.product, 'buyerApp:chat', (input, caller) =>
    getShowroomProduct(ctx, caller, input.productId),
  );
}
