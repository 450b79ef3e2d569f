import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { ResolvedConfig } from 'vite';
import { afterEach, describe, expect, it } from 'vitest';
import { precompress } from './precompress.ts';

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

/** Runs the plugin on a build folder holding `files`, as Vite does after writing the bundle. */
async function buildWith(files: Record<string, string>) {
  const root = mkdtempSync(join(tmpdir(), 'sc-build-'));
  roots.push(root);
  const dist = join(root, 'dist');
  mkdirSync(join(dist, 'assets'), { recursive: true });
  for (const [path, text] of Object.entries(files)) writeFileSync(join(dist, path), text);
  const plugin = precompress();
  (plugin.configResolved as (config: ResolvedConfig) => void)({
    root,
    build: { outDir: 'dist' },
  } as ResolvedConfig);
  await (plugin.closeBundle as () => Promise<void>)();
  return dist;
}

describe('precompress', () => {
  it('writes brotli and gzip copies of scripts, styles and index.html that decompress to the file', async () => {
    const script = `console.log(${JSON.stringify('buyers '.repeat(500))});`;
    const dist = await buildWith({
      'assets/index-a1.js': script,
      'index.html': `<p>${'hello '.repeat(300)}</p>`,
    });
    expect(brotliDecompressSync(readFileSync(join(dist, 'assets/index-a1.js.br'))).toString()).toBe(script);
    expect(gunzipSync(readFileSync(join(dist, 'assets/index-a1.js.gz'))).toString()).toBe(script);
    expect(existsSync(join(dist, 'index.html.br'))).toBe(true);
  });

  it('leaves small files, pictures and source maps alone', async () => {
    const dist = await buildWith({
      'assets/tiny-b2.js': 'export {};',
      'assets/logo-c3.png': 'x'.repeat(5000),
      'assets/index-a1.js.map': 'x'.repeat(5000),
    });
    for (const file of ['assets/tiny-b2.js', 'assets/logo-c3.png', 'assets/index-a1.js.map']) {
      expect(existsSync(join(dist, `${file}.br`))).toBe(false);
      expect(existsSync(join(dist, `${file}.gz`))).toBe(false);
    }
  });
});
