import type { ConsoleMasterProduct, FileRef } from '@sc/contract';
import type { ConsoleProductRow, LinkCounts } from './consoleProducts.repository.js';

const NO_LINKS: LinkCounts = { linkedSuppliers: 0, wantedByBuyers: 0, rfqs: 0 };

/** The one place a master product row becomes the console's JSON, with what links to it. */
export function toConsoleProductDto(
  { product: p, brandName, mergedIntoName }: ConsoleProductRow,
  counts: LinkCounts | undefined,
  pathOf: (categoryId: number | null) => string[],
  files: Map<string, FileRef>,
): ConsoleMasterProduct {
  return {
    id: p.id,
    barcode: p.barcode,
    mid: p.mid,
    name: p.name,
    brand: { id: p.brandId, name: brandName },
    categoryId: p.categoryId,
    categoryPath: pathOf(p.categoryId),
    origin: p.origin,
    specs: p.specs,
    images: p.imageIds.flatMap((id) => files.get(id) ?? []),
    state: p.retiredAt ? 'retired' : 'active',
    retiredAt: p.retiredAt?.toISOString() ?? null,
    mergedInto:
      p.mergedIntoId !== null && mergedIntoName !== null
        ? { id: p.mergedIntoId, name: mergedIntoName }
        : null,
    ...(counts ?? NO_LINKS),
    createdAt: p.createdAt.toISOString(),
    updatedAt: p.updatedAt.toISOString(),
  };
}
