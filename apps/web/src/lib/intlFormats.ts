/**
 * Intl formatters, made once per locale and options and then reused: building one is slow (tens of
 * milliseconds on a phone for the first of a locale), formatting with it is not, and lists and cards
 * format a value per row on every render.
 */
const made = new Map<string, unknown>();

function reuse<T>(kind: string, locales: string | string[], options: object | undefined, make: () => T): T {
  const key = `${kind}\0${JSON.stringify(locales)}\0${JSON.stringify(options ?? {})}`;
  let format = made.get(key) as T | undefined;
  if (format === undefined) {
    format = make();
    made.set(key, format);
  }
  return format;
}

export function dateTimeFormat(locale: string, options?: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return reuse('date', locale, options, () => new Intl.DateTimeFormat(locale, options));
}

export function relativeTimeFormat(
  locale: string,
  options?: Intl.RelativeTimeFormatOptions,
): Intl.RelativeTimeFormat {
  return reuse('relative', locale, options, () => new Intl.RelativeTimeFormat(locale, options));
}

export function listFormat(locale: string, options?: Intl.ListFormatOptions): Intl.ListFormat {
  return reuse('list', locale, options, () => new Intl.ListFormat(locale, options));
}

export function displayNames(locales: string[], options: Intl.DisplayNamesOptions): Intl.DisplayNames {
  return reuse('names', locales, options, () => new Intl.DisplayNames(locales, options));
}
