import { describe, expect, it } from 'vitest';
import { regionName } from './regionName';

describe('regionName', () => {
  it('names a region in the UI language', () => {
    expect(regionName('CN', 'en')).toBe('China');
    expect(regionName('hk', 'en')).toBe('Hong Kong SAR China');
    expect(regionName('JP', 'ja')).toBe('日本');
  });

  it('falls back to the code when it cannot be named', () => {
    expect(regionName('not-a-code', 'en')).toBe('not-a-code');
  });
});
