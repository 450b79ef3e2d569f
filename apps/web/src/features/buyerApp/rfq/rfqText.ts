import type { PricingUnit } from '@sc/contract';
import { formatMoney } from '../../../lib/formatMoney';
import type { Translate } from '../../../lib/Translate';
import type { TimeLeft } from '../../../lib/timeLeft';

/** "2,000 cases" in the UI language. */
export function quantityText(quantity: number, unit: PricingUnit, localeTag: string, t: Translate): string {
  return t(`buyerRfq.quantityOf.${unit}`, {
    count: quantity,
    quantity: new Intl.NumberFormat(localeTag).format(quantity),
  });
}

/** "USD 1.20 / case"; the amount stays the decimal string sent. */
export function pricePerText(
  amount: string,
  currency: string,
  unit: PricingUnit,
  localeTag: string,
  t: Translate,
): string {
  return t(`buyerRfq.pricePer.${unit}`, { price: formatMoney(amount, currency, localeTag) });
}

/** "3 days left", "5 hours left". */
export function timeLeftText(left: NonNullable<TimeLeft>, t: Translate): string {
  return t(`buyerRfq.timeLeft.${left.unit}`, { count: left.amount });
}
