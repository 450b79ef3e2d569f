/*
 * LianLian Global Acquiring, API v3, iframe (card-token) flow.
 *
 * From LianLian's documentation (doc.lianlianpay.com, project 345279) and its PHP v3 SDK:
 * - Hosts: https://gpapi.lianlianpay.com (production), https://celer-api.LianLianpay-inc.com (sandbox).
 * - POST /v3/merchants/{merchant_id}/payments; GET …/payments/{merchant_transaction_id} (query);
 *   POST …/payments/{original_transaction_id}/refunds; GET /v3/merchants/{merchant_id}/token
 *   (iframe token; the SDK signs "merchant_id=…&timestamp=…" for it).
 * - Headers: `signature` (base64), `sign-type: RSA`, `timestamp` (yyyyMMddHHmmss), `timezone`
 *   (IANA, e.g. Asia/Hong_Kong). Algorithm SHA1withRSA, PKCS#8 keys.
 * - Signed string: every request parameter (the JSON body for POST, the path parameters for GET),
 *   keys sorted at every depth, leaves as key=value joined by & (see buildSignContent). The
 *   timestamp header is NOT part of it. Responses carry a `signature` header over their body,
 *   made with LianLian's key; notifies are signed the same way.
 * - Responses: { return_code: "SUCCESS" | <error>, return_message, order: {…} }. payment_status
 *   PS = paid, PP = processing; refund_status RS = refunded, RP = processing.
 * Assumed (not confirmed by what we could read; check in the sandbox before going live):
 * - PF = failed and WP = waiting for the buyer; RF = refund failed; a 3-D Secure challenge is
 *   `3ds_status: "CHALLENGE"` with `payment_url`; a decline reason sits in
 *   payment_data.failure_code (mapped by keyword, unknown → `other`).
 * - The token answer carries it at order.token (or order / token); the notify body is the flat
 *   { merchant_id, merchant_transaction_id, payment_data | refund_data, … } the SDK reads.
 * - Empty strings take part in the signed string, null does not; amounts are sent as strings.
 * - The docs' menu now lists the token call as POST; we follow the SDK (GET) until checked.
 */
import type { KeyObject } from 'node:crypto';
import type { Clock } from '../clock.js';
import {
  isNotFoundCode,
  objectAt,
  stringAt,
  toProviderPayment,
  toProviderRefund,
  toRefundFailureCode,
  toVerifiedNotify,
} from './lianlianMapping.js';
import {
  LIANLIAN_HEADERS,
  lianlianPaths,
  signContentOfJsonBody,
  signedHeaders,
  singleHeader,
} from './lianlianProtocol.js';
import { formatLianLianTimestamp, parseLianLianTimestamp } from './lianlianTime.js';
import {
  type CardLocale,
  NotifyRejected,
  type PaymentProvider,
  PaymentProviderError,
  type VerifiedNotify,
} from './paymentProvider.js';
import {
  buildSignContent,
  isWellFormedSignature,
  loadPrivateKey,
  loadPublicKey,
  type SignatureAlgorithm,
  verifyContent,
} from './rsaSignature.js';
import { parseJsonForSigning, type SigningJson } from './signingJson.js';

export interface LianLianConfig {
  /** e.g. https://gpapi.lianlianpay.com, or the fake's http://127.0.0.1:3000/fake-lianlian */
  baseUrl: string;
  merchantId: string;
  /** The site number (站点号) LianLian assigns; sent when set. */
  subMerchantId?: string;
  merchantPrivateKeyPem: string;
  providerPublicKeyPem: string;
  algorithm: SignatureAlgorithm;
  /** Where the browser loads the card frame for an iframe token. */
  cardPageUrl: (token: string, locale: CardLocale) => string;
  clock: Clock;
  /** Zone of our `timestamp` header (default Asia/Hong_Kong). */
  timeZone?: string;
  /** A notify whose timestamp is further than this from now is refused (default 10 minutes). */
  notifyMaxAgeMs?: number;
  /** Per request (default 15 s). */
  requestTimeoutMs?: number;
  fetch?: typeof fetch;
}

type Json = Readonly<Record<string, SigningJson>>;

