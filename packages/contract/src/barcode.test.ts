import { describe, expect, it } from 'vitest';
import { barcodeSearchKey, isValidBarcode } from './barcode.js';
import { ProductInputSchema } from './products.js';
import { QuoteInputSchema } from './quotes.js';

describe('barcodes', () => {
  it.each([
    ['036000291452', true], // UPC-A
    ['4006381333931', true], // EAN-13
    ['96385074', true], // EAN-8
    ['0036000291452', true], // the UPC-A as EAN-13
    ['036000291453', false], // wrong check digit
    ['4006381333932', false],
    ['96385075', false],
    ['12345', false], // wrong length
    ['03600029145a', false],
    ['036000-291452', false], // separators are not silently accepted in a stored code
  ])('%s valid: %s', (code, valid) => {
    expect(isValidBarcode(code)).toBe(valid);
  });

  it('matches a code with or without leading zeros', () => {
    expect(barcodeSearchKey('036000291452')).toBe(barcodeSearchKey('0036000291452'));
    expect(barcodeSearchKey('36000291452')).toBe('36000291452');
    expect(barcodeSearchKey(' 0 3600-0291452 ')).toBe('36000291452');
  });
});

describe('product and quote rules', () => {
  it('requires UPC/EAN, MID and name with the form texts', () => {
    const result = ProductInputSchema.safeParse({});
    const messages = Object.fromEntries(result.error?.issues.map((i) => [i.path.join('.'), i.message]) ?? []);
    expect(messages).toMatchObject({
      barcode: 'validation.barcodeRequired',
      mid: 'validation.midRequired',
      name: 'validation.productNameRequired',
    });
  });

  it('rejects a sixth image and an eleventh spec', () => {
    const base = { barcode: '036000291452', mid: 'M1', name: 'Tea' };
    expect(
      ProductInputSchema.safeParse({ ...base, imageIds: ['a', 'b', 'c', 'd', 'e', 'f'] }).error?.issues[0]
        ?.message,
    ).toBe('validation.tooManyImages');
    expect(
      ProductInputSchema.safeParse({ ...base, specs: Array(11).fill('x') }).error?.issues[0]?.message,
    ).toBe('validation.tooManySpecs');
  });

  it.each([
    ['0', 'validation.priceInvalid'],
    ['-1', 'validation.priceInvalid'],
    ['1.23456', 'validation.priceInvalid'],
    ['1e3', 'validation.priceInvalid'],
    ['', 'validation.priceRequired'],
  ])('refuses price %j', (price, message) => {
    const result = QuoteInputSchema.safeParse({
      productId: 1,
      price,
      currency: 'USD',
      terms: 'FOB',
      expiresOn: '2030-01-01',
    });
    expect(result.error?.issues[0]?.message).toBe(message);
  });

  it('keeps a price as an exact decimal string', () => {
    const result = QuoteInputSchema.parse({
      productId: 1,
      price: '12.3456',
      currency: 'EUR',
      terms: 'CIF',
      expiresOn: '2030-01-01',
    });
    expect(result.price).toBe('12.3456');
  });
});
