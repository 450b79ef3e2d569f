import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Clock } from '../clock.js';
import { registerFakeBrowserRoutes } from './fakeLianLianBrowserRoutes.js';
import { createNotifier, type NotifyBehaviour, type NotifyDelivery } from './fakeLianLianNotifier.js';
import { createFakeStore } from './fakeLianLianStore.js';
import { paymentNotifies, paymentOrder, refundNotifies, refundOrder } from './fakeLianLianWire.js';
import { objectAt, stringAt } from './lianlianMapping.js';
import {
  LIANLIAN_HEADERS,
  signContentOfJsonBody,
  signedHeaders,
  singleHeader,
  toMinorUnits,
} from './lianlianProtocol.js';
import { formatLianLianTimestamp, parseLianLianTimestamp } from './lianlianTime.js';
import {
  buildSignContent,
  loadPrivateKey,
  loadPublicKey,
  type SignatureAlgorithm,
  verifyContent,
} from './rsaSignature.js';
import { parseJsonForSigning, type SigningJson } from './signingJson.js';

export { FAKE_CARDS } from './fakeCards.js';
export type { NotifyBehaviour } from './fakeLianLianNotifier.js';

export interface FakeLianLianOptions {
  /** Where it is mounted, e.g. '/fake-lianlian'; the adapter's baseUrl is origin + prefix. */
  prefix: string;
  merchantId: string;
  /** Verifies our requests. */
  merchantPublicKeyPem: string;
  /** Signs its answers and notifies. */
  providerPrivateKeyPem: string;
  clock: Clock;
  algorithm?: SignatureAlgorithm;
  timeZone?: string;
  notifyBehaviour?: Partial<NotifyBehaviour>;
  /** A processing payment found by a query after this long has failed with TIMEOUT (default 15 min). */
  processingTimeoutMs?: number;
  /** Which notify/return URLs it will call or send browsers to (default: loopback or its own host). */
  isUrlAllowed?: (url: URL, ownHostname: string) => boolean;
  fetch?: typeof fetch;
}

/** What tests (and the demo's switches) can do with a running fake. */
export interface FakeLianLianHandle {
  setBehaviour(change: Partial<NotifyBehaviour>): NotifyBehaviour;
  /** How many times money was taken for this merchant transaction. */
  charges(merchantTransactionId: string): number;
  /** Forgets every token, payment and refund; restores the initial notify behaviour. */
  reset(): void;
  /** Resolves once every notify sent so far has been delivered or has failed. */
  idle(): Promise<void>;
  deliveries(): readonly NotifyDelivery[];
}

type Json = Readonly<Record<string, SigningJson>>;
type MerchantParams = { merchantId: string };
const MAX_CLOCK_SKEW_MS = 30 * 60_000;
const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

const defaultIsUrlAllowed = (url: URL, ownHostname: string) =>
  (url.protocol === 'http:' || url.protocol === 'https:') &&
  (LOOPBACK.has(url.hostname) || url.hostname === ownHostname);

/**
 * Mounts a fake LianLian Global Acquiring (same HTTP contract, signed answers and notifies,
 * in-memory state) under `options.prefix`, for development, CI and the demo.
 */
