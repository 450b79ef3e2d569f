import { createHmac, timingSafeEqual } from 'node:crypto';
import { API_BASE, apiPaths } from '@sc/contract';

export type FileVariant = 'original' | 'thumb';
const HOUR = 3600;

function signature(secret: string, fileId: string, variant: FileVariant, expires: number): string {
  return createHmac('sha256', secret).update(`${fileId}:${variant}:${expires}`).digest('base64url');
}

/**
 * A URL an <img> can load without headers: valid about a day, and the same for a whole hour so
 * browsers can cache it.
 */
export function signFileUrl(secret: string, fileId: string, variant: FileVariant, now = Date.now()): string {
  const expires = (Math.ceil(now / 1000 / HOUR) + 24) * HOUR;
  const path = `${API_BASE}${apiPaths.files}/${fileId}${variant === 'thumb' ? '/thumb' : ''}`;
  return `${path}?exp=${expires}&sig=${signature(secret, fileId, variant, expires)}`;
}

export function isValidFileSignature(
  secret: string,
  fileId: string,
  variant: FileVariant,
  expires: number,
  given: string,
  now = Date.now(),
): boolean {
  if (!Number.isInteger(expires) || expires * 1000 < now) return false;
  const wanted = Buffer.from(signature(secret, fileId, variant, expires));
  const actual = Buffer.from(given);
  return wanted.length === actual.length && timingSafeEqual(wanted, actual);
}
