import { describe, expect, it } from 'vitest';
import { checkImportFile } from './uploadChecks';

describe('checkImportFile', () => {
  it('accepts CSV and XLSX only', () => {
    expect(checkImportFile({ name: 'products.csv', type: 'text/csv', size: 10 })).toBeNull();
    expect(checkImportFile({ name: 'Products.XLSX', type: '', size: 10 })).toBeNull();
    expect(checkImportFile({ name: 'products.xls', type: '', size: 10 })).toBe('productImport.fileType');
    expect(checkImportFile({ name: 'products.csv', type: 'text/csv', size: 0 })).toBe('error.FILE_EMPTY');
  });
});
