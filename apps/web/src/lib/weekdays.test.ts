import { describe, expect, it } from 'vitest';
import { formatDays, weekdayName } from './weekdays';

describe('weekdays', () => {
  it('names ISO weekdays in the language', () => {
    expect(weekdayName(1, 'en')).toBe('Mon');
    expect(weekdayName(7, 'en', 'long')).toBe('Sunday');
    expect(weekdayName(1, 'zh-CN')).toBe('周一');
  });

  it('joins working days into runs', () => {
    expect(formatDays([5, 1, 2, 3, 4], 'en')).toBe('Mon–Fri');
    expect(formatDays([1, 2, 3, 4, 5, 7], 'en')).toBe('Mon–Fri, Sun');
    expect(formatDays([6, 7], 'en')).toBe('Sat, Sun');
    expect(formatDays([1, 3], 'ja')).toBe('月、水');
  });
});
