import { createHmac, timingSafeEqual } from 'node:crypto';
import { API_BASE, apiPaths, PRIVATE_FILE_URL_MINUTES } from '@sc/contract';

export type FileVariant = 'original' | 'thumb';
/** Public pictures get day-long addresses; private files minutes-long ones, signed differently. */
export type FileScope = 'public' | 'private';
const HOUR = 3600;
const MINUTE = 60;
const PRIVATE_TTL = PRIVATE_FILE_URL_MINUTES * MINUTE;

function signature(secret: string, fileId: string, variant: FileVariant, expires: number, scope: FileScope) {
  // Public addresses keep the signed text they always had; private ones say so, so a public-style
  // signature never opens a private file.
  const text = `${fileId}:${variant}:${expires}${scope === 'private' ? ':private' : ''}`;
  return createHmac('sha256', secret).update(text).digest('base64url');
}

/**
 * A URL an <img> can load without headers. Public: valid about a day, and the same for a whole hour
 * so browsers can cache it. Private: valid PRIVATE_FILE_URL_MINUTES, the same within a minute.
 */
export function signFileUrl(
  secret: string,
  fileId: string,
  variant: FileVariant,
  scope: FileScope = 'public',
  now = Date.now(),
): string {
  const expires =
    scope === 'private'
      ? Math.ceil(now / 1000 / MINUTE) * MINUTE + PRIVATE_TTL
      : (Math.ceil(now / 1000 / HOUR) + 24) * HOUR;
  const path = `${API_BASE}${apiPaths.files}/${fileId}${variant === 'thumb' ? '/thumb' : ''}`;
  return `${path}?exp=${expires}&sig=${signature(secret, fileId, variant, expires, scope)}`;
}

/** Whether an address was signed by us for this file, variant and scope, and is still valid. */
export function isValidFileSignature(
  secret: string,
  fileId: string,
  variant: FileVariant,
  expires: number,
  given: string,
  scope: FileScope = 'public',
  now = Date.now(),
): boolean {
  if (!Number.isInteger(expires) || expires * 1000 < now) return false;
  // A private address never lives longer than its minutes (plus the minute it is rounded up to).
  if (scope === 'private' && expires * 1000 > now + (PRIVATE_TTL + MINUTE) * 1000) return false;
  const wanted = Buffer.from(signature(secret, fileId, variant, expires, scope));
  const actual = Buffer.from(given);
  return wanted.length === actual.length && timingSafeEqual(wanted, actual);
}
