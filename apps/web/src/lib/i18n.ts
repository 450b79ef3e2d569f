import { type Lang, type Messages, STORAGE_KEYS, sharedMessages } from '@sc/contract';
import dayjs from 'dayjs';
import 'dayjs/locale/ja';
import 'dayjs/locale/zh-cn';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from '../locales/en';
import { ja } from '../locales/ja';
import { zh } from '../locales/zh';
import { fromI18nCode, langTag, parseStoredLang, toI18nCode } from './language';
import { local } from './storage';
import type { MessageKey, MessageValues } from './Translate';

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

/** dayjs locale of each stored language: month and weekday names in date pickers. */
const DAYJS_LOCALES: Record<Lang, string> = { en: 'en', ch: 'zh-cn', ja: 'ja' };
dayjs.locale(DAYJS_LOCALES[initialLang]);
i18n.on('languageChanged', (code) => {
  dayjs.locale(DAYJS_LOCALES[fromI18nCode(code)]);
});

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
