import { type ContactCheck, ErrorCode } from '@sc/contract';
import type { MessageKey } from '../../lib/Translate';

/** What "Contact Now" does after chat/check has answered. */
export type ContactDecision =
  /** Contacting spends one contact: ask first, saying how many are left. */
  | { kind: 'confirmCost'; isReply: boolean; remaining: number }
  /** Already contacted: nothing is spent, confirm without talking about the quota. */
  | { kind: 'confirmFree' }
  /**
   * The server would refuse: show why (the catalog key of the error and its values; for a used-up
   * quota, the service it belonged to, translated into `plan`) and offer the support chat.
   */
  | {
      kind: 'refused';
      code: number;
      messageKey: MessageKey;
      values: Record<string, number>;
      planKey: 'quotaPlan.trial' | 'quotaPlan.subscription' | null;
    };

/**
 * Decides the contact flow from chat/check and the quota at the time of the click. A contact that
 * costs is a reply when the buyer started the conversation (they have already written).
 */
export function decideContact(
  check: ContactCheck,
  quota: { remaining: number; total: number } | null,
): ContactDecision {
  if (!check.allowed) {
    const refusal = check.refusal ?? 'NO_LIVE_SUBSCRIPTION';
    return {
      kind: 'refused',
      code: ErrorCode[refusal],
      // The server's SHOWROOM_LOCKED text lists what is missing; here the modal links to the checklist.
      messageKey: refusal === 'SHOWROOM_LOCKED' ? 'buyers.contact.showroomLocked' : `error.${refusal}`,
      values: refusal === 'QUOTA_EXHAUSTED' ? { total: quota?.total ?? 0 } : {},
      // A trial with its contacts spent is still a live trial: the message names it, not a missing plan.
      planKey: refusal === 'QUOTA_EXHAUSTED' ? `quotaPlan.${check.plan ?? 'subscription'}` : null,
    };
  }
  if (!check.consumesQuota) return { kind: 'confirmFree' };
  return {
    kind: 'confirmCost',
    isReply: check.contactStatus !== 'none',
    remaining: Math.max(0, quota?.remaining ?? 0),
  };
}
