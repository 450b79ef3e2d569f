import { randomInt } from 'node:crypto';
import { AFFILIATE_LIMITS, INVITE_CODE_ALPHABET } from '@sc/contract';

/** Mailboxes that ignore dots in the local part. */
const DOTLESS_DOMAINS = new Set(['gmail.com', 'googlemail.com']);

/** A new random invitation code (8 characters of the unambiguous alphabet). */
export function makeInviteCode(): string {
  let code = '';
  for (let i = 0; i < AFFILIATE_LIMITS.codeLength; i += 1)
    code += INVITE_CODE_ALPHABET[randomInt(INVITE_CODE_ALPHABET.length)];
  return code;
}

/**
 * The mailbox an email reaches, for self-referral checks: lower case, `+tag` dropped, and dots
 * dropped for Gmail (googlemail.com is gmail.com).
 */
export function normalizeEmail(email: string): string {
  const lower = email.trim().toLowerCase();
  const at = lower.lastIndexOf('@');
  if (at < 1) return lower;
  let local = lower.slice(0, at);
  let domain = lower.slice(at + 1);
  const plus = local.indexOf('+');
  if (plus > 0) local = local.slice(0, plus);
  if (DOTLESS_DOMAINS.has(domain)) {
    local = local.replaceAll('.', '');
    domain = 'gmail.com';
  }
  return `${local}@${domain}`;
}

/** An email as the inviter sees it: `j***@e***.com` (first letter of the mailbox and of the domain). */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  const local = email.slice(0, at);
  const domain = email.slice(at + 1);
  const dot = domain.lastIndexOf('.');
  const host = dot > 0 ? domain.slice(0, dot) : domain;
  const tld = dot > 0 ? domain.slice(dot) : '';
  return `${local.slice(0, 1)}***@${host.slice(0, 1)}***${tld}`;
}

/** The UTC day [start, end) that `at` falls in. */
export function utcDayOf(at: Date): { start: Date; end: Date } {
  const start = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
  return { start, end: new Date(start.getTime() + 86_400_000) };
}
