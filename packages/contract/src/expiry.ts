/**
 * The validity rule of quotes and quotations (SPEC 5), shared by the server and the web: each is
 * valid through its expiration date (YYYY-MM-DD), counted in UTC.
 */

/** Today's calendar date in UTC (YYYY-MM-DD). */
export function utcToday(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** Expired once the expiration date lies before today (UTC). */
export function isExpiredOn(expiresOn: string, now: Date = new Date()): boolean {
  return expiresOn < utcToday(now);
}

/**
 * Why an expiration date cannot be saved, as a catalog key, or null when it can: it must be a real
 * calendar date (not 2026-02-31), today or later, unless it is the date already stored (an expired
 * quotation may be saved again with its old date).
 */
export function expiryProblem(
  expiresOn: string,
  stored: string | null = null,
  now: Date = new Date(),
): 'validation.expiryRequired' | 'validation.expiryPast' | null {
  const parsed = new Date(`${expiresOn}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime()) || utcToday(parsed) !== expiresOn) return 'validation.expiryRequired';
  if (expiresOn !== stored && isExpiredOn(expiresOn, now)) return 'validation.expiryPast';
  return null;
}
