import {
  ACCOUNT_LIMITS,
  type ChangePasswordSelf,
  type ForgotPassword,
  type Lang,
  type ResetPassword,
  translate,
  webPaths,
} from '@sc/contract';
import type { AppContext } from '../../context.js';
import { AppError } from '../../http/AppError.js';
import type { Caller } from '../../http/caller.js';
import { assertNotBlocked } from '../../http/rateLimits.js';
import { hashPassword, isCommonPassword, verifyPassword } from '../../platform/passwords.js';
import { hashSecret, newSecret } from '../../platform/secrets.js';
import { insertPasswordReset, useAllResetLinksOf, useResetLink } from './passwordResets.repository.js';
import { endAllSessions } from './session.service.js';
import { findUserByEmail, findUserById, updatePasswordHash } from './users.repository.js';

/** Refuses a password from the common-passwords list, as a field error on `field`. */
export function assertPasswordNotCommon(password: string, field: string) {
  if (isCommonPassword(password)) {
    throw new AppError('VALIDATION', { fields: { [field]: 'validation.passwordCommon' } });
  }
}

/**
 * Mails a single-use reset link that expires. The answer is the same whether or not the email is
 * registered, and comes at once: the lookup and the mail run after it, so its timing tells nothing
 * either. Extra requests for one email within the hour are dropped silently.
 */
export async function requestPasswordReset(ctx: AppContext, input: ForgotPassword, lang: Lang, ip: string) {
  await assertNotBlocked([[ctx.limits.resetPerIp, ip]]);
  await ctx.limits.resetPerIp.hit(ip);
  ctx.background.run('password reset mail', () => mailResetLink(ctx, input.email, lang));
}

async function mailResetLink(ctx: AppContext, email: string, lang: Lang) {
  // Counted before the lookup, in one step: requests that overlap cannot all slip under the limit.
  if (!(await ctx.limits.resetMailPerEmail.take(email))) return;
  const user = await findUserByEmail(ctx.db, email);
  if (user?.status !== 'active') return;

  const token = newSecret();
  await insertPasswordReset(ctx.db, {
    userId: user.id,
    tokenHash: hashSecret(token),
    expiresAt: new Date(Date.now() + ACCOUNT_LIMITS.resetLinkTtlMinutes * 60_000),
  });
  const link = `${ctx.config.publicUrl}${webPaths.resetPassword}?token=${encodeURIComponent(token)}`;
  await ctx.mailer.send({
    to: user.email,
    subject: translate(lang, 'mail.resetSubject'),
    text: translate(lang, 'mail.resetBody', {
      name: user.realName,
      link,
      minutes: ACCOUNT_LIMITS.resetLinkTtlMinutes,
    }),
    secrets: [link],
  });
}

/** Sets a new password from a reset link; the link works once, and every session ends. */
export async function resetPassword(ctx: AppContext, input: ResetPassword) {
  assertPasswordNotCommon(input.password, 'password');
  const passwordHash = await hashPassword(input.password);
  const used = await useResetLink(ctx.db, hashSecret(input.token));
  if (!used) throw new AppError('RESET_LINK_INVALID');
  await updatePasswordHash(ctx.db, used.userId, passwordHash);
  // Older links of the same user stop working too.
  await useAllResetLinksOf(ctx.db, used.userId);
  await endAllSessions(ctx, used.userId);
  ctx.log.info({ userId: used.userId }, 'password reset');
}

/** Changes the caller's own password; every session of the user ends, this one included. */
export async function changeOwnPassword(ctx: AppContext, caller: Caller, input: ChangePasswordSelf) {
  const user = await findUserById(ctx.db, caller.userId);
  if (!user || !(await verifyPassword(user.passwordHash, input.oldPassword))) {
    throw new AppError('OLD_PASSWORD_WRONG', { fields: { oldPassword: 'error.OLD_PASSWORD_WRONG' } });
  }
  if (input.oldPassword === input.newPassword) {
    throw new AppError('SAME_PASSWORD', { fields: { newPassword: 'error.SAME_PASSWORD' } });
  }
  assertPasswordNotCommon(input.newPassword, 'newPassword');
  await updatePasswordHash(ctx.db, user.id, await hashPassword(input.newPassword));
  await endAllSessions(ctx, user.id);
  ctx.log.info({ userId: user.id }, 'password changed');
}
