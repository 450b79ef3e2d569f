import type {
  FileRef,
  ShowroomExhibit,
  ShowroomItem,
  ShowroomSuggestion,
  SuggestionReason,
} from '@sc/contract';
import type { AppContext } from '../../context.js';
import { fileRefsById } from '../files/files.service.js';
import type { ExhibitRow, ShowroomProductRow } from './showroom.repository.js';

type Listed = { product: ShowroomProductRow; quoteStatus: ShowroomItem['quoteStatus'] };

/** The first picture of each product, signed; one lookup for the whole list. */
export async function firstImages(ctx: AppContext, products: ShowroomProductRow[]) {
  return fileRefsById(
    ctx,
    products.flatMap((p) => p.imageIds.slice(0, 1)),
  );
}

function imageUrlOf(product: ShowroomProductRow, files: Map<string, FileRef>): string | null {
  const image = product.imageIds[0] ? files.get(product.imageIds[0]) : undefined;
  return image ? (image.thumbUrl ?? image.url) : null;
}

function toShowroomItem({ product: p, quoteStatus }: Listed, files: Map<string, FileRef>): ShowroomItem {
  return {
    productId: p.id,
    name: p.name,
    brand: p.brand,
    barcode: p.barcode,
    mid: p.mid,
    kind: p.masterProductId === null ? 'own' : 'linked',
    imageUrl: imageUrlOf(p, files),
    quoteStatus,
  };
}

/** The one place exhibit rows become JSON; positions are 1…n in the listed order. */
export function toExhibits(rows: (Listed & { exhibit: ExhibitRow })[], files: Map<string, FileRef>) {
  return rows.map(
    (row, index): ShowroomExhibit => ({
      ...toShowroomItem(row, files),
      position: index + 1,
      addedAt: row.exhibit.createdAt.toISOString(),
    }),
  );
}

export function toSuggestions(
  rows: (Listed & { hasImage: boolean; isFromCatalogue: boolean; isRecent: boolean })[],
  files: Map<string, FileRef>,
) {
  return rows.map((row): ShowroomSuggestion => {
    const reasons: SuggestionReason[] = [];
    if (row.hasImage) reasons.push('image');
    if (row.quoteStatus === 'active') reasons.push('liveQuote');
    if (row.isFromCatalogue) reasons.push('catalogue');
    if (row.isRecent) reasons.push('recent');
    return { ...toShowroomItem(row, files), reasons };
  });
}
