import type { AcceptInvitation, InvitationDetails, Lang, LoginTokenResult } from '@sc/contract';
import type { AppContext } from '../../context.js';
import type { Database } from '../../db/client.js';
import { inTransaction } from '../../db/inTransaction.js';
import { isUniqueViolation } from '../../db/isUniqueViolation.js';
import { AppError } from '../../http/AppError.js';
import { hashPassword } from '../../platform/passwords.js';
import { hashSecret, newPublicCode } from '../../platform/secrets.js';
import { companySuspendedError } from '../accounts/companySuspension.js';
import { assertPasswordNotCommon } from '../accounts/password.service.js';
import { openSession } from '../accounts/session.service.js';
import { recordAudit } from '../audit/audit.service.js';
import { isInvitationExpired } from './invitationExpiry.js';
import { findInvitationByTokenHash, markInvitationAccepted } from './invitations.repository.js';
import { insertInvitedUser, isEmailUsed, lockCompany, replaceUserRole } from './team.repository.js';

// The invited colleague's side: what the link shows, and joining with it (public calls).

/** The invitation behind a link while it works (pending, unexpired), else TEAM_INVITATION_INVALID. */
async function loadWorkingInvitation(db: Database, token: string, now: Date) {
  const invitation = await findInvitationByTokenHash(db, hashSecret(token));
  if (!invitation || invitation.acceptedAt || invitation.revokedAt || isInvitationExpired(invitation, now))
    throw new AppError('TEAM_INVITATION_INVALID');
  return invitation;
}

/** What the accept page shows for a working link (company, inviter, email, role); uses nothing. */
export async function getInvitationDetails(ctx: AppContext, token: string): Promise<InvitationDetails> {
  const invitation = await loadWorkingInvitation(ctx.db, token, ctx.clock.now());
  return {
    companyName: invitation.companyName,
    inviterName: invitation.invitedBy,
    email: invitation.email,
    role: invitation.role,
    expiresAt: invitation.expiresAt.toISOString(),
  };
}

/**
 * The invitee joins with a working link (once, within 7 days): a user of the company with the
 * invitation's role, the email counted as confirmed, the invitation accepted, audited, in one
 * transaction; then signed in. TEAM_INVITATION_INVALID for a used, withdrawn or expired link;
 * EMAIL_TAKEN when the address got an account meanwhile.
 */
export async function acceptInvitation(
  ctx: AppContext,
  input: AcceptInvitation,
  meta: { ip: string; userAgent: string | null; lang: Lang },
): Promise<LoginTokenResult> {
  assertPasswordNotCommon(input.password, 'password');
  const passwordHash = await hashPassword(input.password);
  const now = ctx.clock.now();
  const user = await inTransaction(ctx.db, async (tx) => {
    const found = await loadWorkingInvitation(tx, input.token, now);
    const company = await lockCompany(tx, found.supplierId);
    if (!company) throw new AppError('TEAM_INVITATION_INVALID');
    // Read again under the company's lock: a racing accept of the same link has committed by now.
    const invitation = await loadWorkingInvitation(tx, input.token, now);
    if (company.suspendedAt) throw companySuspendedError(company.suspendReason);
    if (await isEmailUsed(tx, invitation.email)) throw new AppError('EMAIL_TAKEN');
    const created = await insertInvitedUser(tx, {
      kind: 'supplier',
      supplierId: invitation.supplierId,
      adminCode: newPublicCode(),
      email: invitation.email.toLowerCase(),
      realName: input.name,
      jobTitle: input.jobTitle,
      title: input.title,
      country: company.country,
      passwordHash,
      emailVerifiedAt: now,
      lang: meta.lang,
      invitedBy: invitation.invitedById,
    });
    await replaceUserRole(tx, created.id, invitation.roleId);
    if (!(await markInvitationAccepted(tx, invitation.id, created.id, now)))
      throw new AppError('TEAM_INVITATION_INVALID');
    await recordAudit(tx, {
      actor: { userId: created.id, realName: created.realName },
      action: 'user.joined',
      targetType: 'user',
      targetId: created.id,
      details: {
        name: created.realName,
        email: created.email,
        invitationId: invitation.id,
        invitedBy: invitation.invitedBy,
        role: { id: invitation.role.id, code: invitation.role.code, name: invitation.role.name },
      },
      supplierId: invitation.supplierId,
      ip: meta.ip,
    });
    return created;
  }).catch((error: unknown) => {
    // The address got an account in the very same moment: the unique email index decides.
    if (isUniqueViolation(error)) throw new AppError('EMAIL_TAKEN');
    throw error;
  });
  ctx.log.info({ userId: user.id, supplierId: user.supplierId }, 'invited colleague joined');
  return openSession(ctx, user, { ip: meta.ip, userAgent: meta.userAgent });
}
