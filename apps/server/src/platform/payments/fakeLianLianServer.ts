import Fastify, { type FastifyInstance } from 'fastify';
import type { Clock } from '../clock.js';
import { FAKE_MERCHANT_KEYS, FAKE_PROVIDER_KEYS } from './fakeKeys.js';
import { type FakeLianLianHandle, type FakeLianLianOptions, registerFakeLianLian } from './fakeLianLian.js';
import { createLianLianProvider, type LianLianConfig } from './lianlianAdapter.js';
import type { PaymentProvider } from './paymentProvider.js';

// A fake LianLian on its own loopback port, with a notify sink, for tests of anything that takes
// card payments: build the real adapter against it with createProvider().

export const FAKE_MERCHANT_ID = '202103310000001001';
export const FAKE_PREFIX = '/fake-lianlian';

/** A clock tests can move. */
export type MovableClock = Clock & { advance(ms: number): void; set(date: Date): void };

/** A clock standing at `start` until moved. */
export function movableClock(start: Date): MovableClock {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance: (ms) => {
      current += ms;
    },
    set: (date) => {
      current = date.getTime();
    },
  };
}

/** A notify the sink received, exactly as it came. */
export type ReceivedNotify = { rawBody: string; headers: Record<string, string | string[] | undefined> };

export interface FakeLianLianServer {
  origin: string;
  app: FastifyInstance;
  fake: FakeLianLianHandle;
  clock: MovableClock;
  /** The sink's address: notifies posted there land in `received`. */
  notifyUrl: string;
  returnUrl: string;
  received: ReceivedNotify[];
  /** The real adapter pointed at the fake (with the public test keys unless overridden). */
  createProvider(overrides?: Partial<LianLianConfig>): PaymentProvider;
  /** What the card page does on submit: card details in, `{ card_token, last4, brand }` or `{ error }` out. */
  submitCard(
    iframeToken: string,
    card: { number: string; expiry?: string; cvc?: string; name?: string },
  ): Promise<Response>;
  /** A card token for `number`, through a card session and the card page's endpoint. */
  cardToken(provider: PaymentProvider, number: string): Promise<string>;
  close(): Promise<void>;
}

/** Starts Fastify on a loopback port with the fake mounted at /fake-lianlian and a sink at /notify. */
export async function startFakeLianLianServer(
  options: {
    now?: Date;
    fake?: Partial<FakeLianLianOptions>;
    /** Runs before the fake is mounted (e.g. to register the app's security headers). */
    configure?: (app: FastifyInstance) => Promise<void>;
  } = {},
): Promise<FakeLianLianServer> {
  const clock = movableClock(options.now ?? new Date('2025-03-01T10:00:00Z'));
  const app = Fastify();
  await options.configure?.(app);
  const received: ReceivedNotify[] = [];
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
      done(null, String(body)),
    );
    scope.post('/notify', async (request) => {
      received.push({ rawBody: String(request.body), headers: { ...request.headers } });
      return { code: 200, msg: 'success' };
    });
    scope.get('/return', async () => 'back in the shop');
  });
  const fake = registerFakeLianLian(app, {
    prefix: FAKE_PREFIX,
    merchantId: FAKE_MERCHANT_ID,
    merchantPublicKeyPem: FAKE_MERCHANT_KEYS.publicKeyPem,
    providerPrivateKeyPem: FAKE_PROVIDER_KEYS.privateKeyPem,
    clock,
    ...options.fake,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const origin = `http://127.0.0.1:${port}`;

  const submitCard: FakeLianLianServer['submitCard'] = (iframeToken, card) =>
    fetch(`${origin}${FAKE_PREFIX}/card/tokens`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        token: iframeToken,
        card_number: card.number,
        expiry: card.expiry ?? '12/34',
        cvc: card.cvc ?? '123',
        holder_name: card.name ?? 'Mei Tanaka',
      }),
    });

  return {
    origin,
    app,
    fake,
    clock,
    notifyUrl: `${origin}/notify`,
    returnUrl: `${origin}/return`,
    received,
    createProvider: (overrides = {}) =>
      createLianLianProvider({
        baseUrl: `${origin}${FAKE_PREFIX}`,
        merchantId: FAKE_MERCHANT_ID,
        merchantPrivateKeyPem: FAKE_MERCHANT_KEYS.privateKeyPem,
        providerPublicKeyPem: FAKE_PROVIDER_KEYS.publicKeyPem,
        algorithm: options.fake?.algorithm ?? 'SHA1withRSA',
        cardPageUrl: (token, locale) =>
          `${origin}${FAKE_PREFIX}/card?token=${encodeURIComponent(token)}&locale=${locale}`,
        clock,
        notifyMaxAgeMs: 5 * 60_000,
        ...overrides,
      }),
    submitCard,
    async cardToken(provider, number) {
      const session = await provider.createCardSession({
        merchantTransactionId: 'session',
        amount: '1.00',
        currency: 'USD',
        locale: 'en',
      });
      const answer = (await (await submitCard(session.token, { number })).json()) as { card_token?: string };
      if (!answer.card_token) throw new Error(`the fake refused card ${number}`);
      return answer.card_token;
    },
    close: () => app.close(),
  };
}
