import {
  type InvitationInfo,
  type Lang,
  type NewOperator,
  OPERATOR_LIMITS,
  OPERATOR_SET_PASSWORD_PATH,
  type Operator,
  type OperatorLinkSent,
  type PasswordSet,
  type ResetPassword,
  type StaffRole,
  translate,
} from '@sc/contract';
import type { AppContext } from '../../context.js';
import { inTransaction } from '../../db/inTransaction.js';
import { isUniqueViolation } from '../../db/isUniqueViolation.js';
import { AppError } from '../../http/AppError.js';
import type { StaffCaller } from '../../http/caller.js';
import { newPublicCode } from '../../platform/secrets.js';
import {
  findPasswordLinkUser,
  hasUsablePassword,
  issuePasswordLink,
  setPasswordWithLink,
  unusablePasswordHash,
} from '../accounts/passwordLinks.service.js';
import { recordAudit } from '../audit/audit.service.js';
import { getOperator } from './operatorDirectory.service.js';
import {
  findOperatorRow,
  findRoleOfOperator,
  findStaffRoleId,
  findUserRowByEmail,
  insertOperatorRow,
} from './operators.repository.js';

const DAY_MS = 86_400_000;

interface LinkMail {
  to: string;
  name: string;
  inviter: string;
  role: StaffRole | null;
  lang: Lang;
  token: string;
}

/**
 * Queues the set-password mail after the current turn, so the transaction that made the link has
 * committed before the outbox row is written (the mailer writes outside it).
 */
function queueLinkMail(ctx: AppContext, mail: LinkMail) {
  const { mailer } = ctx;
  const link = `${ctx.config.publicUrl}${OPERATOR_SET_PASSWORD_PATH}?token=${encodeURIComponent(mail.token)}`;
  ctx.background.run('operator set-password mail', () =>
    mailer.send({
      to: mail.to,
      subject: translate(mail.lang, 'mail.operatorInviteSubject'),
      text: translate(mail.lang, 'mail.operatorInviteBody', {
        name: mail.name,
        inviter: mail.inviter,
        role: mail.role ? translate(mail.lang, `role.${mail.role}`) : '',
        days: OPERATOR_LIMITS.linkDays,
        email: mail.to,
        link,
      }),
      secrets: [link],
    }),
  );
}

const linkExpiry = (ctx: AppContext) =>
  new Date(ctx.clock.now().getTime() + OPERATOR_LIMITS.linkDays * DAY_MS);
/** The stored language of a mail language (the web says zh, the database ch). */
const storedLang = (lang: NewOperator['lang'], fallback: Lang): Lang =>
  lang === undefined ? fallback : lang === 'zh' ? 'ch' : lang;

/**
 * Opens an operator account with a console role: no usable password yet, two-factor sign-in
 * required; a set-password link (7 days, once) is mailed in `input.lang` or the caller's language.
 * Audited in the same transaction. OPERATOR_EMAIL_TAKEN when any account has the email.
 */
export async function createOperator(
  ctx: AppContext,
  caller: StaffCaller,
  input: NewOperator,
  meta: { ip: string; lang: Lang },
): Promise<Operator> {
  const emailTaken = () =>
    new AppError('OPERATOR_EMAIL_TAKEN', { fields: { email: 'error.OPERATOR_EMAIL_TAKEN' } });
  if (await findUserRowByEmail(ctx.db, input.email)) throw emailTaken();
  const lang = storedLang(input.lang, meta.lang);
  let made: { userId: number; token: string };
  try {
    made = await inTransaction(ctx.db, async (tx) => {
      const roleId = await findStaffRoleId(tx, input.role);
      if (!roleId)
        throw new AppError('OPERATOR_ROLE_INVALID', { fields: { role: 'error.OPERATOR_ROLE_INVALID' } });
      const userId = await insertOperatorRow(tx, {
        email: input.email,
        realName: input.realName,
        adminCode: newPublicCode(),
        passwordHash: unusablePasswordHash(),
        lang,
        invitedBy: caller.userId,
        roleId,
      });
      const token = await issuePasswordLink(tx, userId, linkExpiry(ctx));
      await recordAudit(tx, {
        actor: caller,
        action: 'operator.created',
        targetType: 'operator',
        targetId: userId,
        details: { email: input.email, name: input.realName, role: input.role },
        ip: meta.ip,
      });
      return { userId, token };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
  queueLinkMail(ctx, {
    to: input.email,
    name: input.realName,
    inviter: caller.realName,
    role: input.role,
    lang,
    token: made.token,
  });
  ctx.log.info({ userId: made.userId, by: caller.userId }, 'operator created');
  return getOperator(ctx, made.userId);
}

/** Mails a new set-password link to an operator without a password (earlier links stop working); audited. */
export async function resendOperatorLink(
  ctx: AppContext,
  caller: StaffCaller,
  userId: number,
  ip: string,
): Promise<OperatorLinkSent> {
  const expiresAt = linkExpiry(ctx);
  const sent = await inTransaction(ctx.db, async (tx) => {
    const row = await findOperatorRow(tx, userId);
    if (!row) throw new AppError('RECORD_NOT_FOUND');
    if (hasUsablePassword(row.passwordHash)) throw new AppError('OPERATOR_PASSWORD_SET');
    const token = await issuePasswordLink(tx, row.id, expiresAt);
    await recordAudit(tx, {
      actor: caller,
      action: 'operator.linkResent',
      targetType: 'operator',
      targetId: row.id,
      details: { email: row.email },
      ip,
    });
    return { row, token, role: await findRoleOfOperator(tx, row.id) };
  });
  queueLinkMail(ctx, {
    to: sent.row.email,
    name: sent.row.realName,
    inviter: caller.realName,
    role: sent.role,
    lang: sent.row.lang,
    token: sent.token,
  });
  return { email: sent.row.email, expiresAt: expiresAt.toISOString() };
}

/** Whom a working set-password link of an operator is for (the page greets them); uses nothing. */
export async function getOperatorPasswordLink(ctx: AppContext, token: string): Promise<InvitationInfo> {
  const user = await findPasswordLinkUser(ctx, token);
  if (user?.kind !== 'staff') throw new AppError('INVITATION_LINK_INVALID');
  return { email: user.email, realName: user.realName, expiresAt: user.expiresAt.toISOString() };
}

/** A new operator chooses a password with the mailed link (once, within 7 days); then signs in. */
export async function setOperatorPassword(ctx: AppContext, input: ResetPassword): Promise<PasswordSet> {
  const user = await findPasswordLinkUser(ctx, input.token);
  if (user?.kind !== 'staff') throw new AppError('INVITATION_LINK_INVALID');
  const { email } = await setPasswordWithLink(ctx, input);
  return { email };
}
