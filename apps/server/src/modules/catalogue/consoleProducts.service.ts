import {
  barcodeSearchKey,
  type CallInput,
  type ConsoleMasterProduct,
  type ConsoleMasterProductDetail,
  type consoleCatalogueCalls,
  type FileRef,
  type Lang,
  type Page,
} from '@sc/contract';
import type { AppContext } from '../../context.js';
import type { Database } from '../../db/client.js';
import { inTransaction } from '../../db/inTransaction.js';
import { keywordAsCodes } from '../../db/keywordCodes.js';
import { pageRange, toPage } from '../../db/page.js';
import { AppError } from '../../http/AppError.js';
import type { StaffCaller } from '../../http/caller.js';
import { recordAudit } from '../audit/audit.service.js';
import { getFileRefsById, resolvePlatformImageIds, storeUpload } from '../files/files.service.js';
import {
  getCategoryPaths,
  hasCategory,
  listCategoryAndDescendants,
} from '../reference/categories.service.js';
import { onCatalogueChanged } from './catalogue.service.js';
import { findBrand } from './consoleBrands.repository.js';
import { toConsoleProductDto } from './consoleProducts.presenter.js';
import {
  type ConsoleProductRow,
  countLinks,
  findActiveByBarcodeKey,
  findConsoleProduct,
  insertMasterProduct,
  listConsoleProducts,
  lockBarcodeKey,
  lockMasterProducts,
  type NewMasterProductRow,
  updateMasterProductRow,
} from './consoleProducts.repository.js';

type ProductInput = CallInput<typeof consoleCatalogueCalls.productCreate>;

/** The text suppliers' keyword search reads: lower-cased name and brand. */
export function masterSearchText(name: string, brandName: string): string {
  return `${name} ${brandName}`.toLowerCase();
}

/** Console rows as JSON: one category, one file and one link-count lookup for the whole list. */
export async function presentConsoleProducts(
  ctx: AppContext,
  rows: ConsoleProductRow[],
  lang: Lang,
): Promise<ConsoleMasterProduct[]> {
  const [pathOf, files, counts] = await Promise.all([
    getCategoryPaths(ctx, lang),
    getFileRefsById(
      ctx,
      rows.flatMap((row) => row.product.imageIds),
    ),
    countLinks(
      ctx.db,
      rows.map((row) => row.product.id),
    ),
  ]);
  return rows.map((row) => toConsoleProductDto(row, counts.get(row.product.id), pathOf, files));
}

/**
 * The catalogue for the platform team: by words, UPC/EAN (leading zeros or not) or MID, brand,
 * category (a main category with its sub-categories) and state, newest first.
 */
export async function listProductsOfConsole(
  ctx: AppContext,
  query: CallInput<typeof consoleCatalogueCalls.productList>,
  lang: Lang,
): Promise<Page<ConsoleMasterProduct>> {
  const keyword = query.keyword ?? '';
  const { rows, total } = await listConsoleProducts(
    ctx.db,
    {
      words: keyword.toLowerCase().split(/\s+/).filter(Boolean).slice(0, 6),
      ...(keyword ? { keywordCodes: keywordAsCodes(keyword) } : {}),
      ...(query.brandId ? { brandId: query.brandId } : {}),
      ...(query.categoryId ? { categoryIds: await listCategoryAndDescendants(ctx, query.categoryId) } : {}),
      state: query.state,
    },
    pageRange(query),
  );
  return toPage(await presentConsoleProducts(ctx, rows, lang), total, query);
}

/** One master product with its links and the other active products sharing its barcode. */
export async function getProductOfConsole(
  ctx: AppContext,
  id: number,
  lang: Lang,
): Promise<ConsoleMasterProductDetail> {
  const row = await findConsoleProduct(ctx.db, id);
  if (!row) throw new AppError('RECORD_NOT_FOUND');
  const same = await findActiveByBarcodeKey(ctx.db, row.product.barcodeKey, id);
  const [product, ...sameBarcode] = await presentConsoleProducts(ctx, [row, ...same], lang);
  if (!product) throw new AppError('RECORD_NOT_FOUND');
  return { ...product, sameBarcode };
}

/** Checks a product form's references (brand, category, pictures) and shapes the row's values. */
async function productValues(ctx: AppContext, input: ProductInput) {
  const [brand, isKnownCategory, imageIds] = await Promise.all([
    findBrand(ctx.db, input.brandId),
    hasCategory(ctx, input.categoryId),
    resolvePlatformImageIds(ctx, input.imageIds, 'imageIds'),
  ]);
  if (!brand) throw new AppError('VALIDATION', { fields: { brandId: 'error.catalogue.brandRequired' } });
  if (!isKnownCategory)
    throw new AppError('VALIDATION', { fields: { categoryId: 'validation.categoryUnknown' } });
  return {
    brandName: brand.name,
    values: {
      barcode: input.barcode,
      barcodeKey: barcodeSearchKey(input.barcode),
      mid: input.mid,
      name: input.name,
      brandId: brand.id,
      categoryId: input.categoryId,
      origin: input.origin ?? null,
      specs: input.specs,
      imageIds,
      searchText: masterSearchText(input.name, brand.name),
    } satisfies NewMasterProductRow,
  };
}

