import {
  type InvitationId,
  type InviteUser,
  type Lang,
  TEAM_LIMITS,
  type TeamInvitation,
  translate,
  webPaths,
} from '@sc/contract';
import type { AppContext } from '../../context.js';
import type { Database } from '../../db/client.js';
import { inTransaction } from '../../db/inTransaction.js';
import { isUniqueViolation } from '../../db/isUniqueViolation.js';
import { AppError } from '../../http/AppError.js';
import { hashSecret, newSecret } from '../../platform/secrets.js';
import { recordAudit } from '../audit/audit.service.js';
import { loadAssignableRole } from '../roles/roleGrants.service.js';
import { isInvitationExpired } from './invitationExpiry.js';
import {
  findInvitation,
  findPendingInvitationFor,
  type InvitationRow,
  insertInvitation,
  renewInvitationToken,
  revokeInvitation as revokeInvitationRow,
} from './invitations.repository.js';
import { assertSeatFree } from './seats.service.js';
import { toTeamInvitationDto } from './team.presenter.js';
import { isEmailUsed, lockCompany, type RoleRef } from './team.repository.js';
import type { TeamActor } from './teamUsers.service.js';

const DAY_MS = 86_400_000;

const invitationExpiry = (now: Date) => new Date(now.getTime() + TEAM_LIMITS.invitationDays * DAY_MS);

/** An address that has an account already: each person signs in with their own email. */
const inviteeHasAccount = () =>
  new AppError('EMAIL_TAKEN', { fields: { email: 'error.INVITEE_HAS_ACCOUNT' } });

/** A role's name in a language: built-in roles by their catalog name, custom ones by their own. */
function roleName(role: RoleRef, lang: Lang): string {
  return role.builtIn || !role.name ? translate(lang, `role.${role.code}`) : role.name;
}

/** Mails the invitation link (the token travels only in the mail, never in the outbox table). */
async function mailInvitation(
  ctx: AppContext,
  mail: { to: string; token: string; inviter: string; company: string; role: RoleRef; lang: Lang },
) {
  const link = `${ctx.config.publicUrl}${webPaths.acceptInvitation}?token=${encodeURIComponent(mail.token)}`;
  await ctx.mailer.send({
    to: mail.to,
    subject: translate(mail.lang, 'mail.teamInviteSubject', { inviter: mail.inviter, company: mail.company }),
    text: translate(mail.lang, 'mail.teamInviteBody', {
      inviter: mail.inviter,
      company: mail.company,
      role: roleName(mail.role, mail.lang),
      days: TEAM_LIMITS.invitationDays,
      email: mail.to,
      link,
    }),
    secrets: [link],
  });
}

async function loadInvitation(db: Database, supplierId: number, id: number): Promise<InvitationRow> {
  const invitation = await findInvitation(db, supplierId, id);
  if (!invitation) throw new AppError('RECORD_NOT_FOUND');
  return invitation;
}

/**
 * Invites a colleague by email with a role the caller may assign: refused when any account uses the
 * email (EMAIL_TAKEN), when the company has an open invitation for it (INVITATION_OPEN; an expired
 * one is withdrawn and replaced), or when every seat is used (SEATS_FULL). Stored with the link's
 * hash and audited in one transaction; the link (single use, 7 days) is mailed in `lang`.
 */
