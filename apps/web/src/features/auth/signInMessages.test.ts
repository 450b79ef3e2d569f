import { LANGS, type Lang } from '@sc/contract';
import { en as sharedEn } from '@sc/contract/messages/en';
import { describe, expect, it } from 'vitest';
import { type LanguagePack, languagePackOf, loadCatalogs, loadLanguagePack } from '../../lib/languagePack';
import { type SignInField, signInIssueKey } from './signInRules';

function leafKeys(node: unknown, prefix = ''): string[] {
  if (typeof node !== 'object' || node === null) return [prefix];
  return Object.entries(node).flatMap(([k, v]) => leafKeys(v, prefix ? `${prefix}.${k}` : k));
}

function textOf(pack: LanguagePack, key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], pack.shared);
}

// Every message the sign-in form's rules can give: missing, too long, a control character.
const FIELDS: readonly SignInField[] = ['username', 'password', 'code'];
const signInKeys = [
  ...new Set(
    FIELDS.flatMap((field) =>
      ['', ' ', 'x'.repeat(300), 'a\u0001b'].map((value) => signInIssueKey(field, value)),
    ).filter((key): key is string => key !== null),
  ),
];
// What the server or the HTTP client may say to a failed sign-in, when the server gave no text.
const signInErrors = [
  'error.VALIDATION',
  'error.CAPTCHA_INVALID',
  'error.BAD_CREDENTIALS',
  'error.ACCOUNT_DISABLED',
  'error.RATE_LIMITED',
  'error.INTERNAL',
];
const english = leafKeys(sharedEn).sort();

describe("the languages' packs", () => {
  it('gives each first screen its own words for the sign-in form, and only a small part of the catalog', async () => {
    expect(signInKeys).toEqual(
      expect.arrayContaining([
        'validation.accountRequired',
        'validation.captchaRequired',
        'validation.tooLong',
      ]),
    );
    // English is bundled: its first screen is there before anything loads.
    const en = languagePackOf('en');
    const packs = { en, ch: await loadLanguagePack('ch'), ja: await loadLanguagePack('ja') };
    for (const lang of LANGS) {
      for (const key of [...signInKeys, ...signInErrors]) {
        const text = textOf(packs[lang], key);
        expect(typeof text, `${lang} ${key}`).toBe('string');
        if (lang !== 'en') expect(text, `${lang} ${key}`).not.toBe(textOf(en, key));
      }
      // The rest (mails, menus, product errors) loads with the other pages.
      expect(textOf(packs[lang], 'validation.form'), lang).toBeUndefined();
      expect(leafKeys(packs[lang].shared).length, lang).toBeLessThan(english.length / 10);
    }
    expect(textOf(packs.ja, 'validation.captchaRequired')).toBe('認証コードを入力してください');
    expect(textOf(packs.ch, 'error.CAPTCHA_INVALID')).toBe('验证码错误');
  });

  it('completes every loaded language with every contract message once beyond the sign-in page (the shell stage)', async () => {
    const packs = await loadCatalogs('shell');
    expect(Object.keys(packs).sort()).toEqual([...LANGS].sort());
    for (const lang of LANGS) {
      const pack = packs[lang as Lang] as LanguagePack;
      expect(leafKeys(pack.shared).sort(), lang).toEqual(english);
      expect(pack).toBe(languagePackOf(lang));
    }
    expect(textOf(languagePackOf('ja'), 'validation.form')).toBe('フォームの情報を入力してください');
    expect(textOf(languagePackOf('ja'), 'validation.captchaRequired')).toBe('認証コードを入力してください');
    expect(textOf(languagePackOf('en'), 'validation.form')).toBe('Please complete the form information');
  });
});
