import { displayNames } from './intlFormats';

/** A country/region code (ISO 3166) named in the UI language; the code itself when unknown. */
export function regionName(code: string, localeTag: string): string {
  try {
    return displayNames([localeTag], { type: 'region' }).of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}
