import type { OverviewResponse, OverviewRevenue } from '@sc/contract';

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

function utcDate(day: string): Date | null {
  const match = DAY.exec(day);
  return match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : null;
}

/** A chart's axis label for a UTC day: month and day in the reader's locale ("11/3"). */
export function shortDay(day: string, localeTag: string): string {
  const date = utcDate(day);
  if (!date) return day;
  return new Intl.DateTimeFormat(localeTag, { month: 'numeric', day: 'numeric', timeZone: 'UTC' }).format(
    date,
  );
}

/** A UTC day in full for tooltips and descriptions: "Nov 3, 2026". */
export function longDay(day: string, localeTag: string): string {
  const date = utcDate(day);
  if (!date) return day;
  return new Intl.DateTimeFormat(localeTag, { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
}

/** A whole number in the reader's locale ("12,345"). */
export function formatCount(value: number, localeTag: string): string {
  return new Intl.NumberFormat(localeTag).format(value);
}

/** A share 0–1 as a percentage ("33%"), or a dash when there is nothing to measure. */
export function formatShare(share: number | null, localeTag: string): string {
  if (share === null) return '—';
  return new Intl.NumberFormat(localeTag, { style: 'percent', maximumFractionDigits: 0 }).format(share);
}

/** The sum of the last `days` rows (the rows run oldest to newest, today last). */
export function sumOfLast<T>(rows: readonly T[], days: number, pick: (row: T) => number): number {
  return rows.slice(-days).reduce((total, row) => total + pick(row), 0);
}

/** The busiest day of a series (the first one on a tie), or null when every day is zero. */
export function peakOf<T extends { day: string }>(
  rows: readonly T[],
  pick: (row: T) => number,
): { day: string; value: number } | null {
  let peak: { day: string; value: number } | null = null;
  for (const row of rows) {
    const value = pick(row);
    if (value > 0 && (!peak || value > peak.value)) peak = { day: row.day, value };
  }
  return peak;
}

/** The response rate of each day in percent (null on a day with nothing counted), for the line chart. */
export function dailyRates(rows: OverviewResponse['daily']): { day: string; rate: number | null }[] {
  return rows.map((row) => ({
    day: row.day,
    rate: row.counted === 0 ? null : Math.round((row.answered / row.counted) * 1000) / 10,
  }));
}

/**
 * One currency's net revenue on each day of the window (0 on days without movement). The amount
 * stays the server's decimal string for text; `value` is only the bar's height.
 */
export function revenueSeries(
  days: readonly string[],
  daily: OverviewRevenue['daily'],
  currency: string,
): { day: string; net: string; value: number }[] {
  const byDay = new Map(daily.filter((row) => row.currency === currency).map((row) => [row.day, row.net]));
  return days.map((day) => {
    const net = byDay.get(day) ?? '0.00';
    return { day, net, value: Number(net) };
  });
}
