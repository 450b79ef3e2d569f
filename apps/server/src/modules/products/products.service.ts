import {
  barcodeSearchKey,
  type Lang,
  type MyProductQuerySchema,
  type Page,
  type Product,
  type ProductDeleteCheck,
  type ProductDeleteReason,
  type ProductInputSchema,
  translate,
} from '@sc/contract';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import { isForeignKeyViolation, isUniqueViolation } from '../../db/isUniqueViolation.js';
import { pageRange, toPage } from '../../db/page.js';
import { AppError } from '../../http/AppError.js';
import type { SupplierCaller } from '../../http/caller.js';
import { getMasterProductToLink, listRetiredMasterProductIds } from '../catalogue/catalogue.service.js';
import { getFileRefsById, resolveImageIds } from '../files/files.service.js';
import { assertOffered } from '../reference/attributes.service.js';
import {
  getCategoryPaths,
  hasCategory,
  listCategoryAndDescendants,
} from '../reference/categories.service.js';
import { isProductExhibited, markExhibited } from '../showroom/showroom.service.js';
import { type ListedProduct, toProductDto } from './products.presenter.js';
import {
  deleteProduct,
  findLinkedProductId,
  findProduct,
  findProductsByIds,
  insertProduct,
  listProducts,
  type NewProductRow,
  updateProduct,
} from './products.repository.js';

type ProductInput = z.output<typeof ProductInputSchema>;

/** Product rows as JSON: one category lookup and one file lookup for the whole list. */
async function presentProducts(ctx: AppContext, rows: ListedProduct[], lang: Lang): Promise<Product[]> {
  const [pathOf, files, retiredMasters] = await Promise.all([
    getCategoryPaths(ctx, lang),
    getFileRefsById(
      ctx,
      rows.flatMap((r) => r.product.imageIds),
    ),
    listRetiredMasterProductIds(
      ctx,
      rows.flatMap((r) => r.product.masterProductId ?? []),
    ),
  ]);
  return rows.map((row) => toProductDto(row, pathOf, files, retiredMasters));
}

/** Throws RECORD_NOT_FOUND unless the product is the caller's (another supplier's id finds nothing). */
export async function requireMyProduct(ctx: AppContext, caller: SupplierCaller, id: number): Promise<void> {
  await findMyProduct(ctx, caller, id);
}

async function findMyProduct(ctx: AppContext, caller: SupplierCaller, id: number) {
  const row = await findProduct(ctx.db, caller.supplierId, id);
  if (!row) throw new AppError('RECORD_NOT_FOUND');
  return row;
}

/** One of the caller's products, or RECORD_NOT_FOUND (also for another supplier's id). */
export async function getProduct(
  ctx: AppContext,
  caller: SupplierCaller,
  id: number,
  lang: Lang,
): Promise<Product> {
  const row = await findProduct(ctx.db, caller.supplierId, id);
  if (!row) throw new AppError('RECORD_NOT_FOUND');
  const [product] = await presentProducts(ctx, [row], lang);
  if (!product) throw new AppError('RECORD_NOT_FOUND');
  return product;
}

/** My company's product linked to a catalogue product, if it has one (its id). */
export function findMyLinkedProductId(
  ctx: AppContext,
  caller: SupplierCaller,
  masterProductId: number,
): Promise<number | null> {
  return findLinkedProductId(ctx.db, caller.supplierId, masterProductId);
}

/** A page of my products, newest first, by words, kind and category (with its sub-categories). */
export async function listMyProducts(
  ctx: AppContext,
  caller: SupplierCaller,
  query: z.output<typeof MyProductQuerySchema>,
  lang: Lang,
): Promise<Page<Product>> {
  const { rows, total } = await listProducts(
    ctx.db,
    caller.supplierId,
    {
      keyword: query.keyword,
      kind: query.kind,
      categoryIds: query.categoryId ? await listCategoryAndDescendants(ctx, query.categoryId) : undefined,
    },
    pageRange(query),
  );
  return markExhibited(ctx, caller, toPage(await presentProducts(ctx, rows, lang), total, query));
}

/** All my products, newest first (up to the repository's cap), for pickers. */
export async function listAllMyProducts(
  ctx: AppContext,
  caller: SupplierCaller,
  lang: Lang,
): Promise<Product[]> {
  const { rows } = await listProducts(ctx.db, caller.supplierId, {});
  return presentProducts(ctx, rows, lang);
}

/** Those of the given ids that are my products, by id, in one query (others are simply absent). */
export async function listMyProductsByIds(
  ctx: AppContext,
  caller: SupplierCaller,
  ids: number[],
  lang: Lang,
): Promise<Map<number, Product>> {
  const rows = await findProductsByIds(ctx.db, caller.supplierId, [...new Set(ids)]);
  return new Map((await presentProducts(ctx, rows, lang)).map((product) => [product.id, product]));
}

/**
 * Checks references of a product form (category, images, a pricing unit still offered unless the
 * product had it) and shapes the row's values.
 */
