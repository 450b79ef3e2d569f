import { apiPaths, billingCalls, type CardSession, type PaymentOrder } from '@sc/contract';
import { FAKE_LIANLIAN_PREFIX, FAKE_MERCHANT_ID } from '../platform/payments/createPaymentProvider.js';
import { FAKE_CARDS } from '../platform/payments/fakeCards.js';
import { FAKE_PROVIDER_KEYS } from '../platform/payments/fakeKeys.js';
import { signedHeaders } from '../platform/payments/lianlianProtocol.js';
import { formatLianLianTimestamp } from '../platform/payments/lianlianTime.js';
import { loadPrivateKey } from '../platform/payments/rsaSignature.js';
import { callApi } from './factories.js';
import type { TestApp } from './testApp.js';

export { FAKE_CARDS, FAKE_MERCHANT_ID };

/** What the card frame does: hands the card to the (fake) provider and gets its card token. */
export async function cardTokenFor(t: TestApp, session: CardSession, cardNumber: string): Promise<string> {
  const reply = await t.app.inject({
    method: 'POST',
    url: `${FAKE_LIANLIAN_PREFIX}/card/tokens`,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({
      token: session.token,
      card_number: cardNumber,
      expiry: '12/34',
      cvc: '123',
      holder_name: 'Ana Ruiz',
    }),
  });
  const body = reply.json() as { card_token?: string };
  if (!body.card_token) throw new Error(`card refused by the frame: ${reply.body}`);
  return body.card_token;
}

/** Opens a card session for the package (the first on sale unless given). */
export async function openSession(t: TestApp, token: string, packageId?: number): Promise<CardSession> {
  const id = packageId ?? (await callApi(t, billingCalls.packages, {}, { token })).body.data[0]?.id;
  const session = await callApi(t, billingCalls.token, { packageId: id }, { token });
  if (session.body.code !== 0) throw new Error(`token refused: ${session.body.msg}`);
  return session.body.data;
}

/** Buys a package by card through the pay page's calls; waits for the provider's notifies. */
export async function payByCard(
  t: TestApp,
  token: string,
  { card = FAKE_CARDS.success, packageId }: { card?: string; packageId?: number } = {},
): Promise<{ session: CardSession; paid: PaymentOrder }> {
  const session = await openSession(t, token, packageId);
  const cardToken = await cardTokenFor(t, session, card);
  const paid = await callApi(
    t,
    billingCalls.pay,
    { merchantTransactionId: session.merchantTransactionId, cardToken },
    { token },
  );
  await t.fakePayments?.idle();
  return { session, paid: paid.body.data };
}

/** The order as its supplier sees it now. */
export async function orderOf(
  t: TestApp,
  token: string,
  merchantTransactionId: string,
): Promise<PaymentOrder> {
  return (await callApi(t, billingCalls.query, { merchantTransactionId }, { token })).body.data;
}

/** Posts a notify signed like the provider's (or as told: another key, an old time, a changed body). */
export async function postNotify(
  t: TestApp,
  body: Record<string, unknown>,
  options: { at?: Date; key?: string; rawBody?: string; headers?: Record<string, string | undefined> } = {},
) {
  const headers = signedHeaders(
    body,
    loadPrivateKey(options.key ?? FAKE_PROVIDER_KEYS.privateKeyPem),
    'SHA1withRSA',
    {
      timestamp: formatLianLianTimestamp(options.at ?? t.ctx.clock.now(), 'UTC'),
      timeZone: 'UTC',
    },
  );
  const all: Record<string, string> = { 'content-type': 'application/json' };
  for (const [name, value] of Object.entries({ ...headers, ...options.headers }))
    if (value !== undefined) all[name] = value;
  return t.app.inject({
    method: 'POST',
    url: apiPaths.lianlianNotify,
    headers: all,
    payload: options.rawBody ?? JSON.stringify(body),
  });
}

/** A payment notify body as LianLian sends it. */
export function paymentNotifyBody(
  order: { merchantTransactionId: string; amount: string; currency: string },
  status: 'PS' | 'PF' | 'PP',
  transactionId = 'LL-TEST-1',
) {
  return {
    merchant_id: FAKE_MERCHANT_ID,
    merchant_transaction_id: order.merchantTransactionId,
    ll_transaction_id: transactionId,
    payment_data: {
      payment_status: status,
      payment_amount: order.amount,
      payment_currency_code: order.currency,
      ...(status === 'PF' ? { failure_code: 'CARD_DECLINED' } : {}),
      card: { card_no: '************4242', card_brand: 'VISA' },
    },
  };
}
