const namesByLocale = new Map<string, Intl.DisplayNames | null>();

function displayNames(localeTag: string): Intl.DisplayNames | null {
  if (!namesByLocale.has(localeTag)) {
    let names: Intl.DisplayNames | null = null;
    try {
      names = new Intl.DisplayNames([localeTag], { type: 'region' });
    } catch {
      names = null;
    }
    namesByLocale.set(localeTag, names);
  }
  return namesByLocale.get(localeTag) ?? null;
}

/** A country/region code (ISO 3166) named in the UI language; the code itself when unknown. */
export function regionName(code: string, localeTag: string): string {
  try {
    return displayNames(localeTag)?.of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}
