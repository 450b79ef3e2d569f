import { type Lang, STORAGE_KEYS } from '@sc/contract';
import dayjs from 'dayjs';
import i18next, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { fromI18nCode, langTag, parseStoredLang, toI18nCode } from './language';
import { type LanguagePack, languagePackOf, loadCatalogs, loadLanguagePack } from './languagePack';
import { local } from './storage';
import type { MessageKey, MessageValues } from './Translate';

/** The one i18next namespace of a language: the shared messages of @sc/contract and the UI strings. */
function translationOf(pack: LanguagePack) {
  return { ...pack.shared, ...pack.ui };
}

// i18next asks for a language's strings before switching to it, so the UI never shows it half loaded.
const languagePackBackend: BackendModule = {
  type: 'backend',
  callbackApi: true,
  init: () => {},
  read: (code, _namespace, callback) => {
    const lang = fromI18nCode(code);
    loadLanguagePack(lang).then(
      (pack) => callback(null, translationOf(pack)),
      (error: unknown) => callback(error instanceof Error ? error : String(error), false),
    );
  },
};

export const i18n = i18next.createInstance();

const initialLang = parseStoredLang(local.get(STORAGE_KEYS.lang));

// Month and weekday names in date pickers follow the UI language.
i18n.on('languageChanged', (code) => {
  dayjs.locale(languagePackOf(fromI18nCode(code)).dayjs);
});

/** Settles once the stored language's strings are loaded: the app renders after it, never with raw keys. */
export const i18nReady: Promise<unknown> = i18n
  .use(languagePackBackend)
  .use(initReactI18next)
  .init({
    resources: { en: { translation: translationOf(languagePackOf('en')) } },
    partialBundledLanguages: true,
    lng: toI18nCode(initialLang),
    fallbackLng: 'en',
    supportedLngs: ['en', 'zh', 'ja'],
    initAsync: false,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });

if (typeof document !== 'undefined') document.documentElement.lang = langTag(initialLang);

/** Adds the strings of `stage` of English (the fallback) and of the languages loaded. */
async function addCatalogs(stage: 'shell' | 'full'): Promise<void> {
  // The whole tree of each language replaces the one before (a part of it), as it is, without the
  // copy and deep merge i18next makes by default: on a phone those took a long task of their own.
  for (const [lang, pack] of Object.entries(await loadCatalogs(stage)))
    i18n.addResourceBundle(toI18nCode(lang as Lang), 'translation', translationOf(pack), false, true, {
      silent: false,
      skipCopy: true,
    });
}

/**
 * Adds what the signed-in first screen needs beyond the sign-in page's strings (the contract's
 * messages, the shell's and the home page's greeting's strings, Ant Design's texts): every page but the
 * sign-in form renders only after it.
 */
export function loadShellCatalog(): Promise<void> {
  return addCatalogs('shell');
}

let fullCatalog: Promise<void> | undefined;

/**
 * Adds every UI string. Fetched once the signed-in first screen is drawn; what renders after it (the
 * pages, the home page's blocks, dialogs, the live socket's notices) waits for it: withFullCatalog.
 */
export function loadFullCatalog(): Promise<void> {
  fullCatalog ??= addCatalogs('full').catch((error: unknown) => {
    fullCatalog = undefined;
    throw error;
  });
  return fullCatalog;
}

/** A loader of code drawn after the signed-in first screen: it settles once the whole catalog is there too. */
export function withFullCatalog<T>(load: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([load(), loadFullCatalog()]).then(([loaded]) => loaded);
}

/** The stored language value (en, ch, ja) of the current UI language. */
export function currentLang(): Lang {
  return fromI18nCode(i18n.language);
}

/** Stores the language, loads its strings if needed, then switches the UI and `<html lang>` to it. */
export async function changeLanguage(lang: Lang): Promise<void> {
  local.set(STORAGE_KEYS.lang, lang);
  await i18n.changeLanguage(toI18nCode(lang));
  document.documentElement.lang = langTag(lang);
}

/** Translates a checked key outside React (http client, socket, validators). */
export function translate(key: MessageKey, values?: MessageValues): string {
  return i18n.t(key, values ?? {});
}

/** True when the loaded catalogs have `key`: narrows a key that arrives as data (contract, server, zod). */
export function isMessageKey(key: string): key is MessageKey {
  return i18n.exists(key);
}

/** Translates a key that arrives as data; text that is no key comes back as it is, as i18next does. */
export function translateUnchecked(key: string, values?: MessageValues): string {
  return isMessageKey(key) ? translate(key, values) : key;
}
