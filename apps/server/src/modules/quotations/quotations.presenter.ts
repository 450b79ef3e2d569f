import {
  type Quotation,
  type QuotationLine,
  type QuotationOption,
  type QuotationSend,
  type QuotationSummary,
  type QuotationVersion,
  type QuotationVersionContent,
  quotationChanges,
} from '@sc/contract';
import { plainDecimal } from '../../db/plainDecimal.js';
import type { QuotationVersionRow } from './quotationHistory.repository.js';
import type { ListedQuotation, QuotationLineRow, QuotationRow } from './quotations.repository.js';

/** A quotation as lists show it (no lines, no texts). */
export function toQuotationSummaryDto({
  quotation: q,
  isExpired,
  lineCount,
  sendCount,
  lastSentAt,
  viewedCount,
  authorName,
}: ListedQuotation): QuotationSummary {
  return {
    id: q.id,
    number: q.number,
    version: q.version,
    name: q.name,
    terms: q.terms,
    place: q.place,
    currency: q.currency,
    expiresOn: q.expiresOn,
    isExpired,
    lineCount,
    createdAt: q.createdAt.toISOString(),
    updatedAt: q.updatedAt.toISOString(),
    isDraft: sendCount === 0,
    isArchived: q.archivedAt !== null,
    sendCount,
    lastSentAt,
    viewedCount,
    author: q.createdBy !== null && authorName !== null ? { id: q.createdBy, name: authorName } : null,
  };
}

/** A quotation as pickers show it. */
export function toQuotationOptionDto(row: ListedQuotation): QuotationOption {
  const { id, number, version, name, terms, place, currency, expiresOn, lineCount } =
    toQuotationSummaryDto(row);
  return { id, number, version, name, terms, place, currency, expiresOn, lineCount };
}

/** One line of a quotation as JSON. */
function toQuotationLineDto(line: QuotationLineRow): QuotationLine {
  return {
    id: line.id,
    productId: line.productId,
    code: line.code,
    brand: line.brand,
    productName: line.productName,
    spec: line.spec,
    price: plainDecimal(line.price),
    priceUnit: line.priceUnit,
    moq: line.moq,
    unitsPerPack: line.unitsPerPack,
    unitsPerCase: line.unitsPerCase,
    casesPerPallet: line.casesPerPallet,
    shelfLifeDays: line.shelfLifeDays,
    packDimensions: line.packDimensions,
    caseDimensions: line.caseDimensions,
    pallet: line.pallet,
  };
}

/** The one place a quotation row and its lines become JSON. */
export function toQuotationDto(row: ListedQuotation, lines: QuotationLineRow[]): Quotation {
  return {
    ...toQuotationSummaryDto(row),
    remark: row.quotation.remark,
    note: row.quotation.note,
    lines: lines.map(toQuotationLineDto),
  };
}

/** A quotation's own fields (what a copy or a version takes over). */
export function toQuotationHeader(q: QuotationRow): Omit<QuotationVersionContent, 'lines'> {
  return {
    name: q.name,
    terms: q.terms,
    place: q.place,
    currency: q.currency,
    expiresOn: q.expiresOn,
    remark: q.remark,
    note: q.note,
  };
}

/** What a version stores: the quotation's header and its lines as saved (line ids left out). */
export function toQuotationVersionContent(
  row: ListedQuotation,
  lines: QuotationLineRow[],
): QuotationVersionContent {
  return {
    ...toQuotationHeader(row.quotation),
    lines: lines.map((line) => {
      const { id: _id, ...rest } = toQuotationLineDto(line);
      return rest;
    }),
  };
}

/** A quotation's versions, newest first, each with what changed from the one before. */
export function toQuotationVersionDtos(rows: QuotationVersionRow[]): QuotationVersion[] {
  return rows
    .map((row, index) => {
      const previous = index > 0 ? rows[index - 1] : undefined;
      return {
        version: row.version,
        savedAt: row.savedAt.toISOString(),
        savedBy: row.savedBy,
        content: row.content,
        changes: previous ? quotationChanges(previous.content, row.content) : null,
      };
    })
    .reverse();
}

/** One send of a quotation as JSON. */
export function toQuotationSendDto(row: {
  messageId: number;
  buyerId: number;
  buyerName: string;
  companyName: string;
  version: number;
  sentAt: Date;
  viewedAt: Date | null;
}): QuotationSend {
  return {
    messageId: row.messageId,
    buyer: { id: row.buyerId, name: row.buyerName, companyName: row.companyName },
    version: row.version,
    sentAt: row.sentAt.toISOString(),
    viewedAt: row.viewedAt?.toISOString() ?? null,
  };
}
