import { describe, expect, it } from 'vitest';
import { translate } from './messages/index.js';
import { onlineLabel, onlineLabelMessage } from './onlineLabel.js';

const now = new Date('2026-11-22T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);
const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

describe('online label (SPEC 4)', () => {
  it.each([
    ['59 min', 59 * MIN, { kind: 'recent' }],
    ['60 min', 60 * MIN, { kind: 'hours', hours: 1 }],
    ['61 min', 61 * MIN, { kind: 'hours', hours: 2 }],
    ['23 h', 23 * HOUR, { kind: 'hours', hours: 23 }],
    ['24 h', 24 * HOUR, { kind: 'hours', hours: 24 }],
    ['25 h', 25 * HOUR, { kind: 'days', days: 1 }],
    ['47 h 59 min', 48 * HOUR - MIN, { kind: 'days', days: 1 }],
    ['2 days', 2 * DAY, { kind: 'days', days: 2 }],
    ['3 days', 3 * DAY, { kind: 'days', days: 3 }],
    ['3 days 23 h', 4 * DAY - HOUR, { kind: 'days', days: 3 }],
    ['4 days', 4 * DAY, { kind: 'days', days: 7 }],
    ['30 days', 30 * DAY, { kind: 'days', days: 7 }],
  ])('%s ago', (_label, elapsed, expected) => {
    expect(onlineLabel(ago(elapsed), now)).toEqual(expected);
  });

  it('treats never-online as 7 days and a future time as recent', () => {
    expect(onlineLabel(null, now)).toEqual({ kind: 'days', days: 7 });
    expect(onlineLabel(new Date(now.getTime() + 5 * MIN), now)).toEqual({ kind: 'recent' });
    expect(onlineLabel('2026-11-22T11:30:00Z', now)).toEqual({ kind: 'recent' });
  });

  it('reads naturally in every language', () => {
    const text = (elapsed: number, lang: 'en' | 'ch' | 'ja') => {
      const { key, values } = onlineLabelMessage(onlineLabel(ago(elapsed), now));
      return translate(lang, key, values);
    };
    expect(text(10 * MIN, 'en')).toBe('Recently Online');
    expect(text(60 * MIN, 'en')).toBe('Last online 1 hour ago');
    expect(text(5 * HOUR + 1, 'en')).toBe('Last online 6 hours ago');
    expect(text(26 * HOUR, 'en')).toBe('Last online 1 day ago');
    expect(text(10 * DAY, 'en')).toBe('Last online 7 days ago');
    expect(text(3 * HOUR, 'ch')).toBe('3 小时前在线');
    expect(text(2 * DAY, 'ja')).toBe('2日前にオンライン');
  });
});
