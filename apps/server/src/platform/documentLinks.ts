import { createHmac, timingSafeEqual } from 'node:crypto';
import { type Lang, PRIVATE_FILE_URL_MINUTES } from '@sc/contract';

const TTL_SECONDS = PRIVATE_FILE_URL_MINUTES * 60;

const signed = (secret: string, subject: string, lang: Lang, expires: number) =>
  createHmac('sha256', secret).update(`${subject}:${lang}:${expires}`).digest('base64url');

/**
 * A minutes-long address of a generated document (a quotation's PDF, a receipt), minted only for
 * who may read it: `subject` names the document (e.g. `receipt:4:SC2026…`), so a signature made for
 * one cannot open another.
 */
export function signDocumentUrl(
  secret: string,
  path: string,
  subject: string,
  lang: Lang,
  now = Date.now(),
): string {
  const expires = Math.floor(now / 1000) + TTL_SECONDS;
  return `${path}?lang=${lang}&exp=${expires}&sig=${signed(secret, subject, lang, expires)}`;
}

/** Whether an address was signed by us for this document and language, and has not expired. */
export function isValidDocumentSignature(
  secret: string,
  subject: string,
  lang: Lang,
  expires: number,
  given: string,
  now = Date.now(),
): boolean {
  if (!Number.isInteger(expires) || expires * 1000 < now || expires * 1000 > now + (TTL_SECONDS + 60) * 1000)
    return false;
  const wanted = Buffer.from(signed(secret, subject, lang, expires));
  const actual = Buffer.from(given);
  return wanted.length === actual.length && timingSafeEqual(wanted, actual);
}