/** The real LianLian adapter; in dev/CI/demo its baseUrl points at the fake server. */
export function createLianLianProvider(config: LianLianConfig): PaymentProvider {
  const privateKey: KeyObject = loadPrivateKey(config.merchantPrivateKeyPem);
  const publicKey: KeyObject = loadPublicKey(config.providerPublicKeyPem);
  const timeZone = config.timeZone ?? 'Asia/Hong_Kong';
  const notifyMaxAgeMs = config.notifyMaxAgeMs ?? 10 * 60_000;
  const baseUrl = config.baseUrl.replace(/\/+$/, '');
  const doFetch = config.fetch ?? fetch;
  const merchant = { merchant_id: config.merchantId };
  const site = config.subMerchantId ? { sub_merchant_id: config.subMerchantId } : {};

  async function call(
    method: 'GET' | 'POST',
    path: string,
    signed: Readonly<Record<string, unknown>>,
    timestamp = formatLianLianTimestamp(config.clock.now(), timeZone),
  ): Promise<{ returnCode: string; message: string; body: Json }> {
    const headers = signedHeaders(signed, privateKey, config.algorithm, { timestamp, timeZone });
    let response: Response;
    try {
      response = await doFetch(`${baseUrl}${path}`, {
        method,
        headers: method === 'POST' ? { ...headers, 'content-type': 'application/json' } : headers,
        ...(method === 'POST' ? { body: JSON.stringify(signed) } : {}),
        signal: AbortSignal.timeout(config.requestTimeoutMs ?? 15_000),
      });
    } catch (error) {
      const isTimeout = error instanceof Error && error.name === 'TimeoutError';
      throw new PaymentProviderError(
        isTimeout ? 'timeout' : 'network',
        `LianLian ${method} ${path}: ${isTimeout ? 'no answer in time' : String(error)}`,
      );
    }
    const text = await response.text();
    let content: string;
    try {
      content = signContentOfJsonBody(text);
    } catch {
      throw new PaymentProviderError(
        'bad_response',
        `LianLian ${method} ${path} answered ${response.status}, not JSON`,
      );
    }
    const signature = response.headers.get(LIANLIAN_HEADERS.signature);
    if (!signature) {
      throw new PaymentProviderError(
        'unsigned_response',
        `LianLian ${method} ${path} answered without a signature`,
      );
    }
    if (!verifyContent(content, signature, publicKey, config.algorithm)) {
      throw new PaymentProviderError(
        'bad_response_signature',
        `LianLian ${method} ${path}: response signature invalid`,
      );
    }
    const body = parseJsonForSigning(text) as Json;
    return {
      returnCode: stringAt(body, 'return_code') ?? 'UNKNOWN',
      message: stringAt(body, 'return_message') ?? '',
      body,
    };
  }

  function refused(returnCode: string, message: string, what: string): PaymentProviderError {
    return new PaymentProviderError(returnCode, `LianLian refused ${what}: ${returnCode} ${message}`.trim());
  }

  return {
    async createCardSession({ locale }) {
      const timestamp = formatLianLianTimestamp(config.clock.now(), timeZone);
      const answer = await call(
        'GET',
        lianlianPaths.token(config.merchantId),
        { ...merchant, timestamp },
        timestamp,
      );
      if (answer.returnCode !== 'SUCCESS') throw refused(answer.returnCode, answer.message, 'the card token');
      const order = answer.body.order;
      const token =
        (typeof order === 'string' ? order : stringAt(objectAt(answer.body, 'order'), 'token')) ??
        stringAt(answer.body, 'token');
      if (!token) throw new PaymentProviderError('bad_response', 'LianLian sent no card token');
      return { token, cardPageUrl: config.cardPageUrl(token, locale) };
    },

    async pay(input) {
      const [firstName, lastName] = splitName(input.customer.name);
      const body = {
        merchant_transaction_id: input.merchantTransactionId,
        ...merchant,
        ...site,
        notification_url: input.notifyUrl,
        redirect_url: input.returnUrl,
        country: input.customer.country,
        payment_method: 'inter_credit_card',
        merchant_order: {
          merchant_order_id: input.merchantTransactionId,
          merchant_order_time: formatLianLianTimestamp(config.clock.now(), timeZone),
          order_description: input.description,
          order_amount: input.amount,
          order_currency_code: input.currency,
          products: [
            {
              product_id: input.merchantTransactionId,
              name: input.description,
              price: input.amount,
              quantity: 1,
            },
          ],
        },
        customer: {
          customer_type: 'I',
          first_name: firstName,
          last_name: lastName,
          full_name: input.customer.name,
          email: input.customer.email,
        },
        payment_data: {
          card: { card_token: input.cardToken, holder_name: input.customer.name },
          installments: '1',
        },
      };
      const answer = await call('POST', lianlianPaths.payments(config.merchantId), body);
      const order = objectAt(answer.body, 'order');
      if (answer.returnCode === 'SUCCESS' && order) return toProviderPayment(order);
      if (order && objectAt(order, 'payment_data')) return toProviderPayment(order);
      throw refused(answer.returnCode, answer.message, 'the payment');
    },

    async query(merchantTransactionId) {
      const answer = await call('GET', lianlianPaths.payment(config.merchantId, merchantTransactionId), {
        ...merchant,
        merchant_transaction_id: merchantTransactionId,
      });
      const order = objectAt(answer.body, 'order');
      if (answer.returnCode === 'SUCCESS' && order) return toProviderPayment(order);
      if (isNotFoundCode(answer.returnCode)) return { status: 'not_found' };
      throw refused(answer.returnCode, answer.message, 'the query');
    },

    async refund(input) {
      const body = {
        merchant_transaction_id: input.refundId,
        ...merchant,
        ...site,
        original_transaction_id: input.merchantTransactionId,
        merchant_refund_time: formatLianLianTimestamp(config.clock.now(), timeZone),
        notification_url: input.notifyUrl,
        refund_data: {
          refund_amount: input.amount,
          refund_currency_code: input.currency,
          reason: input.reason,
        },
      };
      const answer = await call(
        'POST',
        lianlianPaths.refunds(config.merchantId, input.merchantTransactionId),
        body,
      );
      const order = objectAt(answer.body, 'order');
      if (answer.returnCode === 'SUCCESS' && order) return toProviderRefund(order);
      const failureCode = toRefundFailureCode(answer.returnCode);
      if (failureCode) return { status: 'failed', failureCode };
      throw refused(answer.returnCode, answer.message, 'the refund');
    },

    verifyNotify({ rawBody, headers }): VerifiedNotify {
      const signature = singleHeader(headers, LIANLIAN_HEADERS.signature);
      if (!signature) throw new NotifyRejected('missing_signature');
      if (!isWellFormedSignature(signature)) throw new NotifyRejected('malformed_signature');
      let root: Json;
      try {
        root = parseJsonForSigning(rawBody) as Json;
        if (root === null || typeof root !== 'object' || Array.isArray(root))
          throw new SyntaxError('not an object');
      } catch {
        throw new NotifyRejected('malformed_body');
      }
      if (!verifyContent(buildSignContent(root), signature, publicKey, config.algorithm)) {
        throw new NotifyRejected('bad_signature');
      }
      const timestamp = singleHeader(headers, LIANLIAN_HEADERS.timestamp);
      const zone = singleHeader(headers, LIANLIAN_HEADERS.timezone) ?? timeZone;
      const sentAt = timestamp ? parseLianLianTimestamp(timestamp, zone) : null;
      if (!sentAt) throw new NotifyRejected('missing_timestamp');
      const ageMs = Math.abs(config.clock.now().getTime() - sentAt.getTime());
      if (ageMs > notifyMaxAgeMs)
        throw new NotifyRejected('stale_timestamp', `${Math.round(ageMs / 1000)} s`);
      const notify = toVerifiedNotify(root, {
        merchantId: config.merchantId,
        occurredAt: sentAt,
        raw: JSON.parse(rawBody) as unknown,
      });
      if (!notify) throw new NotifyRejected('malformed_body', 'neither a payment nor a refund');
      if (notify.merchantId !== config.merchantId)
        throw new NotifyRejected('wrong_merchant', notify.merchantId);
      return notify;
    },
  };
}

function splitName(name: string): [string, string] {
  const trimmed = name.trim();
  const cut = trimmed.lastIndexOf(' ');
  return cut > 0 ? [trimmed.slice(0, cut), trimmed.slice(cut + 1)] : [trimmed, trimmed];
}
