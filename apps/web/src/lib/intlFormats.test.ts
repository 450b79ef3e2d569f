import { describe, expect, it } from 'vitest';
import { dateTimeFormat, displayNames, listFormat, relativeTimeFormat } from './intlFormats';

describe('reused Intl formatters', () => {
  it('formats as a new formatter would, in the locale and options asked for', () => {
    const date = new Date(Date.UTC(2026, 0, 15));
    expect(dateTimeFormat('en', { dateStyle: 'long', timeZone: 'UTC' }).format(date)).toBe(
      'January 15, 2026',
    );
    expect(dateTimeFormat('ja', { dateStyle: 'long', timeZone: 'UTC' }).format(date)).toBe('2026年1月15日');
    expect(relativeTimeFormat('en', { numeric: 'auto' }).format(-1, 'day')).toBe('yesterday');
    expect(listFormat('en', { style: 'long', type: 'conjunction' }).format(['A', 'B', 'C'])).toBe(
      'A, B, and C',
    );
    expect(displayNames(['en'], { type: 'region' }).of('CN')).toBe('China');
  });

  it('makes one formatter per locale and options', () => {
    expect(dateTimeFormat('en', { dateStyle: 'medium' })).toBe(dateTimeFormat('en', { dateStyle: 'medium' }));
    expect(dateTimeFormat('en', { dateStyle: 'medium' })).not.toBe(
      dateTimeFormat('en', { dateStyle: 'long' }),
    );
    expect(dateTimeFormat('en', { dateStyle: 'medium' })).not.toBe(
      dateTimeFormat('zh', { dateStyle: 'medium' }),
    );
  });
});
