import type { PricingUnit } from '@sc/contract';
import { plainDecimal } from '../../db/plainDecimal.js';

/** A product's pack sizes: units in a pack and in a case, cases on a pallet (null: not given). */
export interface PackSizes {
  unitsPerPack: number | null;
  unitsPerCase: number | null;
  casesPerPallet: number | null;
}

const SCALE = 10_000n;

/** A decimal string ("12.5", ".75") as ten-thousandths. */
function toScaled(value: string): bigint {
  const [whole = '', fraction = ''] = value.trim().split('.');
  return BigInt(whole || '0') * SCALE + BigInt(fraction.padEnd(4, '0').slice(0, 4) || '0');
}

function fromScaled(value: bigint): string {
  return plainDecimal(`${value / SCALE}.${(value % SCALE).toString().padStart(4, '0')}`);
}

/** How many single units one of `unit` holds, or null when the pack sizes do not say. */
function unitsIn(unit: PricingUnit, sizes: PackSizes | null): bigint | null {
  if (unit === 'unit') return 1n;
  if (!sizes) return null;
  const { unitsPerPack, unitsPerCase, casesPerPallet } = sizes;
  if (unit === 'pack') return unitsPerPack ? BigInt(unitsPerPack) : null;
  if (unit === 'case') return unitsPerCase ? BigInt(unitsPerCase) : null;
  return unitsPerCase && casesPerPallet ? BigInt(unitsPerCase) * BigInt(casesPerPallet) : null;
}

/**
 * A quote's price per one of the RFQ's units: the same price when the units match, otherwise
 * converted with the attached product's pack sizes (rounded half up to 4 decimals); null when the
 * units cannot be compared. Decimal arithmetic on integers: never a float.
 */
export function pricePerRfqUnit(
  price: string,
  quoteUnit: PricingUnit,
  rfqUnit: PricingUnit,
  sizes: PackSizes | null,
): string | null {
  if (quoteUnit === rfqUnit) return plainDecimal(price);
  const per = unitsIn(quoteUnit, sizes);
  const wanted = unitsIn(rfqUnit, sizes);
  if (!per || !wanted) return null;
  const numerator = toScaled(price) * wanted;
  return fromScaled((numerator * 2n + per) / (per * 2n));
}
