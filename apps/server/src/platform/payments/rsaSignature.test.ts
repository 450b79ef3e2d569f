import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { FAKE_MERCHANT_KEYS, FAKE_PROVIDER_KEYS } from './fakeKeys.js';
import { formatLianLianTimestamp, parseLianLianTimestamp } from './lianlianTime.js';
import {
  buildSignContent,
  isWellFormedSignature,
  type SignatureAlgorithm,
  signContent,
  verifyContent,
} from './rsaSignature.js';
import { parseJsonForSigning } from './signingJson.js';

const { privateKeyPem, publicKeyPem } = FAKE_MERCHANT_KEYS;
const ALGORITHMS: SignatureAlgorithm[] = ['SHA1withRSA', 'SHA256withRSA'];

describe('RSA signatures', () => {
  it.each(ALGORITHMS)('%s: a signature verifies with the matching public key', (algorithm) => {
    const signature = signContent('merchant_id=1&payment_amount=199.00', privateKeyPem, algorithm);
    expect(verifyContent('merchant_id=1&payment_amount=199.00', signature, publicKeyPem, algorithm)).toBe(
      true,
    );
  });

  it.each(ALGORITHMS)('%s: one changed byte of content fails', (algorithm) => {
    const signature = signContent('merchant_id=1&payment_amount=199.00', privateKeyPem, algorithm);
    expect(verifyContent('merchant_id=1&payment_amount=199.01', signature, publicKeyPem, algorithm)).toBe(
      false,
    );
  });

  it('one changed byte of signature fails', () => {
    const signature = signContent('a=1', privateKeyPem, 'SHA1withRSA');
    const bytes = Buffer.from(signature, 'base64');
    bytes[10] = (bytes[10] ?? 0) ^ 1;
    expect(verifyContent('a=1', bytes.toString('base64'), publicKeyPem, 'SHA1withRSA')).toBe(false);
  });

  it('a signature by another key fails', () => {
    const signature = signContent('a=1', FAKE_PROVIDER_KEYS.privateKeyPem, 'SHA1withRSA');
    expect(verifyContent('a=1', signature, publicKeyPem, 'SHA1withRSA')).toBe(false);
    const stranger = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const forged = signContent('a=1', stranger.privateKey, 'SHA1withRSA');
    expect(verifyContent('a=1', forged, publicKeyPem, 'SHA1withRSA')).toBe(false);
  });

  it('a signature made with the other algorithm fails', () => {
    const signature = signContent('a=1', privateKeyPem, 'SHA256withRSA');
    expect(verifyContent('a=1', signature, publicKeyPem, 'SHA1withRSA')).toBe(false);
  });

  it('malformed signatures are refused without throwing', () => {
    expect(isWellFormedSignature('not base64!')).toBe(false);
    expect(verifyContent('a=1', 'not base64!', publicKeyPem, 'SHA1withRSA')).toBe(false);
    expect(verifyContent('a=1', 'AAAA', publicKeyPem, 'SHA1withRSA')).toBe(false);
  });
});

describe('LianLian sign content', () => {
  it('follows the documented example for a GET (path parameters, sorted)', () => {
    const content = buildSignContent({
      merchant_transaction_id: '202111121816050188',
      merchant_id: '202103310000636001',
    });
    expect(content).toBe('merchant_id=202103310000636001&merchant_transaction_id=202111121816050188');
  });

  it('sorts at every depth, drops nested keys, expands arrays and skips null', () => {
    const content = buildSignContent({
      b: { d: '20', c: '10' },
      a: '100',
      list: [{ z: '2', y: '1' }, { x: '3' }],
      gone: null,
      missing: undefined,
      empty: '',
      quantity: 1,
      flag: true,
    });
    expect(content).toBe('a=100&c=10&d=20&empty=&flag=true&y=1&z=2&x=3&quantity=1');
  });

  it('keeps numbers as written on the wire when reading a body', () => {
    const parsed = parseJsonForSigning(
      '{"payment_data":{"payment_amount":10.50,"n":-1e3},"ok":true,"none":null}',
    );
    expect(parsed).toEqual({ payment_data: { payment_amount: '10.50', n: '-1e3' }, ok: true, none: null });
    expect(buildSignContent(parsed as Record<string, unknown>)).toBe('ok=true&n=-1e3&payment_amount=10.50');
  });

  it('reads strings with escapes and refuses broken JSON', () => {
    expect(parseJsonForSigning('{"a":"x\\"y\\u00e9","b":[1,"2"]}')).toEqual({ a: 'x"yé', b: ['1', '2'] });
    for (const broken of ['{"a":1', '{"a":01}', '{"a":1}x', "{'a':1}", '{"a":"\n"}', '']) {
      expect(() => parseJsonForSigning(broken), broken).toThrow(SyntaxError);
    }
  });

  it('does not let a "__proto__" key reach the prototype', () => {
    const parsed = parseJsonForSigning('{"__proto__":{"polluted":"yes"}}') as Record<string, unknown>;
    expect(Object.getPrototypeOf(parsed)).toBe(Object.prototype);
    expect(buildSignContent(parsed)).toBe('polluted=yes');
  });
});

describe('LianLian timestamps', () => {
  it('formats and reads wall time in the named zone', () => {
    const instant = new Date('2025-03-01T10:00:05Z');
    expect(formatLianLianTimestamp(instant, 'Asia/Hong_Kong')).toBe('20250301180005');
    expect(formatLianLianTimestamp(instant, 'UTC')).toBe('20250301100005');
    expect(parseLianLianTimestamp('20250301180005', 'Asia/Hong_Kong')?.toISOString()).toBe(
      instant.toISOString(),
    );
  });

  it('handles a zone with daylight saving time', () => {
    const summer = new Date('2025-07-01T12:00:00Z');
    const text = formatLianLianTimestamp(summer, 'Europe/Paris');
    expect(text).toBe('20250701140000');
    expect(parseLianLianTimestamp(text, 'Europe/Paris')?.toISOString()).toBe(summer.toISOString());
  });

  it('refuses impossible dates and unknown zones', () => {
    expect(parseLianLianTimestamp('20250231100000', 'UTC')).toBeNull();
    expect(parseLianLianTimestamp('2025030110000', 'UTC')).toBeNull();
    expect(parseLianLianTimestamp('20250301100000', 'Mars/Olympus')).toBeNull();
  });
});
