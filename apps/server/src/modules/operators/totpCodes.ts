import { OPERATOR_LIMITS } from '@sc/contract';
import { Secret, TOTP } from 'otpauth';

// RFC 6238 through otpauth: SHA-1, 6 digits, 30-second steps, one step either side of now accepted
// (what Google Authenticator, Microsoft Authenticator and 1Password show).

const ISSUER = 'Supplier Cloud';
const options = {
  algorithm: 'SHA1',
  digits: OPERATOR_LIMITS.codeDigits,
  period: OPERATOR_LIMITS.codePeriodSeconds,
};

/** A new random secret (160 bits), in base32 as authenticator apps take it. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The otpauth:// address a QR code carries for the app, labelled with the operator's email. */
export function totpUri(secret: string, email: string): string {
  return new TOTP({ ...options, issuer: ISSUER, label: email, secret: Secret.fromBase32(secret) }).toString();
}

/** The time step a code belongs to when it matches now (±1 step), or null when it does not match. */
export function matchTotpStep(secret: string, code: string, now: Date): number | null {
  const timestamp = now.getTime();
  const delta = TOTP.validate({
    ...options,
    token: code,
    secret: Secret.fromBase32(secret),
    timestamp,
    window: OPERATOR_LIMITS.codeWindow,
  });
  return delta === null ? null : TOTP.counter({ period: options.period, timestamp }) + delta;
}
