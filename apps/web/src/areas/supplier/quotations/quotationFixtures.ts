import type { Quotation, QuotationLine, QuotationSummary } from '@sc/contract';

/** A product line of the test quotations. */
export const honeyLine: QuotationLine = {
  id: 70,
  productId: 5,
  code: '4006381333931',
  brand: 'Bee Kingdom',
  productName: 'Manuka Honey 500 g',
  spec: '500 g jar',
  price: '12.5',
  priceUnit: 'unit',
  moq: null,
  unitsPerPack: 1,
  unitsPerCase: 12,
  casesPerPallet: null,
  shelfLifeDays: 720,
  packDimensions: null,
  caseDimensions: null,
  pallet: null,
};

/** A quotation of mine as the list shows it; sent once (not yet opened) unless told. */
export function summaryOf(overrides: Partial<QuotationSummary> = {}): QuotationSummary {
  return {
    id: 7,
    number: 'Q-2026-0007',
    version: 2,
    name: 'Spring price list',
    terms: 'CIF',
    place: 'shanghai',
    currency: 'USD',
    expiresOn: '2099-06-30',
    isExpired: false,
    lineCount: 1,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-02T00:00:00.000Z',
    isDraft: false,
    isArchived: false,
    sendCount: 1,
    lastSentAt: '2026-01-03T08:00:00.000Z',
    viewedCount: 0,
    author: { id: 1, name: 'Ana Lima' },
    ...overrides,
  };
}

/** The same quotation in full, with its texts and one line. */
export function quotationOf(overrides: Partial<Quotation> = {}): Quotation {
  return {
    ...summaryOf(),
    remark: 'Prices include export cartons',
    note: 'Margin 18 %',
    lines: [honeyLine],
    ...overrides,
  };
}
