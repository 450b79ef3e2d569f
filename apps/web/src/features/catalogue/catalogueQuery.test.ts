import { describe, expect, it } from 'vitest';
import {
  buildMasterQuery,
  type CatalogueSearch,
  EMPTY_SEARCH,
  isFiltered,
  parseCatalogueSearch,
  toSearchParams,
} from './catalogueQuery';

const search = (patch: Partial<CatalogueSearch>): CatalogueSearch => ({ ...EMPTY_SEARCH, ...patch });

describe('buildMasterQuery', () => {
  it('sends only paging when nothing is searched', () => {
    expect(buildMasterQuery(EMPTY_SEARCH)).toEqual({ pageIndex: 1, pageSize: 24 });
    expect(buildMasterQuery(search({ text: '   ' }))).toEqual({ pageIndex: 1, pageSize: 24 });
  });

  it('searches words as keyword and a MID as mid', () => {
    expect(buildMasterQuery(search({ text: ' green tea ' }))).toMatchObject({ keyword: 'green tea' });
    expect(buildMasterQuery(search({ mode: 'mid', text: 'MID-0042' }))).toEqual({
      pageIndex: 1,
      pageSize: 24,
      mid: 'MID-0042',
    });
  });

  it('sends UPC and EAN searches as the barcode, digits only', () => {
    expect(buildMasterQuery(search({ mode: 'upc', text: '0 36000 29145 2' })).barcode).toBe('036000291452');
    expect(buildMasterQuery(search({ mode: 'ean', text: '4006381-333931' }))).toEqual({
      pageIndex: 1,
      pageSize: 24,
      barcode: '4006381333931',
    });
  });

  it('keeps text without digits so the search finds nothing rather than everything', () => {
    expect(buildMasterQuery(search({ mode: 'ean', text: 'abc' })).barcode).toBe('abc');
  });

  it('adds category, brand and the page', () => {
    expect(
      buildMasterQuery(search({ categoryId: 12, brand: 'Nordic Dairy', pageIndex: 3, pageSize: 48 })),
    ).toEqual({ pageIndex: 3, pageSize: 48, categoryId: 12, brand: 'Nordic Dairy' });
  });
});

describe('address bar', () => {
  it('round-trips a search', () => {
    const full = search({
      mode: 'ean',
      text: '4006381333931',
      categoryId: 5,
      brand: 'Kuro',
      pageIndex: 2,
      pageSize: 48,
    });
    expect(parseCatalogueSearch(toSearchParams(full))).toEqual(full);
  });

  it('leaves defaults out and falls back on unknown values', () => {
    expect(toSearchParams(EMPTY_SEARCH).toString()).toBe('');
    expect(parseCatalogueSearch(new URLSearchParams('by=sku&page=-2&size=7&category=x'))).toEqual(
      EMPTY_SEARCH,
    );
  });
});

describe('isFiltered', () => {
  it('is false only for a plain listing', () => {
    expect(isFiltered(EMPTY_SEARCH)).toBe(false);
    expect(isFiltered(search({ pageIndex: 4 }))).toBe(false);
    expect(isFiltered(search({ brand: 'Kuro' }))).toBe(true);
  });
});
