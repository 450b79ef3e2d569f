import type {
  CallInput,
  consoleCatalogueCalls,
  DuplicateGroup,
  Lang,
  MergeResult,
  Page,
  PageQuery,
} from '@sc/contract';
import type { AppContext } from '../../context.js';
import { inTransaction } from '../../db/inTransaction.js';
import { pageRange, toPage } from '../../db/page.js';
import { AppError } from '../../http/AppError.js';
import type { StaffCaller } from '../../http/caller.js';
import { recordAudit } from '../audit/audit.service.js';
import { onCatalogueChanged } from './catalogue.service.js';
import {
  findActiveByBarcodeKeys,
  listDuplicateBarcodeKeys,
  lockMasterProducts,
  moveMasterProductLinks,
  updateMasterProductRow,
} from './consoleProducts.repository.js';
import { getProductOfConsole, presentConsoleProducts } from './consoleProducts.service.js';

/** Groups of active products sharing a barcode (UPC-A and its EAN-13 form are one), by barcode. */
export async function listDuplicateGroups(
  ctx: AppContext,
  query: PageQuery,
  lang: Lang,
): Promise<Page<DuplicateGroup>> {
  const { keys, total } = await listDuplicateBarcodeKeys(ctx.db, pageRange(query));
  const rows = await findActiveByBarcodeKeys(ctx.db, keys);
  const products = await presentConsoleProducts(ctx, rows, lang);
  const keyOf = new Map(rows.map((row) => [row.product.id, row.product.barcodeKey]));
  const groups = keys.map((barcodeKey) => ({
    barcodeKey,
    products: products.filter((product) => keyOf.get(product.id) === barcodeKey),
  }));
  return toPage(groups, total, query);
}

/**
 * Merges duplicates into one product in a single transaction with its audit entry: every link of
 * each merged product moves to the kept one (suppliers' linked products, buyers' interests, RFQs),
 * then the merged product is retired and points at the kept one. A company that linked both keeps
 * its copy of the merged product, marked as no longer in the catalogue. The kept product must be
 * active; a product merged before cannot be merged again (MASTER_PRODUCT_MERGED).
 */
export async function mergeMasterProducts(
  ctx: AppContext,
  caller: StaffCaller,
  input: CallInput<typeof consoleCatalogueCalls.merge>,
  lang: Lang,
): Promise<MergeResult> {
  const now = ctx.clock.now();
  const moved = await inTransaction(ctx.db, async (tx) => {
    const rows = await lockMasterProducts(tx, [input.keepId, ...input.mergeIds]);
    const byId = new Map(rows.map((row) => [row.id, row]));
    const keep = byId.get(input.keepId);
    const merged = input.mergeIds.map((id) => byId.get(id));
    if (!keep || merged.some((row) => !row)) throw new AppError('RECORD_NOT_FOUND');
    if (keep.mergedIntoId !== null || merged.some((row) => row?.mergedIntoId !== null))
      throw new AppError('MASTER_PRODUCT_MERGED');
    if (keep.retiredAt) throw new AppError('MASTER_PRODUCT_RETIRED');
    const totals = { supplierLinks: 0, supplierCopiesKept: 0, buyerProducts: 0, rfqs: 0 };
    for (const row of merged) {
      if (!row) continue;
      const counts = await moveMasterProductLinks(tx, row.id, keep.id);
      for (const key of Object.keys(totals) as (keyof typeof totals)[]) totals[key] += counts[key];
      await updateMasterProductRow(tx, row.id, { retiredAt: row.retiredAt ?? now, mergedIntoId: keep.id });
    }
    await recordAudit(tx, {
      actor: caller,
      action: 'catalogue.product.merge',
      targetType: 'master_product',
      targetId: keep.id,
      details: {
        barcode: keep.barcode,
        name: keep.name,
        merged: merged.flatMap((row) => (row ? [{ id: row.id, barcode: row.barcode, name: row.name }] : [])),
        moved: totals,
      },
    });
    return totals;
  });
  onCatalogueChanged(ctx);
  const product = await getProductOfConsole(ctx, input.keepId, lang);
  const { sameBarcode: _same, ...kept } = product;
  return { product: kept, moved };
}
