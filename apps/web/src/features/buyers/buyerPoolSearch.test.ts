import { describe, expect, it } from 'vitest';
import {
  type BuyerPoolSearch,
  buildBuyerQuery,
  EMPTY_POOL_SEARCH,
  isPoolFiltered,
  parsePoolSearch,
  toPoolSearchParams,
} from './buyerPoolSearch';

const search = (patch: Partial<BuyerPoolSearch>): BuyerPoolSearch => ({ ...EMPTY_POOL_SEARCH, ...patch });

describe('buildBuyerQuery', () => {
  it('sends only paging for the plain pool', () => {
    expect(buildBuyerQuery(EMPTY_POOL_SEARCH)).toEqual({ pageIndex: 1, pageSize: 12 });
    expect(buildBuyerQuery(search({ text: '  ' }))).toEqual({ pageIndex: 1, pageSize: 12 });
  });

  it('sends the trimmed keyword, category, hide-contacted and tab', () => {
    expect(
      buildBuyerQuery(
        search({
          text: ' Kiwi Orchard ',
          category: 'mother_baby',
          hideContacted: true,
          tab: 'new',
          pageIndex: 3,
        }),
      ),
    ).toEqual({
      pageIndex: 3,
      pageSize: 12,
      keyword: 'Kiwi Orchard',
      mainCategory: 'mother_baby',
      hideContacted: true,
      tab: 'new',
    });
  });
});

describe('address bar', () => {
  it('round-trips a search', () => {
    const full = search({
      text: 'milk powder',
      category: 'food_beverage',
      hideContacted: true,
      tab: 'selected',
      pageIndex: 4,
      pageSize: 24,
    });
    expect(parsePoolSearch(toPoolSearchParams(full))).toEqual(full);
  });

  it('leaves defaults out and ignores unknown values', () => {
    expect(toPoolSearchParams(EMPTY_POOL_SEARCH).toString()).toBe('');
    expect(
      parsePoolSearch(new URLSearchParams('category=toys&tab=vip&page=0&size=13&hideContacted=yes')),
    ).toEqual(EMPTY_POOL_SEARCH);
  });

  it('keeps parameters the pool does not own, such as a payment return id', () => {
    const current = new URLSearchParams('merchantTransactionId=T-42&q=old&page=3');
    const params = toPoolSearchParams(search({ text: 'tea' }), current);
    expect(params.get('merchantTransactionId')).toBe('T-42');
    expect(params.get('q')).toBe('tea');
    expect(params.has('page')).toBe(false);
  });
});

describe('isPoolFiltered', () => {
  it('is false only for the plain pool', () => {
    expect(isPoolFiltered(search({ pageIndex: 5 }))).toBe(false);
    expect(isPoolFiltered(search({ tab: 'new' }))).toBe(true);
    expect(isPoolFiltered(search({ hideContacted: true }))).toBe(true);
  });
});
