import type { ConsoleReferral, Invitation } from '@sc/contract';
import type { ConsoleInvitationRow, InvitationRow } from './affiliate.repository.js';
import { maskEmail } from './inviteRules.js';

const iso = (at: Date | null) => at?.toISOString() ?? null;

/** When a held reward is released: holdDays after its hold began. */
export function holdUntilOf(row: InvitationRow, holdDays: number): Date | null {
  if (!row.heldSince || row.state === 'review') return null;
  return new Date(row.heldSince.getTime() + holdDays * 86_400_000);
}

/** An invitation as its inviter sees it: the email masked, nothing about the invited company. */
export function toInvitationDto(row: InvitationRow, holdDays: number): Invitation {
  return {
    id: row.id,
    state: row.state,
    reason: row.reason,
    email: row.displayEmail ? maskEmail(row.displayEmail) : null,
    name: row.name,
    viaLink: row.visitorKey !== null && row.displayEmail === null,
    createdAt: row.createdAt.toISOString(),
    joinedAt: iso(row.joinedAt),
    activatedAt: iso(row.activatedAt),
    activatedBy: row.activatedBy,
    holdUntil: iso(holdUntilOf(row, holdDays)),
    rewardedAt: iso(row.rewardedAt),
    reversedAt: iso(row.reversedAt),
    rewardDays: row.state === 'rewarded' ? row.rewardDays : null,
  };
}

/** An invitation as the platform team sees it. */
export function toConsoleReferralDto(row: ConsoleInvitationRow, holdDays: number): ConsoleReferral {
  const { invitation } = row;
  return {
    id: invitation.id,
    state: invitation.state,
    reason: invitation.reason,
    inviterId: invitation.inviterId,
    inviterCompany: row.inviterCompany,
    invitedId: invitation.invitedSupplierId,
    invitedCompany: row.invitedCompany,
    email: invitation.displayEmail,
    signupIp: invitation.signupIp,
    joinedAt: iso(invitation.joinedAt),
    activatedAt: iso(invitation.activatedAt),
    activatedBy: invitation.activatedBy,
    holdUntil: iso(holdUntilOf(invitation, holdDays)),
    rewardedAt: iso(invitation.rewardedAt),
    activationsThatDay: row.activationsThatDay ?? 0,
    reviewNote: invitation.reviewNote,
  };
}
