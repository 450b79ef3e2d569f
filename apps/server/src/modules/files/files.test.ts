import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { PRODUCT_LIMITS } from '@sc/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAndLogIn } from '../../test/factories.js';
import { imageBytes, PDF_BYTES, upload } from '../../test/productFactories.js';
import { createTestApp, type TestApp } from '../../test/testApp.js';
import { signFileUrl } from './signedUrl.js';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = (await signUpAndLogIn(t)).token;
});
afterAll(() => t.close());

function storedFiles(): string[] {
  const walk = (dir: string): string[] => {
    try {
      return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
        e.isDirectory() ? walk(join(dir, e.name)) : [e.name],
      );
    } catch {
      return [];
    }
  };
  return walk(join(t.dataDir, 'files'));
}

describe('uploads', () => {
  it('accepts JPG and PNG images with a thumbnail, and a PDF document', async () => {
    const png = await upload(t, token, await imageBytes('png', 800), 'label.png');
    expect(png.body.data).toMatchObject({ mime: 'image/png', name: 'label.png' });
    expect(png.body.data.thumbUrl).toMatch(/^\/api\/files\/[\w-]+\/thumb\?exp=\d+&sig=/);
    const jpg = await upload(t, token, await imageBytes('jpeg'), 'photo.jpeg');
    expect(jpg.body.data.mime).toBe('image/jpeg');
    const pdf = await upload(t, token, PDF_BYTES, 'spec sheet.pdf', 'document');
    expect(pdf.body.data).toMatchObject({ mime: 'application/pdf', thumbUrl: null });

    const thumb = await t.app.inject({ method: 'GET', url: png.body.data.thumbUrl });
    expect(thumb.statusCode).toBe(200);
    expect(thumb.headers['content-type']).toBe('image/jpeg');
    expect(thumb.headers['x-content-type-options']).toBe('nosniff');
    const document = await t.app.inject({ method: 'GET', url: pdf.body.data.url });
    expect(document.headers['content-disposition']).toContain(`filename*=UTF-8''spec%20sheet.pdf`);
    expect(document.rawPayload.equals(PDF_BYTES)).toBe(true);
  });

  it('refuses an image of 5 MB + 1 byte with 413 and stores nothing', async () => {
    const before = storedFiles().length;
    const big = Buffer.concat([await imageBytes('png'), Buffer.alloc(PRODUCT_LIMITS.imageMaxBytes)]).subarray(
      0,
      PRODUCT_LIMITS.imageMaxBytes + 1,
    );
    const result = await upload(t, token, big, 'huge.png');
    expect(result.status).toBe(413);
    expect(result.body).toMatchObject({ code: 2101, msg: 'The file is too large: at most 5 MB' });
    expect(storedFiles().length).toBe(before);
  });

  it.each([
    [
      'HTML renamed .png',
      Buffer.from('<!doctype html><script>alert(1)</script>'),
      'evil.png',
      'productImage',
    ],
    [
      'SVG renamed .png',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
      'logo.png',
      'productImage',
    ],
    ['a GIF', Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;'), 'anim.gif', 'productImage'],
    ['a PNG sent as a document', 'png', 'file.pdf', 'document'],
    ['a PDF sent as an image', Buffer.from('%PDF-1.4\n'), 'photo.jpg', 'productImage'],
  ] as const)('refuses %s by content and stores nothing', async (_label, bytes, name, purpose) => {
    const before = storedFiles().length;
    const content = bytes === 'png' ? await imageBytes('png') : bytes;
    const result = await upload(t, token, content, name, purpose);
    expect(result.body.code).toBe(2100);
    expect(storedFiles().length).toBe(before);
  });

  it('refuses empty and truncated images', async () => {
    expect((await upload(t, token, Buffer.alloc(0), 'empty.png')).body.code).toBe(2102);
    const png = await imageBytes('png', 300);
    const truncated = await upload(t, token, png.subarray(0, Math.floor(png.length / 2)), 'half.png');
    expect(truncated.body).toMatchObject({ code: 2102, msg: 'The file is empty or damaged' });
  });

  it('names stored files itself: a ../ name cannot leave the storage folder', async () => {
    const result = await upload(t, token, await imageBytes('png'), '../../../etc/passwd.png');
    expect(result.body.data.name).toBe('passwd.png');
    expect(storedFiles().every((f) => /^[\w-]+(\.thumb)?\.(png|jpg|pdf)$/.test(f))).toBe(true);
  });

  it('serves a file only with a valid, unexpired signature', async () => {
    const result = await upload(t, token, await imageBytes('png'), 'x.png');
    const url: string = result.body.data.url;
    expect((await t.app.inject({ method: 'GET', url: url.replace(/sig=.*/, 'sig=forged') })).statusCode).toBe(
      403,
    );
    const stale = signFileUrl(
      t.ctx.config.fileUrlSecret,
      result.body.data.fileId,
      'original',
      'public',
      Date.now() - 3 * 24 * 3600_000,
    );
    expect((await t.app.inject({ method: 'GET', url: stale })).statusCode).toBe(403);
    const otherFile = url.replace(/\/files\/[\w-]+/, '/files/AAAAAAAAAAAAAAAAAAAAAA');
    expect((await t.app.inject({ method: 'GET', url: otherFile })).statusCode).toBe(403);
  });

  it('needs a signed-in user with the right to upload', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/api-web/v1/common/upload',
      payload: 'x',
      headers: { 'content-type': 'multipart/form-data; boundary=z' },
    });
    expect(response.statusCode).toBe(401);
  });
});
