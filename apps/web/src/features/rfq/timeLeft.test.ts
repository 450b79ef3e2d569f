import { describe, expect, it } from 'vitest';
import { formatTimeLeft } from './timeLeft';

const now = new Date('2026-03-01T12:00:00Z');
const at = (ms: number) => new Date(now.getTime() + ms).toISOString();
const HOUR = 3_600_000;

describe('time left on an RFQ card', () => {
  it('reads in the user’s language, in days from two days on and hours below', () => {
    expect(formatTimeLeft(at(5 * HOUR), 'en', now)).toBe('in 5 hours');
    expect(formatTimeLeft(at(3 * 24 * HOUR + HOUR), 'en', now)).toBe('in 3 days');
    expect(formatTimeLeft(at(3 * 24 * HOUR), 'ja', now)).toBe('3 日後');
  });

  it('is nothing once the expiry has passed', () => {
    expect(formatTimeLeft(at(0), 'en', now)).toBeNull();
    expect(formatTimeLeft(at(-HOUR), 'en', now)).toBeNull();
  });
});
