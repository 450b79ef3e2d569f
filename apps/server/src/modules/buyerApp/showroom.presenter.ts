import type { FileRef, ProductCard, ShowroomProduct } from '@sc/contract';
import { firstImageUrl } from '../files/files.presenter.js';
import type { findAnyProduct, listSupplierProducts } from './showroom.repository.js';

type ProductRow = Awaited<ReturnType<typeof listSupplierProducts>>[number];
type FoundProduct = NonNullable<Awaited<ReturnType<typeof findAnyProduct>>>;

/** A product card of a supplier's showroom, as buyers see it. */
export function toProductCardDto(p: ProductRow, files: Map<string, FileRef>): ProductCard {
  return {
    productId: p.id,
    name: p.name,
    brand: p.brand,
    barcode: p.barcode,
    specs: p.specs,
    imageUrl: firstImageUrl(p.imageIds, files),
  };
}

/** One product of any supplier with all its pictures, as buyers see it. */
export function toShowroomProductDto(
  { product: p, supplierName }: FoundProduct,
  files: Map<string, FileRef>,
): ShowroomProduct {
  const images = p.imageIds.flatMap((id) => files.get(id)?.url ?? []);
  return {
    ...toProductCardDto(p, files),
    imageUrl: images[0] ?? null,
    supplierId: p.supplierId,
    supplierName,
    origin: p.origin,
    shelfLifeDays: p.shelfLifeDays,
    unitsPerCase: p.unitsPerCase,
    images,
  };
}
