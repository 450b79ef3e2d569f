import { describe, expect, it } from 'vitest';
import { isPastExpiry } from './expiryDate';

describe('isPastExpiry', () => {
  const now = new Date('2026-05-01T12:00:00Z');

  it('refuses a past day unless it is the saved one', () => {
    expect(isPastExpiry('2026-04-30', null, now)).toBe(true);
    expect(isPastExpiry('2026-04-30', '2026-04-30', now)).toBe(false);
    expect(isPastExpiry('2026-05-01', null, now)).toBe(false);
  });

  it('counts the day in UTC, as the server does', () => {
    // 23:30 on 30 April in UTC is already 1 May in Shanghai; the server still accepts 30 April.
    expect(isPastExpiry('2026-04-30', null, new Date('2026-04-30T23:30:00Z'))).toBe(false);
  });
});
