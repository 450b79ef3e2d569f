import { dateTimeFormat, relativeTimeFormat } from './intlFormats';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

type Unit = 'minute' | 'hour' | 'day' | 'month' | 'year';

/** The largest whole unit of a time span that came before `now` (a span under a minute is 0 minutes). */
export function relativeParts(value: Date, now: Date): { amount: number; unit: Unit } {
  const elapsed = Math.max(0, now.getTime() - value.getTime());
  if (elapsed < HOUR) return { amount: Math.floor(elapsed / MINUTE), unit: 'minute' };
  if (elapsed < DAY) return { amount: Math.floor(elapsed / HOUR), unit: 'hour' };
  if (elapsed < 30 * DAY) return { amount: Math.floor(elapsed / DAY), unit: 'day' };
  if (elapsed < 365 * DAY) return { amount: Math.floor(elapsed / (30 * DAY)), unit: 'month' };
  return { amount: Math.floor(elapsed / (365 * DAY)), unit: 'year' };
}

/** "5 minutes ago", "yesterday", "3 months ago" in the user's locale; the value itself when invalid. */
export function formatRelativeTime(value: string, localeTag: string, now: Date = new Date()): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  const { amount, unit } = relativeParts(date, now);
  return relativeTimeFormat(localeTag, { numeric: 'auto' }).format(-amount, unit);
}

/** Date and time in the user's locale and time zone, for tooltips and detail views. */
export function formatDateTime(value: string, localeTag: string, timeZone?: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return dateTimeFormat(localeTag, {
    dateStyle: 'medium',
    timeStyle: 'short',
    ...(timeZone ? { timeZone } : {}),
  }).format(date);
}

/**
 * Builds the formatter of formatDateTime in a task of its own: a page's first date or relative-time
 * formatter loads the locale's data (15–20 ms on a desktop, four times that on a phone), which would
 * otherwise land inside the render of the first list that shows a date — on the home page, in the same
 * long task as its blocks. Called as the app starts, it runs while the first screen's code downloads
 * (not in an idle callback: browsers grant none while a page is loading).
 */
export function warmUpDateFormats(localeTag: string): void {
  setTimeout(() => formatDateTime(new Date(0).toISOString(), localeTag), 0);
}
