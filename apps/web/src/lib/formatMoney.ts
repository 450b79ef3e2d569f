/** A decimal string as the API sends money: digits with an optional fraction, never a float. */
const DECIMAL = /^-?\d+(\.\d+)?$/;

/**
 * Money as "USD 12.50" in the user's locale. The amount stays a decimal string all the way into
 * Intl.NumberFormat, which formats strings exactly, so no float rounding can creep in.
 */
export function formatMoney(amount: string, currency: string, localeTag: string): string {
  const value = amount.trim();
  if (!DECIMAL.test(value)) return `${currency} ${amount}`;
  try {
    return new Intl.NumberFormat(localeTag, {
      style: 'currency',
      currency,
      currencyDisplay: 'code',
      maximumFractionDigits: 4,
    }).format(value as `${number}`);
  } catch {
    return `${currency} ${value}`;
  }
}
