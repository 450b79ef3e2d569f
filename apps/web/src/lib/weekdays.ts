/** 1 January 2024 was a Monday: ISO weekday n is 2024-01-0n. */
const weekdayDate = (day: number) => new Date(Date.UTC(2024, 0, day, 12));

/** The name of an ISO weekday (1 Monday … 7 Sunday) in a language, short ("Mon") or long. */
export function weekdayName(day: number, localeTag: string, width: 'short' | 'long' = 'short'): string {
  return new Intl.DateTimeFormat(localeTag, { weekday: width, timeZone: 'UTC' }).format(weekdayDate(day));
}

/** Working days as runs, e.g. [1,2,3,4,5,7] → "Mon–Fri, Sun" (in the language). */
export function formatDays(days: readonly number[], localeTag: string): string {
  const sorted = [...new Set(days)].sort((a, b) => a - b);
  const runs: [number, number][] = [];
  for (const day of sorted) {
    const last = runs.at(-1);
    if (last && day === last[1] + 1) last[1] = day;
    else runs.push([day, day]);
  }
  const separator = localeTag.startsWith('en') ? ', ' : '、';
  return runs
    .map(([from, to]) => {
      if (from === to) return weekdayName(from, localeTag);
      const joiner = to === from + 1 ? separator : '–';
      return `${weekdayName(from, localeTag)}${joiner}${weekdayName(to, localeTag)}`;
    })
    .join(separator);
}
