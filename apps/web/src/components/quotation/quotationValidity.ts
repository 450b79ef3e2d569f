import { formatDate } from '../../lib/formatDate';

/** Today's calendar date in UTC (YYYY-MM-DD): quotations are valid through their date, UTC. */
export function utcToday(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** Expired once the expiration date (YYYY-MM-DD) lies before today (UTC), as the server decides. */
export function isQuotationExpired(expiresOn: string, now: Date = new Date()): boolean {
  return expiresOn < utcToday(now);
}

export type QuotationValidity = {
  /** The expiration date in the user's locale. */
  date: string;
  isExpired: boolean;
};

/** What a quotation card shows under "Valid until": the date, and whether to add the Expired tag. */
export function quotationValidity(
  expiresOn: string,
  localeTag: string,
  now: Date = new Date(),
): QuotationValidity {
  return { date: formatDate(expiresOn, localeTag), isExpired: isQuotationExpired(expiresOn, now) };
}
