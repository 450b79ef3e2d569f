import {
  buyerImportKit,
  CONSOLE_IMPORT_COLUMNS,
  CONSOLE_IMPORT_KINDS,
  catalogueImportKit,
  checkImportRow,
  LANGS,
} from '@sc/contract';
import { describe, expect, it } from 'vitest';
import { IMPORT_EXAMPLES, importTemplate } from './importTemplates';

describe('console import templates', () => {
  it.each(LANGS)('are headed in %s by headers the import reads back as its columns', (lang) => {
    for (const kind of CONSOLE_IMPORT_KINDS) {
      const [header, ...rest] = importTemplate(kind, lang).split('\r\n');
      const columns = CONSOLE_IMPORT_COLUMNS[kind];
      expect(columns.match(header?.split(',') ?? [])).toEqual({
        columns: [...columns.columns],
        unknown: [],
        duplicate: [],
        missing: [],
      });
      expect(rest.filter(Boolean)).toHaveLength(IMPORT_EXAMPLES[kind].length);
    }
    expect(importTemplate('catalogue', 'ch').split('\r\n')[0]).toBe(
      'UPC/EAN,制造商编号（MID）,产品名称,品牌,类目,原产地,规格',
    );
  });

  it('has examples the rows’ rules accept', () => {
    for (const example of IMPORT_EXAMPLES.catalogue) {
      const values = {
        barcode: '',
        mid: '',
        name: '',
        brand: '',
        category: '',
        origin: '',
        specs: '',
        ...example,
      };
      expect(checkImportRow(catalogueImportKit, 1, values, 'en').row.errors).toEqual({});
    }
    for (const example of IMPORT_EXAMPLES.buyers) {
      const values = {
        email: '',
        name: '',
        company: '',
        category: '',
        country: '',
        city: '',
        brands: '',
        language: '',
        ...example,
      };
      expect(checkImportRow(buyerImportKit, 1, values, 'en').row.errors).toEqual({});
    }
  });
});
