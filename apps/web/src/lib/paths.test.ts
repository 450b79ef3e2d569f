import { describe, expect, it } from 'vitest';
import { editQuotationPath, menuPathOf, paths } from './paths';

describe('quotation paths', () => {
  it('opens the form for a new quotation or for one by id', () => {
    expect(editQuotationPath()).toBe('/editQuotation');
    expect(editQuotationPath(12)).toBe('/editQuotation?id=12');
  });

  it('shows the form under My quotations and leaves other paths alone', () => {
    expect(menuPathOf('/editQuotation')).toBe(paths.quotationList);
    expect(menuPathOf('/editquotation/')).toBe(paths.quotationList);
    expect(menuPathOf('/myProducts')).toBe('/myProducts');
  });
});
