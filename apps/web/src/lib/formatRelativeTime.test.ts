import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDateTime, formatRelativeTime, relativeParts, warmUpDateFormats } from './formatRelativeTime';

const now = new Date('2026-05-20T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);

describe('relativeParts', () => {
  it('picks the largest whole unit', () => {
    expect(relativeParts(ago(30_000), now)).toEqual({ amount: 0, unit: 'minute' });
    expect(relativeParts(ago(59 * 60_000), now)).toEqual({ amount: 59, unit: 'minute' });
    expect(relativeParts(ago(3 * 3_600_000 + 1), now)).toEqual({ amount: 3, unit: 'hour' });
    expect(relativeParts(ago(2 * 86_400_000), now)).toEqual({ amount: 2, unit: 'day' });
    expect(relativeParts(ago(65 * 86_400_000), now)).toEqual({ amount: 2, unit: 'month' });
    expect(relativeParts(ago(800 * 86_400_000), now)).toEqual({ amount: 2, unit: 'year' });
  });

  it('treats a time in the future as now', () => {
    expect(relativeParts(new Date(now.getTime() + 60_000), now)).toEqual({ amount: 0, unit: 'minute' });
  });
});

describe('formatRelativeTime', () => {
  it('says it in words of the locale', () => {
    expect(formatRelativeTime(ago(5 * 60_000).toISOString(), 'en', now)).toBe('5 minutes ago');
    expect(formatRelativeTime(ago(86_400_000).toISOString(), 'en', now)).toBe('yesterday');
    expect(formatRelativeTime(ago(3 * 3_600_000).toISOString(), 'ja', now)).toBe('3 時間前');
  });

  it('returns what it cannot read', () => {
    expect(formatRelativeTime('soon', 'en', now)).toBe('soon');
  });
});

describe('formatDateTime', () => {
  it('shows date and time in the given zone', () => {
    expect(formatDateTime('2026-05-20T12:00:00Z', 'en', 'UTC')).toBe('May 20, 2026, 12:00 PM');
  });
});

describe('warmUpDateFormats', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('builds the date formatter later, in a task of its own, so the first list that shows a date builds none', () => {
    vi.useFakeTimers();
    const build = vi.spyOn(Intl, 'DateTimeFormat');
    // A locale no other test formats in: its formatter is not made yet.
    warmUpDateFormats('fr');
    expect(build).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(build).toHaveBeenCalledTimes(1);
    expect(formatDateTime('2026-05-20T12:00:00Z', 'fr')).toMatch(/2026/);
    expect(build).toHaveBeenCalledTimes(1);
  });
});
