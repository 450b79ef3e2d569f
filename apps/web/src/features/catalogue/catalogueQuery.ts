import { barcodeDigits, type MasterProductQuery } from '@sc/contract';

/** What the catalogue's search box searches by; UPC and EAN both search the barcode. */
export const SEARCH_MODES = ['keyword', 'upc', 'ean', 'mid'] as const;
export type SearchMode = (typeof SEARCH_MODES)[number];

export const CATALOGUE_PAGE_SIZES = [12, 24, 48, 96] as const;
const DEFAULT_PAGE_SIZE = 24;

/** The catalogue search as the page keeps it (and as it appears in the address bar). */
export type CatalogueSearch = {
  mode: SearchMode;
  text: string;
  categoryId: number | null;
  brand: string | null;
  pageIndex: number;
  pageSize: number;
};

export const EMPTY_SEARCH: CatalogueSearch = {
  mode: 'keyword',
  text: '',
  categoryId: null,
  brand: null,
  pageIndex: 1,
  pageSize: DEFAULT_PAGE_SIZE,
};

export function isSearchMode(value: unknown): value is SearchMode {
  return typeof value === 'string' && (SEARCH_MODES as readonly string[]).includes(value);
}

/** The product/master/list body for a search: the text goes to keyword, barcode or mid by mode. */
export function buildMasterQuery(search: CatalogueSearch): MasterProductQuery {
  const query: MasterProductQuery = { pageIndex: search.pageIndex, pageSize: search.pageSize };
  const text = search.text.trim();
  if (text) {
    if (search.mode === 'keyword') query.keyword = text;
    else if (search.mode === 'mid') query.mid = text;
    // People type barcodes with spaces or dashes; the server matches digits with or without zeros.
    else query.barcode = barcodeDigits(text) || text;
  }
  if (search.categoryId) query.categoryId = search.categoryId;
  if (search.brand) query.brand = search.brand;
  return query;
}

function positiveInt(value: string | null): number | null {
  const number = Number(value);
  return value && Number.isInteger(number) && number > 0 ? number : null;
}

/** Reads a search from the address bar; anything missing or odd falls back to the defaults. */
export function parseCatalogueSearch(params: URLSearchParams): CatalogueSearch {
  const mode = params.get('by');
  const pageSize = positiveInt(params.get('size'));
  return {
    mode: isSearchMode(mode) ? mode : EMPTY_SEARCH.mode,
    text: params.get('q') ?? '',
    categoryId: positiveInt(params.get('category')),
    brand: params.get('brand') || null,
    pageIndex: positiveInt(params.get('page')) ?? 1,
    pageSize:
      pageSize && (CATALOGUE_PAGE_SIZES as readonly number[]).includes(pageSize)
        ? pageSize
        : DEFAULT_PAGE_SIZE,
  };
}

/** The address-bar form of a search, leaving defaults out so plain visits keep a clean URL. */
export function toSearchParams(search: CatalogueSearch): URLSearchParams {
  const params = new URLSearchParams();
  if (search.text.trim()) {
    params.set('q', search.text.trim());
    if (search.mode !== EMPTY_SEARCH.mode) params.set('by', search.mode);
  }
  if (search.categoryId) params.set('category', String(search.categoryId));
  if (search.brand) params.set('brand', search.brand);
  if (search.pageIndex > 1) params.set('page', String(search.pageIndex));
  if (search.pageSize !== DEFAULT_PAGE_SIZE) params.set('size', String(search.pageSize));
  return params;
}

/** True when the search narrows the catalogue in any way (for the empty-state advice). */
export function isFiltered(search: CatalogueSearch): boolean {
  return Boolean(search.text.trim() || search.categoryId || search.brand);
}
