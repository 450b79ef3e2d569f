import {
  BUYER_LIMITS,
  type InvitationInfo,
  type InvitationLang,
  type InvitationSent,
  type Lang,
  type NewBuyerAccount,
  type PasswordSet,
  type SetBuyerPassword,
  translate,
  webPaths,
} from '@sc/contract';
import type { AppContext } from '../../context.js';
import { inTransaction } from '../../db/inTransaction.js';
import { isUniqueViolation } from '../../db/isUniqueViolation.js';
import { AppError } from '../../http/AppError.js';
import type { Mailer } from '../../platform/mail/mailer.js';
import { newPublicCode } from '../../platform/secrets.js';
import {
  findPasswordLinkUser,
  hasUsablePassword,
  issuePasswordLink,
  setPasswordWithLink,
  unusablePasswordHash,
} from '../accounts/passwordLinks.service.js';
import { findBuyerLogin, insertBuyerAccount, isEmailUsed } from './buyerAccounts.repository.js';

const DAY_MS = 86_400_000;

/** The stored language of an invitation language (the web says zh, the database ch). */
export function storedLang(lang: InvitationLang): Lang {
  return lang === 'zh' ? 'ch' : lang;
}

/** The words the pool's keyword search looks in, as the seed writes them: name, company, brands. */
export function buyerSearchText(parts: {
  realName: string;
  companyName: string;
  interestedBrands: string[];
}) {
  return [parts.realName, parts.companyName, ...parts.interestedBrands].join(' ').toLowerCase();
}

interface Invitation {
  to: string;
  name: string;
  company: string;
  lang: Lang;
  token: string;
}

async function mailInvitation(mailer: Mailer, publicUrl: string, invitation: Invitation) {
  const link = `${publicUrl}${webPaths.buyerSetPassword}?token=${encodeURIComponent(invitation.token)}`;
  await mailer.send({
    to: invitation.to,
    subject: translate(invitation.lang, 'mail.buyerInviteSubject'),
    text: translate(invitation.lang, 'mail.buyerInviteBody', {
      name: invitation.name,
      company: invitation.company,
      email: invitation.to,
      days: BUYER_LIMITS.invitationDays,
      link,
    }),
    secrets: [link],
  });
}

/**
 * Queued after the current turn, so a caller's transaction commits before the outbox row is
 * written (PGlite has one connection, and the mailer writes outside the caller's transaction).
 */
function queueInvitation(ctx: AppContext, invitation: Invitation) {
  const { mailer } = ctx;
  const { publicUrl } = ctx.config;
  ctx.background.run('buyer invitation mail', () => mailInvitation(mailer, publicUrl, invitation));
}

/**
 * Creates a buyer account made by the platform team (the console's "New buyer", the buyers'
 * import): the login (kind buyer, no usable password) and the profile, searchable in the pool at
 * once; then queues the invitation mail, in `input.lang` or else `lang`, with a link to set the
 * password (single use, valid 7 days by ctx.clock). Works when ctx.db is a transaction (the rows
 * are written in a savepoint of it; the mail goes once the current turn is over). An email any
 * account uses already is BUYER_EMAIL_TAKEN (a field error on `email`).
 */
export async function createBuyerAccount(
  ctx: AppContext,
  input: NewBuyerAccount,
  lang: Lang,
): Promise<{ buyerId: number; userId: number }> {
  const emailTaken = () =>
    new AppError('BUYER_EMAIL_TAKEN', { fields: { email: 'error.BUYER_EMAIL_TAKEN' } });
  if (await isEmailUsed(ctx.db, input.email)) throw emailTaken();
  const now = ctx.clock.now();
  const mailLang = input.lang ? storedLang(input.lang) : lang;
  const interestedBrands = input.interestedBrands ?? [];
  let token = '';
  let ids: { buyerId: number; userId: number };
  try {
    ids = await inTransaction(ctx.db, async (tx) => {
      const made = await insertBuyerAccount(tx, {
        email: input.email,
        realName: input.realName,
        jobTitle: input.jobTitle ?? 'other',
        title: input.title ?? 'mr',
        country: input.country,
        lang: mailLang,
        adminCode: newPublicCode(),
        passwordHash: unusablePasswordHash(),
        companyName: input.companyName,
        city: input.city ?? null,
        mainCategory: input.mainCategory,
        interestedBrands,
        searchText: buyerSearchText({ ...input, interestedBrands }),
        joinedAt: now,
      });
      token = await issuePasswordLink(
        tx,
        made.userId,
        new Date(now.getTime() + BUYER_LIMITS.invitationDays * DAY_MS),
      );
      return made;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
  queueInvitation(ctx, {
    to: input.email.toLowerCase(),
    name: input.realName,
    company: input.companyName,
    lang: mailLang,
    token,
  });
  ctx.log.info({ buyerId: ids.buyerId, userId: ids.userId }, 'buyer account created');
  return ids;
}

/**
 * Mails a buyer who has not set a password yet a new invitation link (the earlier ones stop
 * working). BUYER_PASSWORD_SET once they have chosen one. Works inside a transaction.
 */
export async function resendBuyerInvitation(ctx: AppContext, buyerId: number): Promise<InvitationSent> {
  const login = await findBuyerLogin(ctx.db, buyerId);
  if (!login) throw new AppError('RECORD_NOT_FOUND');
  if (hasUsablePassword(login.passwordHash)) throw new AppError('BUYER_PASSWORD_SET');
  const expiresAt = new Date(ctx.clock.now().getTime() + BUYER_LIMITS.invitationDays * DAY_MS);
  const token = await issuePasswordLink(ctx.db, login.userId, expiresAt);
  queueInvitation(ctx, {
    to: login.email,
    name: login.realName,
    company: login.companyName,
    lang: login.lang,
    token,
  });
  return { email: login.email, expiresAt: expiresAt.toISOString() };
}

/** Whom a working invitation link is for (the set-password page greets them); uses nothing. */
export async function getInvitation(ctx: AppContext, token: string): Promise<InvitationInfo> {
  const user = await findPasswordLinkUser(ctx, token);
  if (user?.kind !== 'buyer') throw new AppError('INVITATION_LINK_INVALID');
  return { email: user.email, realName: user.realName, expiresAt: user.expiresAt.toISOString() };
}

/** An invited buyer chooses a password with the mailed link (once, within 7 days); then signs in. */
export async function setBuyerPassword(ctx: AppContext, input: SetBuyerPassword): Promise<PasswordSet> {
  const user = await findPasswordLinkUser(ctx, input.token);
  if (user?.kind !== 'buyer') throw new AppError('INVITATION_LINK_INVALID');
  const { email } = await setPasswordWithLink(ctx, input);
  return { email };
}
