import { generateKeyPairSync } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FAKE_CARDS } from './fakeCards.js';
import { FAKE_PROVIDER_KEYS } from './fakeKeys.js';
import { FAKE_MERCHANT_ID, type FakeLianLianServer, startFakeLianLianServer } from './fakeLianLianServer.js';
import { signedHeaders } from './lianlianProtocol.js';
import { formatLianLianTimestamp } from './lianlianTime.js';
import {
  NotifyRejected,
  type PaymentProvider,
  PaymentProviderError,
  type ProviderPayment,
  type VerifiedNotify,
} from './paymentProvider.js';
import { loadPrivateKey } from './rsaSignature.js';

let server: FakeLianLianServer;
let provider: PaymentProvider;
let orderNumber = 0;

beforeAll(async () => {
  server = await startFakeLianLianServer();
  provider = server.createProvider();
});
afterAll(() => server.close());
beforeEach(async () => {
  await server.fake.idle();
  server.fake.reset();
  server.received.length = 0;
  server.clock.set(new Date('2025-03-01T10:00:00Z'));
});

async function payWith(
  card: string,
  id = `SUB-${++orderNumber}`,
  amount = '199.00',
): Promise<[string, ProviderPayment]> {
  const cardToken = await server.cardToken(provider, card);
  const payment = await provider.pay({
    merchantTransactionId: id,
    amount,
    currency: 'USD',
    cardToken,
    description: 'Supplier Cloud, 1 year',
    customer: { email: 'mei@example.com', name: 'Mei Tanaka', country: 'JP' },
    returnUrl: server.returnUrl,
    notifyUrl: server.notifyUrl,
  });
  return [id, payment];
}

/** Every notify the sink received so far, through the adapter's verification. */
async function verifiedNotifies(): Promise<VerifiedNotify[]> {
  await server.fake.idle();
  return server.received.map((notify) => provider.verifyNotify(notify));
}

function rejectionOf(input: Parameters<PaymentProvider['verifyNotify']>[0]): string {
  try {
    provider.verifyNotify(input);
  } catch (error) {
    if (error instanceof NotifyRejected) return error.reason;
    throw error;
  }
  return 'accepted';
}

