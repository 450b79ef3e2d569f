import type { QuotationLine } from '@sc/contract';
import { formatMoney } from '../../lib/formatMoney';

type Translate = (key: string, values?: Record<string, string | number>) => string;

/** The label of a pricing unit (unit, pack, case, pallet) from the shared catalog. */
export function unitLabel(unit: string, t: Translate): string {
  return t(`unit.${unit}`, { defaultValue: unit });
}

/** "USD 12.50 / Case": the line's price in the quotation's currency, per its pricing unit. */
export function linePrice(line: QuotationLine, currency: string, localeTag: string, t: Translate): string {
  return t('chatQuotation.lines.pricePer', {
    price: formatMoney(line.price, currency, localeTag),
    unit: unitLabel(line.priceUnit, t),
  });
}

export type LineFact = { key: string; label: string; value: string };

/** The packing and logistics facts of a line that have a value, labelled, in the table's order. */
export function lineFacts(line: QuotationLine, t: Translate, localeTag: string): LineFact[] {
  const unit = unitLabel(line.priceUnit, t).toLocaleLowerCase(localeTag);
  const facts: Array<[string, string | null]> = [
    ['moq', line.moq === null ? null : t('chatQuotation.lines.moqValue', { count: line.moq, unit })],
    ['unitsPerPack', line.unitsPerPack === null ? null : String(line.unitsPerPack)],
    ['unitsPerCase', line.unitsPerCase === null ? null : String(line.unitsPerCase)],
    ['casesPerPallet', line.casesPerPallet === null ? null : String(line.casesPerPallet)],
    [
      'shelfLife',
      line.shelfLifeDays === null ? null : t('chatQuotation.lines.days', { count: line.shelfLifeDays }),
    ],
    ['packDimensions', line.packDimensions],
    ['caseDimensions', line.caseDimensions],
    ['pallet', line.pallet],
  ];
  return facts.flatMap(([key, value]) =>
    value ? [{ key, label: t(`chatQuotation.lines.${key}`), value }] : [],
  );
}
