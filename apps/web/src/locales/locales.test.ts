import { sharedMessages } from '@sc/contract';
import { describe, expect, it } from 'vitest';
import { en } from './en';
import { ja } from './ja';
import { zh } from './zh';

function leaves(node: unknown, prefix = ''): Array<[string, unknown]> {
  if (typeof node !== 'object' || node === null) return [[prefix, node]];
  return Object.entries(node).flatMap(([key, value]) => leaves(value, prefix ? `${prefix}.${key}` : key));
}
const keysOf = (node: unknown) =>
  leaves(node)
    .map(([key]) => key)
    .sort();

const featureFiles = import.meta.glob<Record<string, object>>(
  ['./*/*.ts', '!./*/index.ts', '!./*/shell.ts'],
  {
    eager: true,
  },
);

const sources = import.meta.glob<string>(['../**/*.ts', '../**/*.tsx', '!../**/*.test.ts'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

describe('UI catalogs', () => {
  const catalogs = { en, zh, ja };

  it.each(Object.entries(catalogs))('%s has the English keys and no empty text', (_, catalog) => {
    expect(keysOf(catalog)).toEqual(keysOf(en));
    for (const [key, value] of leaves(catalog)) {
      expect(typeof value, key).toBe('string');
      expect(String(value).trim(), key).not.toBe('');
    }
  });

  it.each(Object.entries(catalogs))('%s keeps the {{placeholders}} of the English text', (_, catalog) => {
    const english = new Map(leaves(en));
    for (const [key, value] of leaves(catalog)) {
      const wanted =
        String(english.get(key))
          .match(/\{\{\w+\}\}/g)
          ?.sort() ?? [];
      expect(
        String(value)
          .match(/\{\{\w+\}\}/g)
          ?.sort() ?? [],
        key,
      ).toEqual(wanted);
    }
  });

  it.each(Object.keys(catalogs))('%s puts each top-level group in exactly one feature file', (lang) => {
    const groups = Object.entries(featureFiles)
      .filter(([file]) => file.startsWith(`./${lang}/`))
      .flatMap(([, exports]) => Object.values(exports).flatMap((part) => Object.keys(part)));
    expect(groups.sort()).toEqual(Object.keys(en).sort());
  });

  it('uses top-level groups that do not hide the shared messages', () => {
    const shared = Object.keys(sharedMessages.en);
    for (const group of Object.keys(en)) expect(shared, group).not.toContain(group);
  });

  it('defines every literal key the source passes to t() or translate()', () => {
    // A plural key (`x_one`, `x_other`) is called as `x` with a count.
    const known = new Set(
      [...keysOf(en), ...keysOf(sharedMessages.en)].flatMap((key) => [
        key,
        key.replace(/_(zero|one|two|few|many|other)$/, ''),
      ]),
    );
    const missing: string[] = [];
    expect(Object.keys(sources).length).toBeGreaterThan(10);
    for (const [file, text] of Object.entries(sources)) {
      for (const match of text.matchAll(/\b(?:t|translate)\(\s*'([A-Za-z]+(?:\.[A-Za-z0-9_]+)+)'/g)) {
        if (!known.has(match[1] ?? '')) missing.push(`${file}: ${match[1]}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
