/**
 * A message time as chat apps show it: the time of day for today, the month and day this year,
 * the full date before that; in the user's locale and time zone.
 */
export function formatChatTime(
  value: string,
  localeTag: string,
  now: Date = new Date(),
  timeZone?: string,
): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  const zone = timeZone ? { timeZone } : {};
  const dayOf = (d: Date) => new Intl.DateTimeFormat('en-CA', { ...zone, dateStyle: 'short' }).format(d);
  const yearOf = (d: Date) => new Intl.DateTimeFormat('en', { ...zone, year: 'numeric' }).format(d);
  if (dayOf(date) === dayOf(now)) {
    return new Intl.DateTimeFormat(localeTag, { ...zone, hour: '2-digit', minute: '2-digit' }).format(date);
  }
  if (yearOf(date) === yearOf(now)) {
    return new Intl.DateTimeFormat(localeTag, { ...zone, month: 'short', day: 'numeric' }).format(date);
  }
  return new Intl.DateTimeFormat(localeTag, { ...zone, dateStyle: 'medium' }).format(date);
}
