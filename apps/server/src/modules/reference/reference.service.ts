import { COUNTRY_CODES, INCOTERMS, LANG_TAGS, type Lang, type Option } from '@sc/contract';
import type { AppContext } from '../../context.js';
import { listOfferedOptions } from './attributes.service.js';
import { listBrandNames } from './brands.repository.js';

const namesOf = (lang: Lang, type: 'region') =>
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

/** Places of delivery of a quotation: those the platform offers, in its order and names. */
export function listQuotationPlaces(ctx: AppContext, lang: Lang): Promise<Option[]> {
  return listOfferedOptions(ctx, 'place', lang);
}

/** Quotation currencies offered: code and name in the caller's language. */
export function listCurrencies(ctx: AppContext, lang: Lang): Promise<Option[]> {
  return listOfferedOptions(ctx, 'currency', lang);
}

/** Pricing units offered, named in the caller's language. */
export function listUnitMeasures(ctx: AppContext, lang: Lang): Promise<Option[]> {
  return listOfferedOptions(ctx, 'unit', lang);
}

/** Working languages offered, named in the caller's language. */
export function listLanguages(ctx: AppContext, lang: Lang): Promise<Option[]> {
  return listOfferedOptions(ctx, 'language', lang);
}

/** Brands of the platform catalogue, optionally filtered by a part of the name. */
export async function listBrands(ctx: AppContext, keyword?: string): Promise<Option[]> {
  return (await listBrandNames(ctx.db, keyword)).map((name) => ({ value: name, label: name }));
}
