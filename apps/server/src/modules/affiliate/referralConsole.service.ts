import type { ConsoleReferral, ConsoleReferralQueue, ReferralDecision, ReferralReverse } from '@sc/contract';
import type { AppContext } from '../../context.js';
import { inTransaction } from '../../db/inTransaction.js';
import { AppError } from '../../http/AppError.js';
import type { StaffCaller } from '../../http/caller.js';
import { recordAudit } from '../audit/audit.service.js';
import { takeBackReward } from '../service/service.service.js';
import { toConsoleReferralDto } from './affiliate.presenter.js';
import {
  findConsoleInvitation,
  findConsoleInvitations,
  findInvitation,
  updateInvitation,
} from './affiliate.repository.js';

const FLAGGED_MAX = 200;
const RECENT_MAX = 50;

/** Flagged activations waiting for review (oldest first) and the latest joined invitations. */
export async function getReferralQueue(ctx: AppContext): Promise<ConsoleReferralQueue> {
  const { holdDays } = ctx.config.referralReward;
  const [flagged, recent] = await Promise.all([
    findConsoleInvitations(ctx.db, 'flagged', FLAGGED_MAX),
    findConsoleInvitations(ctx.db, 'recent', RECENT_MAX),
  ]);
  return {
    flagged: flagged.map((row) => toConsoleReferralDto(row, holdDays)),
    recent: recent.map((row) => toConsoleReferralDto(row, holdDays)),
  };
}

async function consoleReferralOf(ctx: AppContext, id: number): Promise<ConsoleReferral> {
  const row = await findConsoleInvitation(ctx.db, id);
  if (!row) throw new AppError('RECORD_NOT_FOUND');
  return toConsoleReferralDto(row, ctx.config.referralReward.holdDays);
}

/**
 * Decides a flagged activation: approved, its reward is held from now like any activation's;
 * rejected, the inviter sees it rejected after review. Audited in the same transaction.
 */
export async function decideReferral(
  ctx: AppContext,
  staff: StaffCaller,
  input: ReferralDecision,
): Promise<ConsoleReferral> {
  const now = ctx.clock.now();
  await inTransaction(ctx.db, async (tx) => {
    const invitation = await findInvitation(tx, input.id, { lock: true });
    if (!invitation) throw new AppError('RECORD_NOT_FOUND');
    if (invitation.state !== 'review') throw new AppError('INVITATION_DECIDED');
    const review = { reviewedBy: staff.userId, reviewedAt: now, reviewNote: input.note || null };
    await updateInvitation(
      tx,
      invitation.id,
      input.approve
        ? { ...review, state: 'activated', heldSince: now }
        : { ...review, state: 'rejected', reason: 'rejected_in_review' },
    );
    await recordAudit(tx, {
      actor: { userId: staff.userId, realName: staff.realName },
      action: input.approve ? 'referral.approve' : 'referral.reject',
      targetType: 'invitation',
      targetId: invitation.id,
      details: {
        inviterId: invitation.inviterId,
        invitedId: invitation.invitedSupplierId,
        note: input.note ?? null,
      },
    });
  });
  return consoleReferralOf(ctx, input.id);
}

/** States from which fraud can still be declared (an invitation someone joined and not already closed). */
const REVERSIBLE = new Set(['joined', 'activated', 'review', 'rewarded']);

/**
 * Fraud: the invitation is reversed; a reward already granted is taken back (exactly that one
 * extension, as far as its days and unspent contacts go). Audited in the same transaction.
 */
export async function reverseReferral(
  ctx: AppContext,
  staff: StaffCaller,
  input: ReferralReverse,
): Promise<ConsoleReferral> {
  const now = ctx.clock.now();
  await inTransaction(ctx.db, async (tx) => {
    const invitation = await findInvitation(tx, input.id, { lock: true });
    if (!invitation) throw new AppError('RECORD_NOT_FOUND');
    if (!REVERSIBLE.has(invitation.state)) throw new AppError('INVITATION_DECIDED');
    const takenBack =
      invitation.state === 'rewarded' && invitation.rewardEntryId
        ? await takeBackReward(tx, { entryId: invitation.rewardEntryId, note: input.note }, now)
        : { days: 0, contacts: 0 };
    await updateInvitation(tx, invitation.id, {
      state: 'reversed',
      reason: 'fraud',
      reversedAt: now,
      reviewedBy: staff.userId,
      reviewedAt: now,
      reviewNote: input.note,
    });
    await recordAudit(tx, {
      actor: { userId: staff.userId, realName: staff.realName },
      action: 'referral.reverse',
      targetType: 'invitation',
      targetId: invitation.id,
      details: {
        inviterId: invitation.inviterId,
        previousState: invitation.state,
        takenBack,
        note: input.note,
      },
    });
  });
  return consoleReferralOf(ctx, input.id);
}
