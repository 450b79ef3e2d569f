/** A message time: the clock time today, the date and time on other days (the user's time zone). */
export function formatMessageTime(
  value: string,
  localeTag: string,
  now: Date = new Date(),
  timeZone?: string,
) {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  const zone = timeZone ? { timeZone } : {};
  const day = (d: Date) => new Intl.DateTimeFormat('en-CA', { dateStyle: 'short', ...zone }).format(d);
  const isToday = day(date) === day(now);
  return new Intl.DateTimeFormat(localeTag, {
    ...(isToday ? {} : { dateStyle: 'short' }),
    timeStyle: 'short',
    ...zone,
  }).format(date);
}
