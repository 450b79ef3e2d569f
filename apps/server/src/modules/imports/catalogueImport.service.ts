import {
  barcodeSearchKey,
  type CatalogueImportColumn,
  type CatalogueImportRow,
  type CatalogueImportRowSchema,
  type CheckedImportRow,
  CONSOLE_IMPORT_LIMITS,
  catalogueImportKit,
  importCellMessage,
  normalizeImportHeader,
} from '@sc/contract';
import type { AppContext } from '../../context.js';
import { refuseImportCell } from '../../platform/imports/importKit.js';
import { onCatalogueChanged } from '../catalogue/catalogue.service.js';
import { masterSearchText } from '../catalogue/consoleProducts.service.js';
import { listCategoryNames } from '../reference/categories.service.js';
import {
  findActiveIdsByBarcodeKey,
  findBrandsByLowerName,
  type ImportedProductValues,
  insertBrands,
  insertImportedProducts,
  lockBarcodeKeys,
  updateImportedProducts,
} from './catalogueImport.repository.js';
import {
  type BatchResult,
  chunksOf,
  type RowOutcome,
  refusedOutcome,
  type ServerImportKind,
} from './importKind.js';

type Checked = CheckedImportRow<CatalogueImportRow>;

/** A category written in a cell: its id, 'ambiguous' (a name several share), or undefined. */
type CategoryFinder = (text: string) => number | 'ambiguous' | undefined;

/** Reads categories by code or by name in any language (case and spacing aside), main or sub. */
async function categoryFinder(ctx: AppContext): Promise<CategoryFinder> {
  const rows = await listCategoryNames(ctx);
  const byCode = new Map(rows.map((row) => [normalizeImportHeader(row.code), row.id]));
  const byName = new Map<string, number | 'ambiguous'>();
  for (const row of rows) {
    for (const name of new Set(row.names.map(normalizeImportHeader))) {
      const known = byName.get(name);
      byName.set(name, known === undefined || known === row.id ? row.id : 'ambiguous');
    }
  }
  return (text) => {
    const key = normalizeImportHeader(text);
    return byCode.get(key) ?? byName.get(key);
  };
}

/** Brand names compared without case and surrounding space ("alpine meadow" is "Alpine Meadow"). */
const brandKey = (name: string) => name.trim().toLowerCase();

/** The brand names of the valid rows, each by its key with the spelling of its first row. */
function brandsOf(rows: readonly Checked[]): Map<string, string> {
  const names = new Map<string, string>();
  for (const { input } of rows)
    if (input && !names.has(brandKey(input.brand))) names.set(brandKey(input.brand), input.brand);
  return names;
}

/** The product fields an import row writes (empty origin or specs leave the stored ones). */
function productValues(
  input: CatalogueImportRow,
  brand: { id: number; name: string },
  categoryId: number,
): ImportedProductValues {
  return {
    barcode: input.barcode,
    barcodeKey: barcodeSearchKey(input.barcode),
    mid: input.mid,
    name: input.name,
    brandId: brand.id,
    categoryId,
    origin: input.origin ?? null,
    specs: input.specs.length ? input.specs : null,
    searchText: masterSearchText(input.name, brand.name),
  };
}

/** A later row of the same product in one batch: its cells win, its empty optional ones keep the earlier ones. */
function mergeValues(
  earlier: ImportedProductValues | undefined,
  later: ImportedProductValues,
): ImportedProductValues {
  if (!earlier) return later;
  return { ...later, origin: later.origin ?? earlier.origin, specs: later.specs ?? earlier.specs };
}

/** Finds the brands of a batch, creating the unknown ones; also the names it created. */
async function resolveBrands(ctx: AppContext, wanted: Map<string, string>) {
  const found = await findBrandsByLowerName(ctx.db, [...wanted.keys()]);
  const missing = [...wanted].filter(([key]) => !found.has(key)).map(([, name]) => name);
  const created = await insertBrands(ctx.db, missing);
  for (const brand of created) found.set(brandKey(brand.name), brand);
  // A name taken meanwhile (another import, the console) is the existing brand.
  if (created.length < missing.length) {
    const late = await findBrandsByLowerName(
      ctx.db,
      missing.map(brandKey).filter((key) => !found.has(key)),
    );
    for (const [key, brand] of late) found.set(key, brand);
  }
  return { byKey: found, created: created.map((brand) => brand.name) };
}

