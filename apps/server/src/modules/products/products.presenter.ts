import type { FileRef, Product } from '@sc/contract';
import type { ProductRow } from './products.repository.js';

/** A product row as lists read it, with the state of its newest quote. */
export type ListedProduct = { product: ProductRow; quoteStatus: Product['quoteStatus'] };

/**
 * The one place a product row becomes JSON: images signed, category named in the caller's language,
 * marked when its catalogue product was retired (`retiredMasters`: ids of retired master products).
 */
export function toProductDto(
  { product: p, quoteStatus }: ListedProduct,
  pathOf: (categoryId: number | null) => string[],
  files: Map<string, FileRef>,
  retiredMasters: ReadonlySet<number> = new Set(),
): Product {
  return {
    id: p.id,
    kind: p.masterProductId === null ? 'own' : 'linked',
    masterProductId: p.masterProductId,
    barcode: p.barcode,
    mid: p.mid,
    name: p.name,
    images: p.imageIds.flatMap((id) => files.get(id) ?? []),
    brand: p.brand,
    categoryId: p.categoryId,
    categoryPath: pathOf(p.categoryId),
    origin: p.origin,
    specs: p.specs,
    shelfLifeDays: p.shelfLifeDays,
    unitsPerPack: p.unitsPerPack,
    unitsPerCase: p.unitsPerCase,
    casesPerPallet: p.casesPerPallet,
    remark: p.remark,
    pricingUnit: p.pricingUnit as Product['pricingUnit'],
    quoteStatus,
    retiredFromCatalogue: p.masterProductId !== null && retiredMasters.has(p.masterProductId),
    createdAt: p.createdAt.toISOString(),
    updatedAt: p.updatedAt.toISOString(),
  };
}
