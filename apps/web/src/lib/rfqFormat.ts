import { PRICING_UNITS, type PricingUnit } from '@sc/contract';
import { formatMoney } from './formatMoney';
import type { Translate } from './Translate';
import type { TimeLeft } from './timeLeft';

/** "1 case", "5,000 cases" in the user's language. */
export function formatQuantity(quantity: number, unit: PricingUnit, localeTag: string, t: Translate): string {
  return t(`rfqShared.quantityOf.${unit}`, {
    count: quantity,
    quantity: new Intl.NumberFormat(localeTag).format(quantity),
  });
}

/**
 * A price per unit in the user's language: "USD 1.20 per case", or `short` "USD 1.20 / case" (the
 * buyers' app); the amount stays the decimal string sent.
 */
export function formatPricePer(
  amount: string,
  currency: string,
  unit: PricingUnit,
  localeTag: string,
  t: Translate,
  style: 'long' | 'short' = 'long',
): string {
  const key = style === 'short' ? 'pricePerShort' : 'pricePer';
  return t(`rfqShared.${key}.${unit}`, { price: formatMoney(amount, currency, localeTag) });
}

/** "3 days left", "5 hours left". */
export function formatTimeLeftText(left: NonNullable<TimeLeft>, t: Translate): string {
  return t(`rfqShared.timeLeft.${left.unit}`, { count: left.amount });
}

/** A unit as a chat card stores it (a string), read as a pricing unit; `unit` when unknown. */
export function asPricingUnit(value: string): PricingUnit {
  return (PRICING_UNITS as readonly string[]).includes(value) ? (value as PricingUnit) : 'unit';
}
