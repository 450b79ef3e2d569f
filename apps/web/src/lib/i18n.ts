import { type Lang, type Messages, STORAGE_KEYS, sharedMessages } from '@sc/contract';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from '../locales/en';
import { ja } from '../locales/ja';
import { zh } from '../locales/zh';
import { fromI18nCode, langTag, parseStoredLang, toI18nCode } from './language';
import { local } from './storage';

type UiMessages = typeof en;

function bundle(shared: Messages, ui: UiMessages) {
  return { translation: { ...shared, ...ui } };
}

export const i18n = i18next.createInstance();

const initialLang = parseStoredLang(local.get(STORAGE_KEYS.lang));

void i18n.use(initReactI18next).init({
  resources: {
    en: bundle(sharedMessages.en, en),
    zh: bundle(sharedMessages.ch, zh),
    ja: bundle(sharedMessages.ja, ja),
  },
  lng: toI18nCode(initialLang),
  fallbackLng: 'en',
  supportedLngs: ['en', 'zh', 'ja'],
  initAsync: false,
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
});

if (typeof document !== 'undefined') document.documentElement.lang = langTag(initialLang);

/** The stored language value (en, ch, ja) of the current UI language. */
export function currentLang(): Lang {
  return fromI18nCode(i18n.language);
}

/** Switches the UI language, stores it and updates `<html lang>`. */
export async function changeLanguage(lang: Lang): Promise<void> {
  local.set(STORAGE_KEYS.lang, lang);
  document.documentElement.lang = langTag(lang);
  await i18n.changeLanguage(toI18nCode(lang));
}

/** Translates a key outside React (http client, socket, validators). */
export function translate(key: string, values?: Record<string, string | number>): string {
  return i18n.t(key, values ?? {});
}
