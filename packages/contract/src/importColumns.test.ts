import { describe, expect, it } from 'vitest';
import {
  buyerImportColumns,
  buyerImportKit,
  catalogueImportColumns,
  catalogueImportKit,
  countryFromText,
  mainCategoryFromText,
} from './consoleImports.js';
import { LANGS } from './constants.js';
import {
  checkImportRow,
  importColumnLabel,
  matchImportHeaders,
  normalizeImportHeader,
} from './importColumns.js';
import { translate } from './messages/index.js';
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

describe('the import kit', () => {
  it('reads every kind’s headers by name, by label in every language, and by alias', () => {
    for (const kit of [catalogueImportKit, buyerImportKit]) {
      const { columns } = kit.columns;
      for (const lang of LANGS)
        expect(kit.columns.match(kit.columns.header(lang)).columns, lang).toEqual([...columns]);
      expect(kit.columns.match([...columns]).missing).toEqual([]);
    }
    expect(catalogueImportColumns.header('ch')).toEqual([
      'UPC/EAN',
      '制造商编号（MID）',
      '产品名称',
      '品牌',
      '类目',
      '原产地',
      '规格',
    ]);
    expect(catalogueImportColumns.match(['EAN', 'MID', 'カテゴリ', 'ＢＲＡＮＤ', '商品名'])).toEqual({
      columns: ['barcode', 'mid', 'category', 'brand', 'name'],
      unknown: [],
      duplicate: [],
      missing: [],
    });
    expect(buyerImportColumns.match(['E-mail', '姓名', '会社名', 'Price']).missing).toEqual([
      'category',
      'country',
    ]);
  });

  it('checks a row with the kind’s schema and names the first problem of each cell in the caller’s language', () => {
    const values = {
      barcode: '4006381333932',
      mid: 'MID-1',
      name: '',
      brand: 'Alpine',
      category: 'fb_snacks',
      origin: 'Deutschland',
      specs: '500 g; Glass jar',
    };
    const checked = checkImportRow(catalogueImportKit, 7, values, 'en');
    expect(checked.input).toBeUndefined();
    expect(checked.row).toEqual({
      row: 7,
      values,
      errors: {
        barcode: 'Enter a valid UPC-A (12 digits), EAN-13 or EAN-8 with its check digit',
        name: 'Please enter the product name',
        origin: 'This value is not valid',
      },
    });
    const good = checkImportRow(
      catalogueImportKit,
      8,
      { ...values, barcode: '4006381333931', name: 'Honey', origin: 'ドイツ' },
      'ja',
    );
    expect(good.row.errors).toEqual({});
    expect(good.input).toMatchObject({ origin: 'DE', specs: ['500 g', 'Glass jar'], brand: 'Alpine' });
  });

  it('reads buyer cells written in any language and blames the column, not the form field', () => {
    const row = {
      email: 'Mei@Example.COM',
      name: 'Mei Chen',
      company: 'Osaka Select Foods',
      category: '食品饮料',
      country: '日本',
      city: 'Osaka',
      brands: 'Alpine Meadow；Sunbay',
      language: '日本語',
    };
    expect(checkImportRow(buyerImportKit, 1, row, 'en').input).toMatchObject({
      email: 'mei@example.com',
      mainCategory: 'food_beverage',
      country: 'JP',
      interestedBrands: ['Alpine Meadow', 'Sunbay'],
      lang: 'ja',
    });
    const bad = checkImportRow(
      buyerImportKit,
      2,
      { ...row, email: 'not-an-email', category: 'Snacks', country: 'Atlantis', name: '' },
      'ch',
    );
    expect(bad.row.errors).toEqual({
      email: '请输入有效的邮箱地址',
      name: translate('ch', 'validation.buyerNameRequired'),
      category: '请填写六个主营类目之一（编码或名称）',
      country: '请填写国家代码（如 JP）或国家名称',
    });
    expect(mainCategoryFromText(' Beauty & personal care ')).toBe('beauty_personal_care');
    expect(countryFromText('united states')).toBe('US');
    expect(countryFromText('Narnia')).toBeUndefined();
  });
});
