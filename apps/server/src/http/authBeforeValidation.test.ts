import * as contract from '@sc/contract';
import { API_BASE, type ApiCall, apiPaths } from '@sc/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signUpAndLogIn } from '../test/factories.js';
import { createTestApp, type TestApp } from '../test/testApp.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const isCall = (value: unknown): value is ApiCall =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as ApiCall).path === 'string' &&
  typeof (value as ApiCall).tag === 'string' &&
  'body' in value &&
  'result' in value;

/** Every call of every call group the contract exports, with its aliases. */
function contractPaths(): string[] {
  const paths = new Set<string>();
  for (const group of Object.values(contract)) {
    if (typeof group !== 'object' || group === null) continue;
    for (const member of Object.values(group))
      if (isCall(member)) for (const path of [member.path, ...(member.aliases ?? [])]) paths.add(path);
  }
  return [...paths];
}

/** The registered POST routes under /api (the route table as documented), and whether each needs a token. */
async function registeredPosts(): Promise<Map<string, boolean>> {
  const response = await t.app.inject({ method: 'GET', url: '/api/docs/openapi.json' });
  const spec = response.json() as {
    paths: Record<string, { post?: { security?: Record<string, unknown>[] } }>;
  };
  const routes = new Map<string, boolean>();
  for (const [path, methods] of Object.entries(spec.paths)) {
    if (!methods.post || !path.startsWith(API_BASE)) continue;
    const isProtected = (methods.post.security ?? []).some((scheme) => 'bearerAuth' in scheme);
    routes.set(path.slice(API_BASE.length), isProtected);
  }
  return routes;
}

/** Malformed for every call: no call's body is an array of one string. */
const malformed = ['malformed'];

describe('authentication comes before validation', () => {
  it('answers 401 to an anonymous malformed body on every protected call (uploads included)', async () => {
    const routes = await registeredPosts();
    // Every contract call is registered, so the route table covers the contract.
    expect(contractPaths().filter((path) => !routes.has(path))).toEqual([]);
    const protectedPaths = [...routes].filter(([, isProtected]) => isProtected).map(([path]) => path);
    expect(protectedPaths).toContain(apiPaths.upload);
    expect(protectedPaths.length).toBeGreaterThan(80);
    const leaks: string[] = [];
    for (const path of protectedPaths) {
      const result = await call(t, path, malformed);
      if (result.status !== 401 || result.body.data)
        leaks.push(`${path}: ${result.status} ${result.body.code}`);
    }
    expect(leaks).toEqual([]);
  });

  it('still answers field errors (code 1000) to a signed-in caller’s malformed body', async () => {
    const { token } = await signUpAndLogIn(t);
    const routes = await registeredPosts();
    const refusals = new Map<string, number>();
    for (const [path, isProtected] of routes) {
      // Multipart uploads answer FILE_EMPTY to a JSON body: they are checked in the files, company and
      // credentials tests.
      const uploads: string[] = [apiPaths.upload, apiPaths.companyUploadPhoto, apiPaths.credentialUpload];
      const isUpload = uploads.includes(path);
      if (!isProtected || isUpload) continue;
      const result = await call(t, path, malformed, { token });
      // A supplier may not use the buyers' app or the console: 403 before the body, too.
      refusals.set(path, result.status === 403 ? 403 : result.body.code);
    }
    expect([...refusals].filter(([, code]) => code !== 1000 && code !== 403)).toEqual([]);
    expect(refusals.get(contract.quotationCalls.create.path)).toBe(1000);
    const fields = await call(t, contract.quotationCalls.create.path, { name: 7 }, { token });
    expect(fields.body).toMatchObject({ code: 1000, data: { fields: expect.any(Object) } });
  });
});
