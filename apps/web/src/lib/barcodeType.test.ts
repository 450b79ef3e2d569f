import { describe, expect, it } from 'vitest';
import { barcodeType } from './barcodeType';

describe('barcodeType', () => {
  it('names UPC-A, EAN-13 and EAN-8 codes by their length', () => {
    expect(barcodeType('036000291452')).toBe('UPC');
    expect(barcodeType('4006381333931')).toBe('EAN');
    expect(barcodeType('96385074')).toBe('EAN');
  });

  it('has no name for other codes', () => {
    expect(barcodeType('12345')).toBeNull();
    expect(barcodeType('')).toBeNull();
  });
});
