import { INCOTERMS, type Incoterm, RFQ_SORTS, type RfqListQuery, type RfqSort } from '@sc/contract';

export const RFQ_TABS = ['featured', 'newest'] as const;
export type RfqTab = (typeof RFQ_TABS)[number];
export const RFQ_PAGE_SIZES = [10, 20, 50] as const;
const DEFAULT_PAGE_SIZE = 10;

/** The market search as the page keeps it (and as it appears in the address bar). */
export type RfqSearch = {
  tab: RfqTab;
  keyword: string;
  categoryId: number | null;
  country: string | null;
  terms: Incoterm | null;
  hideQuoted: boolean;
  sort: RfqSort;
  pageIndex: number;
  pageSize: number;
};

export const EMPTY_RFQ_SEARCH: RfqSearch = {
  tab: 'featured',
  keyword: '',
  categoryId: null,
  country: null,
  terms: null,
  hideQuoted: false,
  sort: 'newest',
  pageIndex: 1,
  pageSize: DEFAULT_PAGE_SIZE,
};

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | null =>
  value !== null && (values as readonly string[]).includes(value) ? (value as T) : null;

function positiveInt(value: string | null): number | null {
  const number = Number(value);
  return value && Number.isInteger(number) && number > 0 ? number : null;
}

/** Reads a search from the address bar; anything missing or odd falls back to the defaults. */
export function parseRfqSearch(params: URLSearchParams): RfqSearch {
  const size = positiveInt(params.get('size'));
  const country = params.get('country')?.toUpperCase() ?? '';
  return {
    tab: oneOf(RFQ_TABS, params.get('tab')) ?? EMPTY_RFQ_SEARCH.tab,
    keyword: params.get('q') ?? '',
    categoryId: positiveInt(params.get('category')),
    country: /^[A-Z]{2}$/.test(country) ? country : null,
    terms: oneOf(INCOTERMS, params.get('terms')),
    hideQuoted: params.get('hideQuoted') === '1',
    sort: oneOf(RFQ_SORTS, params.get('sort')) ?? EMPTY_RFQ_SEARCH.sort,
    pageIndex: positiveInt(params.get('page')) ?? 1,
    pageSize: size && (RFQ_PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE,
  };
}

/**
 * The address-bar form of a search, leaving defaults out; other parameters of `current` (the
 * opened RFQ's `id`) are kept.
 */
export function toRfqSearchParams(search: RfqSearch, current?: URLSearchParams): URLSearchParams {
  const params = new URLSearchParams();
  const keep = current?.get('id');
  if (keep) params.set('id', keep);
  if (search.tab !== EMPTY_RFQ_SEARCH.tab) params.set('tab', search.tab);
  if (search.keyword.trim()) params.set('q', search.keyword.trim());
  if (search.categoryId) params.set('category', String(search.categoryId));
  if (search.country) params.set('country', search.country);
  if (search.terms) params.set('terms', search.terms);
  if (search.hideQuoted) params.set('hideQuoted', '1');
  if (search.sort !== EMPTY_RFQ_SEARCH.sort) params.set('sort', search.sort);
  if (search.pageIndex > 1) params.set('page', String(search.pageIndex));
  if (search.pageSize !== DEFAULT_PAGE_SIZE) params.set('size', String(search.pageSize));
  return params;
}

/** The rfq/public/list body of a search. */
export function buildRfqQuery(search: RfqSearch): RfqListQuery {
  const query: RfqListQuery = {
    tab: search.tab,
    sort: search.sort,
    hideQuoted: search.hideQuoted,
    pageIndex: search.pageIndex,
    pageSize: search.pageSize,
  };
  const keyword = search.keyword.trim();
  if (keyword) query.keyword = keyword;
  if (search.categoryId) query.categoryId = search.categoryId;
  if (search.country) query.country = search.country;
  if (search.terms) query.terms = search.terms;
  return query;
}

/** True when the search narrows the market (for "Clear filters" and the empty-state advice). */
export function isRfqFiltered(search: RfqSearch): boolean {
  return Boolean(
    search.keyword.trim() || search.categoryId || search.country || search.terms || search.hideQuoted,
  );
}
