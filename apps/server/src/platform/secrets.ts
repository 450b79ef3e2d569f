import { createHash, randomBytes } from 'node:crypto';

/** A random URL-safe secret of 256 bits (tokens, reset links). */
export function newSecret(): string {
  return randomBytes(32).toString('base64url');
}

/** SHA-256 of a secret, as stored in the database. */
export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** A short public code (e.g. a user's adminCode) from an unambiguous alphabet. */
export function newPublicCode(length = 10): string {
  const bytes = randomBytes(length);
  return Array.from(bytes, (b) => CODE_ALPHABET[b % CODE_ALPHABET.length]).join('');
}
