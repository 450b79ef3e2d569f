import { describe, expect, it } from 'vitest';
import { fromCents, sameAmount, toCents } from './money.js';

describe('money', () => {
  it('turns decimal strings into exact cents and back', () => {
    expect(toCents('299.00')).toBe(29_900n);
    expect(toCents('0.75')).toBe(75n);
    expect(toCents('12.5')).toBe(1_250n);
    expect(toCents('7')).toBe(700n);
    expect(fromCents(29_900n)).toBe('299.00');
    expect(fromCents(5n)).toBe('0.05');
    expect(fromCents(-1_250n)).toBe('-12.50');
  });

  it('compares amounts whatever their zeros', () => {
    expect(sameAmount('299.00', '299')).toBe(true);
    expect(sameAmount('0299.5', '299.50')).toBe(true);
    expect(sameAmount('299.01', '299')).toBe(false);
  });
});
