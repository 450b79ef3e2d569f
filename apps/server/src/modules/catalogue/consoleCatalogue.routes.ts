import { consoleCatalogueCalls as calls, consoleCatalogueUpload } from '@sc/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { defineCall } from '../../http/defineCall.js';
import { defineStaffUpload } from '../../http/defineUpload.js';
import {
  createSubcategory,
  deleteSubcategory,
  getConsoleCategoryTree,
  moveSubcategory,
  renameCategory,
  reorderCategories,
} from '../reference/categories.console.service.js';
import { createBrand, deleteBrand, listBrandsOfConsole, updateBrand } from './consoleBrands.service.js';
import {
  createMasterProduct,
  getProductOfConsole,
  listProductsOfConsole,
  retireMasterProduct,
  storeCataloguePicture,
  updateMasterProduct,
} from './consoleProducts.service.js';
import { listDuplicateGroups, mergeMasterProducts } from './productMerge.service.js';

/** The platform team's master catalogue: products, brands, categories (permission console:catalogue). */
export function registerConsoleCatalogueRoutes(app: FastifyInstance, ctx: AppContext) {
  const access = 'console:catalogue';
  defineCall(app, ctx, calls.productList, access, (input, _staff, request) =>
    listProductsOfConsole(ctx, input, request.lang),
  );
  defineCall(app, ctx, calls.productInfo, access, (input, _staff, request) =>
    getProductOfConsole(ctx, input.id, request.lang),
  );
  defineCall(app, ctx, calls.productCreate, access, (input, staff, request) =>
    createMasterProduct(ctx, staff, input, request.lang),
  );
  defineCall(app, ctx, calls.productUpdate, access, (input, staff, request) =>
    updateMasterProduct(ctx, staff, input, request.lang),
  );
  defineCall(app, ctx, calls.productRetire, access, (input, staff, request) =>
    retireMasterProduct(ctx, staff, input, request.lang),
  );
  defineCall(app, ctx, calls.duplicates, access, (input, _staff, request) =>
    listDuplicateGroups(ctx, input, request.lang),
  );
  defineCall(app, ctx, calls.merge, access, (input, staff, request) =>
    mergeMasterProducts(ctx, staff, input, request.lang),
  );
  defineCall(app, ctx, calls.brandList, access, (input) => listBrandsOfConsole(ctx, input));
  defineCall(app, ctx, calls.brandCreate, access, (input, staff) => createBrand(ctx, staff, input));
  defineCall(app, ctx, calls.brandUpdate, access, (input, staff) => updateBrand(ctx, staff, input));
  defineCall(app, ctx, calls.brandDelete, access, async (input, staff) => {
    await deleteBrand(ctx, staff, input.id);
    return null;
  });
  defineCall(app, ctx, calls.categoryTree, access, () => getConsoleCategoryTree(ctx));
  defineCall(app, ctx, calls.categoryCreate, access, (input, staff) => createSubcategory(ctx, staff, input));
  defineCall(app, ctx, calls.categoryRename, access, (input, staff) => renameCategory(ctx, staff, input));
  defineCall(app, ctx, calls.categoryMove, access, (input, staff) => moveSubcategory(ctx, staff, input));
  defineCall(app, ctx, calls.categoryReorder, access, (input, staff) => reorderCategories(ctx, staff, input));
  defineCall(app, ctx, calls.categoryDelete, access, (input, staff) =>
    deleteSubcategory(ctx, staff, input.id),
  );
  defineStaffUpload(app, ctx, consoleCatalogueUpload, access, (upload) => storeCataloguePicture(ctx, upload));
}
