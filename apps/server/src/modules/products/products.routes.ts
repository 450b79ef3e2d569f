import { productCalls } from '@sc/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { defineCall } from '../../http/defineCall.js';
import { confirmImport, previewImport } from './productImport.service.js';
import {
  checkProductDeletion,
  createOwnProduct,
  deleteMyProduct,
  getProduct,
  linkMasterProduct,
  listAllMyProducts,
  listMyProducts,
  updateMyProduct,
} from './products.service.js';

export function registerProductRoutes(app: FastifyInstance, ctx: AppContext) {
  defineCall(app, ctx, productCalls.list, 'product:read', (input, caller, request) =>
    listMyProducts(ctx, caller, input, request.lang),
  );
  defineCall(app, ctx, productCalls.listAll, 'product:read', (_input, caller, request) =>
    listAllMyProducts(ctx, caller, request.lang),
  );
  defineCall(app, ctx, productCalls.info, 'product:read', (input, caller, request) =>
    getProduct(ctx, caller, input.id, request.lang),
  );
  defineCall(app, ctx, productCalls.create, 'product:write', (input, caller, request) =>
    createOwnProduct(ctx, caller, input, request.lang),
  );
  defineCall(app, ctx, productCalls.update, 'product:write', (input, caller, request) =>
    updateMyProduct(ctx, caller, input.id, input, request.lang),
  );
  defineCall(app, ctx, productCalls.delete, 'product:write', async (input, caller) => {
    await deleteMyProduct(ctx, caller, input.id);
    return null;
  });
  defineCall(app, ctx, productCalls.deleteCheck, 'product:write', (input, caller, request) =>
    checkProductDeletion(ctx, caller, input.id, request.lang),
  );
  defineCall(app, ctx, productCalls.importPreview, 'product:write', (input, caller, request) =>
    previewImport(ctx, caller, input.fileId, request.lang),
  );
  defineCall(app, ctx, productCalls.importConfirm, 'product:write', (input, caller, request) =>
    confirmImport(ctx, caller, input.fileId, request.lang),
  );
  defineCall(app, ctx, productCalls.link, 'product:write', (input, caller, request) =>
    linkMasterProduct(ctx, caller, input.masterProductId, request.lang),
  );
}
