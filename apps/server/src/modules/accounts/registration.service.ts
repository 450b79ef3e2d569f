import {
  ACCOUNT_LIMITS,
  JOB_TITLES,
  type Lang,
  type Option,
  type Register,
  type RegisterResult,
  translate,
  webPaths,
} from '@sc/contract';
import type { AppContext } from '../../context.js';
import { isUniqueViolation } from '../../db/isUniqueViolation.js';
import { AppError } from '../../http/AppError.js';
import { assertNotBlocked } from '../../http/rateLimits.js';
import { hashPassword } from '../../platform/passwords.js';
import { newPublicCode } from '../../platform/secrets.js';
import { attributeSignUp } from '../affiliate/attribution.service.js';
import { grantTrial } from '../service/service.service.js';
import { consumeCaptcha } from './captcha.service.js';
import { createVerificationLink } from './emailVerification.service.js';
import { assertPasswordNotCommon } from './password.service.js';
import { findUserByEmail, insertSupplierWithAdmin, type UserRow } from './users.repository.js';

/** The role every new supplier company's first user gets. */
export const SUPPLIER_ADMIN_ROLE = 'owner';

/**
 * Sign-up: captcha, at most 5 an hour per address, then a new supplier company and its admin user
 * with the free trial, and a welcome mail with the email confirmation link (the trial's contacts
 * can be spent once it is opened). A registered email gets the very same answer and creates
 * nothing; its owner is mailed instead, so sign-up never tells a stranger who has an account.
 */
export async function registerSupplier(
  ctx: AppContext,
  input: Register,
  meta: { lang: Lang; ip: string },
): Promise<RegisterResult> {
  await assertNotBlocked([[ctx.limits.signupPerIp, meta.ip]]);
  assertPasswordNotCommon(input.password, 'password');
  if (!(await consumeCaptcha(ctx, input.randomStr, input.code))) {
    throw new AppError('CAPTCHA_INVALID', { fields: { code: 'error.CAPTCHA_INVALID' } });
  }
  await ctx.limits.signupPerIp.hit(meta.ip);
  const email = input.email.toLowerCase();
  const answer: RegisterResult = { email };
  // Hashed either way, so a registered email does not answer faster.
  const passwordHash = await hashPassword(input.password);
  const existing = await findUserByEmail(ctx.db, email);
  if (existing) {
    await noticeOwnerOfSignUpAttempt(ctx, existing, meta.lang);
    return answer;
  }
  let created: { userId: number; supplierId: number };
  try {
    created = await insertSupplierWithAdmin(
      ctx.db,
      {
        companyName: input.companyName,
        country: input.country,
        email,
        realName: input.name,
        jobTitle: input.jobTitle,
        title: input.title,
        passwordHash,
        adminCode: newPublicCode(),
        roleCode: SUPPLIER_ADMIN_ROLE,
        lang: meta.lang,
      },
      (tx, supplierId) => grantTrial(tx, supplierId, ctx.config.trial, ctx.clock.now()),
    );
  } catch (error) {
    // Two sign-ups with one email at the same moment: the unique index decides, the other is told alike.
    if (!isUniqueViolation(error)) throw error;
    const winner = await findUserByEmail(ctx.db, email);
    if (winner) await noticeOwnerOfSignUpAttempt(ctx, winner, meta.lang);
    return answer;
  }
  ctx.log.info({ userId: created.userId, supplierId: created.supplierId }, 'supplier registered');
  // The company exists whatever becomes of its invitation: a failure here never changes the answer.
  await attributeSignUp(ctx, {
    supplierId: created.supplierId,
    email,
    ip: meta.ip,
    inviteCode: input.inviteCode,
    inviteVisitor: input.inviteVisitor,
  }).catch((error: unknown) => ctx.log.error({ err: error }, 'invitation attribution failed'));
  const link = await createVerificationLink(ctx, created.userId);
  await ctx.mailer.send({
    to: email,
    subject: translate(meta.lang, 'mail.welcomeSubject'),
    text: translate(meta.lang, 'mail.welcomeBody', {
      name: input.name,
      company: input.companyName,
      link,
      hours: ACCOUNT_LIMITS.verifyLinkTtlHours,
    }),
  });
  return answer;
}

/** "Someone tried to sign up with your email": at most 3 an hour per email, more are dropped silently. */
async function noticeOwnerOfSignUpAttempt(ctx: AppContext, owner: UserRow, lang: Lang): Promise<void> {
  ctx.log.info({ userId: owner.id }, 'sign-up with a registered email: owner notified');
  if ((await ctx.limits.signupNoticePerEmail.blockedFor(owner.email)) > 0) return;
  await ctx.limits.signupNoticePerEmail.hit(owner.email);
  await ctx.mailer.send({
    to: owner.email,
    subject: translate(lang, 'mail.signupExistingSubject'),
    text: translate(lang, 'mail.signupExistingBody', {
      name: owner.realName,
      login: `${ctx.config.publicUrl}${webPaths.login}`,
      reset: `${ctx.config.publicUrl}${webPaths.resetPassword}`,
    }),
  });
}

/** Job title options for the sign-up form, labelled in the caller's language. */
export function listJobTitles(lang: Lang): Option[] {
  return JOB_TITLES.map((value) => ({ value, label: translate(lang, `jobTitle.${value}`) }));
}
