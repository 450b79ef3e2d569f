import type { SettlementReportQuery } from '@sc/contract';

const DAY_MS = 86_400_000;

/** The last `days` UTC days up to and including today's, as the report's YYYY-MM-DD bounds. */
export function defaultReportRange(now: Date, days = 30): SettlementReportQuery {
  const utcDay = (date: Date) => date.toISOString().slice(0, 10);
  return { from: utcDay(new Date(now.getTime() - (days - 1) * DAY_MS)), to: utcDay(now) };
}
