import type { Product, Quotation } from '@sc/contract';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import {
  emptyLine,
  lineWithProduct,
  toQuotationFieldErrors,
  toQuotationFormValues,
  toQuotationInput,
} from './quotationForm';

const quotation: Quotation = {
  id: 7,
  number: 'Q-2026-0007',
  version: 2,
  name: 'Spring price list',
  terms: 'CIF',
  place: 'shanghai',
  currency: 'EUR',
  expiresOn: '2026-09-30',
  isExpired: false,
  lineCount: 1,
  remark: 'Samples on request',
  note: null,
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-02T00:00:00Z',
  isDraft: true,
  isArchived: false,
  sendCount: 0,
  lastSentAt: null,
  viewedCount: 0,
  author: null,
  lines: [
    {
      id: 70,
      productId: 5,
      code: '4006381333931',
      brand: 'Bee Kingdom',
      productName: 'Manuka Honey',
      spec: '500 g jar',
      price: '12.5',
      priceUnit: 'case',
      moq: 100,
      unitsPerPack: null,
      unitsPerCase: 12,
      casesPerPallet: 80,
      shelfLifeDays: 720,
      packDimensions: null,
      caseDimensions: '40 × 30 × 20 cm',
      pallet: null,
    },
  ],
};

const product = {
  id: 9,
  name: 'Oat Crackers',
  barcode: '96385074',
  brand: 'Cedar Hill',
  specs: ['200 g', 'Box of 24'],
  pricingUnit: 'pack',
  unitsPerPack: 6,
  unitsPerCase: 24,
  casesPerPallet: null,
  shelfLifeDays: 365,
} as Product;

describe('quotation form values', () => {
  it('starts a new quotation in US dollars with one empty line', () => {
    const values = toQuotationFormValues(null, dayjs);
    expect(values).toMatchObject({ name: '', currency: 'USD', terms: undefined, expiresOn: null });
    expect(values.lines).toEqual([emptyLine()]);
  });

  it('round-trips a quotation, keeping prices as strings and blanks as null', () => {
    const input = toQuotationInput(toQuotationFormValues(quotation, dayjs));
    expect(input).toEqual({
      name: 'Spring price list',
      terms: 'CIF',
      place: 'shanghai',
      currency: 'EUR',
      expiresOn: '2026-09-30',
      remark: 'Samples on request',
      note: null,
      lines: [
        {
          productId: 5,
          spec: '500 g jar',
          price: '12.5',
          priceUnit: 'case',
          moq: 100,
          unitsPerPack: null,
          unitsPerCase: 12,
          casesPerPallet: 80,
          shelfLifeDays: 720,
          packDimensions: null,
          caseDimensions: '40 × 30 × 20 cm',
          pallet: null,
        },
      ],
    });
  });

  it('fills a line from the picked product and keeps what was typed for price and MOQ', () => {
    const line = lineWithProduct({ ...emptyLine(), price: ' .75 ', moq: 10 }, product);
    expect(line).toMatchObject({
      productId: 9,
      productName: 'Oat Crackers',
      code: '96385074',
      brand: 'Cedar Hill',
      spec: '200 g',
      priceUnit: 'pack',
      unitsPerPack: 6,
      unitsPerCase: 24,
      casesPerPallet: null,
      shelfLifeDays: 365,
      moq: 10,
    });
    const values = { ...toQuotationFormValues(null, dayjs), lines: [line] };
    expect(toQuotationInput(values).lines[0]).toMatchObject({ productId: 9, price: '0.75', moq: 10 });
  });

  it('sends an empty form as blanks for the server to refuse with the same words', () => {
    expect(toQuotationInput(toQuotationFormValues(null, dayjs))).toMatchObject({
      name: '',
      expiresOn: '',
      lines: [{ productId: 0, price: '' }],
    });
  });
});

describe('server field errors on the form', () => {
  it('puts line errors on their line and drops unknown fields', () => {
    expect(
      toQuotationFieldErrors(
        {
          name: 'Please enter the quotation name',
          'lines.1.price': 'Enter a price above 0 with at most 4 decimals',
          'lines[0].productId': 'Please select one of your products',
          lines: 'Add at least one product',
          secret: 'x',
        },
        ['name', 'terms'],
      ),
    ).toEqual([
      { name: ['name'], errors: ['Please enter the quotation name'] },
      { name: ['lines', 1, 'price'], errors: ['Enter a price above 0 with at most 4 decimals'] },
      { name: ['lines', 0, 'productId'], errors: ['Please select one of your products'] },
      { name: ['lines'], errors: ['Add at least one product'] },
    ]);
  });
});
