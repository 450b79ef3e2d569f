import {
  apiPaths,
  ProductIdOnlySchema,
  pageOf,
  ShowroomProductSchema,
  SupplierCardSchema,
  SupplierDirectoryQuerySchema,
  SupplierIdSchema,
  SupplierShowroomSchema,
} from '@sc/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { defineLegacyCall } from '../../http/defineCall.js';
import { getShowroomProduct, getSupplierShowroom, listSupplierDirectory } from './showroom.service.js';

export function registerShowroomRoutes(app: FastifyInstance, ctx: AppContext) {
  const tags = ["Buyers' app"];
  defineLegacyCall(
    app,
    ctx,
    {
      path: apiPaths.buyerAppSupplierList,
      summary: 'Supplier companies a buyer can browse and write to',
      tags,
      access: 'buyerApp:chat',
      body: SupplierDirectoryQuerySchema,
      result: pageOf(SupplierCardSchema),
    },
    (input) => listSupplierDirectory(ctx, input),
  );
  defineLegacyCall(
    app,
    ctx,
    {
      path: apiPaths.buyerAppSupplierInfo,
      summary: "A supplier's showroom: company and products (the visit is recorded for the supplier)",
      tags,
      access: 'buyerApp:chat',
      body: SupplierIdSchema,
      result: SupplierShowroomSchema,
    },
    (input, caller) => getSupplierShowroom(ctx, caller, input.supplierId),
  );
  defineLegacyCall(
    app,
    ctx,
    {
      path: apiPaths.buyerAppProductInfo,
      summary: 'One product of a supplier (the visit is recorded for the supplier)',
      tags,
      access: 'buyerApp:chat',
      body: ProductIdOnlySchema,
      result: ShowroomProductSchema,
    },
    (input, caller) => getShowroomProduct(ctx, caller, input.productId),
  );
}