/** Refuses a barcode another active product has (MASTER_BARCODE_TAKEN, on the barcode field). */
async function assertBarcodeFree(tx: Database, barcodeKey: string, exceptId?: number): Promise<void> {
  await lockBarcodeKey(tx, barcodeKey);
  const [other] = await findActiveByBarcodeKey(tx, barcodeKey, exceptId);
  if (other)
    throw new AppError('MASTER_BARCODE_TAKEN', { fields: { barcode: 'error.MASTER_BARCODE_TAKEN' } });
}

/** Adds a master product; suppliers find it at once. Audited in the same transaction. */
export async function createMasterProduct(
  ctx: AppContext,
  caller: StaffCaller,
  input: ProductInput,
  lang: Lang,
): Promise<ConsoleMasterProductDetail> {
  const { brandName, values } = await productValues(ctx, input);
  const id = await inTransaction(ctx.db, async (tx) => {
    await assertBarcodeFree(tx, values.barcodeKey);
    const row = await insertMasterProduct(tx, values);
    await recordAudit(tx, {
      actor: caller,
      action: 'catalogue.product.create',
      targetType: 'master_product',
      targetId: row.id,
      details: { barcode: row.barcode, mid: row.mid, name: row.name, brand: brandName },
    });
    return row.id;
  });
  onCatalogueChanged(ctx);
  return getProductOfConsole(ctx, id, lang);
}

const AUDITED_FIELDS = [
  'barcode',
  'mid',
  'name',
  'brandId',
  'categoryId',
  'origin',
  'specs',
  'imageIds',
] as const;

/**
 * Saves the form over a master product; the new name, brand or category reaches suppliers' searches
 * at once (their linked copies keep their own fields). A merged product cannot change.
 */
export async function updateMasterProduct(
  ctx: AppContext,
  caller: StaffCaller,
  input: CallInput<typeof consoleCatalogueCalls.productUpdate>,
  lang: Lang,
): Promise<ConsoleMasterProductDetail> {
  const { values } = await productValues(ctx, input);
  await inTransaction(ctx.db, async (tx) => {
    const [before] = await lockMasterProducts(tx, [input.id]);
    if (!before) throw new AppError('RECORD_NOT_FOUND');
    if (before.mergedIntoId !== null) throw new AppError('MASTER_PRODUCT_MERGED');
    if (!before.retiredAt) await assertBarcodeFree(tx, values.barcodeKey, before.id);
    const changes = Object.fromEntries(
      AUDITED_FIELDS.filter((field) => JSON.stringify(before[field]) !== JSON.stringify(values[field])).map(
        (field) => [field, { from: before[field], to: values[field] }],
      ),
    );
    if (Object.keys(changes).length === 0) return;
    await updateMasterProductRow(tx, before.id, values);
    await recordAudit(tx, {
      actor: caller,
      action: 'catalogue.product.update',
      targetType: 'master_product',
      targetId: before.id,
      details: { name: values.name, changes },
    });
  });
  onCatalogueChanged(ctx);
  return getProductOfConsole(ctx, input.id, lang);
}

/**
 * Retires a master product (out of suppliers' and buyers' searches, no new links; suppliers' linked
 * copies stay, marked "no longer in the catalogue") or puts it back, unless another active product
 * took its barcode meanwhile. A merged product stays retired. Audited.
 */
export async function retireMasterProduct(
  ctx: AppContext,
  caller: StaffCaller,
  input: CallInput<typeof consoleCatalogueCalls.productRetire>,
  lang: Lang,
): Promise<ConsoleMasterProductDetail> {
  const changed = await inTransaction(ctx.db, async (tx) => {
    const [product] = await lockMasterProducts(tx, [input.id]);
    if (!product) throw new AppError('RECORD_NOT_FOUND');
    if (product.mergedIntoId !== null) throw new AppError('MASTER_PRODUCT_MERGED');
    if (input.retired === (product.retiredAt !== null)) return false;
    if (!input.retired) await assertBarcodeFree(tx, product.barcodeKey, product.id);
    await updateMasterProductRow(tx, product.id, { retiredAt: input.retired ? ctx.clock.now() : null });
    await recordAudit(tx, {
      actor: caller,
      action: input.retired ? 'catalogue.product.retire' : 'catalogue.product.restore',
      targetType: 'master_product',
      targetId: product.id,
      details: { barcode: product.barcode, name: product.name },
    });
    return true;
  });
  if (changed) onCatalogueChanged(ctx);
  return getProductOfConsole(ctx, input.id, lang);
}

/** Stores a picture for the catalogue (a product image or a brand logo): public, checked by content. */
export async function storeCataloguePicture(
  ctx: AppContext,
  upload: { fileName: string; bytes: Buffer },
): Promise<FileRef> {
  const row = await storeUpload(
    ctx,
    { supplierId: null },
    { purpose: 'catalogue', fileName: upload.fileName, bytes: upload.bytes },
  );
  const ref = (await getFileRefsById(ctx, [row.id])).get(row.id);
  if (!ref) throw new AppError('RECORD_NOT_FOUND');
  return ref;
}
