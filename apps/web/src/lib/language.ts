import { DEFAULT_LANG, LANG_TAGS, LANGS, type Lang } from '@sc/contract';

/** i18next language code for each stored language value (stored `ch` is i18next `zh`). */
const I18N_CODES: Record<Lang, string> = { en: 'en', ch: 'zh', ja: 'ja' };

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (LANGS as readonly string[]).includes(value);
}

/** A stored `lang` value, or the default when missing or unknown. */
export function parseStoredLang(value: string | null): Lang {
  return isLang(value) ? value : DEFAULT_LANG;
}

export function toI18nCode(lang: Lang): string {
  return I18N_CODES[lang];
}

/** The stored language value for an i18next language code such as `zh` or `zh-CN`. */
export function fromI18nCode(code: string | undefined): Lang {
  const base = (code ?? '').toLowerCase().split('-')[0];
  const match = LANGS.find((lang) => I18N_CODES[lang] === base);
  return match ?? DEFAULT_LANG;
}

/** BCP 47 tag for html lang, Accept-Language and Intl (en, zh-CN, ja). */
export function langTag(lang: Lang): string {
  return LANG_TAGS[lang];
}

/** Native names shown in the language switcher, identical in every language. */
export const LANGUAGE_NAMES: Record<Lang, string> = { en: 'English', ch: '中文', ja: '日本語' };
