import type { KeyObject } from 'node:crypto';
import { buildSignContent, type SignatureAlgorithm, signContent } from './rsaSignature.js';
import { parseJsonForSigning } from './signingJson.js';

// The wire rules both sides of a LianLian Global Acquiring (API v3) exchange follow: the real
// adapter and the fake server. See the header comment of lianlianAdapter.ts for sources.

/** Header names; Node gives incoming ones in lower case. */
export const LIANLIAN_HEADERS = {
  signature: 'signature',
  signType: 'sign-type',
  timestamp: 'timestamp',
  timezone: 'timezone',
} as const;

/** Status codes of `payment_data.payment_status` (PS paid, PF failed, PP processing, WP waiting for the buyer). */
export const PAYMENT_STATUS = { paid: 'PS', failed: 'PF', processing: 'PP', waiting: 'WP' } as const;

/** Status codes of `refund_data.refund_status`. */
export const REFUND_STATUS = { succeeded: 'RS', failed: 'RF', processing: 'RP' } as const;

/** `3ds_status` telling the merchant to send the buyer to `payment_url`. */
export const THREE_DS_CHALLENGE = 'CHALLENGE';

/** The paths of API v3, relative to the base URL (which may carry a prefix, e.g. the fake's). */
export const lianlianPaths = {
  token: (merchantId: string) => `/v3/merchants/${encodeURIComponent(merchantId)}/token`,
  payments: (merchantId: string) => `/v3/merchants/${encodeURIComponent(merchantId)}/payments`,
  payment: (merchantId: string, merchantTransactionId: string) =>
    `/v3/merchants/${encodeURIComponent(merchantId)}/payments/${encodeURIComponent(merchantTransactionId)}`,
  refunds: (merchantId: string, originalTransactionId: string) =>
    `/v3/merchants/${encodeURIComponent(merchantId)}/payments/${encodeURIComponent(originalTransactionId)}/refunds`,
};

/**
 * Signed headers for a message whose signature factors are `params` (the JSON body, or the
 * path's parameters for a GET). `timestamp` is `yyyyMMddHHmmss` in `timeZone`; it is not signed.
 */
export function signedHeaders(
  params: Readonly<Record<string, unknown>>,
  key: KeyObject,
  algorithm: SignatureAlgorithm,
  at: { timestamp: string; timeZone: string },
): Record<string, string> {
  return {
    [LIANLIAN_HEADERS.signature]: signContent(buildSignContent(params), key, algorithm),
    [LIANLIAN_HEADERS.signType]: 'RSA',
    [LIANLIAN_HEADERS.timestamp]: at.timestamp,
    [LIANLIAN_HEADERS.timezone]: at.timeZone,
  };
}

/** The string a JSON body's signature covers, numbers kept as sent; throws SyntaxError on bad JSON or a non-object. */
export function signContentOfJsonBody(rawBody: string): string {
  const parsed = parseJsonForSigning(rawBody);
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw new SyntaxError('body is not a JSON object');
  }
  return buildSignContent(parsed);
}

/** The single value of a header, or undefined when it is missing, empty or repeated. */
export function singleHeader(
  headers: Readonly<Record<string, string | string[] | undefined>>,
  name: string,
): string | undefined {
  const value = headers[name];
  const single = Array.isArray(value) ? (value.length === 1 ? value[0] : undefined) : value;
  return single === undefined || single === '' ? undefined : single;
}

/** A decimal string such as "199.00" in minor units (two decimals), or null when it is not one. */
export function toMinorUnits(amount: string): number | null {
  const found = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(amount);
  if (!found) return null;
  return Number(found[1]) * 100 + Number((found[2] ?? '').padEnd(2, '0'));
}

/** Minor units back to a two-decimal string. */
export function fromMinorUnits(minor: number): string {
  return `${Math.floor(minor / 100)}.${String(minor % 100).padStart(2, '0')}`;
}
