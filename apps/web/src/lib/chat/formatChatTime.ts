/**
 * How much a message time says: `short` (chat lists and bubbles) is the time of day for today, the
 * month and day this year, the full date before that; `withTime` (the support chat) is the clock
 * time today and the date with the time on other days.
 */
export type ChatTimeStyle = 'short' | 'withTime';

type ChatTimeOptions = { style?: ChatTimeStyle; now?: Date; timeZone?: string };

/** A message time as chat apps show it, in the user's locale and time zone. */
export function formatChatTime(value: string, localeTag: string, options: ChatTimeOptions = {}): string {
  const { style = 'short', now = new Date(), timeZone } = options;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  const zone = timeZone ? { timeZone } : {};
  const format = (parts: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(localeTag, { ...zone, ...parts }).format(date);
  const dayOf = (d: Date) => new Intl.DateTimeFormat('en-CA', { ...zone, dateStyle: 'short' }).format(d);
  const isToday = dayOf(date) === dayOf(now);
  if (style === 'withTime')
    return format(isToday ? { timeStyle: 'short' } : { dateStyle: 'short', timeStyle: 'short' });
  if (isToday) return format({ hour: '2-digit', minute: '2-digit' });
  const yearOf = (d: Date) => new Intl.DateTimeFormat('en', { ...zone, year: 'numeric' }).format(d);
  if (yearOf(date) === yearOf(now)) return format({ month: 'short', day: 'numeric' });
  return format({ dateStyle: 'medium' });
}
