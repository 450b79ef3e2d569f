import { describe, expect, it } from 'vitest';
import {
  dailyRates,
  formatCount,
  formatShare,
  longDay,
  peakOf,
  revenueSeries,
  shortDay,
  sumOfLast,
} from './overviewFormat';

describe('overview formatting', () => {
  it('names UTC days in the reader’s language, whatever the machine’s time zone', () => {
    expect(shortDay('2026-11-03', 'en')).toBe('11/3');
    expect(shortDay('2026-11-03', 'zh-CN')).toBe('11/3');
    expect(shortDay('2026-01-01', 'ja')).toBe('1/1');
    expect(longDay('2026-11-03', 'en')).toBe('Nov 3, 2026');
    expect(longDay('2026-11-03', 'zh-CN')).toBe('2026年11月3日');
    expect(shortDay('not a day', 'en')).toBe('not a day');
  });

  it('formats counts and shares; nothing measured is a dash, not 0 %', () => {
    expect(formatCount(12345, 'en')).toBe('12,345');
    expect(formatShare(1 / 3, 'en')).toBe('33%');
    expect(formatShare(1, 'ja')).toBe('100%');
    expect(formatShare(null, 'en')).toBe('—');
  });

  it('sums the last days and finds the busiest one', () => {
    const rows = [
      { day: '2026-11-01', n: 4 },
      { day: '2026-11-02', n: 1 },
      { day: '2026-11-03', n: 4 },
      { day: '2026-11-04', n: 2 },
    ];
    expect(sumOfLast(rows, 2, (row) => row.n)).toBe(6);
    expect(sumOfLast(rows, 30, (row) => row.n)).toBe(11);
    expect(peakOf(rows, (row) => row.n)).toEqual({ day: '2026-11-01', value: 4 });
    expect(peakOf(rows, () => 0)).toBeNull();
  });

  it('gives each day its response rate, leaving days with nothing counted empty', () => {
    expect(
      dailyRates([
        { day: '2026-11-01', answered: 1, counted: 3 },
        { day: '2026-11-02', answered: 0, counted: 0 },
        { day: '2026-11-03', answered: 2, counted: 2 },
      ]),
    ).toEqual([
      { day: '2026-11-01', rate: 33.3 },
      { day: '2026-11-02', rate: null },
      { day: '2026-11-03', rate: 100 },
    ]);
  });

  it('lays one currency’s revenue over every day, keeping the server’s decimal text', () => {
    const days = ['2026-11-01', '2026-11-02', '2026-11-03'];
    const daily = [
      { day: '2026-11-01', currency: 'USD', net: '70.25' },
      { day: '2026-11-01', currency: 'JPY', net: '5000.00' },
      { day: '2026-11-03', currency: 'USD', net: '-10.10' },
    ];
    expect(revenueSeries(days, daily, 'USD')).toEqual([
      { day: '2026-11-01', net: '70.25', value: 70.25 },
      { day: '2026-11-02', net: '0.00', value: 0 },
      { day: '2026-11-03', net: '-10.10', value: -10.1 },
    ]);
  });
});
