import { describe, expect, it } from 'vitest';
import { formatMoney } from './formatMoney';

const plain = (text: string) => text.replace(/\s/g, ' ');

describe('formatMoney', () => {
  it('shows the currency code and two decimals for dollars', () => {
    expect(plain(formatMoney('12.5', 'USD', 'en'))).toBe('USD 12.50');
    expect(plain(formatMoney('1200', 'USD', 'zh-CN'))).toBe('USD 1,200.00');
  });

  it('keeps every decimal the supplier typed, without float rounding', () => {
    expect(plain(formatMoney('999999999999.9999', 'EUR', 'en'))).toBe('EUR 999,999,999,999.9999');
    expect(plain(formatMoney('0.1', 'USD', 'en'))).toBe('USD 0.10');
  });

  it('uses the currency’s own minor units', () => {
    expect(plain(formatMoney('1200', 'JPY', 'ja'))).toBe('JPY 1,200');
  });

  it('falls back to code and raw text for values it cannot read', () => {
    expect(formatMoney('abc', 'USD', 'en')).toBe('USD abc');
    expect(formatMoney('12', 'NOPE', 'en')).toBe('NOPE 12');
  });
});
