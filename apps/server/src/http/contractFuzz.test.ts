import { randomBytes } from 'node:crypto';
import * as contract from '@sc/contract';
import {
  API_BASE,
  type ApiCall,
  buyerAppCalls,
  buyerCalls,
  consoleSupportCalls,
  quoteCalls,
} from '@sc/contract';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { insertStaffUser } from '../modules/accounts/users.repository.js';
import { hashPassword } from '../platform/passwords.js';
import { makeBuyerAndLogIn } from '../test/buyerFactories.js';
import { callApi, logIn } from '../test/factories.js';
import { createQuotation, quotationInput, supplierWithProducts, YEAR } from '../test/quotationFactories.js';
import { connectSocket, listen, type TestSocket } from '../test/socketClient.js';
import { createTestApp, TEST_CAPTCHA_ANSWER, type TestApp } from '../test/testApp.js';

/**
 * Property-based fuzzing of every registered route and socket event: wrong bodies (random JSON,
 * and plausible bodies with fields replaced by hostile values) must be refused as field errors or
 * business errors, never answered with a 5xx or an ack code 50000. The routes come from Fastify
 * itself (cross-checked with the contract's call groups), so a new call is fuzzed without anyone
 * adding it here. FUZZ_SEED and FUZZ_RUNS override the fixed seed and the runs per route.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20261123);
const RUNS = Number(process.env.FUZZ_RUNS ?? 20);
const INTERNAL = contract.ErrorCode.INTERNAL;
const WEB_CLIENT = `Basic ${Buffer.from('web:web').toString('base64')}`;

type Schema = z.ZodType;
interface Def {
  type: string;
  [key: string]: unknown;
}
const defOf = (schema: unknown): Def => (schema as { _zod: { def: Def } })._zod.def;

// ---------------------------------------------------------------------------------------------
// The routes: Fastify's registered routes, each with its contract call when it has one.

/** Every method + path Fastify registered, read from its route tree. */
function registeredRoutes(t: TestApp): { method: string; path: string }[] {
  const routes: { method: string; path: string }[] = [];
  const stack: string[] = [];
  for (const line of t.app.printRoutes({ commonPrefix: false }).split('\n')) {
    const marker = line.search(/[├└]── /);
    if (marker < 0) continue;
    const depth = marker / 4;
    const match = /^(.*?)(?: \(([A-Z, ]+)\))?$/.exec(line.slice(marker + 4));
    if (!match) continue;
    stack.length = depth;
    stack.push(match[1] ?? '');
    const path = stack.join('');
    for (const method of (match[2] ?? '').split(', ').filter(Boolean))
      if (method !== 'HEAD') routes.push({ method, path });
  }
  return routes;
}

function isApiCall(value: unknown): value is ApiCall {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as ApiCall).path === 'string' &&
    typeof (value as ApiCall).tag === 'string' &&
    'body' in value &&
    'result' in value
  );
}

/** Every call of every call group the contract exports, by each of its paths. */
function contractCallsByPath(): Map<string, { name: string; call: ApiCall }> {
  const byPath = new Map<string, { name: string; call: ApiCall }>();
  for (const [groupName, group] of Object.entries(contract)) {
    if (!groupName.endsWith('Calls') || typeof group !== 'object' || group === null) continue;
    for (const [callName, call] of Object.entries(group))
      if (isApiCall(call))
        for (const path of [call.path, ...(call.aliases ?? [])])
          byPath.set(`${API_BASE}${path}`, { name: `${groupName}.${callName}`, call });
  }
  return byPath;
}

// ---------------------------------------------------------------------------------------------
// Bodies: a plausible body from the schema, then hostile values in place of some of its fields.

const nextYear = `${YEAR + 1}-06-30`;
/** Values a field of this name needs to pass validation (checks zod's shape can't express). */
const PLAUSIBLE: Record<string, (random: () => number) => unknown> = {
  barcode: () => '4006381333931',
  expiresOn: () => nextYear,
  price: () => '12.50',
  clientId: (random) => `client-${hex(random)}`,
  email: (random) => `fuzz.${hex(random)}@exporter.test`,
  username: () => 'demo@suppliercloud.test',
  password: () => 'Coffee#2026',
  // The supplier's own password: a change to it is refused (same password), so its sessions live on.
  newPassword: () => 'Coffee#2026',
  confirmPassword: () => 'Coffee#2026',
  oldPassword: () => 'Coffee#2026',
  randomStr: (random) => `key-${hex(random)}`,
  code: () => TEST_CAPTCHA_ANSWER,
  token: (random) => `token-${hex(random)}${hex(random)}`,
  content: () => 'Hello',
  type: () => 1,
};

