import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { OPERATOR_LIMITS } from '@sc/contract';
import { z } from 'zod';
import type { OperatorKeys } from './operatorKeys.js';

/** What the second step of a sign-in is: typing a code, or setting two-factor sign-in up first. */
export type ChallengeStep = 'code' | 'setup';

const PayloadSchema = z.object({
  userId: z.number().int(),
  nonce: z.string().min(16),
  step: z.enum(['code', 'setup']),
  expiresAt: z.number().int(),
});
export type Challenge = z.infer<typeof PayloadSchema>;

/** A new challenge for a user's second step, valid 5 minutes from `now`. */
export function newChallenge(userId: number, step: ChallengeStep, now: Date): Challenge {
  return {
    userId,
    nonce: randomBytes(16).toString('base64url'),
    step,
    expiresAt: now.getTime() + OPERATOR_LIMITS.challengeMinutes * 60_000,
  };
}

const mac = (keys: OperatorKeys, payload: string) => createHmac('sha256', keys.sign).update(payload).digest();

/** The challenge as the client carries it: `<payload>.<HMAC-SHA256>`, both base64url. */
export function signChallenge(keys: OperatorKeys, challenge: Challenge): string {
  const payload = Buffer.from(JSON.stringify(challenge)).toString('base64url');
  return `${payload}.${mac(keys, payload).toString('base64url')}`;
}

/** The challenge a token carries when its signature holds and it has not expired by `now`; else null. */
export function readChallenge(keys: OperatorKeys, token: string, now: Date): Challenge | null {
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined) return null;
  const expected = mac(keys, payload);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const challenge = PayloadSchema.parse(JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')));
    return challenge.expiresAt > now.getTime() ? challenge : null;
  } catch {
    return null;
  }
}
