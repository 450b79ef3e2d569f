/** The calendar date (YYYY-MM-DD), ISO weekday (1 Monday … 7 Sunday) and HH:MM of an instant in a time zone. */
export function zonedTime(instant: Date, timeZone: string): { date: string; weekday: number; time: string } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      weekday: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  const weekday = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].indexOf(parts.weekday ?? '') + 1;
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    weekday,
    time: `${parts.hour}:${parts.minute}`,
  };
}