/** A small seeded generator (mulberry32), so a body depends on the fast-check seed alone. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let x = Math.imul(state ^ (state >>> 15), state | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}
const hex = (random: () => number) =>
  Math.floor(random() * 2 ** 32)
    .toString(16)
    .padStart(8, '0');

/** A body that would pass the schema's shape (ids 1–4 hit real rows of a fresh database). */
function plausible(schema: Schema, random: () => number, name = ''): unknown {
  const make = PLAUSIBLE[name];
  if (make) return make(random);
  const def = defOf(schema);
  switch (def.type) {
    case 'object': {
      const shape = def.shape as Record<string, Schema>;
      return Object.fromEntries(
        Object.entries(shape).map(([key, field]) => [key, plausible(field, random, key)]),
      );
    }
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return plausible(def.innerType as Schema, random, name);
    case 'pipe':
      return plausible(def.in as Schema, random, name);
    case 'array':
      return [plausible(def.element as Schema, random, name)];
    case 'union':
      return plausible((def.options as Schema[])[0] as Schema, random, name);
    case 'enum':
      return Object.values(def.entries as Record<string, unknown>)[0];
    case 'literal':
      return (def.values as unknown[])[0];
    case 'number':
      return 1 + Math.floor(random() * 4);
    case 'boolean':
      return false;
    case 'string':
      return 'Fuzz text';
    default:
      return undefined;
  }
}

/** Dotted paths of the leaves of a plausible body (array items as index 0). */
function leafPaths(value: unknown, prefix: string[] = []): string[][] {
  if (Array.isArray(value))
    return [prefix, ...value.flatMap((item, i) => leafPaths(item, [...prefix, String(i)]))];
  if (value && typeof value === 'object')
    return [prefix, ...Object.entries(value).flatMap(([key, item]) => leafPaths(item, [...prefix, key]))];
  return [prefix];
}

function setAt(target: unknown, path: string[], value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path as [string, ...string[]];
  const copy: Record<string, unknown> = Array.isArray(target)
    ? ([...target] as unknown as Record<string, unknown>)
    : { ...(target as Record<string, unknown>) };
  copy[head] = setAt(copy[head], rest, value);
  return copy;
}

const LONG = 'x'.repeat(100_000);
/** Values that reach past lax validation: out-of-range numbers, control characters, odd shapes. */
const hostile: fc.Arbitrary<unknown> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.constantFrom<unknown>(
      2 ** 31,
      2 ** 31 - 1,
      -(2 ** 31) - 1,
      -1,
      0,
      0.5,
      2 ** 53,
      2 ** 63,
      1e308,
      -1e308,
      '2147483648',
      '9007199254740993',
      '99999999999999999999',
      '99999999999.9999',
      '9999999999999',
      'NaN',
      'Infinity',
      '-Infinity',
      '1e400',
      '0x7fffffff',
    ),
  },
  {
    weight: 3,
    arbitrary: fc.constantFrom<unknown>(
      '',
      ' ',
      '\u0000',
      'a\u0000b',
      'line\u0007bell',
      'esc\u001b[31m',
      'tab\tand\nnewline',
      '\uD800',
      '%00',
      LONG,
    ),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom<unknown>(
      null,
      true,
      [],
      [null],
      {},
      { nested: { deeper: { deepest: [1, { x: null }] } } },
    ),
  },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ maxLength: 20 }).map((s) => `${s}\u0000${s}`) },
  { weight: 1, arbitrary: fc.oneof(fc.integer(), fc.double(), fc.jsonValue({ maxDepth: 2 })) },
);

/** A seed per route and caller, so each gets its own sequence (all derived from SEED). */
function seedOf(key: string): number {
  let hash = SEED | 0;
  for (const char of key) hash = (Math.imul(hash, 31) + (char.codePointAt(0) ?? 0)) | 0;
  return hash;
}

