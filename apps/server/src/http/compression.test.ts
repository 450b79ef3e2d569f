import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { API_BASE, menuCalls } from '@sc/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAndLogIn } from '../test/factories.js';
import { createTestApp, type TestApp } from '../test/testApp.js';
import { COMPRESS_MIN_BYTES } from './compression.js';

// A web build as Vite writes it: a hashed script with its .br and .gz copies, index.html (the sign-in
// page) and app.html (every other page, announcing the signed-in app's code).
const webDist = mkdtempSync(join(tmpdir(), 'sc-web-'));
const script = `export const words = ${JSON.stringify('supplier cloud '.repeat(400))};\n`;
const page = `<!doctype html><html><head><title>Supplier Cloud</title></head><body>${'<div></div>'.repeat(200)}</body></html>`;
const appPage = page.replace('</head>', '<link rel="modulepreload" href="/assets/index-B7x2kQ.js"></head>');
mkdirSync(join(webDist, 'assets'));
for (const [path, text] of [
  ['assets/index-B7x2kQ.js', script],
  ['index.html', page],
  ['app.html', appPage],
] as const) {
  writeFileSync(join(webDist, path), text);
  writeFileSync(join(webDist, `${path}.br`), brotliCompressSync(text));
  writeFileSync(join(webDist, `${path}.gz`), gzipSync(text));
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ WEB_DIST: webDist });
});
afterAll(async () => {
  await t.close();
  rmSync(webDist, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  t.app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

describe('the web build is sent compressed', () => {
  it('sends the brotli copy of a hashed script to a browser that accepts it, cached for a year', async () => {
    const response = await get('/assets/index-B7x2kQ.js', 'gzip, deflate, br, zstd');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(script);
    expect(response.rawPayload.length).toBeLessThan(script.length / 10);
  });

  it('sends the gzip copy when only gzip is accepted, and the file itself when nothing is', async () => {
    const gzipped = await get('/assets/index-B7x2kQ.js', 'gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(script);

    const plain = await get('/assets/index-B7x2kQ.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.body).toBe(script);
  });

  it('sends the page compressed and never cached: app.html for every page path, index.html for sign-in', async () => {
    const pageAt = async (path: string) => {
      const response = await get(path, 'br');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      return brotliDecompressSync(response.rawPayload).toString();
    };
    expect(await pageAt('/quotationList')).toBe(appPage);
    expect(await pageAt('/index?tab=1')).toBe(appPage);
    expect(await pageAt('/console/login')).toBe(appPage);
    const signIn = await pageAt('/login');
    expect(
      signIn.replace(/\s*<meta name="captcha-key"[^>]*>\s*<link rel="preload" as="image"[^>]*>/, ''),
    ).toBe(page.replace('</head>', '\n  </head>'));
    expect(await pageAt('/login?redirect=%2FquotationList')).toContain('<title>Supplier Cloud</title>');
  });

  it('sends the sign-in page with a fresh captcha key, its image announced, that the captcha answers', async () => {
    const keyOf = async () => {
      const html = (await get('/login')).body;
      const key = html.match(/<meta name="captcha-key" content="([0-9a-f]{32})">/)?.[1];
      expect(html).toContain(`<link rel="preload" as="image" href="/api/code?randomStr=${key}">`);
      return key;
    };
    const key = await keyOf();
    expect(key).toBeDefined();
    expect(await keyOf()).not.toBe(key);
    const image = await get(`/api/code?randomStr=${key}`);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toMatch(/image\/svg/);
    expect((await get('/index')).body).not.toContain('captcha-key');
  });
});

describe('API answers are compressed above the threshold', () => {
  it('compresses a large JSON answer when the client accepts it, and leaves it plain otherwise', async () => {
    const { token } = await signUpAndLogIn(t);
    const request = (acceptEncoding?: string) =>
      t.app.inject({
        method: 'POST',
        url: `${API_BASE}${menuCalls.menu.path}`,
        payload: {},
        headers: {
          authorization: `Bearer ${token}`,
          ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}),
        },
      });
    const plain = await request();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESS_MIN_BYTES);

    const gzipped = await request('gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.headers['cache-control']).toBe('no-store');
    expect(JSON.parse(gunzipSync(gzipped.rawPayload).toString())).toEqual(plain.json());

    const brotli = await request('br, gzip');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(brotli.rawPayload).toString())).toEqual(plain.json());
    expect(brotli.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
  });

  it('sends a small answer as it is', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'accept-encoding': 'br' },
    });
    expect(response.rawPayload.length).toBeLessThan(COMPRESS_MIN_BYTES);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json().data.status).toBe('ok');
  });
});
