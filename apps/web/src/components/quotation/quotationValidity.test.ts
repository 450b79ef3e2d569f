import { describe, expect, it } from 'vitest';
import { isQuotationExpired, quotationValidity, utcToday } from './quotationValidity';

describe('quotation validity', () => {
  const noonUtc = new Date('2026-03-10T12:00:00Z');

  it('is valid through its expiration date and expired the day after (UTC)', () => {
    expect(isQuotationExpired('2026-03-10', noonUtc)).toBe(false);
    expect(isQuotationExpired('2026-03-11', noonUtc)).toBe(false);
    expect(isQuotationExpired('2026-03-09', noonUtc)).toBe(true);
  });

  it('counts the day in UTC, not in the browser’s zone', () => {
    // 23:30 UTC on the 9th is already the 10th east of UTC: the 9th is still valid.
    const lateUtc = new Date('2026-03-09T23:30:00Z');
    expect(utcToday(lateUtc)).toBe('2026-03-09');
    expect(isQuotationExpired('2026-03-09', lateUtc)).toBe(false);
  });

  it('gives the card the date in the user’s language and the Expired flag', () => {
    expect(quotationValidity('2026-03-31', 'en-US', noonUtc)).toEqual({
      date: 'Mar 31, 2026',
      isExpired: false,
    });
    expect(quotationValidity('2026-03-01', 'zh-CN', noonUtc)).toEqual({
      date: '2026年3月1日',
      isExpired: true,
    });
  });
});