/** Wrong bodies for a call: random JSON, or its plausible body with one to three fields made hostile. */
function bodies(call: ApiCall | undefined): fc.Arbitrary<unknown> {
  const random = fc.jsonValue({ maxDepth: 3 });
  if (!call) return fc.oneof(random, fc.dictionary(fc.string({ maxLength: 12 }), hostile, { maxKeys: 4 }));
  const paths = leafPaths(plausible(call.body, seeded(0)));
  const mutated = fc
    .tuple(
      fc.integer(),
      fc.array(fc.tuple(fc.constantFrom(...paths), hostile), { minLength: 1, maxLength: 3 }),
    )
    .map(([seed, edits]) =>
      edits.reduce((body, [path, value]) => setAt(body, path, value), plausible(call.body, seeded(seed))),
    );
  return fc.oneof({ arbitrary: mutated, weight: 4 }, { arbitrary: random, weight: 1 });
}

// ---------------------------------------------------------------------------------------------
// Who calls: nobody, the demo-like supplier, a buyer and a support agent (each re-signs in when
// a fuzzed call ended its session).

interface Identity {
  name: string;
  token: () => Promise<string | undefined>;
  /** A 401 told us the session ended (logout, password change): sign in again next time. */
  expire: () => void;
}

function identity(name: string, signIn: () => Promise<string>): Identity {
  let token: Promise<string> | undefined;
  return {
    name,
    token: () => {
      token ??= signIn();
      return token;
    },
    expire: () => {
      token = undefined;
    },
  };
}

let addresses = 0;
/** A new client address per request (rate limits per address stay far; only a header in inject). */
const ip = () => {
  addresses++;
  return `10.${(addresses >> 16) & 255}.${(addresses >> 8) & 255}.${addresses & 255}`;
};

let t: TestApp;
let identities: Identity[];
let supplierAccount: { email: string; password: string };

beforeAll(async () => {
  t = await createTestApp();
  // The demo-like supplier: products, a quote, a quotation, a contacted buyer.
  const supplier = await supplierWithProducts(t);
  supplierAccount = { email: supplier.input.email, password: supplier.input.password };
  await callApi(
    t,
    quoteCalls.create,
    { productId: supplier.honey.id, price: '9.90', currency: 'USD', terms: 'FOB', expiresOn: nextYear },
    { token: supplier.token },
  );
  await createQuotation(t, supplier.token, quotationInput([supplier.honey.id, supplier.crackers.id]));
  const buyer = await makeBuyerAndLogIn(t);
  await callApi(t, buyerCalls.contact, { buyerId: buyer.buyerId }, { token: supplier.token });
  await insertStaffUser(t.ctx.db, {
    email: 'agent@platform.test',
    realName: 'Grace Lin',
    passwordHash: await hashPassword('Support#2026'),
    adminCode: 'AGENT00001',
    roleCode: 'support_agent',
  });

  const buyerEmail = buyer.spec.email;

  /** A captcha key fetched from its own address (the per-address captcha limit stays far). */
  const captchaKey = async () => {
    const key = randomBytes(8).toString('hex');
    await t.app.inject({
      method: 'GET',
      url: `${API_BASE}${contract.apiPaths.captcha}?randomStr=${key}`,
      remoteAddress: ip(),
    });
    return key;
  };
  const signIn = async (call: ApiCall, username: string, password: string) => {
    const login = await callApi(
      t,
      call,
      { username, password, randomStr: await captchaKey(), code: TEST_CAPTCHA_ANSWER } as never,
      { ip: ip() },
    );
    const data = login.body.data as { access_token?: string } | null;
    if (!data?.access_token) throw new Error(`${username} could not sign in: ${JSON.stringify(login.body)}`);
    return data.access_token;
  };

  identities = [
    identity('anonymous', async () => ''),
    identity('supplier', async () => {
      const login = await logIn(t, {
        username: supplierAccount.email,
        password: supplierAccount.password,
        randomStr: await captchaKey(),
        ip: ip(),
      });
      if (login.body.code !== 0) throw new Error(`supplier login failed: ${JSON.stringify(login.body)}`);
      return login.body.data.access_token;
    }),
    identity('buyer', () => signIn(buyerAppCalls.signIn, buyerEmail, 'Buyer#2026')),
    identity('staff', () => signIn(consoleSupportCalls.signIn, 'agent@platform.test', 'Support#2026')),
  ];
}, 120_000);
afterAll(() => t?.close());

interface Finding {
  route: string;
  who: string;
  status: number;
  code: unknown;
  body: string;
}

