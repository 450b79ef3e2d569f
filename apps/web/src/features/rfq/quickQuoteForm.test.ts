import type { MyRfqQuote } from '@sc/contract';
import { describe, expect, it } from 'vitest';
import { quickQuoteIssues, toQuickQuoteFormValues, toQuickQuoteTerms } from './quickQuoteForm';

const toDate = (iso: string) => ({ format: () => iso });

describe('the quick quotation form', () => {
  it('starts empty for a new quote, so price, currency, unit and terms are asked for (SPEC 5)', () => {
    const values = toQuickQuoteFormValues(null, toDate, 12);
    expect(quickQuoteIssues(toQuickQuoteTerms(values))).toEqual({
      price: 'validation.priceRequired',
      currency: 'validation.currencyRequired',
      unit: 'validation.unitRequired',
      terms: 'validation.termsRequired',
    });
    expect(values.productId).toBe(12);
  });

  it('sends the price as typed (".5" as "0.5") and leaves optional fields null', () => {
    const terms = toQuickQuoteTerms({
      ...toQuickQuoteFormValues(null, toDate),
      price: ' .5 ',
      currency: 'USD',
      unit: 'case',
      terms: 'FOB',
      message: '  Fresh stock  ',
    });
    expect(terms).toMatchObject({
      price: '0.5',
      moq: null,
      validUntil: null,
      place: null,
      message: 'Fresh stock',
    });
    expect(quickQuoteIssues(terms)).toEqual({});
  });

  it('starts a revision from my quote as it stands', () => {
    const quote = {
      price: '12.5',
      currency: 'EUR',
      unit: 'pack',
      terms: 'CIF',
      moq: 100,
      leadTimeDays: 20,
      validUntil: '2099-01-31',
      place: 'ningbo',
      sampleOffer: 'free',
      message: 'Hi',
      product: { productId: 3, name: 'Oat milk', imageUrl: null },
      quotation: null,
    } as unknown as MyRfqQuote;
    const terms = toQuickQuoteTerms(toQuickQuoteFormValues(quote, toDate));
    expect(terms).toEqual({
      price: '12.5',
      currency: 'EUR',
      unit: 'pack',
      terms: 'CIF',
      moq: 100,
      leadTimeDays: 20,
      validUntil: '2099-01-31',
      place: 'ningbo',
      sampleOffer: 'free',
      message: 'Hi',
      productId: 3,
      quotationId: null,
    });
  });
});
