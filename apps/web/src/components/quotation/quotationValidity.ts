import { isExpiredOn } from '@sc/contract';
import { formatDate } from '../../lib/formatDate';

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
  return { date: formatDate(expiresOn, localeTag), isExpired: isExpiredOn(expiresOn, now) };
}
