import { type ActivationSource, AFFILIATE_LIMITS, type InvitationState } from '@sc/contract';
import type { Database } from '../../db/client.js';
import {
  countActivations,
  findInvitationOfInvited,
  lockInviter,
  updateInvitation,
} from './affiliate.repository.js';
import { utcDayOf } from './inviteRules.js';

/**
 * The invited company's first successful payment, or its verified business licence, activates its
 * invitation (once, from joined), inside the caller's transaction: the reward is then held. More than
 * AFFILIATE_LIMITS.activationsPerDay activations of one inviter in a UTC day go to review instead.
 * Returns the new state, or null when there was nothing to activate.
 */
export async function activateInvitation(
  tx: Database,
  invitedSupplierId: number,
  by: ActivationSource,
  now: Date,
  options: { orderId?: number } = {},
): Promise<InvitationState | null> {
  const invitation = await findInvitationOfInvited(tx, invitedSupplierId, { lock: true });
  if (invitation?.state !== 'joined') return null;
  // One inviter's activations are counted one at a time, so two at once cannot both pass the cap.
  await lockInviter(tx, invitation.inviterId);
  const earlier = await countActivations(tx, invitation.inviterId, utcDayOf(now));
  const isFlagged = earlier >= AFFILIATE_LIMITS.activationsPerDay;
  const updated = await updateInvitation(tx, invitation.id, {
    state: isFlagged ? 'review' : 'activated',
    activatedAt: now,
    activatedBy: by,
    activatedOrderId: by === 'payment' ? (options.orderId ?? null) : null,
    heldSince: isFlagged ? null : now,
  });
  return updated.state;
}

/**
 * A refund of the payment that activated an invitation, before its reward was granted, reverses the
 * invitation (inside the refund's transaction); nothing is granted for it.
 */
export async function reverseInvitationOnRefund(
  tx: Database,
  invitedSupplierId: number,
  orderId: number,
  now: Date,
): Promise<boolean> {
  const invitation = await findInvitationOfInvited(tx, invitedSupplierId, { lock: true });
  if (!invitation || invitation.activatedOrderId !== orderId) return false;
  if (invitation.state !== 'activated' && invitation.state !== 'review') return false;
  await updateInvitation(tx, invitation.id, { state: 'reversed', reason: 'refunded', reversedAt: now });
  return true;
}
