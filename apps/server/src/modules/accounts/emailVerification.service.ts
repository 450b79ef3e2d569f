import {
  ACCOUNT_LIMITS,
  type Lang,
  type ResendVerificationResult,
  translate,
  type VerifyEmail,
  webPaths,
} from '@sc/contract';
import type { AppContext } from '../../context.js';
import type { Database } from '../../db/client.js';
import { AppError } from '../../http/AppError.js';
import type { Caller } from '../../http/caller.js';
import { assertNotBlocked } from '../../http/rateLimits.js';
import { hashSecret, newSecret } from '../../platform/secrets.js';
import {
  insertEmailVerification,
  useAllEmailVerificationsOf,
  useEmailVerification,
} from './emailVerifications.repository.js';
import { findUserById, isUserEmailVerified, markEmailVerified } from './users.repository.js';

const HOUR_MS = 3_600_000;

/**
 * Stores a new single-use confirmation link (only its hash) for a user and returns its address.
 * The mail that carries it is the caller's: the welcome mail at sign-up, or the resent one.
 */
export async function createVerificationLink(ctx: AppContext, userId: number): Promise<string> {
  const token = newSecret();
  await insertEmailVerification(ctx.db, {
    userId,
    tokenHash: hashSecret(token),
    expiresAt: new Date(ctx.clock.now().getTime() + ACCOUNT_LIMITS.verifyLinkTtlHours * HOUR_MS),
  });
  return `${ctx.config.publicUrl}${webPaths.verifyEmail}?token=${encodeURIComponent(token)}`;
}

/** Confirms the email of the link's user; a link works once, and older links of the user stop working. */
export async function verifyEmail(ctx: AppContext, input: VerifyEmail): Promise<void> {
  const now = ctx.clock.now();
  const used = await useEmailVerification(ctx.db, hashSecret(input.token), now);
  if (!used) throw new AppError('VERIFY_LINK_INVALID');
  await markEmailVerified(ctx.db, used.userId, now);
  await useAllEmailVerificationsOf(ctx.db, used.userId, now);
  ctx.log.info({ userId: used.userId }, 'email confirmed');
}

/** Mails the signed-in user a new confirmation link, at most 3 an hour; nothing when already confirmed. */
export async function resendVerification(
  ctx: AppContext,
  caller: Caller,
  lang: Lang,
): Promise<ResendVerificationResult> {
  const user = await findUserById(ctx.db, caller.userId);
  if (!user) throw new AppError('UNAUTHORIZED');
  if (user.emailVerifiedAt) return { email: user.email, emailVerified: true };
  await assertNotBlocked([[ctx.limits.verifyMailPerUser, String(user.id)]]);
  await ctx.limits.verifyMailPerUser.hit(String(user.id));
  const link = await createVerificationLink(ctx, user.id);
  await ctx.mailer.send({
    to: user.email,
    subject: translate(lang, 'mail.verifySubject'),
    text: translate(lang, 'mail.verifyBody', {
      name: user.realName,
      link,
      hours: ACCOUNT_LIMITS.verifyLinkTtlHours,
    }),
  });
  return { email: user.email, emailVerified: false };
}

/**
 * Refuses spending buyer contacts (EMAIL_UNVERIFIED) until the user confirmed their email, so a
 * sign-up with someone else's or a throwaway address cannot use the trial's contacts.
 */
export async function assertEmailVerified(db: Database, userId: number): Promise<void> {
  if (!(await isUserEmailVerified(db, userId))) throw new AppError('EMAIL_UNVERIFIED');
}

/** Whether the user confirmed their email (see assertEmailVerified). */
export async function isEmailVerified(db: Database, userId: number): Promise<boolean> {
  return isUserEmailVerified(db, userId);
}
