import { describe, expect, it } from 'vitest';
import { fromI18nCode, langTag, parseStoredLang, toI18nCode } from './language';

describe('language mapping', () => {
  it('defaults to English for a missing or unknown stored value', () => {
    expect(parseStoredLang(null)).toBe('en');
    expect(parseStoredLang('zh')).toBe('en');
    expect(parseStoredLang('ja')).toBe('ja');
  });

  it('maps stored ch to i18next zh and back, and to the zh-CN tag', () => {
    expect(toI18nCode('ch')).toBe('zh');
    expect(fromI18nCode('zh')).toBe('ch');
    expect(fromI18nCode('zh-CN')).toBe('ch');
    expect(langTag('ch')).toBe('zh-CN');
  });

  it('maps an unknown i18next code to the default', () => {
    expect(fromI18nCode('fr')).toBe('en');
    expect(fromI18nCode(undefined)).toBe('en');
  });
});
