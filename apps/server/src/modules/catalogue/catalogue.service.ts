import {
  barcodeSearchKey,
  type Lang,
  type MasterProduct,
  type MasterProductQuerySchema,
  type Page,
} from '@sc/contract';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import { keywordAsCodes } from '../../db/keywordCodes.js';
import { pageRange, toPage } from '../../db/page.js';
import { AppError } from '../../http/AppError.js';
import type { SupplierCaller } from '../../http/caller.js';
import { getFileRefsById } from '../files/files.service.js';
import { getCategoryPaths, listCategoryAndDescendants } from '../reference/categories.service.js';
import { toMasterProductDto } from './catalogue.presenter.js';
import { findMasterProduct, searchMasterProducts } from './catalogue.repository.js';

type Query = z.output<typeof MasterProductQuerySchema>;

/** Searches the platform catalogue by words, barcode (leading zeros ignored), MID, category and brand. */
export async function searchCatalogue(
  ctx: AppContext,
  caller: SupplierCaller,
  query: Query,
  lang: Lang,
): Promise<Page<MasterProduct>> {
  const barcode = query.barcode ? barcodeSearchKey(query.barcode) : undefined;
  const { rows, total } = await searchMasterProducts(
    ctx.db,
    caller.supplierId,
    {
      words: (query.keyword ?? '').toLowerCase().split(/\s+/).filter(Boolean).slice(0, 6),
      ...(query.keyword ? { keywordCodes: keywordAsCodes(query.keyword) } : {}),
      ...(query.barcode !== undefined && query.barcode !== '' ? { barcodeKey: barcode ?? '' } : {}),
      ...(query.mid ? { mid: query.mid } : {}),
      ...(query.categoryId ? { categoryIds: await listCategoryAndDescendants(ctx, query.categoryId) } : {}),
      ...(query.brand ? { brand: query.brand } : {}),
    },
    pageRange(query),
  );
  const [pathOf, files] = await Promise.all([
    getCategoryPaths(ctx, lang),
    getFileRefsById(
      ctx,
      rows.flatMap((r) => r.product.imageIds),
    ),
  ]);
  return toPage(
    rows.map((row) => toMasterProductDto(row, pathOf, files)),
    total,
    query,
  );
}

/** One master product with its brand's name, as linking copies it into a supplier's list; or RECORD_NOT_FOUND. */
export async function getMasterProductToLink(ctx: AppContext, id: number) {
  const master = await findMasterProduct(ctx.db, id);
  if (!master) throw new AppError('RECORD_NOT_FOUND');
  return master;
}
