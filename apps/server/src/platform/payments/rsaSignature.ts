import { createPrivateKey, createPublicKey, type KeyObject, sign, verify } from 'node:crypto';

/** LianLian Global Acquiring signs with SHA1withRSA (PKCS#1 v1.5); SHA256withRSA is allowed for other setups. */
export type SignatureAlgorithm = 'SHA1withRSA' | 'SHA256withRSA';

const HASHES: Record<SignatureAlgorithm, string> = { SHA1withRSA: 'sha1', SHA256withRSA: 'sha256' };
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

/** Reads a PEM private key (PKCS#8 or PKCS#1); throws at once on a bad key, so misconfiguration fails at start. */
export function loadPrivateKey(pem: string): KeyObject {
  return createPrivateKey(pem);
}

/** Reads a PEM public key (SPKI or PKCS#1). */
export function loadPublicKey(pem: string): KeyObject {
  return createPublicKey(pem);
}

/** Signs `content` (UTF-8) and returns the signature in base64. */
export function signContent(content: string, key: KeyObject | string, algorithm: SignatureAlgorithm): string {
  return sign(HASHES[algorithm], Buffer.from(content, 'utf8'), key).toString('base64');
}

/** True when `signature` looks like base64 at all (a malformed value is a different failure from a wrong one). */
export function isWellFormedSignature(signature: string): boolean {
  return signature.length % 4 === 0 && BASE64.test(signature);
}

/** Checks a base64 signature of `content`; false for any mismatch or malformed input, never throws. */
export function verifyContent(
  content: string,
  signature: string,
  key: KeyObject | string,
  algorithm: SignatureAlgorithm,
): boolean {
  if (!isWellFormedSignature(signature)) return false;
  try {
    return verify(HASHES[algorithm], Buffer.from(content, 'utf8'), key, Buffer.from(signature, 'base64'));
  } catch {
    return false;
  }
}

/**
 * LianLian's string to sign ("API 签名组装规则"): every parameter takes part; object keys sorted
 * ascending at every depth; each leaf becomes `key=value`; nested objects add no prefix (their
 * leaves are spliced in place); arrays contribute their elements in order (a scalar element
 * uses the array's key); `null`/`undefined` are left out, empty strings stay; all joined by `&`.
 * For a GET the parameters are the path's (e.g. `merchant_id`, `merchant_transaction_id`).
 *
 *   { b: { d: '20', c: '10' }, a: '100' }  →  "a=100&c=10&d=20"
 */
export function buildSignContent(params: Readonly<Record<string, unknown>>): string {
  const parts: string[] = [];
  collect(params, '', parts);
  return parts.join('&');
}

function collect(value: unknown, key: string, parts: string[]): void {
  if (value === null || value === undefined) return;
  if (Array.isArray(value)) {
    for (const item of value) collect(item, key, parts);
    return;
  }
  if (typeof value === 'object') {
    const record = value as Record<string, unknown>;
    for (const name of Object.keys(record).sort()) collect(record[name], name, parts);
    return;
  }
  parts.push(`${key}=${String(value)}`);
}
