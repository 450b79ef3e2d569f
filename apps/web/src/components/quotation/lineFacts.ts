import type { QuotationLine } from '@sc/contract';
import { en as sharedEn } from '@sc/contract/messages/en';
import { formatMoney } from '../../lib/formatMoney';
import { isKeyOf } from '../../lib/isKeyOf';
import type { Translate } from '../../lib/Translate';

/** The label of a pricing unit (unit, pack, case, pallet) from the shared catalog. */
export function unitLabel(unit: string, t: Translate): string {
  return isKeyOf(sharedEn.unit, unit) ? t(`unit.${unit}`) : unit;
}

/** "USD 12.50 / Case": the line's price in the quotation's currency, per its pricing unit. */
export function linePrice(line: QuotationLine, currency: string, localeTag: string, t: Translate): string {
  return t('chatQuotation.lines.pricePer', {
    price: formatMoney(line.price, currency, localeTag),
    unit: unitLabel(line.priceUnit, t),
  });
}

/** A packing or logistics fact of a line; its label is `chatQuotation.lines.<key>`. */
export type LineFactKey =
  | 'moq'
  | 'unitsPerPack'
  | 'unitsPerCase'
  | 'casesPerPallet'
  | 'shelfLife'
  | 'packDimensions'
  | 'caseDimensions'
  | 'pallet';

export type LineFact = { key: LineFactKey; label: string; value: string };

/** The packing and logistics facts of a line that have a value, labelled, in the table's order. */
export function lineFacts(line: QuotationLine, t: Translate, localeTag: string): LineFact[] {
  const unit = unitLabel(line.priceUnit, t).toLocaleLowerCase(localeTag);
  const facts: Array<[LineFactKey, string | null]> = [
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