export function registerFakeLianLian(app: FastifyInstance, options: FakeLianLianOptions): FakeLianLianHandle {
  const prefix = options.prefix.replace(/\/+$/, '');
  const algorithm = options.algorithm ?? 'SHA1withRSA';
  const timeZone = options.timeZone ?? 'Asia/Hong_Kong';
  const merchantKey = loadPublicKey(options.merchantPublicKeyPem);
  const providerKey = loadPrivateKey(options.providerPrivateKeyPem);
  const isUrlAllowed = options.isUrlAllowed ?? defaultIsUrlAllowed;
  const store = createFakeStore({ processingTimeoutMs: options.processingTimeoutMs ?? 15 * 60_000 });
  const sign = (body: Readonly<Record<string, unknown>>) =>
    signedHeaders(body, providerKey, algorithm, {
      timestamp: formatLianLianTimestamp(options.clock.now(), timeZone),
      timeZone,
    });
  const notifier = createNotifier({
    sign,
    ...(options.notifyBehaviour ? { behaviour: options.notifyBehaviour } : {}),
    ...(options.fetch ? { fetch: options.fetch } : {}),
    onError: (error, url) => app.log.warn({ err: String(error), url }, 'fake LianLian notify failed'),
  });

  const answer = (reply: FastifyReply, status: number, body: Record<string, unknown>) =>
    reply.code(status).headers(sign(body)).type('application/json').send(JSON.stringify(body));
  const refuse = (reply: FastifyReply, status: number, code: string, message = code) =>
    answer(reply, status, { return_code: code, return_message: message });
  const success = (reply: FastifyReply, order: unknown) =>
    answer(reply, 200, { return_code: 'SUCCESS', return_message: 'Success', order });

  type Denial = { status: number; code: string; message: string };

  /** Checks merchant, timestamp and signature of one of our requests; null when it is authentic. */
  function authenticate(request: FastifyRequest, content: () => string): Denial | null {
    const { merchantId } = request.params as MerchantParams;
    if (merchantId !== options.merchantId)
      return { status: 404, code: 'MERCHANT_NOT_FOUND', message: 'unknown merchant' };
    const headers = request.headers;
    const timestamp = singleHeader(headers, LIANLIAN_HEADERS.timestamp);
    const zone = singleHeader(headers, LIANLIAN_HEADERS.timezone) ?? timeZone;
    const sentAt = timestamp ? parseLianLianTimestamp(timestamp, zone) : null;
    if (!sentAt || Math.abs(options.clock.now().getTime() - sentAt.getTime()) > MAX_CLOCK_SKEW_MS) {
      return { status: 401, code: 'TIMESTAMP_INVALID', message: 'timestamp missing or too far from now' };
    }
    let signed: string;
    try {
      signed = content();
    } catch {
      return { status: 400, code: 'PARAM_ERROR', message: 'body is not a JSON object' };
    }
    const signature = singleHeader(headers, LIANLIAN_HEADERS.signature);
    if (!signature || !verifyContent(signed, signature, merchantKey, algorithm)) {
      return { status: 401, code: 'SIGNATURE_ERROR', message: 'signature verification failed' };
    }
    return null;
  }
  const deny = (reply: FastifyReply, denial: Denial) =>
    refuse(reply, denial.status, denial.code, denial.message);

  const allowedUrl = (raw: string | undefined, request: FastifyRequest): string | null => {
    if (!raw || !URL.canParse(raw)) return null;
    return isUrlAllowed(new URL(raw), request.hostname) ? raw : null;
  };
  const origin = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

  void app.register(
    async (scope) => {
      scope.removeAllContentTypeParsers();
      for (const type of ['application/json', 'application/x-www-form-urlencoded']) {
        scope.addContentTypeParser(type, { parseAs: 'string' }, (_request, body, done) =>
          done(null, String(body)),
        );
      }
      const rawBody = (request: FastifyRequest) => (typeof request.body === 'string' ? request.body : '');
      const jsonBody = (request: FastifyRequest) => parseJsonForSigning(rawBody(request)) as Json;

      scope.get<{ Params: MerchantParams }>('/v3/merchants/:merchantId/token', async (request, reply) => {
        const timestamp = singleHeader(request.headers, LIANLIAN_HEADERS.timestamp);
        const params = { merchant_id: request.params.merchantId, timestamp };
        const denial = authenticate(request, () => buildSignContent(params));
        if (denial) return deny(reply, denial);
        return success(reply, { token: store.issueIframeToken(options.clock.now()) });
      });

      scope.post<{ Params: MerchantParams }>('/v3/merchants/:merchantId/payments', async (request, reply) => {
        const denial = authenticate(request, () => signContentOfJsonBody(rawBody(request)));
        if (denial) return deny(reply, denial);
        const body = jsonBody(request);
        const order = objectAt(body, 'merchant_order');
        const card = objectAt(objectAt(body, 'payment_data'), 'card');
        const merchantTransactionId = stringAt(body, 'merchant_transaction_id');
        const amountMinor = toMinorUnits(stringAt(order, 'order_amount') ?? '');
        const currency = stringAt(order, 'order_currency_code');
        const cardToken = stringAt(card, 'card_token');
        const notifyUrl = allowedUrl(stringAt(body, 'notification_url'), request);
        const returnUrl = allowedUrl(stringAt(body, 'redirect_url'), request);
        if (!merchantTransactionId || !amountMinor || !currency || !cardToken || !notifyUrl || !returnUrl) {
          return refuse(reply, 400, 'PARAM_ERROR', 'missing or invalid payment parameters');
        }
        const result = store.pay(
          {
            merchantTransactionId,
            amountMinor,
            currency,
            cardToken,
            notifyUrl,
            returnUrl,
            challengeUrlFor: (id) => `${origin(request)}${prefix}/3ds?tx=${encodeURIComponent(id)}`,
          },
          options.clock.now(),
        );
        if ('refused' in result) return refuse(reply, 400, result.refused);
        const { payment, isNew } = result;
        if (isNew && (payment.status === 'PS' || payment.status === 'PF')) {
          const { body: notify, stale } = paymentNotifies(payment, options.merchantId);
          notifier.send(payment.notifyUrl, notify, stale);
        }
        return success(reply, paymentOrder(payment, options.merchantId));
      });

      scope.get<{ Params: MerchantParams & { merchantTransactionId: string } }>(
        '/v3/merchants/:merchantId/payments/:merchantTransactionId',
        async (request, reply) => {
          const params = {
            merchant_id: request.params.merchantId,
            merchant_transaction_id: request.params.merchantTransactionId,
          };
          const denial = authenticate(request, () => buildSignContent(params));
          if (denial) return deny(reply, denial);
          const payment = store.query(request.params.merchantTransactionId, options.clock.now());
          if (!payment) return refuse(reply, 404, 'TRANSACTION_NOT_FOUND');
          return success(reply, paymentOrder(payment, options.merchantId));
        },
      );

      scope.post<{ Params: MerchantParams & { originalTransactionId: string } }>(
        '/v3/merchants/:merchantId/payments/:originalTransactionId/refunds',
        async (request, reply) => {
          const denial = authenticate(request, () => signContentOfJsonBody(rawBody(request)));
          if (denial) return deny(reply, denial);
          const body = jsonBody(request);
          const data = objectAt(body, 'refund_data');
          const refundId = stringAt(body, 'merchant_transaction_id');
          const amountMinor = toMinorUnits(stringAt(data, 'refund_amount') ?? '');
          const currency = stringAt(data, 'refund_currency_code');
          const notifyUrl = allowedUrl(stringAt(body, 'notification_url'), request);
          const paymentId = request.params.originalTransactionId;
          if (!refundId || amountMinor === null || !currency || !notifyUrl) {
            return refuse(reply, 400, 'PARAM_ERROR', 'missing or invalid refund parameters');
          }
          const result = store.refund({ merchantTransactionId: paymentId, refundId, amountMinor, currency });
          if ('refused' in result) {
            return refuse(reply, result.refused === 'TRANSACTION_NOT_FOUND' ? 404 : 400, result.refused);
          }
          if (result.isNew) {
            const { body: notify, stale } = refundNotifies(result.payment, result.refund, options.merchantId);
            notifier.send(notifyUrl, notify, stale);
          }
          return success(reply, refundOrder(result.payment, result.refund, options.merchantId));
        },
      );

      registerFakeBrowserRoutes(scope, {
        prefix,
        merchantId: options.merchantId,
        clock: options.clock,
        store,
        notifier,
      });
    },
    { prefix },
  );

  return {
    setBehaviour: (change) => notifier.setBehaviour(change),
    charges: (merchantTransactionId) => store.charges(merchantTransactionId),
    reset() {
      store.reset();
      notifier.reset();
    },
    idle: () => notifier.idle(),
    deliveries: () => notifier.deliveries(),
  };
}
