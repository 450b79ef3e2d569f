import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Clock } from '../clock.js';
import { type createNotifier, type NotifyBehaviour, parseNotifyBehaviour } from './fakeLianLianNotifier.js';
import { FAKE_PAGE_CSP, renderCardPage, renderThreeDsPage } from './fakeLianLianPages.js';
import type { FakeStore } from './fakeLianLianStore.js';
import { paymentNotifies } from './fakeLianLianWire.js';
import { stringAt } from './lianlianMapping.js';
import { fromMinorUnits } from './lianlianProtocol.js';
import type { CardLocale } from './paymentProvider.js';
import { parseJsonForSigning, type SigningJson } from './signingJson.js';

// The fake LianLian's browser side: the card frame and its tokenizer, the 3-D Secure page, and
// the notify switches. No signatures here: browsers call these, not our server.

type Json = Readonly<Record<string, SigningJson>>;

const readRaw = (request: FastifyRequest) => (typeof request.body === 'string' ? request.body : '');
const readJson = (request: FastifyRequest) => parseJsonForSigning(readRaw(request)) as Json;

/** Registers the browser routes in the fake's scope (whose parsers hand bodies over as raw strings). */
export function registerFakeBrowserRoutes(
  scope: FastifyInstance,
  deps: {
    prefix: string;
    merchantId: string;
    clock: Clock;
    store: FakeStore;
    notifier: ReturnType<typeof createNotifier>;
  },
): void {
  const { prefix, store, notifier } = deps;

  scope.get<{ Querystring: { token?: string; locale?: string } }>('/card', async (request, reply) => {
    const { token = '', locale } = request.query;
    const cardLocale: CardLocale = locale === 'zh' || locale === 'ja' ? locale : 'en';
    const isValid = store.isIframeTokenValid(token, deps.clock.now());
    return reply
      .code(isValid ? 200 : 404)
      .header('content-security-policy', FAKE_PAGE_CSP)
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(renderCardPage({ locale: cardLocale, token, tokensUrl: `${prefix}/card/tokens` }));
  });

  scope.post('/card/tokens', async (request, reply) => {
    let body: Json;
    try {
      body = readJson(request);
    } catch {
      return reply.code(400).send({ error: 'failed' });
    }
    const field = (name: string) => stringAt(body, name) ?? '';
    const result = store.tokenizeCard(
      field('token'),
      {
        cardNumber: field('card_number').replace(/\s+/g, ''),
        expiry: field('expiry'),
        cvc: field('cvc'),
        holderName: field('holder_name'),
      },
      deps.clock.now(),
    );
    if ('error' in result)
      return reply.code(result.error === 'token' ? 410 : 422).send({ error: result.error });
    return reply.send({ card_token: result.cardToken, last4: result.last4, brand: result.brand });
  });

  scope.get<{ Querystring: { tx?: string } }>('/3ds', async (request, reply) => {
    const payment = store.findByLlId(request.query.tx ?? '');
    if (!payment) return reply.code(404).type('text/plain').send('Unknown payment');
    return reply
      .header('content-security-policy', FAKE_PAGE_CSP)
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(
        renderThreeDsPage({
          transactionId: payment.llTransactionId,
          amount: fromMinorUnits(payment.amountMinor),
          currency: payment.currency,
          actionUrl: `${prefix}/3ds`,
        }),
      );
  });

  scope.post('/3ds', async (request, reply) => {
    const form = new URLSearchParams(readRaw(request));
    const payment = store.findByLlId(form.get('tx') ?? '');
    const outcome = form.get('outcome');
    if (!payment || (outcome !== 'complete' && outcome !== 'fail')) {
      return reply.code(400).type('text/plain').send('Unknown payment or answer');
    }
    if (store.completeChallenge(payment, outcome === 'complete')) {
      const { body: notify, stale } = paymentNotifies(payment, deps.merchantId);
      notifier.send(payment.notifyUrl, notify, stale);
    }
    const separator = payment.returnUrl.includes('?') ? '&' : '?';
    const target = `${payment.returnUrl}${separator}merchant_transaction_id=${encodeURIComponent(payment.merchantTransactionId)}`;
    return reply.redirect(target, 303);
  });

  scope.get('/_behaviour', async () => notifier.behaviour());
  scope.post('/_behaviour', async (request, reply) => {
    let change: Partial<NotifyBehaviour> | null = null;
    try {
      change = parseNotifyBehaviour(JSON.parse(readRaw(request)));
    } catch {
      change = null;
    }
    if (!change)
      return reply.code(400).send({ error: 'expected {delayMs?, duplicate?, outOfOrder?, drop?}' });
    return notifier.setBehaviour(change);
  });
}
