import { describe, expect, it } from 'vitest';
import { LANGS } from '../constants.js';
import { enSignIn } from './enSignIn.js';
import { sharedMessages, translate } from './index.js';
import { jaSignIn } from './jaSignIn.js';
import { zhSignIn } from './zhSignIn.js';

function leafKeys(node: unknown, prefix = ''): string[] {
  if (typeof node !== 'object' || node === null) return [prefix];
  return Object.entries(node).flatMap(([k, v]) => leafKeys(v, prefix ? `${prefix}.${k}` : k));
}

describe('shared message catalogs', () => {
  const english = leafKeys(sharedMessages.en).sort();

  it.each(LANGS)('%s has exactly the English keys, none empty', (lang) => {
    expect(leafKeys(sharedMessages[lang]).sort()).toEqual(english);
    for (const key of english) expect(translate(lang, key).trim()).not.toBe('');
  });

  it.each(LANGS)('%s keeps every {{placeholder}} of the English text', (lang) => {
    for (const key of english) {
      const wanted =
        translate('en', key)
          .match(/\{\{\w+\}\}/g)
          ?.sort() ?? [];
      const got =
        translate(lang, key)
          .match(/\{\{\w+\}\}/g)
          ?.sort() ?? [];
      expect(got, `${lang} ${key}`).toEqual(wanted);
    }
  });

  // The web's sign-in screen loads a language's sign-in part alone: it must be that language's own
  // words (the full catalog's), and cover the same keys in every language.
  const signInParts = { en: enSignIn, ch: zhSignIn, ja: jaSignIn };
  it.each(LANGS)('%s has a sign-in part with the English keys, the texts of its full catalog', (lang) => {
    const keys = leafKeys(signInParts[lang]).sort();
    expect(keys).toEqual(leafKeys(enSignIn).sort());
    expect(keys).toEqual(expect.arrayContaining(['validation.captchaRequired', 'error.CAPTCHA_INVALID']));
    for (const key of keys) {
      const [section, name] = key.split('.') as ['validation' | 'error', string];
      expect(translate(lang, key), `${lang} ${key}`).toBe(
        (signInParts[lang][section] as Record<string, string>)[name],
      );
    }
  });

  it('fills placeholders and falls back to the key when missing', () => {
    expect(translate('en', 'error.RATE_LIMITED', { minutes: 15 })).toContain('15 minutes');
    expect(translate('ja', 'no.such.key')).toBe('no.such.key');
  });
});
