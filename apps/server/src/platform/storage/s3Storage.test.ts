import { createServer, type IncomingMessage, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAndLogIn } from '../../test/factories.js';
import { imageBytes, upload } from '../../test/productFactories.js';
import { createTestApp, type TestApp } from '../../test/testApp.js';

/** A stand-in S3 endpoint: path-style objects in memory; it checks that every request is SigV4-signed. */
function fakeS3() {
  const objects = new Map<string, Buffer>();
  const authorizations: string[] = [];
  const server: Server = createServer(async (request: IncomingMessage, response) => {
    authorizations.push(String(request.headers.authorization ?? ''));
    const path = decodeURIComponent(request.url ?? '');
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    if (request.method === 'PUT') objects.set(path, Buffer.concat(chunks));
    if (request.method === 'GET' && !objects.has(path)) return response.writeHead(404).end();
    if (request.method === 'GET') return response.writeHead(200).end(objects.get(path));
    if (request.method === 'DELETE') objects.delete(path);
    response.writeHead(200).end();
  });
  return { server, objects, authorizations };
}

describe('uploads on S3-compatible storage (S3_* settings)', () => {
  const s3 = fakeS3();
  let t: TestApp;
  beforeAll(async () => {
    await new Promise<void>((resolve) => s3.server.listen(0, '127.0.0.1', resolve));
    const { port } = s3.server.address() as { port: number };
    t = await createTestApp({
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_BUCKET: 'portal-files',
      S3_ACCESS_KEY_ID: 'test-key',
      S3_SECRET_ACCESS_KEY: 'test-secret',
      S3_PREFIX: 'uploads',
    });
  });
  afterAll(async () => {
    await t?.close();
    await new Promise<void>((resolve) => s3.server.close(() => resolve()));
  });

  it('stores the file and its thumbnail in the bucket, signed, and serves them back', async () => {
    const { token } = await signUpAndLogIn(t);
    const bytes = await imageBytes('png', 400);
    const result = await upload(t, token, bytes, 'bucket.png');
    expect(result.body.code).toBe(0);
    const keys = [...s3.objects.keys()];
    expect(keys.some((k) => /^\/portal-files\/uploads\/s\d+\/[\w-]+\.png$/.test(k))).toBe(true);
    expect(keys.some((k) => k.endsWith('.thumb.jpg'))).toBe(true);
    expect(s3.authorizations.every((a) => a.startsWith('AWS4-HMAC-SHA256 Credential=test-key/'))).toBe(true);
    const served = await t.app.inject({ method: 'GET', url: result.body.data.url });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(bytes)).toBe(true);
  });
});
