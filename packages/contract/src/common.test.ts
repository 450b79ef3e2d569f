import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  boundedInt,
  ClientIdSchema,
  coercedId,
  FileIdSchema,
  IdSchema,
  INT4_MAX,
  idNumber,
  multiLineText,
  PAGE_INDEX_MAX,
  PageQuerySchema,
  singleLineText,
} from './common.js';
import * as contract from './index.js';

const issueOf = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? null : result.error.issues[0]?.message;
};

describe('bounded building blocks', () => {
  it('keeps ids within a serial column', () => {
    expect(idNumber().parse(INT4_MAX)).toBe(INT4_MAX);
    for (const wrong of [0, -1, 2 ** 31, 2 ** 53, 1e308, 0.5, '1', null])
      expect(issueOf(idNumber(), wrong), String(wrong)).toBe('validation.invalid');
    expect(coercedId().parse('42')).toBe(42);
    for (const wrong of ['2147483648', '9999999999999', 'NaN', 'Infinity', '1e400', ''])
      expect(issueOf(coercedId(), wrong), wrong).toBe('validation.invalid');
    expect(issueOf(IdSchema, { id: 2 ** 31 })).toBe('validation.invalid');
    expect(issueOf(coercedId('validation.quotationProductRequired'), 2 ** 31)).toBe(
      'validation.quotationProductRequired',
    );
  });

  it('bounds page numbers and sizes', () => {
    expect(PageQuerySchema.parse({})).toEqual({ pageIndex: 1, pageSize: 20 });
    expect(PageQuerySchema.parse({ pageIndex: PAGE_INDEX_MAX, pageSize: 100 }).pageIndex).toBe(
      PAGE_INDEX_MAX,
    );
    for (const wrong of [
      { pageIndex: PAGE_INDEX_MAX + 1 },
      { pageIndex: 1e308 },
      { pageSize: 101 },
      { pageSize: 0 },
    ])
      expect(PageQuerySchema.safeParse(wrong).success, JSON.stringify(wrong)).toBe(false);
    expect(issueOf(boundedInt(1, 100_000), 100_001)).toBe('validation.tooLarge');
  });

  it('refuses control characters in single-line text, keeps line feeds and tabs in multi-line text', () => {
    const line = singleLineText(20);
    expect(line.parse('  Manuka honey ')).toBe('Manuka honey');
    for (const wrong of ['a\u0000b', 'a\nb', 'tab\there', 'bell\u0007', 'del\u007f', 'half \ud800'])
      expect(issueOf(line, wrong), JSON.stringify(wrong)).toBe('validation.badCharacters');
    expect(issueOf(line, 'x'.repeat(21))).toBe('validation.tooLong');

    const lines = multiLineText(50);
    expect(lines.parse('Dear buyer,\n\tprices below.\n')).toBe('Dear buyer,\n\tprices below.');
    expect(multiLineText(50, { trim: false }).parse(' indented\n')).toBe(' indented\n');
    for (const wrong of ['a\u0000b', 'carriage\rreturn', 'esc\u001b[31m', 'form\ffeed'])
      expect(issueOf(lines, wrong), JSON.stringify(wrong)).toBe('validation.badCharacters');
  });

  it('takes file ids and client ids of their own form only', () => {
    expect(FileIdSchema.safeParse('AbCdEfGhIjKlMnOpQrStUv').success).toBe(true);
    for (const wrong of ['', 'has space in it', 'nul\u0000nul\u0000nul', 'x'.repeat(65)])
      expect(FileIdSchema.safeParse(wrong).success, JSON.stringify(wrong)).toBe(false);
    expect(ClientIdSchema.safeParse('0f1e2d3c-aaaa').success).toBe(true);
    expect(issueOf(ClientIdSchema, 'client\u0000id')).toBe('validation.badCharacters');
  });
});

// ---------------------------------------------------------------------------------------------
// Every call body of the contract: each number has a ceiling, each free string a maximum length.

type Def = { type: string; checks?: { _zod: { def: { check: string; format?: string } } }[] } & Record<
  string,
  unknown
>;
const defOf = (schema: unknown) => (schema as { _zod: { def: Def } })._zod.def;
const checksOf = (def: Def) => (def.checks ?? []).map((c) => c._zod.def);

/** Paths of the leaves of a schema that lack a bound. */
function unbounded(schema: unknown, path: string, seen = new Set<unknown>()): string[] {
  if (seen.has(schema)) return [];
  seen.add(schema);
  const def = defOf(schema);
  switch (def.type) {
    case 'object':
      return Object.entries(def.shape as Record<string, unknown>).flatMap(([key, field]) =>
        unbounded(field, path ? `${path}.${key}` : key, seen),
      );
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return unbounded(def.innerType, path, seen);
    case 'pipe':
      return unbounded(def.in, path, seen);
    case 'array': {
      const capped = checksOf(def).some((c) => c.check === 'max_length');
      return [
        ...(capped ? [] : [`${path}[] (no maximum count)`]),
        ...unbounded(def.element, `${path}[]`, seen),
      ];
    }
    case 'union':
      return (def.options as unknown[]).flatMap((option) => unbounded(option, path, seen));
    case 'number':
      return checksOf(def).some((c) => c.check === 'less_than') ? [] : [`${path} (no maximum)`];
    case 'string':
      return checksOf(def).some(
        (c) => c.check === 'max_length' || (c.check === 'string_format' && c.format === 'regex'),
      )
        ? []
        : [`${path} (no maximum length)`];
    case 'record':
      return [`${path} (free-form record)`];
    default:
      return [];
  }
}

describe('every call body of the contract', () => {
  const calls = Object.entries(contract)
    .filter(([name, group]) => name.endsWith('Calls') && typeof group === 'object' && group !== null)
    .flatMap(([groupName, group]) =>
      Object.entries(group as Record<string, { body?: unknown; path?: unknown }>)
        .filter(([, call]) => typeof call.path === 'string' && call.body)
        .map(([callName, call]) => ({ name: `${groupName}.${callName}`, body: call.body })),
    );

  it('finds the calls', () => {
    expect(calls.length).toBeGreaterThan(80);
  });

  it('bounds every number, string and list it takes, so nothing can overflow a column', () => {
    expect(calls.flatMap(({ name, body }) => unbounded(body, '').map((leaf) => `${name}: ${leaf}`))).toEqual(
      [],
    );
  });
});
