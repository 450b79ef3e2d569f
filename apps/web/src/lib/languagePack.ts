import type { Lang, Messages } from '@sc/contract';
import { enSignIn, type SignInMessages } from '@sc/contract/messages/enSignIn';
import type { Locale } from 'antd/es/locale';
import type { UiMessages } from '../locales/en';
import { auth } from '../locales/en/auth';
import { common } from '../locales/en/common';

/**
 * What the UI needs to speak a language: the contract's shared messages (validation, errors, units),
 * its own strings, Ant Design's texts and the dayjs locale.
 */
export type LanguagePack = {
  /** The contract's messages: the sign-in part on the first screen, all of them (`Messages`) after. */
  shared: SignInMessages | Messages;
  ui: Partial<UiMessages>;
  /** Ant Design's texts; none for English, Ant Design's own default (en_US), kept off the first load. */
  antd: Locale | undefined;
  dayjs: string;
};

// English is bundled: it is the portal's default language and the fallback of every key. Chinese and
// Japanese load only when chosen. Of each language the first screen (sign-in) carries only the
// contract's sign-in messages (its form's validation, its errors) and the shared and sign-in UI
// strings; the rest, and Ant Design's texts, load with the other pages (`loadFullCatalogs`).
const english: LanguagePack = { shared: enSignIn, ui: { ...common, ...auth }, antd: undefined, dayjs: 'en' };

type OtherLang = Exclude<Lang, 'en'>;

/** A language's first screen: the contract's sign-in messages, the shared and sign-in UI strings, dayjs. */
const firstScreen: Record<OtherLang, () => Promise<LanguagePack>> = {
  ch: async () => {
    const [shared, shell, signIn] = await Promise.all([
      import('@sc/contract/messages/zhSignIn'),
      import('../locales/zh/common'),
      import('../locales/zh/auth'),
      import('dayjs/locale/zh-cn'),
    ]);
    return {
      shared: shared.zhSignIn,
      ui: { ...shell.common, ...signIn.auth },
      antd: undefined,
      dayjs: 'zh-cn',
    };
  },
  ja: async () => {
    const [shared, shell, signIn] = await Promise.all([
      import('@sc/contract/messages/jaSignIn'),
      import('../locales/ja/common'),
      import('../locales/ja/auth'),
      import('dayjs/locale/ja'),
    ]);
    return { shared: shared.jaSignIn, ui: { ...shell.common, ...signIn.auth }, antd: undefined, dayjs: 'ja' };
  },
};

/** The rest of a language: all the contract's messages, every UI string and Ant Design's texts. */
const theRest: Record<Lang, () => Promise<Pick<LanguagePack, 'shared' | 'ui' | 'antd'>>> = {
  en: async () => {
    const [shared, ui] = await Promise.all([import('@sc/contract/messages/en'), import('../locales/en')]);
    return { shared: shared.en, ui: ui.en, antd: undefined };
  },
  ch: async () => {
    const [shared, ui, antd] = await Promise.all([
      import('@sc/contract/messages/zh'),
      import('../locales/zh'),
      import('antd/es/locale/zh_CN'),
    ]);
    return { shared: shared.zh, ui: ui.zh, antd: antd.default };
  },
  ja: async () => {
    const [shared, ui, antd] = await Promise.all([
      import('@sc/contract/messages/ja'),
      import('../locales/ja'),
      import('antd/es/locale/ja_JP'),
    ]);
    return { shared: shared.ja, ui: ui.ja, antd: antd.default };
  },
};

// The languages loaded so far: i18next switches to a language only once its pack is here.
const loaded: Partial<Record<Lang, LanguagePack>> = { en: english };
const completing: Partial<Record<Lang, Promise<LanguagePack>>> = {};
// Set once a page beyond sign-in is shown: from then on a language loads whole.
let isFullWanted = false;

/** Adds the rest of a loaded language to its pack (fetched once; a failure may be retried). */
function complete(lang: Lang, pack: LanguagePack): Promise<LanguagePack> {
  completing[lang] ??= theRest[lang]().then(
    (rest) => Object.assign(pack, rest),
    (error: unknown) => {
      delete completing[lang];
      throw error;
    },
  );
  return completing[lang];
}

/** Loads a language's pack (fetched once); English's first screen is there from the start. */
export async function loadLanguagePack(lang: Lang): Promise<LanguagePack> {
  const pack = loaded[lang] ?? (await firstScreen[lang as OtherLang]());
  loaded[lang] = pack;
  return isFullWanted ? complete(lang, pack) : pack;
}

/**
 * Every string of English (the fallback) and of the other languages loaded so far, and Ant Design's
 * texts: needed by every page but the sign-in form. Later languages then load whole.
 */
export async function loadFullCatalogs(): Promise<Partial<Record<Lang, LanguagePack>>> {
  isFullWanted = true;
  const langs = Object.keys(loaded) as Lang[];
  const packs = await Promise.all(langs.map((lang) => complete(lang, loaded[lang] as LanguagePack)));
  return Object.fromEntries(langs.map((lang, i) => [lang, packs[i]]));
}

/** The pack of a language already loaded, else English's (the UI is still in English then). */
export function languagePackOf(lang: Lang): LanguagePack {
  return loaded[lang] ?? english;
}