function shortBody(body: unknown): string {
  const text = JSON.stringify(body, (_key, value) =>
    typeof value === 'string' && value.length > 60 ? `${value.slice(0, 20)}…(${value.length})` : value,
  );
  return text === undefined ? 'undefined' : text.slice(0, 300);
}

/** A GET route's URL with hostile path parameters and query values. */
const getUrls = (path: string) =>
  fc
    .tuple(
      fc.oneof(
        fc.constantFrom('%00', '2147483648', 'a'.repeat(300), '..%2F..', '-1'),
        fc.string({ maxLength: 20 }),
      ),
      fc.dictionary(fc.constantFrom('randomStr', 'exp', 'sig', 'id', 'x'), hostile.map(String), {
        maxKeys: 3,
      }),
    )
    .map(([param, query]) => {
      const url = path.replace(/:\w+/g, encodeURIComponent(param));
      const search = new URLSearchParams(query).toString();
      return search ? `${url}?${search}` : url;
    });

describe('out-of-range ids and control characters', () => {
  it('are field errors (1000) over HTTP and over the socket, in the caller language', async () => {
    const supplier = await identities[1]?.token();
    const buyer = await identities[2]?.token();
    const refused = async (call: ApiCall, body: unknown, token?: string) => {
      const result = await callApi(t, call, body as never, { token: token ?? '', lang: 'ja' });
      return {
        status: result.status,
        code: result.body.code,
        fields: (result.body.data as { fields?: unknown })?.fields,
      };
    };
    expect(await refused(quoteCalls.info, { id: 2 ** 31 }, supplier)).toEqual({
      status: 200,
      code: 1000,
      fields: { id: 'この値は無効です' },
    });
    expect(await refused(contract.productCalls.info, { id: '9999999999999' }, supplier)).toMatchObject({
      code: 1000,
    });
    expect(await refused(buyerAppCalls.product, { productId: 2 ** 31 }, buyer)).toMatchObject({ code: 1000 });
    expect(await refused(contract.referenceCalls.brands, { keyword: 'a\u0000b' }, supplier)).toEqual({
      status: 200,
      code: 1000,
      fields: { keyword: '使用できない文字が含まれています' },
    });
    expect(
      await refused(
        contract.supportCalls.send,
        { clientId: 'client-0001', content: 'Hello\u0000' },
        supplier,
      ),
    ).toMatchObject({ code: 1000, fields: { content: expect.any(String) } });
    expect(
      await refused(contract.buyerAppCalls.signIn, {
        username: 'a@b.test',
        password: 'x',
        randomStr: 'a\u0000b',
        code: 'K7PQ',
      }),
    ).toMatchObject({ code: 1000 });

    const socket = await connectSocket(await listen(t), buyer);
    try {
      const ack = await socket.emitWithAck('chat:send', {
        clientId: 'client-0002',
        supplierId: 1,
        type: 1,
        content: 'Hi\u0000',
      });
      expect(ack).toMatchObject({ ok: false, code: 1000, fields: { content: expect.any(String) } });
      const tooBig = await socket.emitWithAck('chat:send', {
        clientId: 'client-0003',
        supplierId: 2 ** 31,
        type: 1,
        content: 'Hi',
      });
      expect(tooBig).toMatchObject({ ok: false, code: 1000, fields: { supplierId: expect.any(String) } });
    } finally {
      socket.close();
    }
  });
});

