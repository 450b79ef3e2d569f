import { type OutboxEntry, pendingOf } from '../../../lib/chat/outbox';

/** A text of mine to a supplier; `conversationId` is null for the first one (the server opens the conversation). */
export type BuyerOutgoing = { supplierId: number; conversationId: number | null; content: string };

/** My unsent messages of one conversation (or of a new one with a supplier), minus those already stored. */
export function pendingForConversation(
  entries: readonly OutboxEntry<BuyerOutgoing>[],
  target: { conversationId: number | null; supplierId: number | null },
  storedClientIds: ReadonlySet<string>,
): OutboxEntry<BuyerOutgoing>[] {
  return pendingOf(
    entries,
    storedClientIds,
    (message) =>
      (target.conversationId !== null && message.conversationId === target.conversationId) ||
      (target.supplierId !== null && message.supplierId === target.supplierId),
  );
}
