import type { FileRef, MasterProduct } from '@sc/contract';
import type { searchMasterProducts } from './catalogue.repository.js';

type FoundMasterProduct = Awaited<ReturnType<typeof searchMasterProducts>>[number];

/** The one place a master product row becomes JSON, with my linked product if any. */
export function toMasterProductDto(
  { product, brand, myProductId }: FoundMasterProduct,
  pathOf: (categoryId: number | null) => string[],
  files: Map<string, FileRef>,
): MasterProduct {
  return {
    id: product.id,
    barcode: product.barcode,
    mid: product.mid,
    name: product.name,
    brand,
    categoryId: product.categoryId,
    categoryPath: pathOf(product.categoryId),
    origin: product.origin,
    specs: product.specs,
    images: product.imageIds.flatMap((id) => files.get(id) ?? []),
    myProductId: myProductId ?? null,
  };
}
