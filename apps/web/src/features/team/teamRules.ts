import type { OwnershipTransfer, SeatUsage, TeamRole, TeamUser } from '@sc/contract';

/** A role's name: built-in roles by their catalog name (`role.<code>`), custom roles by their own name. */
export function roleLabel(role: TeamRole | null, translate: (key: string) => string): string {
  if (!role) return '—';
  return role.builtIn || !role.name ? translate(`role.${role.code}`) : role.name;
}

const HINTED_ROLES: readonly string[] = ['manager', 'sales', 'content', 'finance'];

/** The catalog key of a built-in role's one-line description (`team.roleHint.<code>`), if it has one. */
export function roleHintKey(role: TeamRole | undefined): string | null {
  return role?.builtIn && HINTED_ROLES.includes(role.code) ? `team.roleHint.${role.code}` : null;
}

/** What the users page offers on a user's row. */
export type UserActions = {
  canChangeRole: boolean;
  canDisable: boolean;
  canEnable: boolean;
  /** The owner may propose an active colleague who manages the team (none while a transfer waits). */
  canProposeOwner: boolean;
};

/**
 * The actions on a row, by the server's rules: nobody changes their own role or disables
 * themselves, the owner is never changed here, ownership goes by a transfer the owner proposes.
 */
export function userActionsFor(
  user: TeamUser,
  viewer: { isOwner: boolean; hasOpenTransfer: boolean },
): UserActions {
  const isChangeable = !user.isMe && !user.isOwner;
  return {
    canChangeRole: isChangeable,
    canDisable: isChangeable && user.status === 'active',
    canEnable: isChangeable && user.status === 'disabled',
    canProposeOwner:
      viewer.isOwner &&
      !viewer.hasOpenTransfer &&
      isChangeable &&
      user.status === 'active' &&
      user.managesTeam,
  };
}

/** Seats left and whether another invitation fits. */
export function seatsLeft(seats: SeatUsage): { left: number; isFull: boolean } {
  const left = Math.max(0, seats.limit - seats.used);
  return { left, isFull: left === 0 };
}

/** How the open transfer concerns me: mine to answer, mine waiting for an answer, or someone else's. */
export function transferRole(transfer: OwnershipTransfer, myUserId: number): 'toMe' | 'fromMe' | 'others' {
  if (transfer.toUserId === myUserId) return 'toMe';
  if (transfer.fromUserId === myUserId) return 'fromMe';
  return 'others';
}