describe('fuzzing every registered call with wrong bodies', () => {
  it('answers field or business errors, never a 5xx (HTTP) nor 50000 (socket acks)', async () => {
    const started = Date.now();
    const calls = contractCallsByPath();
    const routes = registeredRoutes(t).filter(
      (r) => r.path.startsWith(`${API_BASE}/`) && !r.path.startsWith(`${API_BASE}/docs`),
    );
    const postPaths = new Set(routes.filter((r) => r.method === 'POST').map((r) => r.path));

    // Cross-check: every contract call is registered; routes without a call are fuzzed all the same.
    expect([...calls.keys()].filter((path) => !postPaths.has(path))).toEqual([]);
    const withoutCall = routes.filter((r) => !calls.has(r.path)).map((r) => `${r.method} ${r.path}`);
    expect(withoutCall).toEqual(
      expect.arrayContaining([
        'POST /api/auth/oauth/token',
        'POST /api/api-web/v1/common/upload',
        'GET /api/code',
      ]),
    );

    const findings: Finding[] = [];
    let sent = 0;
    for (const route of routes) {
      const entry = calls.get(route.path);
      for (const who of identities) {
        const arbitrary =
          route.method === 'GET'
            ? getUrls(route.path).map((url) => ({ url, body: undefined }))
            : bodies(entry?.call).map((body) => ({ url: route.path, body }));
        await fc.assert(
          fc.asyncProperty(arbitrary, async ({ url, body }) => {
            const token = await who.token();
            const response = await t.app.inject({
              method: route.method as 'GET' | 'POST',
              url,
              ...(route.method === 'POST' ? { payload: JSON.stringify(body) ?? '' } : {}),
              headers: {
                ...(route.method === 'POST' ? { 'content-type': 'application/json' } : {}),
                // Anonymous callers present the web client, so the form login's body is checked too.
                authorization: token ? `Bearer ${token}` : WEB_CLIENT,
              },
              remoteAddress: ip(),
            });
            sent++;
            if (response.statusCode === 401 && token) who.expire();
            let code: unknown;
            try {
              code = (response.json() as { code?: unknown }).code;
            } catch {
              code = undefined;
            }
            if (response.statusCode >= 500 || code === INTERNAL)
              findings.push({
                route: `${route.method} ${route.path}`,
                who: who.name,
                status: response.statusCode,
                code,
                body: route.method === 'GET' ? url : shortBody(body),
              });
            return true;
          }),
          { seed: seedOf(`${route.method} ${route.path} ${who.name}`), numRuns: RUNS },
        );
      }
    }

    // Sockets: every event the server listens to, as a supplier and as a buyer.
    const url = await listen(t);
    const socketSchemas: Record<string, Schema> = { 'chat:send': contract.SendMessageSchema };
    const reserved = new Set(['disconnect', 'disconnecting', 'error', 'newListener', 'removeListener']);
    let acks = 0;
    const socketFindings: Finding[] = [];
    for (const who of identities.filter((i) => i.name === 'supplier' || i.name === 'buyer')) {
      let socket: TestSocket = await connectSocket(url, await who.token());
      const serverSocket = t.io.sockets.sockets.get(socket.id ?? '');
      const events = (serverSocket?.eventNames() ?? []).map(String).filter((e) => !reserved.has(e));
      expect(events).toContain('chat:send');
      for (const event of events) {
        const schema = socketSchemas[event];
        const payloads = schema
          ? bodies({ path: event, summary: '', tag: '', body: schema, result: schema })
          : bodies(undefined);
        await fc.assert(
          fc.asyncProperty(payloads, async (payload) => {
            if (!socket.connected) {
              who.expire();
              socket = await connectSocket(url, await who.token());
            }
            acks++;
            const ack = (await socket
              .timeout(schema ? 5000 : 200)
              .emitWithAck(event as 'chat:send', payload as never)
              .catch(() => undefined)) as { code?: unknown } | undefined;
            if (ack?.code === INTERNAL)
              socketFindings.push({
                route: `socket ${event}`,
                who: who.name,
                status: 0,
                code: ack.code,
                body: shortBody(payload),
              });
            return true;
          }),
          { seed: seedOf(`${event} ${who.name}`), numRuns: RUNS * 2 },
        );
      }
      socket.close();
    }

    const all = [...findings, ...socketFindings];
    const byRoute = new Map<string, Finding[]>();
    for (const finding of all) byRoute.set(finding.route, [...(byRoute.get(finding.route) ?? []), finding]);
    console.log(
      [
        `fuzz (seed ${SEED}, ${RUNS} runs per route and caller, ${t.ctx.dbKind}): ${routes.length} routes ` +
          `(${withoutCall.length} without a contract call: ${withoutCall.join(', ')}), ${sent} requests, ` +
          `${findings.length} answered 5xx on ${new Set(findings.map((f) => f.route)).size} routes; ` +
          `${acks} socket emits, ${socketFindings.length} acks 50000; ${Math.round((Date.now() - started) / 1000)} s`,
        ...[...byRoute].map(
          ([route, list]) => `  ${route} ×${list.length}: ${list[0]?.who} ${list[0]?.body}`,
        ),
      ].join('\n'),
    );
    expect(all.map((f) => `${f.route} (${f.who}) ${f.body}`)).toEqual([]);
  }, 600_000);
});
