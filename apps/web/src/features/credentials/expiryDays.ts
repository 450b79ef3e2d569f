/** Whole days from today (UTC) to a YYYY-MM-DD date; negative once past. */
export function daysUntilDate(day: string, now: Date = new Date()): number {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Math.round((Date.parse(`${day}T00:00:00Z`) - today) / 86_400_000);
}
