import type { ChatMessage, ViewedReceipt } from '@sc/contract';
import type { AppContext } from '../../context.js';
import { defineCache } from '../../platform/caches.js';
import type { Side } from './conversations.repository.js';
import { type Recipients, recipientsOf } from './participants.repository.js';

type Pair = { supplierId: number; buyerId: number };

/**
 * Recipients are kept a few seconds: a busy conversation needs the lookup once, and a new company
 * user is heard from within the TTL.
 */
const RECIPIENTS = defineCache<Recipients>({ name: 'chatRecipients', ttlMs: 10_000, maxEntries: 10_000 });

/** Finds the users on each side of a conversation (kept a few seconds in the context's caches). */
export function findRecipients(ctx: AppContext, pair: Pair): Promise<Recipients> {
  return ctx.caches
    .of(RECIPIENTS)
    .get(`${pair.supplierId}:${pair.buyerId}`, () => recipientsOf(ctx.db, pair));
}

/** Delivers a stored message to every user on both sides (the sender's other tabs too), or to one side. */
export async function deliverMessage(
  ctx: AppContext,
  pair: Pair,
  message: ChatMessage,
  to: Side | 'both' = 'both',
) {
  const recipients = await findRecipients(ctx, pair);
  const users =
    to === 'both'
      ? [...recipients.buyer, ...recipients.supplier]
      : to === 'supplier'
        ? recipients.supplier
        : recipients.buyer;
  ctx.chat.deliver(message, users);
}

/** Tells the other side that the viewer saw its messages (the ticks turn to viewed). */
export async function deliverViewedReceipt(
  ctx: AppContext,
  pair: Pair,
  viewer: Side,
  receipt: ViewedReceipt,
) {
  const recipients = await findRecipients(ctx, pair);
  const others = viewer === 'supplier' ? recipients.buyer : recipients.supplier;
  ctx.chat.viewed(
    receipt,
    others.map((u) => u.userId),
  );
}
