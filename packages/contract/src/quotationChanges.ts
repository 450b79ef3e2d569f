import type {
  QuotationChanges,
  QuotationFieldChange,
  QuotationLine,
  QuotationLineRef,
  QuotationVersionContent,
} from './quotations.js';

type VersionLine = Omit<QuotationLine, 'id'>;

/** Header fields compared between versions, in the order the sheet shows them. */
export const QUOTATION_CHANGE_FIELDS = [
  'name',
  'terms',
  'place',
  'currency',
  'expiresOn',
  'remark',
  'note',
] as const satisfies readonly (keyof QuotationVersionContent)[];

/** Line fields compared between versions (a line is the same line when it names the same product). */
export const QUOTATION_LINE_CHANGE_FIELDS = [
  'spec',
  'price',
  'priceUnit',
  'moq',
  'unitsPerPack',
  'unitsPerCase',
  'casesPerPallet',
  'shelfLifeDays',
  'packDimensions',
  'caseDimensions',
  'pallet',
] as const satisfies readonly (keyof VersionLine)[];

function fieldChanges<T extends object>(
  before: T,
  after: T,
  fields: readonly (keyof T)[],
): QuotationFieldChange[] {
  const changes: QuotationFieldChange[] = [];
  for (const field of fields) {
    const from = (before[field] ?? null) as string | number | null;
    const to = (after[field] ?? null) as string | number | null;
    if (from !== to) changes.push({ field: String(field), from, to });
  }
  return changes;
}

const lineKey = (line: VersionLine) => (line.productId !== null ? `p${line.productId}` : `c${line.code}`);
const refOf = (line: VersionLine): QuotationLineRef => ({ code: line.code, productName: line.productName });

/**
 * What changed from one version of a quotation to the next: header fields, and lines added,
 * removed or changed. Lines are matched by product (by code once the product is gone); a product
 * listed twice is matched in order.
 */
export function quotationChanges(
  before: QuotationVersionContent,
  after: QuotationVersionContent,
): QuotationChanges {
  const unmatched = new Map<string, VersionLine[]>();
  for (const line of before.lines) {
    const key = lineKey(line);
    unmatched.set(key, [...(unmatched.get(key) ?? []), line]);
  }
  const linesAdded: QuotationLineRef[] = [];
  const linesChanged: QuotationChanges['linesChanged'] = [];
  for (const line of after.lines) {
    const previous = unmatched.get(lineKey(line))?.shift();
    if (!previous) {
      linesAdded.push(refOf(line));
      continue;
    }
    const fields = fieldChanges(previous, line, QUOTATION_LINE_CHANGE_FIELDS);
    if (fields.length > 0) linesChanged.push({ ...refOf(line), fields });
  }
  return {
    fields: fieldChanges(before, after, QUOTATION_CHANGE_FIELDS),
    linesAdded,
    linesRemoved: [...unmatched.values()].flat().map(refOf),
    linesChanged,
  };
}
