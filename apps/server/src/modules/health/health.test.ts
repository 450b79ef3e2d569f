import { API_BASE } from '@sc/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/testApp.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('server core', () => {
  it('reports health and which database it uses', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      code: 0,
      msg: 'Success',
      data: { status: 'ok', db: process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite', database: 'up' },
    });
  });

  it('answers an unknown /api path with 404 in the envelope, in the caller language', async () => {
    const post = await t.app.inject({
      method: 'POST',
      url: '/api/api-web/v1/no/such/call',
      headers: { 'accept-language': 'ja' },
    });
    expect(post.statusCode).toBe(404);
    expect(post.json()).toEqual({ code: 40400, msg: '見つかりません', data: null });
    const get = await t.app.inject({ method: 'GET', url: '/api/whatever' });
    expect(get.statusCode).toBe(404);
    expect(get.json().code).toBe(40400);
  });

  it('sends the security headers on every response', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('keeps the request id a caller sends, for tracing', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'trace-123' },
    });
    expect(response.headers['x-request-id']).toBe('trace-123');
  });

  it('answers a malformed JSON body with the envelope, not a stack trace', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: `${API_BASE}/api-web/v1/supplier/registered/register`,
      payload: '{"name": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 1000, msg: 'Please complete the form information', data: null });
  });

  it('answers an oversized body with 413', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: `${API_BASE}/api-web/v1/admin/send`,
      payload: JSON.stringify({ email: 'x'.repeat(2 * 1024 * 1024) }),
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().code).toBe(41300);
  });

  it('serves the OpenAPI document generated from the contract, and its viewer', async () => {
    const json = await t.app.inject({ method: 'GET', url: '/api/docs/openapi.json' });
    expect(json.statusCode).toBe(200);
    const doc = json.json();
    expect(doc.openapi).toMatch(/^3\./);
    const register = doc.paths['/api/api-web/v1/supplier/registered/register'].post;
    expect(register.requestBody.content['application/json'].schema.required).toEqual(
      expect.arrayContaining(['name', 'email', 'companyName', 'jobTitle', 'title', 'country', 'password']),
    );
    expect(doc.paths['/api/auth/oauth/token'].post).toBeDefined();
    expect(doc.paths['/api/api-web/v1/menu/list'].post.security).toEqual([{ bearerAuth: [] }]);
    const viewer = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(viewer.statusCode).toBe(200);
    expect(viewer.headers['content-type']).toContain('text/html');
    expect(String(viewer.headers['content-security-policy'])).toContain("object-src 'none'");
  });
});

describe('behind a TLS proxy', () => {
  let proxied: TestApp;
  beforeAll(async () => {
    proxied = await createTestApp({ TRUST_PROXY: '1' });
  });
  afterAll(() => proxied.close());

  it('adds HSTS only when the request came over HTTPS', async () => {
    const secure = await proxied.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(secure.headers['strict-transport-security']).toContain('max-age=31536000');
    const plain = await proxied.app.inject({ method: 'GET', url: '/api/health' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('an unexpected failure', () => {
  let broken: TestApp;
  beforeAll(async () => {
    broken = await createTestApp(
      {},
      {
        beforeReady: ({ app }) => {
          app.post('/api/test/boom', async () => {
            throw new Error('database password is hunter2');
          });
        },
      },
    );
  });
  afterAll(() => broken.close());

  it('answers 500 with a generic, translated message and logs the cause', async () => {
    const response = await broken.app.inject({
      method: 'POST',
      url: '/api/test/boom',
      headers: { 'accept-language': 'zh-CN' },
    });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ code: 50000, msg: '服务器出现问题，请稍后重试。', data: null });
    expect(response.body).not.toContain('hunter2');
    expect(response.body).not.toContain('at ');
    expect(broken.logText()).toContain('unhandled error');
  });
});

describe('liveness', () => {
  let live: TestApp;
  beforeAll(async () => {
    live = await createTestApp();
  });
  afterAll(() => live.close());

  it('answers without touching the database', async () => {
    const response = await live.app.inject({ method: 'GET', url: '/api/health/live' });
    expect(response.json()).toEqual({ code: 0, msg: 'Success', data: { status: 'ok' } });
  });
});