async function productValues(
  ctx: AppContext,
  caller: SupplierCaller,
  input: ProductInput,
  hadUnit: string | null = null,
) {
  await assertOffered(ctx, [
    { field: 'pricingUnit', list: 'unit', value: input.pricingUnit, had: [hadUnit] },
  ]);
  if (input.categoryId && !(await hasCategory(ctx, input.categoryId))) {
    throw new AppError('VALIDATION', { fields: { categoryId: 'validation.categoryUnknown' } });
  }
  return {
    barcode: input.barcode,
    barcodeKey: barcodeSearchKey(input.barcode),
    mid: input.mid,
    name: input.name,
    brand: input.brand || null,
    categoryId: input.categoryId ?? null,
    origin: input.origin ?? null,
    specs: input.specs,
    imageIds: await resolveImageIds(ctx, caller, input.imageIds),
    shelfLifeDays: input.shelfLifeDays ?? null,
    unitsPerPack: input.unitsPerPack ?? null,
    unitsPerCase: input.unitsPerCase ?? null,
    casesPerPallet: input.casesPerPallet ?? null,
    remark: input.remark || null,
    pricingUnit: input.pricingUnit,
  } satisfies Partial<NewProductRow>;
}

/** Creates one of my own products (not linked to the catalogue) from the product form. */
export async function createOwnProduct(
  ctx: AppContext,
  caller: SupplierCaller,
  input: ProductInput,
  lang: Lang,
) {
  const row = await insertProduct(ctx.db, {
    supplierId: caller.supplierId,
    ...(await productValues(ctx, caller, input)),
  });
  return getProduct(ctx, caller, row.id, lang);
}

/** Saves the product form over one of my products. */
export async function updateMyProduct(
  ctx: AppContext,
  caller: SupplierCaller,
  id: number,
  input: ProductInput,
  lang: Lang,
) {
  const current = await findMyProduct(ctx, caller, id);
  await updateProduct(
    ctx.db,
    caller.supplierId,
    id,
    await productValues(ctx, caller, input, current.product.pricingUnit),
  );
  return getProduct(ctx, caller, id, lang);
}

/**
 * Adds a master product to my list as a linked product (its fields copied, editable); once only,
 * and never a product the platform retired (MASTER_PRODUCT_RETIRED).
 */
export async function linkMasterProduct(
  ctx: AppContext,
  caller: SupplierCaller,
  masterProductId: number,
  lang: Lang,
) {
  const master = await getMasterProductToLink(ctx, masterProductId);
  const p = master.product;
  try {
    const row = await insertProduct(ctx.db, {
      supplierId: caller.supplierId,
      masterProductId: p.id,
      barcode: p.barcode,
      barcodeKey: p.barcodeKey,
      mid: p.mid,
      name: p.name,
      brand: master.brand,
      categoryId: p.categoryId,
      origin: p.origin,
      specs: p.specs,
      imageIds: p.imageIds,
    });
    return await getProduct(ctx, caller, row.id, lang);
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('ALREADY_IN_LIST');
    throw error;
  }
}

/** What keeps one of my products from being deleted: my showroom, and open quotations with a line for it. */
async function findProductUses(ctx: AppContext, supplierId: number, id: number) {
  const [exhibited, openQuotations] = await Promise.all([
    isProductExhibited(ctx.db, supplierId, id),
    ctx.productUses.openQuotations(ctx.db, supplierId, id),
  ]);
  return {
    exhibited,
    openQuotations,
    quotations: openQuotations.map((q) => `${q.number} “${q.name}”`).join(', '),
  };
}

/**
 * Before the delete confirm: whether one of my products can be deleted now and, if not, each reason
 * with what to do, in the caller's language (the rule deleteMyProduct applies). RECORD_NOT_FOUND
 * for a product that is not mine.
 */
export async function checkProductDeletion(
  ctx: AppContext,
  caller: SupplierCaller,
  id: number,
  lang: Lang,
): Promise<ProductDeleteCheck> {
  if (!(await findProduct(ctx.db, caller.supplierId, id))) throw new AppError('RECORD_NOT_FOUND');
  const uses = await findProductUses(ctx, caller.supplierId, id);
  const reasons: ProductDeleteReason[] = [];
  if (uses.exhibited)
    reasons.push({ kind: 'showroom', message: translate(lang, 'productDeleteReason.showroom') });
  if (uses.openQuotations.length > 0)
    reasons.push({
      kind: 'quotations',
      message: translate(lang, 'productDeleteReason.quotations', { quotations: uses.quotations }),
    });
  return { canDelete: reasons.length === 0, reasons };
}

/**
 * Deletes one of my products with its quotes, unless buyers can still meet it: displayed in my
 * showroom, or a line of an open quotation (expired quotations keep their copy of the product).
 */
export async function deleteMyProduct(ctx: AppContext, caller: SupplierCaller, id: number): Promise<void> {
  const { exhibited, openQuotations, quotations } = await findProductUses(ctx, caller.supplierId, id);
  if (exhibited || openQuotations.length > 0) {
    const key = !exhibited ? 'quotations' : openQuotations.length > 0 ? 'both' : 'showroom';
    throw new AppError('PRODUCT_IN_USE', {
      values: { reason: { key: `productInUse.${key}`, values: { quotations } } },
    });
  }
  try {
    if (!(await deleteProduct(ctx.db, caller.supplierId, id))) throw new AppError('RECORD_NOT_FOUND');
  } catch (error) {
    // Put in the showroom between the check and the delete: the exhibit's foreign key refused it.
    if (!isForeignKeyViolation(error)) throw error;
    throw new AppError('PRODUCT_IN_USE', { values: { reason: { key: 'productInUse.showroom' } } });
  }
}
