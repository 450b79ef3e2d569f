import { describe, expect, it } from 'vitest';
import { formatChatTime } from './formatChatTime';

const now = new Date('2026-05-20T10:00:00Z');

describe('formatChatTime', () => {
  it('shows only the time for a message of today', () => {
    expect(formatChatTime('2026-05-20T08:05:00Z', 'en-GB', { now, timeZone: 'UTC' })).toBe('08:05');
  });

  it('shows month and day earlier this year, and the year before that', () => {
    expect(formatChatTime('2026-03-02T08:05:00Z', 'en-US', { now, timeZone: 'UTC' })).toBe('Mar 2');
    expect(formatChatTime('2025-12-31T08:05:00Z', 'en-US', { now, timeZone: 'UTC' })).toBe('Dec 31, 2025');
  });

  it('uses the time zone to decide what today is', () => {
    // 23:30 UTC on the 19th is already the 20th in Shanghai.
    expect(formatChatTime('2026-05-19T23:30:00Z', 'en-GB', { now, timeZone: 'Asia/Shanghai' })).toBe('07:30');
  });

  it('adds the time to the date of an earlier day in the support chat', () => {
    const withTime = { style: 'withTime', now, timeZone: 'UTC' } as const;
    expect(formatChatTime('2026-05-20T08:05:00Z', 'en-GB', withTime)).toBe('08:05');
    expect(formatChatTime('2026-05-19T08:05:00Z', 'en-GB', withTime)).toBe('19/05/2026, 08:05');
  });
});