/**
 * Catalogue products: a row whose barcode key (UPC-A and EAN-13 of one code alike) belongs to an
 * active master product updates it, another row creates one; an unknown brand is created (and the
 * report says so on the row that brought it), an unknown category refuses the row.
 */
export const catalogueImport: ServerImportKind<CatalogueImportColumn, typeof CatalogueImportRowSchema> = {
  kind: 'catalogue',
  kit: catalogueImportKit,

  reference: (values) => values.barcode || null,

  async checkFile(ctx, checked, lang) {
    const findCategory = await categoryFinder(ctx);
    for (const row of checked) {
      // Every row, valid or not: the person fixing the file sees all its problems at once.
      const written = row.row.values.category ?? '';
      if (row.row.errors.category || written.trim() === '') continue;
      const category = findCategory(written);
      if (category === undefined)
        refuseImportCell(row, 'category', importCellMessage(lang, 'error.consoleImport.categoryUnknown'));
      else if (category === 'ambiguous')
        refuseImportCell(row, 'category', importCellMessage(lang, 'error.consoleImport.categoryAmbiguous'));
    }
  },

  async checkStored(ctx, checked) {
    const valid = checked.flatMap((row) => (row.input ? [row.input] : []));
    const keys = [...new Set(valid.map((input) => barcodeSearchKey(input.barcode)))];
    const existing = new Set<string>();
    for (const chunk of chunksOf(keys, 10_000))
      for (const key of (await findActiveIdsByBarcodeKey(ctx.db, chunk)).keys()) existing.add(key);
    const seen = new Set<string>();
    let updateCount = 0;
    for (const input of valid) {
      const key = barcodeSearchKey(input.barcode);
      if (existing.has(key) || seen.has(key)) updateCount += 1;
      seen.add(key);
    }
    const wanted = brandsOf(checked);
    const newBrands: string[] = [];
    for (const chunk of chunksOf([...wanted.keys()], 10_000)) {
      const found = await findBrandsByLowerName(ctx.db, chunk);
      for (const key of chunk) if (!found.has(key)) newBrands.push(wanted.get(key) ?? key);
    }
    return {
      updateCount,
      newBrands: newBrands.slice(0, CONSOLE_IMPORT_LIMITS.previewNewBrands),
      newBrandCount: newBrands.length,
    };
  },

  async writeBatch(ctx, batch, lang): Promise<BatchResult> {
    const valid = batch.filter((row) => row.input);
    const findCategory = await categoryFinder(ctx);
    await lockBarcodeKeys(
      ctx.db,
      valid.map((row) => barcodeSearchKey(row.input?.barcode ?? '')),
    );
    const brands = await resolveBrands(ctx, brandsOf(valid));
    const createdBrands = new Set(brands.created.map(brandKey));
    const existing = await findActiveIdsByBarcodeKey(
      ctx.db,
      valid.map((row) => barcodeSearchKey(row.input?.barcode ?? '')),
    );

    const updates = new Map<string, ImportedProductValues>();
    const inserts = new Map<string, ImportedProductValues>();
    const outcomes: RowOutcome[] = [];
    for (const row of batch) {
      const reference = catalogueImport.reference(row.row.values as Record<CatalogueImportColumn, string>);
      const input = row.input;
      const category = input ? findCategory(input.category) : undefined;
      const brand = input ? brands.byKey.get(brandKey(input.brand)) : undefined;
      if (!input || typeof category !== 'number' || !brand) {
        outcomes.push(refusedOutcome(row, reference));
        continue;
      }
      const values = productValues(input, brand, category);
      const key = values.barcodeKey;
      const isUpdate = existing.has(key) || inserts.has(key);
      if (existing.has(key)) updates.set(key, mergeValues(updates.get(key), values));
      else inserts.set(key, mergeValues(inserts.get(key), values));
      const isNewBrand = createdBrands.delete(brandKey(brand.name));
      outcomes.push({
        row: row.row.row,
        outcome: isUpdate ? 'updated' : 'created',
        reference,
        messages: isNewBrand
          ? { brand: importCellMessage(lang, 'error.consoleImport.newBrand', { brand: brand.name }) }
          : null,
      });
    }
    const now = ctx.clock.now();
    await insertImportedProducts(ctx.db, [...inserts.values()], now);
    await updateImportedProducts(
      ctx.db,
      [...updates].map(([key, values]) => ({ ...values, id: existing.get(key) ?? 0 })),
      now,
    );
    return { outcomes, newBrands: brands.created, afterCommit: () => onCatalogueChanged(ctx) };
  },
};
