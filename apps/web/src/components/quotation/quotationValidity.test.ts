import { describe, expect, it } from 'vitest';
import { quotationValidity } from './quotationValidity';

describe('quotation validity', () => {
  const noonUtc = new Date('2026-03-10T12:00:00Z');

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
