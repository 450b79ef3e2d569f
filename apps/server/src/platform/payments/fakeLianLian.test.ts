import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { installSecurityHeaders } from '../../http/securityHeaders.js';
import { FAKE_CARDS } from './fakeCards.js';
import { FAKE_PAGE_CSP } from './fakeLianLianPages.js';
import { FAKE_MERCHANT_ID, type FakeLianLianServer, startFakeLianLianServer } from './fakeLianLianServer.js';
import type { PaymentProvider } from './paymentProvider.js';

let server: FakeLianLianServer;
let provider: PaymentProvider;
let orderNumber = 0;

beforeAll(async () => {
  // The app's own strict security headers are on: the fake's pages must still work under them.
  server = await startFakeLianLianServer({ configure: installSecurityHeaders });
  provider = server.createProvider();
});
afterAll(() => server.close());
beforeEach(async () => {
  await server.fake.idle();
  server.fake.reset();
  server.received.length = 0;
});

async function paySuccess(): Promise<string> {
  const id = `SUB-F${++orderNumber}`;
  await provider.pay({
    merchantTransactionId: id,
    amount: '20.00',
    currency: 'USD',
    cardToken: await server.cardToken(provider, FAKE_CARDS.success),
    description: 'x',
    customer: { email: 'a@example.com', name: 'Li Wei', country: 'CN' },
    returnUrl: server.returnUrl,
    notifyUrl: server.notifyUrl,
  });
  return id;
}

const session = () =>
  provider.createCardSession({ merchantTransactionId: 'S', amount: '1.00', currency: 'USD', locale: 'zh' });

describe('fake card page', () => {
  it('is served with its own CSP (inline script allowed, framed only by our pages), labelled in the locale', async () => {
    const { cardPageUrl } = await session();
    const page = await fetch(cardPageUrl);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toBe(FAKE_PAGE_CSP);
    expect(FAKE_PAGE_CSP).toContain("frame-ancestors 'self'");
    const html = await page.text();
    expect(html).toContain('卡号');
    expect(html).toContain('width=device-width');
    expect(html).not.toMatch(/<(link|img)|src=/);
    const script = /<script>([\s\S]*)<\/script>/.exec(html)?.[1] ?? '';
    expect(script).toContain("source:'sc-card-frame'");
    expect(() => new Function(script)).not.toThrow();
  });

  it('answers an unknown or expired frame with 404', async () => {
    expect((await fetch(`${server.origin}/fake-lianlian/card?token=tok_nope`)).status).toBe(404);
  });

  it('turns valid card details into a card token and names the wrong field otherwise', async () => {
    const { token } = await session();
    const good = await server.submitCard(token, { number: '5555 5555 5555 4444' });
    expect(await good.json()).toMatchObject({
      card_token: expect.stringMatching(/^card_/),
      last4: '4444',
      brand: 'MASTERCARD',
    });
    const cases: [Parameters<FakeLianLianServer['submitCard']>[1], string][] = [
      [{ number: '4242424242424241' }, 'card_number'],
      [{ number: FAKE_CARDS.success, expiry: '13/30' }, 'expiry'],
      [{ number: FAKE_CARDS.success, expiry: '01/20' }, 'expiry'],
      [{ number: FAKE_CARDS.success, cvc: '12' }, 'cvc'],
      [{ number: FAKE_CARDS.success, name: ' ' }, 'holder_name'],
    ];
    for (const [card, field] of cases) {
      const answer = await server.submitCard(token, card);
      expect([answer.status, await answer.json()], field).toEqual([422, { error: field }]);
    }
    expect((await server.submitCard('tok_unknown', { number: FAKE_CARDS.success })).status).toBe(410);
  });
});

describe('fake notify behaviour', () => {
  it('delivers each notify twice with the same event id when duplicating', async () => {
    server.fake.setBehaviour({ duplicate: true });
    await paySuccess();
    await server.fake.idle();
    const ids = server.received.map((notify) => provider.verifyNotify(notify).eventId);
    expect(ids).toHaveLength(2);
    expect(ids[0]).toBe(ids[1]);
  });

  it('sends a stale failure after the success when out of order', async () => {
    server.fake.setBehaviour({ outOfOrder: true });
    const id = await paySuccess();
    await server.fake.idle();
    const notifies = server.received.map((notify) => provider.verifyNotify(notify));
    expect(notifies.map((n) => n.status)).toEqual(['succeeded', 'failed']);
    expect(new Set(notifies.map((n) => n.eventId)).size).toBe(2);
    expect((await provider.query(id)).status).toBe('succeeded');
  });

  it('drops notifies (the payment is still there to query)', async () => {
    server.fake.setBehaviour({ drop: true });
    const id = await paySuccess();
    await server.fake.idle();
    expect(server.received).toHaveLength(0);
    expect((await provider.query(id)).status).toBe('succeeded');
  });

  it('delays notifies', async () => {
    server.fake.setBehaviour({ delayMs: 150 });
    await paySuccess();
    expect(server.received).toHaveLength(0);
    await server.fake.idle();
    expect(server.received).toHaveLength(1);
  });

  it('takes its switches over HTTP too, and refuses nonsense', async () => {
    const post = (body: unknown) =>
      fetch(`${server.origin}/fake-lianlian/_behaviour`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const answer = await post({ drop: true });
    expect(await answer.json()).toEqual({ delayMs: 0, duplicate: false, outOfOrder: false, drop: true });
    await paySuccess();
    await server.fake.idle();
    expect(server.received).toHaveLength(0);
    expect((await post({ drop: 'yes' })).status).toBe(400);
    expect((await post({ explode: true })).status).toBe(400);
  });
});

describe('fake request checks', () => {
  it('refuses a request with a stale timestamp', async () => {
    const answer = await fetch(`${server.origin}/fake-lianlian/v3/merchants/${FAKE_MERCHANT_ID}/payments/X`, {
      headers: { signature: 'AAAA', timestamp: '20200101000000', timezone: 'UTC' },
    });
    expect(answer.status).toBe(401);
    expect(await answer.json()).toMatchObject({ return_code: 'TIMESTAMP_INVALID' });
  });

  it('will not notify or redirect to a foreign host', async () => {
    const cardToken = await server.cardToken(provider, FAKE_CARDS.success);
    const attempt = provider.pay({
      merchantTransactionId: 'SUB-EVIL',
      amount: '1.00',
      currency: 'USD',
      cardToken,
      description: 'x',
      customer: { email: 'a@example.com', name: 'A B', country: 'US' },
      returnUrl: server.returnUrl,
      notifyUrl: 'http://169.254.169.254/latest/meta-data',
    });
    await expect(attempt).rejects.toMatchObject({ code: 'PARAM_ERROR' });
    expect(server.fake.charges('SUB-EVIL')).toBe(0);
  });
});
