import { describe, expect, it } from 'vitest';
import { compareDecimals, compareQuotes } from './compareQuotes';
import { receivedQuote } from './rfqFixtures';

const order = (rows: ReturnType<typeof compareQuotes>) => rows.map((row) => row.quote.id);
const lowest = (rows: ReturnType<typeof compareQuotes>) =>
  rows.filter((row) => row.isLowest).map((row) => row.quote.id);

describe('compareDecimals', () => {
  it('compares money as decimal strings, exactly', () => {
    expect(compareDecimals('9.5', '10')).toBeLessThan(0);
    expect(compareDecimals('10.10', '10.1')).toBe(0);
    expect(compareDecimals('.75', '0.8')).toBeLessThan(0);
    expect(compareDecimals('100000000000.0001', '100000000000')).toBeGreaterThan(0);
  });
});

describe('compareQuotes', () => {
  it('puts the cheapest price per the RFQ unit first, not the cheapest quoted price', () => {
    const rows = compareQuotes([
      // 24 € a pack of 12 = 2 a unit… here: 12.00 per pack that is 14.40 per case.
      receivedQuote(1, { price: '12.00', unit: 'pack', perUnit: { amount: '14.40', currency: 'USD' } }),
      receivedQuote(2, { price: '13.50' }),
      receivedQuote(3, { price: '9.90' }),
    ]);
    expect(order(rows)).toEqual([3, 2, 1]);
    expect(lowest(rows)).toEqual([3]);
  });

  it('marks every quote tied for the lowest price', () => {
    const rows = compareQuotes([receivedQuote(1, { price: '9.9' }), receivedQuote(2, { price: '9.90' })]);
    expect(lowest(rows)).toEqual([1, 2]);
  });

  it('keeps currencies apart: the target currency first, each with its own lowest', () => {
    const rows = compareQuotes(
      [
        receivedQuote(1, { price: '8.00', currency: 'EUR' }),
        receivedQuote(2, { price: '11.00' }),
        receivedQuote(3, { price: '10.50' }),
        receivedQuote(4, { price: '7.90', currency: 'EUR' }),
        receivedQuote(5, { price: '1.00', currency: 'GBP' }),
      ],
      'USD',
    );
    expect(order(rows)).toEqual([3, 2, 4, 1, 5]);
    expect(lowest(rows)).toEqual([3, 4]);
  });

  it('marks no quote lowest when it has nothing to beat', () => {
    expect(lowest(compareQuotes([receivedQuote(1)]))).toEqual([]);
  });

  it('lists quotes whose units do not convert after the comparable ones, and declined ones last', () => {
    const rows = compareQuotes([
      receivedQuote(1, { price: '1.00', status: 'declined' }),
      receivedQuote(2, { price: '0.50', unit: 'pallet', perUnit: null }),
      receivedQuote(3, { price: '12.00' }),
      receivedQuote(4, { price: '13.00', status: 'shortlisted' }),
    ]);
    expect(order(rows)).toEqual([3, 4, 2, 1]);
    expect(lowest(rows)).toEqual([3]);
  });
});
