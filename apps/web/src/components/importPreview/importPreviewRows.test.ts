import type { ImportRow } from '@sc/contract';
import { describe, expect, it } from 'vitest';
import { cellError, hasErrors, rowOnlyErrors, templateCsv, toCsvLine } from './importPreviewRows';

const bad: ImportRow = {
  row: 2,
  values: { barcode: '123', name: '' },
  errors: { barcode: 'Enter a valid UPC-A', name: 'Please enter the product name', file: 'Row too long' },
};
const good: ImportRow = { row: 1, values: { barcode: '4006381333931' }, errors: {} };

describe('preview cells', () => {
  it('marks exactly the cells the server flagged, with its message', () => {
    expect(cellError(bad, 'barcode')).toBe('Enter a valid UPC-A');
    expect(cellError(bad, 'mid')).toBeNull();
    expect(cellError(good, 'barcode')).toBeNull();
  });

  it('tells bad rows from good ones and keeps errors of unknown columns for the row', () => {
    expect(hasErrors(bad)).toBe(true);
    expect(hasErrors(good)).toBe(false);
    expect(rowOnlyErrors(bad, ['barcode', 'name'])).toEqual(['Row too long']);
  });
});

describe('CSV files', () => {
  it('quotes fields with commas, quotes or line breaks', () => {
    expect(toCsvLine(['a', 'b,c', 'say "hi"', 'x\ny'])).toBe('a,"b,c","say ""hi""","x\ny"');
  });

  it('writes a template as a header and examples, each line ending in CRLF', () => {
    expect(templateCsv(['Email', 'Name'], [['mei@example.test', 'Chen, Mei']])).toBe(
      'Email,Name\r\nmei@example.test,"Chen, Mei"\r\n',
    );
  });
});
