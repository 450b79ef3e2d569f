import { timeLeft } from '../../lib/timeLeft';

/** "in 3 days", "in 5 hours" in the user's locale; null once closed. */
export function formatTimeLeft(expiresAt: string, localeTag: string, now: Date = new Date()): string | null {
  const left = timeLeft(expiresAt, now);
  if (!left) return null;
  return new Intl.RelativeTimeFormat(localeTag, { numeric: 'always' }).format(left.amount, left.unit);
}
