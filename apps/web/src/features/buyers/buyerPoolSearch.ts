import { BUYER_TABS, type BuyerQuery, MAIN_CATEGORIES, type MainCategory } from '@sc/contract';

export type BuyerTab = (typeof BUYER_TABS)[number];

export const POOL_PAGE_SIZES = [12, 24, 48] as const;
const DEFAULT_PAGE_SIZE = 12;

/** The buyer pool search as the page keeps it (and as it appears in the address bar). */
export type BuyerPoolSearch = {
  text: string;
  category: MainCategory | null;
  hideContacted: boolean;
  tab: BuyerTab;
  pageIndex: number;
  pageSize: number;
};

export const EMPTY_POOL_SEARCH: BuyerPoolSearch = {
  text: '',
  category: null,
  hideContacted: false,
  tab: 'all',
  pageIndex: 1,
  pageSize: DEFAULT_PAGE_SIZE,
};

/** Address-bar parameters the pool owns; any other (e.g. merchantTransactionId) is kept as it is. */
const OWN_PARAMS = ['q', 'category', 'hideContacted', 'tab', 'page', 'size'] as const;

function isMainCategory(value: unknown): value is MainCategory {
  return typeof value === 'string' && (MAIN_CATEGORIES as readonly string[]).includes(value);
}

function isBuyerTab(value: unknown): value is BuyerTab {
  return typeof value === 'string' && (BUYER_TABS as readonly string[]).includes(value);
}

function positiveInt(value: string | null): number | null {
  const number = Number(value);
  return value && Number.isInteger(number) && number > 0 ? number : null;
}

/** The buyer/public/list body for a search; filters that are off are left out. */
export function buildBuyerQuery(search: BuyerPoolSearch): BuyerQuery {
  const query: BuyerQuery = { pageIndex: search.pageIndex, pageSize: search.pageSize };
  const keyword = search.text.trim();
  if (keyword) query.keyword = keyword;
  if (search.category) query.mainCategory = search.category;
  if (search.hideContacted) query.hideContacted = true;
  if (search.tab !== 'all') query.tab = search.tab;
  return query;
}

/** Reads a search from the address bar; anything missing or odd falls back to the defaults. */
export function parsePoolSearch(params: URLSearchParams): BuyerPoolSearch {
  const category = params.get('category');
  const tab = params.get('tab');
  const pageSize = positiveInt(params.get('size'));
  return {
    text: params.get('q')?.trim() ?? '',
    category: isMainCategory(category) ? category : null,
    hideContacted: params.get('hideContacted') === '1',
    tab: isBuyerTab(tab) ? tab : 'all',
    pageIndex: positiveInt(params.get('page')) ?? 1,
    pageSize:
      pageSize && (POOL_PAGE_SIZES as readonly number[]).includes(pageSize) ? pageSize : DEFAULT_PAGE_SIZE,
  };
}

/**
 * The address-bar form of a search, leaving defaults out. Parameters the pool does not own are
 * copied from `current`, so a payment return id survives filtering.
 */
export function toPoolSearchParams(
  search: BuyerPoolSearch,
  current: URLSearchParams = new URLSearchParams(),
): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of current) {
    if (!(OWN_PARAMS as readonly string[]).includes(key)) params.append(key, value);
  }
  if (search.text.trim()) params.set('q', search.text.trim());
  if (search.category) params.set('category', search.category);
  if (search.hideContacted) params.set('hideContacted', '1');
  if (search.tab !== 'all') params.set('tab', search.tab);
  if (search.pageIndex > 1) params.set('page', String(search.pageIndex));
  if (search.pageSize !== DEFAULT_PAGE_SIZE) params.set('size', String(search.pageSize));
  return params;
}

/** True when the search narrows the pool (for the empty-state advice). */
export function isPoolFiltered(search: BuyerPoolSearch): boolean {
  return Boolean(search.text.trim() || search.category || search.hideContacted || search.tab !== 'all');
}
