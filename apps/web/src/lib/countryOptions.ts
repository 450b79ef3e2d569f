import { COUNTRY_CODES } from '@sc/contract';

export type CountryOption = { value: string; label: string };

/** Country/region options named in the UI language (Intl.DisplayNames) and sorted by name. */
export function countryOptions(localeTag: string): CountryOption[] {
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames([localeTag], { type: 'region' });
  } catch {
    names = null;
  }
  const collator = new Intl.Collator(localeTag);
  return COUNTRY_CODES.map((code) => ({ value: code, label: names?.of(code) ?? code })).sort((a, b) =>
    collator.compare(a.label, b.label),
  );
}
