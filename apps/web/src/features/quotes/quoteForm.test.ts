import type { Quote } from '@sc/contract';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { toQuoteFields, toQuoteFormValues } from './quoteForm';

const quote: Quote = {
  id: 4,
  productId: 7,
  productName: 'Green tea',
  price: '12.5000',
  currency: 'EUR',
  terms: 'FOB',
  expiresOn: '2026-09-30',
  isExpired: false,
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
  author: null,
};

describe('quote form values', () => {
  it('starts a new quote in US dollars with nothing else chosen', () => {
    expect(toQuoteFormValues(null, dayjs)).toEqual({
      price: '',
      currency: 'USD',
      terms: undefined,
      expiresOn: null,
    });
  });

  it('round-trips the current quote, keeping the price as a string', () => {
    const fields = toQuoteFields(toQuoteFormValues(quote, dayjs));
    expect(fields).toEqual({ price: '12.5000', currency: 'EUR', terms: 'FOB', expiresOn: '2026-09-30' });
  });

  it('sends the typed price without float conversion', () => {
    const values = {
      price: ' 0.1 ',
      currency: 'USD' as const,
      terms: 'EXW' as const,
      expiresOn: dayjs('2027-01-02'),
    };
    expect(toQuoteFields(values)).toEqual({
      price: '0.1',
      currency: 'USD',
      terms: 'EXW',
      expiresOn: '2027-01-02',
    });
    expect(toQuoteFields({ ...values, price: '.75' }).price).toBe('0.75');
    expect(toQuoteFields({ ...values, price: '123456789012.1234' }).price).toBe('123456789012.1234');
  });
});
