import { describe, expect, it } from 'vitest';
import { formatDate } from './formatDate';

describe('formatDate', () => {
  it('shows a calendar date on the same day in every locale', () => {
    expect(formatDate('2026-05-01', 'en')).toBe('May 1, 2026');
    expect(formatDate('2026-05-01', 'ja')).toBe('2026/05/01');
    expect(formatDate('2026-05-01', 'zh-CN')).toBe('2026年5月1日');
  });

  it('shows a timestamp in the given time zone', () => {
    expect(formatDate('2026-05-01T23:30:00Z', 'en', 'Asia/Tokyo')).toBe('May 2, 2026');
  });

  it('returns text it cannot read unchanged', () => {
    expect(formatDate('soon', 'en')).toBe('soon');
  });
});
