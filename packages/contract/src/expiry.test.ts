import { describe, expect, it } from 'vitest';
import { expiryProblem, isExpiredOn, utcToday } from './expiry.js';

describe('quote and quotation expiry', () => {
  const noonUtc = new Date('2026-03-10T12:00:00Z');

  it('is valid through its expiration date and expired the day after (UTC)', () => {
    expect(isExpiredOn('2026-03-10', noonUtc)).toBe(false);
    expect(isExpiredOn('2026-03-11', noonUtc)).toBe(false);
    expect(isExpiredOn('2026-03-09', noonUtc)).toBe(true);
  });

  it('counts the day in UTC, not in the browser’s zone', () => {
    // 23:30 UTC on the 9th is already the 10th east of UTC: the 9th is still valid.
    const lateUtc = new Date('2026-03-09T23:30:00Z');
    expect(utcToday(lateUtc)).toBe('2026-03-09');
    expect(isExpiredOn('2026-03-09', lateUtc)).toBe(false);
  });

  it('accepts a real date from today on, and a stored date even when past', () => {
    expect(expiryProblem('2026-03-10', null, noonUtc)).toBeNull();
    expect(expiryProblem('2026-12-31', null, noonUtc)).toBeNull();
    expect(expiryProblem('2026-03-09', null, noonUtc)).toBe('validation.expiryPast');
    expect(expiryProblem('2026-03-09', '2026-03-09', noonUtc)).toBeNull();
    expect(expiryProblem('2026-03-08', '2026-03-09', noonUtc)).toBe('validation.expiryPast');
  });

  it('refuses what is not a calendar date', () => {
    expect(expiryProblem('2026-02-31', null, noonUtc)).toBe('validation.expiryRequired');
    expect(expiryProblem('2026-13-01', null, noonUtc)).toBe('validation.expiryRequired');
    expect(expiryProblem('soon', null, noonUtc)).toBe('validation.expiryRequired');
  });
});
