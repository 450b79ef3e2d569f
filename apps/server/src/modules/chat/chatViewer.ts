import { eq, isNull, or, type SQL } from 'drizzle-orm';
import { conversations } from '../../db/schema/index.js';
import type { BuyerCaller, SupplierCaller } from '../../http/caller.js';

/** Who looks at the chat: a supplier user (for its company) or a buyer. */
export type Viewer = { side: 'supplier'; caller: SupplierCaller } | { side: 'buyer'; caller: BuyerCaller };

/** The id that owns the viewer's side of a conversation: its supplier or its buyer. */
export const ownerOf = (viewer: Viewer) =>
  viewer.side === 'supplier' ? viewer.caller.supplierId : viewer.caller.buyerId;

/** What a chat call needs: reading (list, records, search) or writing (send, star, viewed, hand over). */
export type ChatNeed = 'chat:read' | 'chat:write';

/**
 * How far a supplier user's chat reaches for a need (issue 19): with the permission at `own` scope,
 * only the conversations they own and the unowned ones (a buyer who wrote first and was not answered
 * yet: the shared inbox); otherwise every conversation of the company.
 */
export type ChatReach = { userId: number; ownOnly: boolean };

export function chatReachOf(caller: SupplierCaller, need: ChatNeed): ChatReach {
  return { userId: caller.userId, ownOnly: caller.ownScope.has(need) };
}

/** The condition on `conversations` a reach adds to a query (none company-wide). */
export function reachCondition(reach: ChatReach | undefined): SQL | undefined {
  if (!reach?.ownOnly) return undefined;
  return or(isNull(conversations.ownerUserId), eq(conversations.ownerUserId, reach.userId));
}

/** Whether a conversation with this owner is within reach. */
export function isWithinReach(reach: ChatReach, ownerUserId: number | null): boolean {
  return !reach.ownOnly || ownerUserId === null || ownerUserId === reach.userId;
}

/** The viewer's reach for a need: supplier users by their scope; buyers reach all of theirs. */
export function viewerReach(viewer: Viewer, need: ChatNeed): ChatReach | undefined {
  return viewer.side === 'supplier' ? chatReachOf(viewer.caller, need) : undefined;
}
