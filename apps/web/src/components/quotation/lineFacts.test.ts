import { type QuotationLine, sharedMessages } from '@sc/contract';
import { describe, expect, it } from 'vitest';
import { en } from '../../locales/en';
import { lineFacts, linePrice } from './lineFacts';

const catalog = { ...sharedMessages.en, ...en };
function t(key: string, values: Record<string, string | number> = {}): string {
  let node: unknown = catalog;
  for (const part of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  const text = typeof node === 'string' ? node : String(values.defaultValue ?? key);
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));
}

const line: QuotationLine = {
  id: 1,
  productId: 9,
  code: '4006381333931',
  brand: 'Alpine Meadow',
  productName: 'Alpine Honey 500 g',
  spec: '500 g',
  price: '12.5',
  priceUnit: 'case',
  moq: 40,
  unitsPerPack: null,
  unitsPerCase: 12,
  casesPerPallet: 80,
  shelfLifeDays: 720,
  packDimensions: null,
  caseDimensions: '40 × 30 × 20 cm',
  pallet: null,
};

describe('a quotation line, read-only', () => {
  it('shows the price in the quotation’s currency per its pricing unit', () => {
    expect(linePrice(line, 'EUR', 'en-US', t).replace(/\s/g, ' ')).toBe('EUR 12.50 / Case');
  });

  it('lists only the facts the supplier filled in, labelled, MOQ in the pricing unit', () => {
    expect(lineFacts(line, t, 'en-US').map((f) => `${f.label}: ${f.value}`)).toEqual([
      'MOQ: 40 case',
      'Units per case: 12',
      'Cases per pallet: 80',
      'Shelf life: 720 days',
      'Case dimensions: 40 × 30 × 20 cm',
    ]);
  });
});
