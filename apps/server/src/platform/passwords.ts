import { hash, verify } from '@node-rs/argon2';
import { dictionary } from '@zxcvbn-ts/language-common';

// Argon2id (the library's default algorithm) at OWASP's baseline: 19 MiB memory, 2 iterations, 1 lane.
const options = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

/** Hashes a password with argon2id. */
export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

/** Starts a stored "hash" that no password matches (an invited account before its first password). */
export const UNUSABLE_HASH_PREFIX = '!';

/** A hash of no real password, verified against when the account does not exist (same timing). */
let decoyHash: Promise<string> | undefined;

/** Checks a password against a stored hash; with no hash (or an unusable one, "!…"), spends the same time and fails. */
export async function verifyPassword(storedHash: string | undefined, password: string): Promise<boolean> {
  if (!storedHash || storedHash.startsWith(UNUSABLE_HASH_PREFIX)) {
    decoyHash ??= hashPassword('decoy-password-never-valid-0');
    await verify(await decoyHash, password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}

/**
 * The most common passwords (zxcvbn-ts's list of about 49 000, most frequent first, lower case, MIT):
 * server side only, never in the web bundle.
 */
const commonPasswords: ReadonlySet<string> = new Set(dictionary['passwords-common']);

/** True for a password on the common-passwords list, whatever its letter case. */
export function isCommonPassword(password: string): boolean {
  return commonPasswords.has(password.toLowerCase());
}
