import { describe, expect, it } from 'vitest';
import { LANGS } from './constants.js';
import { importColumnLabel, matchImportHeaders, normalizeImportHeader } from './importColumns.js';
import { IMPORT_COLUMNS } from './products.js';

describe('import headers', () => {
  it('compares headers without case, spacing, separators or full-width forms', () => {
    expect(normalizeImportHeader('  Product NAME ')).toBe('productname');
    expect(normalizeImportHeader('ＰＲＯＤＵＣＴ　ＮＡＭＥ')).toBe('productname');
    expect(normalizeImportHeader('units_per-case')).toBe('unitspercase');
  });

  it('knows every column by its name and by its label in every language', () => {
    for (const lang of LANGS) {
      const labels = IMPORT_COLUMNS.map((column) => importColumnLabel(lang, column));
      expect(matchImportHeaders(labels).columns, lang).toEqual([...IMPORT_COLUMNS]);
    }
    expect(matchImportHeaders([...IMPORT_COLUMNS]).columns).toEqual([...IMPORT_COLUMNS]);
  });

  it('reports unknown, repeated and missing columns; empty header cells are skipped', () => {
    expect(matchImportHeaders(['MID', '', 'Price', '商品名', 'name'])).toEqual({
      columns: ['mid', null, null, 'name', 'name'],
      unknown: ['Price'],
      duplicate: ['name'],
      missing: ['barcode'],
    });
  });
});
