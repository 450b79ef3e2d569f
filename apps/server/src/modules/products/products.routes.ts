import {
  apiPaths,
  EmptySchema,
  IdSchema,
  ImportConfirmSchema,
  ImportPreviewSchema,
  ImportResultSchema,
  LinkMasterProductSchema,
  MyProductQuerySchema,
  OkSchema,
  ProductInputSchema,
  ProductSchema,
  ProductUpdateSchema,
  pageOf,
} from '@sc/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { defineLegacyCall } from '../../http/defineCall.js';
import { markExhibited } from '../showroom/showroom.service.js';
import { confirmImport, previewImport } from './productImport.service.js';
import {
  createOwnProduct,
  deleteMyProduct,
  getProduct,
  linkMasterProduct,
  listAllMyProducts,
  listMyProducts,
  updateMyProduct,
} from './products.service.js';

export function registerProductRoutes(app: FastifyInstance, ctx: AppContext) {
  const tags = ['My products'];
  defineLegacyCall(
    app,
    ctx,
    {
      path: apiPaths.myProductList,
      summary: 'My products, paged, each marked when displayed in my showroom',
      tags,
      access: 'product:read',
      body: MyProductQuerySchema,
      result: pageOf(ProductSchema),
    },
    async (input, caller, request) =>
      markExhibited(ctx, caller, await listMyProducts(ctx, caller, input, request.lang)),
  );
  defineLegacyCall(
    app,
    ctx,
    {
      path: apiPaths.myProductListNoPage,
      summary: 'All my products (pickers)',
      tags,
      access: 'product:read',
      body: EmptySchema,
      result: z.array(ProductSchema),
    },
    (_input, caller, request) => listAllMyProducts(ctx, caller, request.lang),
  );
  defineLegacyCall(
    app,
    ctx,
    {
      path: apiPaths.myProductInfo,
      summary: 'One of my products',
      tags,
      access: 'product:read',
      body: IdSchema,
      result: ProductSchema,
    },
    (input, caller, request) => getProduct(ctx, caller, input.id, request.lang),
  );
  defineLegacyCall(
    app,
    ctx,
    {
      path: apiPaths.myProductCreate,
      summary: 'Create an own product',
      tags,
      access: 'product:write',
      body: ProductInputSchema,
      result: ProductSchema,
    },
    (input, caller, request) => createOwnProduct(ctx, caller, input, request.lang),
  );
  defineLegacyCall(
    app,
    ctx,
    {
      path: apiPaths.myProductUpdate,
      summary: 'Edit one of my products (own or linked)',
      tags,
      access: 'product:write',
      body: ProductUpdateSchema,
      result: ProductSchema,
    },
    (input, caller, request) => updateMyProduct(ctx, caller, input.id, input, request.lang),
  );
  defineLegacyCall(
    app,
    ctx,
    {
      path: apiPaths.myProductDelete,
      summary: 'Delete one of my products with its quotes',
      tags,
      access: 'product:write',
      body: IdSchema,
      result: OkSchema,
    },
    async (input, caller) => {
      await deleteMyProduct(ctx, caller, input.id);
      return null;
    },
  );
  defineLegacyCall(
    app,
    ctx,
    {
      path: apiPaths.myProductImportPreview,
      summary: 'Check an uploaded CSV/XLSX of products: each row with its bad cells; creates nothing',
      tags,
      access: 'product:write',
      body: ImportConfirmSchema,
      result: ImportPreviewSchema,
    },
    (input, caller, request) => previewImport(ctx, caller, input.fileId, request.lang),
  );
  defineLegacyCall(
    app,
    ctx,
    {
      path: apiPaths.myProductImportConfirm,
      summary: 'Create the valid rows of an uploaded CSV/XLSX as own products',
      tags,
      access: 'product:write',
      body: ImportConfirmSchema,
      result: ImportResultSchema,
    },
    (input, caller, request) => confirmImport(ctx, caller, input.fileId, request.lang),
  );
  for (const path of [apiPaths.myProductLink, apiPaths.supplierProductLink]) {
    defineLegacyCall(
      app,
      ctx,
      {
        path,
        summary: 'Add a master product to my list (once)',
        tags,
        access: 'product:write',
        body: LinkMasterProductSchema,
        result: ProductSchema,
      },
      (input, caller, request) => linkMasterProduct(ctx, caller, input.masterProductId, request.lang),
    );
  }
}
