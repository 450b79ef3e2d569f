import { CURRENCIES, DELIVERY_PLACES, INCOTERMS, PRICING_UNITS } from '@sc/contract';
import type { Translate } from '../../../lib/Translate';

export type LabelledOption<T extends string> = { value: T; label: string; search: string };

/** Currency codes with their names in the UI language (the name is searched and shown in the list). */
export function currencyOptions(localeTag: string): Array<LabelledOption<(typeof CURRENCIES)[number]>> {
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames([localeTag], { type: 'currency', fallback: 'code' });
  } catch {
    names = null;
  }
  return CURRENCIES.map((value) => {
    const name = names?.of(value) ?? value;
    return { value, label: value, search: `${value} ${name}`.toLowerCase() };
  });
}

/** The name of a currency in the UI language, or its code. */
export function currencyName(code: string, localeTag: string): string {
  try {
    return new Intl.DisplayNames([localeTag], { type: 'currency', fallback: 'code' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** Pricing units, Incoterms and places of delivery labelled as everywhere else (shared catalogs). */
export function referenceOptions(t: Translate) {
  return {
    units: PRICING_UNITS.map((value) => ({ value, label: t(`unit.${value}`) })),
    terms: INCOTERMS.map((value) => ({ value, label: value })),
    places: DELIVERY_PLACES.map((value) => ({ value, label: t(`place.${value}`) })),
  };
}
