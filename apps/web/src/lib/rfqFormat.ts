import { PRICING_UNITS, type PricingUnit } from '@sc/contract';
import { formatMoney } from './formatMoney';
import type { Translate } from './Translate';

/** "5,000 cases" in the user's language. */
export function formatQuantity(quantity: number, unit: PricingUnit, localeTag: string, t: Translate): string {
  return t(`rfq.quantityOf.${unit}`, { quantity: new Intl.NumberFormat(localeTag).format(quantity) });
}

/** "USD 1.20 per case" in the user's language; the amount stays the decimal string sent. */
export function formatPricePer(
  amount: string,
  currency: string,
  unit: PricingUnit,
  localeTag: string,
  t: Translate,
): string {
  return t(`rfq.pricePer.${unit}`, { price: formatMoney(amount, currency, localeTag) });
}

/** A unit as a chat card stores it (a string), read as a pricing unit; `unit` when unknown. */
export function asPricingUnit(value: string): PricingUnit {
  return (PRICING_UNITS as readonly string[]).includes(value) ? (value as PricingUnit) : 'unit';
}
