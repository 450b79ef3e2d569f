import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as contract from './index.js';

const srcDir = fileURLToPath(new URL('.', import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** Every type name the contract's sources export (types are erased at runtime, so read the text). */
function exportedTypeNames(): Set<string> {
  const names = new Set<string>();
  for (const file of sourceFiles(srcDir)) {
    for (const match of readFileSync(file, 'utf8').matchAll(/^export\s+(?:type|interface)\s+(\w+)/gm)) {
      names.add(match[1] as string);
    }
  }
  return names;
}

const schemaNames = Object.entries(contract)
  .filter(([name, value]) => name.endsWith('Schema') && value instanceof z.ZodType)
  .map(([name]) => name);

describe('contract schemas', () => {
  it('finds the exported schemas', () => {
    expect(schemaNames).toContain('HealthSchema');
    expect(schemaNames.length).toBeGreaterThan(20);
  });

  it('exports a same-named type for every schema (XSchema → X)', () => {
    const types = exportedTypeNames();
    const missing = schemaNames
      .map((schema) => ({ schema, type: schema.slice(0, -'Schema'.length) }))
      .filter(({ type }) => !types.has(type))
      .map(({ schema, type }) => `${schema} has no \`export type ${type}\``);
    expect(missing).toEqual([]);
  });
});
