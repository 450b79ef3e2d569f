import type { Lang, Messages } from '@sc/contract';
import { en as sharedEn } from '@sc/contract/messages/en';
import type { Locale } from 'antd/es/locale';
import type { UiMessages } from '../locales/en';
import { auth } from '../locales/en/auth';
import { common } from '../locales/en/common';

/**
 * What the UI needs to speak a language: the contract's shared messages (validation, errors, units),
 * its own strings, Ant Design's texts and the dayjs locale.
 */
export type LanguagePack = {
  shared: Messages;
  ui: Partial<UiMessages>;
  /** Ant Design's texts; none for English, Ant Design's own default (en_US), kept off the first load. */
  antd: Locale | undefined;
  dayjs: string;
};

// English is bundled: it is the portal's default language and the fallback of every key. Chinese and
// Japanese (the contract's messages too) load only when chosen. Of English's own UI strings the first
// screen (sign-in) carries only the shared and sign-in ones; the rest loads with the other pages.
const english: LanguagePack = { shared: sharedEn, ui: { ...common, ...auth }, antd: undefined, dayjs: 'en' };

let fullEnglish: Promise<UiMessages> | undefined;
/** Every English UI string (fetched once): needed by every page but the sign-in form. */
export function loadFullEnglish(): Promise<UiMessages> {
  fullEnglish ??= import('../locales/en').then(
    (module) => {
      english.ui = module.en;
      return module.en;
    },
    (error: unknown) => {
      fullEnglish = undefined;
      throw error;
    },
  );
  return fullEnglish;
}

const loaders: Record<Exclude<Lang, 'en'>, () => Promise<LanguagePack>> = {
  ch: async () => {
    const [shared, ui, antd] = await Promise.all([
      import('@sc/contract/messages/zh'),
      import('../locales/zh'),
      import('antd/es/locale/zh_CN'),
      import('dayjs/locale/zh-cn'),
    ]);
    return { shared: shared.zh, ui: ui.zh, antd: antd.default, dayjs: 'zh-cn' };
  },
  ja: async () => {
    const [shared, ui, antd] = await Promise.all([
      import('@sc/contract/messages/ja'),
      import('../locales/ja'),
      import('antd/es/locale/ja_JP'),
      import('dayjs/locale/ja'),
    ]);
    return { shared: shared.ja, ui: ui.ja, antd: antd.default, dayjs: 'ja' };
  },
};

// The languages loaded so far: i18next switches to a language only once its pack is here.
const loaded: Partial<Record<Lang, LanguagePack>> = { en: english };

/** Loads a language's pack (one chunk per language, fetched once); English is there from the start. */
export async function loadLanguagePack(lang: Lang): Promise<LanguagePack> {
  if (lang === 'en') return english;
  const pack = loaded[lang] ?? (await loaders[lang]());
  loaded[lang] = pack;
  return pack;
}

/** The pack of a language already loaded, else English's (the UI is still in English then). */
export function languagePackOf(lang: Lang): LanguagePack {
  return loaded[lang] ?? english;
}
