import { describe, expect, it } from 'vitest';
import {
  buildRfqQuery,
  EMPTY_RFQ_SEARCH,
  isRfqFiltered,
  parseRfqSearch,
  toRfqSearchParams,
} from './rfqSearch';

describe('the RFQ market search in the address bar', () => {
  it('reads back what it wrote, keeping the opened RFQ', () => {
    const search = {
      ...EMPTY_RFQ_SEARCH,
      tab: 'newest' as const,
      keyword: 'oat milk',
      categoryId: 12,
      country: 'DE',
      terms: 'FOB' as const,
      hideQuoted: true,
      sort: 'closing' as const,
      pageIndex: 3,
      pageSize: 20,
    };
    const params = toRfqSearchParams(search, new URLSearchParams('id=5&junk=1'));
    expect(params.get('id')).toBe('5');
    expect(params.get('junk')).toBeNull();
    expect(parseRfqSearch(params)).toEqual(search);
  });

  it('falls back to the defaults for anything odd and keeps plain visits clean', () => {
    const odd = new URLSearchParams('tab=x&terms=ABC&sort=price&page=-1&size=7&country=Germany');
    expect(parseRfqSearch(odd)).toEqual(EMPTY_RFQ_SEARCH);
    expect(toRfqSearchParams(EMPTY_RFQ_SEARCH).toString()).toBe('');
    expect(isRfqFiltered(EMPTY_RFQ_SEARCH)).toBe(false);
  });

  it('sends only the filters that are set', () => {
    expect(buildRfqQuery({ ...EMPTY_RFQ_SEARCH, keyword: '  ', country: 'FR' })).toEqual({
      tab: 'featured',
      sort: 'newest',
      hideQuoted: false,
      pageIndex: 1,
      pageSize: 10,
      country: 'FR',
    });
  });
});
