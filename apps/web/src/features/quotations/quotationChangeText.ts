import { isExpiredOn, type Quotation, type QuotationFieldChange, type QuotationVersion } from '@sc/contract';
import type { TFunction } from 'i18next';
import { unitLabel } from '../../components/quotation/lineFacts';
import { formatDate } from '../../lib/formatDate';
import { formatMoney } from '../../lib/formatMoney';
import type { MessageKey, Translate } from '../../lib/Translate';

const EMPTY = '—';

const LABELS: Readonly<Record<string, MessageKey>> = {
  name: 'quotations.fields.name',
  terms: 'quotations.fields.terms',
  place: 'quotations.fields.place',
  currency: 'quotations.fields.currency',
  expiresOn: 'quotations.fields.expiresOn',
  remark: 'quotations.fields.remark',
  note: 'quotations.fields.note',
  spec: 'quotations.lines.spec',
  price: 'quotations.lines.price',
  priceUnit: 'quotations.lines.priceUnit',
  moq: 'quotations.lines.moq',
  unitsPerPack: 'quotations.lines.unitsPerPack',
  unitsPerCase: 'quotations.lines.unitsPerCase',
  casesPerPallet: 'quotations.lines.casesPerPallet',
  shelfLifeDays: 'quotations.lines.shelfLifeDays',
  packDimensions: 'quotations.lines.packDimensions',
  caseDimensions: 'quotations.lines.caseDimensions',
  pallet: 'quotations.lines.pallet',
};

/** The label of a changed field of the quotation or of a product line. */
export function changeLabel(field: string, t: Translate): string {
  const key = LABELS[field];
  return key ? t(key) : field;
}

/** A changed field's value as the sheet would show it (place and unit named, dates in the locale). */
export function changeValue(
  field: string,
  value: QuotationFieldChange['from'],
  t: TFunction,
  localeTag: string,
  currency: string,
): string {
  if (value === null || value === '') return EMPTY;
  const text = String(value);
  if (field === 'price') return formatMoney(text, currency, localeTag);
  if (field === 'place') return t(`place.${text}`, { defaultValue: text });
  if (field === 'priceUnit') return unitLabel(text, t);
  if (field === 'expiresOn') return formatDate(text, localeTag);
  return text;
}

/** One kept version as a quotation the read-only sheet can show (line ids are their positions). */
export function quotationOfVersion(
  current: Quotation,
  version: QuotationVersion,
  now = new Date(),
): Quotation {
  return {
    ...current,
    ...version.content,
    version: version.version,
    isExpired: isExpiredOn(version.content.expiresOn, now),
    lineCount: version.content.lines.length,
    lines: version.content.lines.map((line, index) => ({ ...line, id: index + 1 })),
  };
}

/** Items keyed by their code and how often that code came before (a product may be listed twice). */
export function keyedByCode<T extends { code: string }>(items: T[]): { key: string; item: T }[] {
  const seen = new Map<string, number>();
  return items.map((item) => {
    const count = seen.get(item.code) ?? 0;
    seen.set(item.code, count + 1);
    return { key: `${item.code}#${count}`, item };
  });
}
