import type { ChatMessage, History, ViewedReceipt } from '@sc/contract';

/** The loaded part of one conversation: messages oldest first, and whether older ones exist. */
export type ThreadState = { messages: ChatMessage[]; hasOlder: boolean };

export const EMPTY_THREAD: ThreadState = { messages: [], hasOlder: false };

/**
 * Merges messages into a thread, oldest first. The same message can arrive several times (the send
 * acknowledgement, the `message<code>` event, a resync, a history page): one copy is kept per id
 * and per clientId, and a viewed time once known is never lost.
 */
export function mergeMessages(
  current: readonly ChatMessage[],
  incoming: readonly ChatMessage[],
): ChatMessage[] {
  const byId = new Map<number, ChatMessage>();
  for (const message of [...current, ...incoming]) {
    const known = byId.get(message.id);
    byId.set(
      message.id,
      known?.viewedAt && !message.viewedAt ? { ...message, viewedAt: known.viewedAt } : message,
    );
  }
  const seenClientIds = new Set<string>();
  return [...byId.values()]
    .sort((a, b) => a.id - b.id)
    .filter((message) => {
      if (message.clientId === null) return true;
      if (seenClientIds.has(message.clientId)) return false;
      seenClientIds.add(message.clientId);
      return true;
    });
}

/** A page of history (newest first, paged back with beforeId) added before what is loaded. */
export function mergeOlderPage(thread: ThreadState, page: History): ThreadState {
  return { messages: mergeMessages(thread.messages, page.list), hasOlder: page.hasMore };
}

/**
 * What came after the last known message (afterId, after a reconnect). When the server says there
 * is more than one page of it, the gap cannot be closed from here: start over from the newest page.
 */
export function mergeNewerPage(thread: ThreadState, page: History): ThreadState | 'reload' {
  if (page.hasMore) return 'reload';
  return { ...thread, messages: mergeMessages(thread.messages, page.list) };
}

/** The id to page back from (the oldest loaded), or undefined before anything is loaded. */
export function oldestId(thread: ThreadState): number | undefined {
  return thread.messages[0]?.id;
}

/** The id to resync after (the newest loaded); 0 asks for everything. */
export function newestId(thread: ThreadState): number {
  return thread.messages.at(-1)?.id ?? 0;
}

/** The newest message from the buyer, the one to mark viewed up to. */
export function newestFromBuyer(messages: readonly ChatMessage[]): ChatMessage | undefined {
  return messages.findLast((message) => message.senderKind === 'buyer');
}

/** My messages up to the receipt's id turn viewed (SPEC 2: sent, then viewed). */
export function applyViewedReceipt(thread: ThreadState, receipt: ViewedReceipt): ThreadState {
  let changed = false;
  const messages = thread.messages.map((message) => {
    if (
      message.conversationId !== receipt.conversationId ||
      message.senderKind !== 'supplier' ||
      message.id > receipt.upToId ||
      message.viewedAt
    )
      return message;
    changed = true;
    return { ...message, viewedAt: receipt.viewedAt };
  });
  return changed ? { ...thread, messages } : thread;
}
