import type { Quotation, QuotationLine, QuotationOption, QuotationSummary } from '@sc/contract';
import { plainDecimal } from '../../db/plainDecimal.js';
import type { ListedQuotation, QuotationLineRow } from './quotations.repository.js';

/** A quotation as lists show it (no lines, no texts). */
export function toQuotationSummaryDto({
  quotation: q,
  isExpired,
  lineCount,
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
