import { describe, expect, it } from 'vitest';
import { captchaImageUrl, createCaptchaKey } from './captchaKey';
import { countryOptions } from './countryOptions';

describe('captcha key', () => {
  it('makes a new 32-character hex key each time', () => {
    const a = createCaptchaKey();
    const b = createCaptchaKey();
    expect(a).toMatch(/^[0-9a-f]{32}$/);
    expect(a).not.toBe(b);
  });

  it('builds the image address under /api/code', () => {
    expect(captchaImageUrl('abc123')).toBe('/api/code?randomStr=abc123');
  });
});

describe('countryOptions', () => {
  it('names countries in the UI language', () => {
    const byCode = (tag: string) => new Map(countryOptions(tag).map((o) => [o.value, o.label]));
    expect(byCode('en').get('DE')).toBe('Germany');
    expect(byCode('zh-CN').get('DE')).toBe('德国');
    expect(byCode('ja').get('JP')).toBe('日本');
  });

  it('lists every code once, sorted by name', () => {
    const options = countryOptions('en');
    expect(new Set(options.map((o) => o.value)).size).toBe(options.length);
    const labels = options.map((o) => o.label);
    expect(labels).toEqual([...labels].sort(new Intl.Collator('en').compare));
  });
});
