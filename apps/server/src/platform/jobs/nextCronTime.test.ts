import { describe, expect, it } from 'vitest';
import { nextCronTime } from './nextCronTime.js';

const next = (cron: string, after: string) => nextCronTime(cron, new Date(after)).toISOString();

describe('nextCronTime', () => {
  it('reads steps, lists, ranges and weekdays in UTC', () => {
    expect(next('*/5 * * * *', '2025-03-10T10:04:30Z')).toBe('2025-03-10T10:05:00.000Z');
    expect(next('*/5 * * * *', '2025-03-10T10:05:00Z')).toBe('2025-03-10T10:10:00.000Z');
    expect(next('0 8 * * *', '2025-03-10T08:00:01Z')).toBe('2025-03-11T08:00:00.000Z');
    expect(next('15,45 9-10 * * *', '2025-03-10T10:46:00Z')).toBe('2025-03-11T09:15:00.000Z');
    // 2025-03-10 is a Monday; 6 is Saturday.
    expect(next('30 2 * * 6', '2025-03-10T00:00:00Z')).toBe('2025-03-15T02:30:00.000Z');
    expect(next('0 0 1 * *', '2025-12-31T23:59:00Z')).toBe('2026-01-01T00:00:00.000Z');
  });

  it('rejects seconds fields and invalid expressions', () => {
    expect(() => nextCronTime('0 */5 * * * *', new Date())).toThrow('5 fields');
    expect(() => nextCronTime('* * * *', new Date())).toThrow('5 fields');
    expect(() => nextCronTime('60 * * * *', new Date())).toThrow();
    expect(() => nextCronTime('* * * * mon-xyz', new Date())).toThrow();
  });
});
