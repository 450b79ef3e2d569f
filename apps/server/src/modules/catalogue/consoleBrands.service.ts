import type { CallInput, ConsoleBrand, consoleCatalogueCalls, Page } from '@sc/contract';
import type { AppContext } from '../../context.js';
import { inTransaction } from '../../db/inTransaction.js';
import { isUniqueViolation } from '../../db/isUniqueViolation.js';
import { pageRange, toPage } from '../../db/page.js';
import { AppError } from '../../http/AppError.js';
import type { StaffCaller } from '../../http/caller.js';
import { recordAudit } from '../audit/audit.service.js';
import { getFileRefsById, resolvePlatformImageIds } from '../files/files.service.js';
import { hasCategory } from '../reference/categories.service.js';
import { onCatalogueChanged } from './catalogue.service.js';
import {
  type BrandRow,
  countBrandProducts,
  deleteBrandRow,
  findBrandByName,
  findConsoleBrand,
  insertBrand,
  listConsoleBrands,
  lockBrand,
  updateBrandRow,
} from './consoleBrands.repository.js';
import { listBrandProductNames, updateSearchTexts } from './consoleProducts.repository.js';
import { masterSearchText } from './consoleProducts.service.js';

type BrandInput = CallInput<typeof consoleCatalogueCalls.brandCreate>;

/** The one place a brand row becomes the console's JSON. */
async function presentBrands(
  ctx: AppContext,
  rows: { brand: BrandRow; products: number }[],
): Promise<ConsoleBrand[]> {
  const files = await getFileRefsById(
    ctx,
    rows.flatMap((row) => row.brand.logoFileId ?? []),
  );
  return rows.map(({ brand, products }) => ({
    id: brand.id,
    name: brand.name,
    logo: brand.logoFileId ? (files.get(brand.logoFileId) ?? null) : null,
    categoryIds: brand.categoryIds,
    products,
    createdAt: brand.createdAt.toISOString(),
  }));
}

async function consoleBrand(ctx: AppContext, id: number): Promise<ConsoleBrand> {
  const row = await findConsoleBrand(ctx.db, id);
  const [brand] = row ? await presentBrands(ctx, [row]) : [];
  if (!brand) throw new AppError('RECORD_NOT_FOUND');
  return brand;
}

/** Brands A to Z with how many catalogue products use each. */
export async function listBrandsOfConsole(
  ctx: AppContext,
  query: CallInput<typeof consoleCatalogueCalls.brandList>,
): Promise<Page<ConsoleBrand>> {
  const { rows, total } = await listConsoleBrands(ctx.db, query.keyword, pageRange(query));
  return toPage(await presentBrands(ctx, rows), total, query);
}

/** Checks a brand form: a name no other brand has (case aside), a platform picture, known categories. */
async function brandValues(ctx: AppContext, input: BrandInput, exceptId?: number) {
  const same = await findBrandByName(ctx.db, input.name);
  if (same && same.id !== exceptId)
    throw new AppError('BRAND_NAME_TAKEN', { fields: { name: 'error.BRAND_NAME_TAKEN' } });
  const categoryIds = [...new Set(input.categoryIds)];
  for (const id of categoryIds)
    if (!(await hasCategory(ctx, id)))
      throw new AppError('VALIDATION', { fields: { categoryIds: 'validation.categoryUnknown' } });
  const [logoFileId] = input.logoFileId
    ? await resolvePlatformImageIds(ctx, [input.logoFileId], 'logoFileId')
    : [];
  return { name: input.name, logoFileId: logoFileId ?? null, categoryIds };
}

const nameTaken = (error: unknown) =>
  isUniqueViolation(error)
    ? new AppError('BRAND_NAME_TAKEN', { fields: { name: 'error.BRAND_NAME_TAKEN' } })
    : error;

/** Adds a brand (suppliers' `brand/select` lists it at once). Audited. */
export async function createBrand(
  ctx: AppContext,
  caller: StaffCaller,
  input: BrandInput,
): Promise<ConsoleBrand> {
  const values = await brandValues(ctx, input);
  const id = await inTransaction(ctx.db, async (tx) => {
    const row = await insertBrand(tx, values);
    await recordAudit(tx, {
      actor: caller,
      action: 'catalogue.brand.create',
      targetType: 'brand',
      targetId: row.id,
      details: { name: row.name, categoryIds: row.categoryIds },
    });
    return row.id;
  }).catch((error: unknown) => {
    throw nameTaken(error);
  });
  return consoleBrand(ctx, id);
}

/**
 * Saves a brand; a new name reaches its products' search text in the same transaction, so suppliers
 * find them by it at once. Audited with what changed.
 */
export async function updateBrand(
  ctx: AppContext,
  caller: StaffCaller,
  input: CallInput<typeof consoleCatalogueCalls.brandUpdate>,
): Promise<ConsoleBrand> {
  const values = await brandValues(ctx, input, input.id);
  const isRenamed = await inTransaction(ctx.db, async (tx) => {
    const before = await lockBrand(tx, input.id);
    if (!before) throw new AppError('RECORD_NOT_FOUND');
    const changes = Object.fromEntries(
      (['name', 'logoFileId', 'categoryIds'] as const)
        .filter((field) => JSON.stringify(before[field]) !== JSON.stringify(values[field]))
        .map((field) => [field, { from: before[field], to: values[field] }]),
    );
    if (Object.keys(changes).length === 0) return false;
    await updateBrandRow(tx, before.id, values);
    const renamed = before.name !== values.name;
    if (renamed) {
      const products = await listBrandProductNames(tx, before.id);
      await updateSearchTexts(
        tx,
        products.map((p) => ({ id: p.id, searchText: masterSearchText(p.name, values.name) })),
      );
    }
    await recordAudit(tx, {
      actor: caller,
      action: 'catalogue.brand.update',
      targetType: 'brand',
      targetId: before.id,
      details: { name: values.name, changes },
    });
    return renamed;
  }).catch((error: unknown) => {
    throw nameTaken(error);
  });
  if (isRenamed) onCatalogueChanged(ctx);
  return consoleBrand(ctx, input.id);
}

/** Deletes a brand no catalogue product uses (BRAND_IN_USE with the count otherwise). Audited. */
export async function deleteBrand(ctx: AppContext, caller: StaffCaller, id: number): Promise<void> {
  await inTransaction(ctx.db, async (tx) => {
    const brand = await lockBrand(tx, id);
    if (!brand) throw new AppError('RECORD_NOT_FOUND');
    const products = await countBrandProducts(tx, id);
    if (products > 0) throw new AppError('BRAND_IN_USE', { values: { count: products } });
    await deleteBrandRow(tx, id);
    await recordAudit(tx, {
      actor: caller,
      action: 'catalogue.brand.delete',
      targetType: 'brand',
      targetId: id,
      details: { name: brand.name },
    });
  });
}
