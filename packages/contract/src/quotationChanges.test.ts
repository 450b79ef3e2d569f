import { describe, expect, it } from 'vitest';
import { quotationChanges } from './quotationChanges.js';
import type { QuotationVersionContent } from './quotations.js';

const line = (productId: number | null, code: string, price: string, spec: string | null = null) => ({
  productId,
  code,
  brand: null,
  productName: `Product ${code}`,
  spec,
  price,
  priceUnit: 'unit',
  moq: null,
  unitsPerPack: null,
  unitsPerCase: null,
  casesPerPallet: null,
  shelfLifeDays: null,
  packDimensions: null,
  caseDimensions: null,
  pallet: null,
});

const v1: QuotationVersionContent = {
  name: 'Spring list',
  terms: 'FOB',
  place: 'shanghai',
  currency: 'USD',
  expiresOn: '2027-06-30',
  remark: null,
  note: 'Margin 18 %',
  lines: [line(1, '111', '12.5'), line(2, '222', '3'), line(null, '333', '1')],
};

describe('quotationChanges', () => {
  it('is empty when nothing changed', () => {
    expect(quotationChanges(v1, structuredClone(v1))).toEqual({
      fields: [],
      linesAdded: [],
      linesRemoved: [],
      linesChanged: [],
    });
  });

  it('names changed fields and lines added, removed and changed (matched by product, then code)', () => {
    const v2: QuotationVersionContent = {
      ...v1,
      terms: 'CIF',
      remark: 'Cartons included',
      lines: [line(2, '222', '2.9', 'Tray of 6'), line(4, '444', '7'), line(null, '333', '1')],
    };
    expect(quotationChanges(v1, v2)).toEqual({
      fields: [
        { field: 'terms', from: 'FOB', to: 'CIF' },
        { field: 'remark', from: null, to: 'Cartons included' },
      ],
      linesAdded: [{ code: '444', productName: 'Product 444' }],
      linesRemoved: [{ code: '111', productName: 'Product 111' }],
      linesChanged: [
        {
          code: '222',
          productName: 'Product 222',
          fields: [
            { field: 'spec', from: null, to: 'Tray of 6' },
            { field: 'price', from: '3', to: '2.9' },
          ],
        },
      ],
    });
  });

  it('matches a product listed twice in order', () => {
    const before = { ...v1, lines: [line(1, '111', '1'), line(1, '111', '2')] };
    const after = { ...v1, lines: [line(1, '111', '1')] };
    const changes = quotationChanges(before, after);
    expect(changes.linesRemoved).toEqual([{ code: '111', productName: 'Product 111' }]);
    expect(changes.linesChanged).toEqual([]);
  });
});