export async function inviteUser(
  ctx: AppContext,
  { caller, ip }: TeamActor,
  input: InviteUser,
  lang: Lang,
): Promise<TeamInvitation> {
  const now = ctx.clock.now();
  const email = input.email.toLowerCase();
  const token = newSecret();
  const { invitationId, company, role } = await inTransaction(ctx.db, async (tx) => {
    const company = await lockCompany(tx, caller.supplierId);
    if (!company) throw new AppError('RECORD_NOT_FOUND');
    const role = await loadAssignableRole(tx, caller, input.roleId);
    if (await isEmailUsed(tx, email)) throw inviteeHasAccount();
    const pending = await findPendingInvitationFor(tx, caller.supplierId, email);
    if (pending && !isInvitationExpired(pending, now))
      throw new AppError('INVITATION_OPEN', { fields: { email: 'error.INVITATION_OPEN' } });
    if (pending) await revokeInvitationRow(tx, pending.id, now);
    await assertSeatFree(tx, caller.supplierId, now);
    const expiresAt = invitationExpiry(now);
    const invitationId = await insertInvitation(tx, {
      supplierId: caller.supplierId,
      email,
      roleId: role.id,
      invitedBy: caller.userId,
      tokenHash: hashSecret(token),
      createdAt: now,
      expiresAt,
    });
    await recordAudit(tx, {
      actor: caller,
      action: 'user.invited',
      targetType: 'invitation',
      targetId: invitationId,
      details: {
        email,
        role: { id: role.id, code: role.code, name: role.name },
        expiresAt: expiresAt.toISOString(),
      },
      supplierId: caller.supplierId,
      ip,
    });
    return { invitationId, company, role };
  }).catch((error: unknown) => {
    // Two invitations of one address at once: the open-invitation index decides.
    if (isUniqueViolation(error))
      throw new AppError('INVITATION_OPEN', { fields: { email: 'error.INVITATION_OPEN' } });
    throw error;
  });
  await mailInvitation(ctx, {
    to: email,
    token,
    inviter: caller.realName,
    company: company.name,
    role: { id: role.id, code: role.code, name: role.name, builtIn: role.builtIn },
    lang,
  });
  ctx.log.info({ supplierId: caller.supplierId, invitationId }, 'colleague invited');
  return toTeamInvitationDto(await loadInvitation(ctx.db, caller.supplierId, invitationId), now);
}

/**
 * Mails a pending invitation a new link valid 7 days from now; the old link stops working. An
 * expired invitation takes a seat again (SEATS_FULL when none is free). Audited.
 */
export async function resendInvitation(
  ctx: AppContext,
  { caller, ip }: TeamActor,
  input: InvitationId,
  lang: Lang,
): Promise<TeamInvitation> {
  const now = ctx.clock.now();
  const token = newSecret();
  const { invitation, company } = await inTransaction(ctx.db, async (tx) => {
    const company = await lockCompany(tx, caller.supplierId);
    if (!company) throw new AppError('RECORD_NOT_FOUND');
    const invitation = await loadInvitation(tx, caller.supplierId, input.invitationId);
    if (invitation.acceptedAt || invitation.revokedAt) throw new AppError('INVITATION_CLOSED');
    if (await isEmailUsed(tx, invitation.email)) throw inviteeHasAccount();
    if (isInvitationExpired(invitation, now)) await assertSeatFree(tx, caller.supplierId, now);
    const expiresAt = invitationExpiry(now);
    await renewInvitationToken(tx, invitation.id, {
      tokenHash: hashSecret(token),
      createdAt: now,
      expiresAt,
    });
    await recordAudit(tx, {
      actor: caller,
      action: 'user.invitationResent',
      targetType: 'invitation',
      targetId: invitation.id,
      details: {
        email: invitation.email,
        previousExpiresAt: invitation.expiresAt.toISOString(),
        expiresAt: expiresAt.toISOString(),
      },
      supplierId: caller.supplierId,
      ip,
    });
    return { invitation, company };
  });
  await mailInvitation(ctx, {
    to: invitation.email,
    token,
    inviter: caller.realName,
    company: company.name,
    role: invitation.role,
    lang,
  });
  return toTeamInvitationDto(await loadInvitation(ctx.db, caller.supplierId, invitation.id), now);
}

/** Withdraws a pending invitation: its link stops working and its seat is free again. Audited. */
export async function revokeInvitation(
  ctx: AppContext,
  { caller, ip }: TeamActor,
  input: InvitationId,
): Promise<null> {
  const now = ctx.clock.now();
  await inTransaction(ctx.db, async (tx) => {
    if (!(await lockCompany(tx, caller.supplierId))) throw new AppError('RECORD_NOT_FOUND');
    const invitation = await loadInvitation(tx, caller.supplierId, input.invitationId);
    if (!(await revokeInvitationRow(tx, invitation.id, now))) throw new AppError('INVITATION_CLOSED');
    await recordAudit(tx, {
      actor: caller,
      action: 'user.invitationRevoked',
      targetType: 'invitation',
      targetId: invitation.id,
      details: { email: invitation.email },
      supplierId: caller.supplierId,
      ip,
    });
  });
  return null;
}
