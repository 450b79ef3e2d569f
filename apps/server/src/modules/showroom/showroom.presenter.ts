import type {
  FileRef,
  ShowroomExhibit,
  ShowroomItem,
  ShowroomSuggestion,
  SuggestionReason,
} from '@sc/contract';
import { firstImageUrl } from '../files/files.presenter.js';
import type { ExhibitRow, ShowroomProductRow } from './showroom.repository.js';

type Listed = { product: ShowroomProductRow; quoteStatus: ShowroomItem['quoteStatus'] };

/** A product as the showroom shows it, with its first picture and the state of its newest quote. */
function toShowroomItemDto({ product: p, quoteStatus }: Listed, files: Map<string, FileRef>): ShowroomItem {
  return {
    productId: p.id,
    name: p.name,
    brand: p.brand,
    barcode: p.barcode,
    mid: p.mid,
    kind: p.masterProductId === null ? 'own' : 'linked',
    imageUrl: firstImageUrl(p.imageIds, files),
    quoteStatus,
  };
}

/** The one place an exhibit row becomes JSON; `position` counts from 1 in the listed order. */
export function toExhibitDto(
  row: Listed & { exhibit: ExhibitRow },
  position: number,
  files: Map<string, FileRef>,
): ShowroomExhibit {
  return { ...toShowroomItemDto(row, files), position, addedAt: row.exhibit.createdAt.toISOString() };
}

/** A product worth displaying, with why (a picture, a live quote, from the catalogue, recent). */
export function toSuggestionDto(
  row: Listed & { hasImage: boolean; isWanted: boolean; isFromCatalogue: boolean; isRecent: boolean },
  files: Map<string, FileRef>,
): ShowroomSuggestion {
  const reasons: SuggestionReason[] = [];
  if (row.hasImage) reasons.push('image');
  if (row.isWanted) reasons.push('wanted');
  if (row.quoteStatus === 'active') reasons.push('liveQuote');
  if (row.isFromCatalogue) reasons.push('catalogue');
  if (row.isRecent) reasons.push('recent');
  return { ...toShowroomItemDto(row, files), reasons };
}
