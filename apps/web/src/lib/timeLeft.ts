const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** How long something stays open (an RFQ): null once its end has passed. */
export type TimeLeft = { amount: number; unit: 'day' | 'hour' | 'minute' } | null;

/**
 * The time until `endsAt` in its largest whole unit, rounded down but never below 1 while time is
 * left: days from 48 h on, hours from 1 h on, else minutes.
 */
export function timeLeft(endsAt: string, now: Date = new Date()): TimeLeft {
  const left = new Date(endsAt).getTime() - now.getTime();
  if (Number.isNaN(left) || left <= 0) return null;
  if (left >= 2 * DAY) return { amount: Math.floor(left / DAY), unit: 'day' };
  if (left >= HOUR) return { amount: Math.floor(left / HOUR), unit: 'hour' };
  return { amount: Math.max(1, Math.floor(left / MINUTE)), unit: 'minute' };
}
