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
// strings; the signed-in first screen adds the contract's messages, the shell's strings and Ant Design's
// texts, and the rest loads once that screen is drawn (`loadCatalogs`).
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

/** What the signed-in first screen adds: all the contract's messages, the shell's UI strings, Ant Design's texts. */
const shellPart: Record<Lang, () => Promise<Pick<LanguagePack, 'shared' | 'ui' | 'antd'>>> = {
  en: async () => {
    const [shared, ui] = await Promise.all([
      import('@sc/contract/messages/en'),
      import('../locales/en/shell'),
    ]);
    return { shared: shared.en, ui: ui.shell, antd: undefined };
  },
  ch: async () => {
    const [shared, ui, antd] = await Promise.all([
      import('@sc/contract/messages/zh'),
      import('../locales/zh/shell'),
      import('antd/es/locale/zh_CN'),
    ]);
    return { shared: shared.zh, ui: ui.shell, antd: antd.default };
  },
  ja: async () => {
    const [shared, ui, antd] = await Promise.all([
      import('@sc/contract/messages/ja'),
      import('../locales/ja/shell'),
      import('antd/es/locale/ja_JP'),
    ]);
    return { shared: shared.ja, ui: ui.shell, antd: antd.default };
  },
};

/** The rest of a language: every UI string (the contract's messages and Ant Design's texts come with the shell's). */
const fullPart: Record<Lang, () => Promise<Pick<LanguagePack, 'ui'>>> = {
  en: async () => ({ ui: (await import('../locales/en')).en }),
  ch: async () => ({ ui: (await import('../locales/zh')).zh }),
  ja: async () => ({ ui: (await import('../locales/ja')).ja }),
};

/**
 * How much of the languages the app shows: the sign-in screen's strings, the signed-in first screen's
 * (`shell`), or all of them. Each stage includes the one before.
 */
export type CatalogStage = 'signIn' | 'shell' | 'full';
const rank: Record<CatalogStage, number> = { signIn: 0, shell: 1, full: 2 };

// The languages loaded so far, and how far: i18next switches to a language only once its pack is here.
const loaded: Partial<Record<Lang, LanguagePack>> = { en: english };
const stageOf: Partial<Record<Lang, CatalogStage>> = { en: 'signIn' };
const fetching: Partial<Record<`${Lang} ${CatalogStage}`, Promise<Partial<LanguagePack>>>> = {};
// The stage every language loads to: raised as the app goes beyond sign-in, then beyond its first screen.
let wanted: CatalogStage = 'signIn';

/** A part of a language, fetched once (a failure may be retried). */
function fetchPart(lang: Lang, stage: 'shell' | 'full'): Promise<Partial<LanguagePack>> {
  const key = `${lang} ${stage}` as const;
  fetching[key] ??= (stage === 'full' ? fullPart : shellPart)[lang]().catch((error: unknown) => {
    delete fetching[key];
    throw error;
  });
  return fetching[key];
}

/** Brings a loaded language's pack to `stage`, its parts fetched side by side and added in order. */
async function complete(lang: Lang, pack: LanguagePack, stage: CatalogStage): Promise<LanguagePack> {
  const stages = (['shell', 'full'] as const).filter((part) => rank[part] <= rank[stage]);
  const parts = await Promise.all(stages.map((part) => fetchPart(lang, part)));
  stages.forEach((part, i) => {
    // Each stage holds the one before: a stage already there keeps its strings.
    if (rank[stageOf[lang] ?? 'signIn'] >= rank[part]) return;
    Object.assign(pack, parts[i]);
    stageOf[lang] = part;
  });
  return pack;
}

/** Loads a language's pack as far as the app needs it (fetched once); English's first screen is there from the start. */
export async function loadLanguagePack(lang: Lang): Promise<LanguagePack> {
  const pack = loaded[lang] ?? (await firstScreen[lang as OtherLang]());
  loaded[lang] = pack;
  return complete(lang, pack, wanted);
}

/**
 * Brings English (the fallback) and the other languages loaded so far to `stage`; later languages
 * then load as far. The shell stage is what every page but the sign-in form draws with; the full stage
 * what the pages and parts drawn after the signed-in first screen need.
 */
export async function loadCatalogs(
  stage: Exclude<CatalogStage, 'signIn'>,
): Promise<Partial<Record<Lang, LanguagePack>>> {
  if (rank[stage] > rank[wanted]) wanted = stage;
  const langs = Object.keys(loaded) as Lang[];
  const packs = await Promise.all(langs.map((lang) => complete(lang, loaded[lang] as LanguagePack, stage)));
  return Object.fromEntries(langs.map((lang, i) => [lang, packs[i]]));
}

/** The pack of a language already loaded, else English's (the UI is still in English then). */
export function languagePackOf(lang: Lang): LanguagePack {
  return loaded[lang] ?? english;
}
