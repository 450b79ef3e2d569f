import { describe, expect, it } from 'vitest';
import { cardBrandName } from './cardBrand.js';

describe('cardBrandName', () => {
  it('writes known brands the usual way and leaves others alone', () => {
    expect(cardBrandName('visa')).toBe('Visa');
    expect(cardBrandName('MASTERCARD')).toBe('Mastercard');
    expect(cardBrandName('American Express')).toBe('American Express');
    expect(cardBrandName('Elo')).toBe('Elo');
    expect(cardBrandName(null)).toBe('');
  });
});
