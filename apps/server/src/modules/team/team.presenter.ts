import type { OwnershipTransfer, TeamInvitation, TeamUser } from '@sc/contract';
import type { InvitationRow } from './invitations.repository.js';
import type { CompanyUserRow } from './team.repository.js';
import type { TransferRow } from './transfers.repository.js';

/** A user of my company as the users page shows it. */
export function toTeamUserDto(row: CompanyUserRow, callerId: number): TeamUser {
  return {
    id: row.id,
    realName: row.realName,
    email: row.email,
    role: row.role,
    isOwner: row.isOwner,
    isMe: row.id === callerId,
    managesTeam: row.managesTeam,
    status: row.status,
    lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
    invitedBy: row.invitedBy,
    joinedAt: row.createdAt.toISOString(),
    disabledAt: row.status === 'disabled' ? (row.disabledAt?.toISOString() ?? null) : null,
    disabledBy: row.status === 'disabled' ? row.disabledBy : null,
  };
}

/** A pending invitation; `now` decides whether it has expired. */
export function toTeamInvitationDto(row: InvitationRow, now: Date): TeamInvitation {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    invitedBy: row.invitedBy,
    sentAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    isExpired: row.expiresAt.getTime() <= now.getTime(),
  };
}

export function toTransferDto(row: TransferRow): OwnershipTransfer {
  return {
    id: row.id,
    fromUserId: row.fromUserId,
    fromName: row.fromName,
    toUserId: row.toUserId,
    toName: row.toName,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
  };
}
