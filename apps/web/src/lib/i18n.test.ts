import { STORAGE_KEYS } from '@sc/contract';
import dayjs from 'dayjs';
import { describe, expect, it, vi } from 'vitest';
import { createMemoryStore } from './storage';

// A browser with Japanese stored, set up before lib/i18n reads it on import.
const stored = createMemoryStore({ [STORAGE_KEYS.lang]: 'ja' });
const storage = {
  getItem: stored.get,
  setItem: stored.set,
  removeItem: stored.remove,
};
vi.stubGlobal('window', { localStorage: storage, sessionStorage: storage });
vi.stubGlobal('document', { documentElement: { lang: '' } });

const { changeLanguage, currentLang, i18n, i18nReady, loadFullCatalog, loadShellCatalog, translate } =
  await import('./i18n');
const { languagePackOf } = await import('./languagePack');

describe('UI language loading', () => {
  it('loads only the stored language, and only its sign-in strings, before the first render', async () => {
    await i18nReady;
    expect(currentLang()).toBe('ja');
    expect(translate('language.label')).toBe('言語');
    // The contract's messages: the sign-in form's in Japanese, the rest (English's too) not yet loaded.
    expect(translate('validation.captchaRequired')).toBe('認証コードを入力してください');
    expect(translate('error.CAPTCHA_INVALID')).toBe('認証コードが正しくありません');
    expect(i18n.exists('validation.form')).toBe(false);
    expect(i18n.exists('catalogue.search', { lng: 'ja', fallbackLng: false })).toBe(false);
    expect(languagePackOf('ja').antd).toBeUndefined();
    expect(dayjs.locale()).toBe('ja');
    expect(i18n.hasResourceBundle('zh', 'translation')).toBe(false);
  });

  it("adds the signed-in first screen's strings, the contract's messages and Ant Design's texts, not the pages'", async () => {
    await loadShellCatalog();
    expect(translate('welcome.greetingNoName')).toBe('ようこそ');
    expect(translate('home.notices.open')).toBe('お知らせ');
    expect(translate('validation.form')).toBe('フォームの情報を入力してください');
    expect(languagePackOf('ja').antd?.locale).toBe('ja');
    // The pages' strings come after the first screen is drawn.
    expect(i18n.exists('catalogue.search', { lng: 'ja', fallbackLng: false })).toBe(false);
    expect(i18n.exists('catalogue.search', { lng: 'en', fallbackLng: false })).toBe(false);
  });

  it('adds the rest of the language for the pages beyond the first screen', async () => {
    await loadFullCatalog();
    expect(translate('catalogue.search')).toBe('検索');
    expect(translate('validation.form')).toBe('フォームの情報を入力してください');
    expect(translate('validation.captchaRequired')).toBe('認証コードを入力してください');
    expect(i18n.exists('businessType.manufacturer', { lng: 'en', fallbackLng: false })).toBe(true);
    expect(languagePackOf('ja').antd?.locale).toBe('ja');
  });

  it('switches to another language only once its strings are loaded', async () => {
    const switching = changeLanguage('ch');
    expect(translate('language.label')).toBe('言語');
    await switching;
    expect(translate('language.label')).toBe('语言');
    // A language first chosen after the full catalogs loads whole.
    expect(translate('validation.form')).toBe('请完善表单信息');
    expect(languagePackOf('ch').antd?.locale).toBe('zh-cn');
    expect(dayjs.locale()).toBe('zh-cn');
    expect(document.documentElement.lang).toBe('zh-CN');
    expect(stored.get(STORAGE_KEYS.lang)).toBe('ch');
  });

  it('switches back to the bundled English', async () => {
    await changeLanguage('en');
    expect(translate('language.label')).toBe('Language');
    // Ant Design's default texts are English: no locale is loaded for it.
    expect(languagePackOf('en').antd).toBeUndefined();
  });
});
