import { type ReplyBand, SCHEDULE_LIMITS } from '@sc/contract';

const HOUR = 3600;

/** The band a median first-reply delay (seconds) falls in, or null with too few replies to tell. */
export function replyBandOf(delays: number[]): ReplyBand | null {
  if (delays.length < SCHEDULE_LIMITS.replyMinSamples) return null;
  const sorted = [...delays].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const median =
    sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
  if (median <= HOUR) return 'hour';
  if (median <= 6 * HOUR) return 'hours';
  if (median <= 24 * HOUR) return 'day';
  return 'days';
}
