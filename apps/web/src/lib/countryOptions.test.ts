import { describe, expect, it } from 'vitest';
import { countryOptions } from './countryOptions';

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