describe('LianLian adapter against the fake', () => {
  it('opens a card session whose page the buyer can load', async () => {
    const session = await provider.createCardSession({
      merchantTransactionId: 'SUB-S',
      amount: '199.00',
      currency: 'USD',
      locale: 'ja',
    });
    expect(session.token).toMatch(/^tok_/);
    expect(session.cardPageUrl).toContain(`token=${session.token}`);
    const page = await fetch(session.cardPageUrl);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('カード番号');
  });

  it('charges the success card and then delivers a signed notify the adapter accepts', async () => {
    const [id, payment] = await payWith(FAKE_CARDS.success);
    expect(payment).toMatchObject({
      status: 'succeeded',
      cardLast4: '4242',
      cardBrand: 'visa',
      amount: '199.00',
    });
    expect(payment.providerTransactionId).toMatch(/^LL/);
    const notifies = await verifiedNotifies();
    expect(notifies).toHaveLength(1);
    expect(notifies[0]).toMatchObject({
      kind: 'payment',
      merchantTransactionId: id,
      status: 'succeeded',
      amount: '199.00',
      currency: 'USD',
      cardLast4: '4242',
      eventId: `lianlian:payment:${id}:PS`,
      providerTransactionId: payment.providerTransactionId,
    });
  });

  it('sends a 3-D Secure card to the challenge page, then back to our return URL', async () => {
    const [id, payment] = await payWith(FAKE_CARDS.threeDsChallenge);
    expect(payment.status).toBe('pending_3ds');
    expect(payment.redirectUrl).toMatch(/\/fake-lianlian\/3ds\?tx=/);
    expect(await verifiedNotifies()).toHaveLength(0);

    const page = await fetch(payment.redirectUrl ?? '');
    expect(await page.text()).toContain('Complete authentication');
    const tx = new URL(payment.redirectUrl ?? '').searchParams.get('tx') ?? '';
    const answer = await fetch(`${server.origin}/fake-lianlian/3ds`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ tx, outcome: 'complete' }).toString(),
      redirect: 'manual',
    });
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe(`${server.returnUrl}?merchant_transaction_id=${id}`);
    expect((await provider.query(id)).status).toBe('succeeded');
    expect((await verifiedNotifies()).map((n) => [n.status, n.merchantTransactionId])).toEqual([
      ['succeeded', id],
    ]);
    expect(server.fake.charges(id)).toBe(1);
  });

  it('reports a failed 3-D Secure authentication as authentication_failed', async () => {
    const [id, payment] = await payWith(FAKE_CARDS.threeDsChallenge);
    const tx = new URL(payment.redirectUrl ?? '').searchParams.get('tx') ?? '';
    await fetch(`${server.origin}/fake-lianlian/3ds`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `tx=${tx}&outcome=fail`,
      redirect: 'manual',
    });
    expect(await provider.query(id)).toMatchObject({
      status: 'failed',
      failureCode: 'authentication_failed',
    });
    expect((await verifiedNotifies())[0]).toMatchObject({
      status: 'failed',
      failureCode: 'authentication_failed',
    });
    expect(server.fake.charges(id)).toBe(0);
  });

  it.each([
    [FAKE_CARDS.insufficientFunds, 'insufficient_funds'],
    [FAKE_CARDS.expiredCard, 'card_expired'],
    [FAKE_CARDS.cvcFailure, 'cvv_invalid'],
    [FAKE_CARDS.declined, 'card_declined'],
  ])('declines card %s with %s, by answer and by notify', async (card, failureCode) => {
    const [id, payment] = await payWith(card);
    expect(payment).toMatchObject({ status: 'failed', failureCode });
    expect((await verifiedNotifies())[0]).toMatchObject({
      merchantTransactionId: id,
      status: 'failed',
      failureCode,
    });
    expect(server.fake.charges(id)).toBe(0);
  });

  it('charges once when the same order is paid twice', async () => {
    const [id, first] = await payWith(FAKE_CARDS.success);
    const [, second] = await payWith(FAKE_CARDS.success, id);
    expect(second).toEqual(first);
    expect(server.fake.charges(id)).toBe(1);
    expect(await verifiedNotifies()).toHaveLength(1);
  });

  it('queries: unknown order, a stuck payment, and its timeout found by a later query', async () => {
    expect(await provider.query('NEVER-SENT')).toEqual({ status: 'not_found' });
    const [id, payment] = await payWith(FAKE_CARDS.processingTimeout);
    expect(payment.status).toBe('processing');
    expect((await provider.query(id)).status).toBe('processing');
    server.clock.advance(16 * 60_000);
    expect(await provider.query(id)).toMatchObject({ status: 'failed', failureCode: 'timeout' });
    expect(await verifiedNotifies()).toHaveLength(0);
  });

  it('refunds part, then the rest, refuses more, and repeats a refund without refunding twice', async () => {
    const [id] = await payWith(FAKE_CARDS.success);
    const refund = (refundId: string, amount: string) =>
      provider.refund({
        merchantTransactionId: id,
        refundId,
        amount,
        currency: 'USD',
        reason: 'downgrade',
        notifyUrl: server.notifyUrl,
      });
    expect((await refund('R-1', '50.00')).status).toBe('succeeded');
    expect(await refund('R-1', '50.00')).toMatchObject({ status: 'succeeded' });
    expect((await refund('R-2', '149.00')).status).toBe('succeeded');
    expect(await refund('R-3', '0.01')).toEqual({ status: 'failed', failureCode: 'exceeds_refundable' });
    const refunds = (await verifiedNotifies()).filter((n) => n.kind === 'refund');
    expect(refunds.map((n) => [n.refundId, n.amount, n.status, n.merchantTransactionId])).toEqual([
      ['R-1', '50.00', 'succeeded', id],
      ['R-2', '149.00', 'succeeded', id],
    ]);
  });

  it('refuses to refund a payment that did not succeed', async () => {
    const [id] = await payWith(FAKE_CARDS.declined);
    const result = await provider.refund({
      merchantTransactionId: id,
      refundId: 'R-X',
      amount: '1.00',
      currency: 'USD',
      reason: 'x',
      notifyUrl: server.notifyUrl,
    });
    expect(result).toEqual({ status: 'failed', failureCode: 'payment_not_refundable' });
  });

  it('works the same with SHA256withRSA on both sides', async () => {
    const other = await startFakeLianLianServer({ fake: { algorithm: 'SHA256withRSA' } });
    try {
      const sha256 = other.createProvider({ algorithm: 'SHA256withRSA' });
      const payment = await sha256.pay({
        merchantTransactionId: 'SUB-256',
        amount: '12.50',
        currency: 'EUR',
        cardToken: await other.cardToken(sha256, FAKE_CARDS.success),
        description: 'x',
        customer: { email: 'a@example.com', name: 'A B', country: 'FR' },
        returnUrl: other.returnUrl,
        notifyUrl: other.notifyUrl,
      });
      expect(payment.status).toBe('succeeded');
      await other.fake.idle();
      expect(sha256.verifyNotify(other.received[0] ?? { rawBody: '', headers: {} }).amount).toBe('12.50');
      expect(() =>
        other
          .createProvider({ algorithm: 'SHA1withRSA' })
          .verifyNotify(other.received[0] ?? { rawBody: '', headers: {} }),
      ).toThrow(NotifyRejected);
    } finally {
      await other.close();
    }
  });
});

