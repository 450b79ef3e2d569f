import type {
  BuyerProduct,
  BuyerSummary,
  ContactStatus,
  FileRef,
  MainCategory,
  RecommendedProduct,
  Visitor,
} from '@sc/contract';
import { firstImageUrl } from '../files/files.presenter.js';
import type { BuyerSummaryRow, listBuyerProducts, listVisitors } from './buyers.repository.js';
import type { listMyProductsForMatching } from './recommendations.repository.js';

type BuyerProductRow = Awaited<ReturnType<typeof listBuyerProducts>>['rows'][number];
type VisitorRow = Awaited<ReturnType<typeof listVisitors>>['rows'][number];
type MatchedProductRow = Awaited<ReturnType<typeof listMyProductsForMatching>>[number];

/** A supplier's contact with a buyer as lists show it: none, contacted, or answered. */
export function contactStatusOf(row: { contactedAt: Date | null; respondedAt: Date | null }): ContactStatus {
  if (row.respondedAt) return 'responded';
  if (row.contactedAt) return 'contacted';
  return 'none';
}

/** The one place a buyer row becomes JSON, with the calling supplier's contact state. */
export function toBuyerSummaryDto(row: BuyerSummaryRow): BuyerSummary {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    companyName: row.companyName,
    jobTitle: row.jobTitle as BuyerSummary['jobTitle'],
    title: row.title as BuyerSummary['title'],
    country: row.country,
    mainCategory: row.mainCategory as MainCategory,
    interestedBrands: row.interestedBrands,
    lastOnlineAt: row.lastOnlineAt.getTime() === 0 ? null : row.lastOnlineAt.toISOString(),
    online: row.online,
    isSelected: row.isSelected,
    isNew: row.isNew,
    contactStatus: contactStatusOf(row),
  };
}

/** A master product a buyer purchases, asked about or browsed, with my linked product if any. */
export function toBuyerProductDto(
  row: BuyerProductRow,
  pathOf: (categoryId: number | null) => string[],
  files: Map<string, FileRef>,
): BuyerProduct {
  return {
    id: row.id,
    name: row.name,
    brand: row.brand,
    barcode: row.barcode,
    categoryPath: pathOf(row.categoryId),
    imageUrl: firstImageUrl(row.imageIds, files),
    at: row.at.toISOString(),
    myProductId: row.myProductId,
  };
}

/** One of my products offered to a buyer, with why it matches. */
export function toRecommendedProductDto(
  product: MatchedProductRow,
  reasons: RecommendedProduct['reasons'],
  files: Map<string, FileRef>,
): RecommendedProduct {
  return {
    id: product.id,
    name: product.name,
    brand: product.brand,
    barcode: product.barcode,
    imageUrl: firstImageUrl(product.imageIds, files),
    reasons,
  };
}

/** A buyer who looked at my showroom or at one of my products. */
export function toVisitorDto(row: VisitorRow): Visitor {
  return {
    ...toBuyerSummaryDto(row),
    visitedAt: row.visitedAt.toISOString(),
    viewed:
      row.productName !== null
        ? { kind: 'product' as const, productId: row.productId, productName: row.productName }
        : { kind: 'showroom' as const },
  };
}
