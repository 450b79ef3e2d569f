import { describe, expect, it } from 'vitest';
import { QuoteInputSchema } from './quotes.js';

const quote = (price: string) =>
  QuoteInputSchema.safeParse({
    productId: 1,
    price,
    currency: 'USD',
    terms: 'FOB',
    expiresOn: '2099-12-31',
  });

describe('a quote price', () => {
  it('takes a price under one typed without its leading zero', () => {
    expect(quote('.75')).toMatchObject({ success: true, data: { price: '.75' } });
    expect(quote(' 12.5 ')).toMatchObject({ success: true, data: { price: '12.5' } });
  });

  it('refuses what is not a positive amount of at most 4 decimals', () => {
    for (const price of ['.', '0', '.0', '1.23456', '1,5', '-1', '1e3', '']) {
      expect(quote(price).success, price).toBe(false);
    }
  });
});