describe('answers the adapter must not trust', () => {
  it('refuses an answer signed by another key', async () => {
    const stranger = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const fooled = server.createProvider({
      providerPublicKeyPem: stranger.publicKey.export({ type: 'spki', format: 'pem' }).toString(),
    });
    await expect(fooled.query('SUB-1')).rejects.toMatchObject({ code: 'bad_response_signature' });
  });

  it('refuses an unsigned answer and one whose body was changed in transit', async () => {
    const stripSignature: typeof fetch = async (input, init) => {
      const response = await fetch(input, init);
      const headers = new Headers(response.headers);
      headers.delete('signature');
      return new Response(await response.text(), { status: response.status, headers });
    };
    await expect(server.createProvider({ fetch: stripSignature }).query('SUB-1')).rejects.toMatchObject({
      code: 'unsigned_response',
    });
    const tamper: typeof fetch = async (input, init) => {
      const response = await fetch(input, init);
      const text = (await response.text()).replace('TRANSACTION_NOT_FOUND', 'TRANSACTION_NOT_FOUNd');
      return new Response(text, { status: response.status, headers: response.headers });
    };
    await expect(server.createProvider({ fetch: tamper }).query('SUB-1')).rejects.toBeInstanceOf(
      PaymentProviderError,
    );
  });

  it('surfaces the fake refusing a request signed with the wrong merchant key', async () => {
    const impostor = server.createProvider({ merchantPrivateKeyPem: FAKE_PROVIDER_KEYS.privateKeyPem });
    await expect(impostor.query('SUB-1')).rejects.toMatchObject({ code: 'SIGNATURE_ERROR' });
  });

  it('turns a dead or slow provider into a PaymentProviderError', async () => {
    const dead = server.createProvider({ baseUrl: 'http://127.0.0.1:1' });
    await expect(dead.query('SUB-1')).rejects.toMatchObject({ code: 'network' });
    const slow = server.createProvider({
      requestTimeoutMs: 50,
      fetch: (_input, init) =>
        new Promise((_resolve, reject) =>
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
        ),
    });
    await expect(slow.query('SUB-1')).rejects.toMatchObject({ code: 'timeout' });
  });
});

describe('notifies the adapter must reject', () => {
  async function genuineNotify() {
    await payWith(FAKE_CARDS.success);
    await server.fake.idle();
    const notify = server.received[0];
    if (!notify) throw new Error('no notify arrived');
    expect(rejectionOf(notify)).toBe('accepted');
    return notify;
  }

  it('without a signature header', async () => {
    const { rawBody, headers } = await genuineNotify();
    const { signature: _dropped, ...rest } = headers;
    expect(rejectionOf({ rawBody, headers: rest })).toBe('missing_signature');
  });

  it('with a malformed signature', async () => {
    const { rawBody, headers } = await genuineNotify();
    expect(rejectionOf({ rawBody, headers: { ...headers, signature: 'not-base64!' } })).toBe(
      'malformed_signature',
    );
  });

  it('signed by another key', async () => {
    const { rawBody, headers } = await genuineNotify();
    const stranger = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
    const forged = signedHeaders(JSON.parse(rawBody) as Record<string, unknown>, stranger, 'SHA1withRSA', {
      timestamp: String(headers.timestamp),
      timeZone: 'Asia/Hong_Kong',
    });
    expect(rejectionOf({ rawBody, headers: { ...headers, ...forged } })).toBe('bad_signature');
  });

  it('with one byte of the body changed', async () => {
    const { rawBody, headers } = await genuineNotify();
    const changed = rawBody.replace('"199.00"', '"199.01"');
    expect(changed).not.toBe(rawBody);
    expect(rejectionOf({ rawBody: changed, headers })).toBe('bad_signature');
    expect(rejectionOf({ rawBody: rawBody.replace('"PS"', '"PF"'), headers })).toBe('bad_signature');
  });

  it('with a stale timestamp, or none', async () => {
    const notify = await genuineNotify();
    server.clock.advance(5 * 60_000 + 1000);
    expect(rejectionOf(notify)).toBe('stale_timestamp');
    const { timestamp: _dropped, ...rest } = notify.headers;
    expect(rejectionOf({ rawBody: notify.rawBody, headers: rest })).toBe('missing_timestamp');
  });

  it('for another merchant, even when properly signed', async () => {
    const body = {
      merchant_id: '999',
      merchant_transaction_id: 'SUB-1',
      payment_data: { payment_status: 'PS', payment_amount: '1.00', payment_currency_code: 'USD' },
    };
    const headers = signedHeaders(body, loadPrivateKey(FAKE_PROVIDER_KEYS.privateKeyPem), 'SHA1withRSA', {
      timestamp: formatLianLianTimestamp(server.clock.now(), 'UTC'),
      timeZone: 'UTC',
    });
    expect(rejectionOf({ rawBody: JSON.stringify(body), headers })).toBe('wrong_merchant');
    const relabelled = JSON.stringify({ ...body, merchant_id: FAKE_MERCHANT_ID });
    expect(rejectionOf({ rawBody: relabelled, headers })).toBe('bad_signature');
  });
});
