import type { AppContext } from '../../context.js';
import { inTransaction } from '../../db/inTransaction.js';
import { grantService } from '../service/service.service.js';
import { findDueRewardIds, findInvitation, updateInvitation } from './affiliate.repository.js';

const BATCH = 200;

/**
 * Grants the rewards whose hold has ended: one service extension per invitation, as a ledger entry
 * of the inviter, exactly once (the invitation is locked and its state checked in the grant's
 * transaction). Returns how many were granted.
 */
export async function releaseRewards(ctx: AppContext): Promise<number> {
  const { days, contacts, holdDays } = ctx.config.referralReward;
  let granted = 0;
  for (;;) {
    const now = ctx.clock.now();
    const heldBefore = new Date(now.getTime() - holdDays * 86_400_000);
    const ids = await findDueRewardIds(ctx.db, heldBefore, BATCH);
    let grantedNow = 0;
    for (const id of ids) {
      const done = await inTransaction(ctx.db, async (tx) => {
        const invitation = await findInvitation(tx, id, { lock: true });
        if (invitation?.state !== 'activated' || !invitation.heldSince || invitation.heldSince > heldBefore)
          return false;
        const grant = await grantService(
          tx,
          {
            supplierId: invitation.inviterId,
            reason: 'referral_reward',
            days,
            contacts,
          },
          now,
        );
        await updateInvitation(tx, invitation.id, {
          state: 'rewarded',
          rewardedAt: now,
          rewardEntryId: grant.entryId,
          rewardDays: days,
          rewardContacts: contacts,
        });
        return true;
      });
      if (done) grantedNow += 1;
    }
    granted += grantedNow;
    if (ids.length < BATCH || grantedNow === 0) break;
  }
  if (granted > 0) ctx.log.info({ granted }, 'referral rewards released');
  return granted;
}
