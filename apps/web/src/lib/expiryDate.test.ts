import { describe, expect, it } from 'vitest';
import { isBeforeDay, isPastExpiry } from './expiryDate';

describe('isBeforeDay', () => {
  it('compares calendar dates', () => {
    expect(isBeforeDay('2026-04-30', '2026-05-01')).toBe(true);
    expect(isBeforeDay('2026-05-01', '2026-05-01')).toBe(false);
    expect(isBeforeDay('2026-12-31', '2026-05-01')).toBe(false);
  });
});

describe('isPastExpiry', () => {
  it('refuses a past day unless it is the saved one', () => {
    expect(isPastExpiry('2026-04-30', null, '2026-05-01')).toBe(true);
    expect(isPastExpiry('2026-04-30', '2026-04-30', '2026-05-01')).toBe(false);
    expect(isPastExpiry('2026-05-01', null, '2026-05-01')).toBe(false);
  });
});
