import {
  COUNTRY_CODES,
  CURRENCIES,
  DELIVERY_PLACES,
  INCOTERMS,
  LANG_TAGS,
  type Lang,
  type Option,
  PRICING_UNITS,
  translate,
  WORK_LANGUAGES,
} from '@sc/contract';
import type { AppContext } from '../../context.js';
import { listBrandNames } from './brands.repository.js';

const namesOf = (lang: Lang, type: 'region' | 'currency' | 'language') =>
  new Intl.DisplayNames([LANG_TAGS[lang]], { type, fallback: 'code' });

const byLabel = (a: Option, b: Option) => a.label.localeCompare(b.label);

/** Countries of origin, named in the caller's language, by name. */
export function listOriginCountries(lang: Lang): Option[] {
  const names = namesOf(lang, 'region');
  return COUNTRY_CODES.map((value) => ({ value, label: names.of(value) ?? value })).sort(byLabel);
}

/** Incoterms 2020, labelled with their code (the code is what the trade reads). */
export function listQuotationTerms(): Option[] {
  return INCOTERMS.map((value) => ({ value, label: value }));
}

/** Places of delivery of a quotation, named in the caller's language. */
export function listQuotationPlaces(lang: Lang): Option[] {
  return DELIVERY_PLACES.map((value) => ({ value, label: translate(lang, `place.${value}`) }));
}

/** Quotation currencies: code and name in the caller's language. */
export function listCurrencies(lang: Lang): Option[] {
  const names = namesOf(lang, 'currency');
  return CURRENCIES.map((value) => ({ value, label: `${value} · ${names.of(value) ?? value}` }));
}

/** Pricing units, named in the caller's language. */
export function listUnitMeasures(lang: Lang): Option[] {
  return PRICING_UNITS.map((value) => ({ value, label: translate(lang, `unit.${value}`) }));
}

/** Working languages, named in the caller's language. */
export function listLanguages(lang: Lang): Option[] {
  const names = namesOf(lang, 'language');
  return WORK_LANGUAGES.map((value) => ({ value, label: names.of(value) ?? value }));
}

/** Brands of the platform catalogue, optionally filtered by a part of the name. */
export async function listBrands(ctx: AppContext, keyword?: string): Promise<Option[]> {
  return (await listBrandNames(ctx.db, keyword)).map((name) => ({ value: name, label: name }));
}
