import type { ChatMessage, ViewedReceipt } from '@sc/contract';

/** What merging needs of a message: chat and support messages both have it. */
type Mergeable = { id: number; clientId: string | null; viewedAt: string | null };

/**
 * Merges messages into a conversation's list, oldest first. The same message can arrive several
 * times (the send answer, the live event, a resync, a history page): one copy is kept per id (the
 * later one) and per clientId, and a viewed time once known is never lost. Shared by the supplier's
 * chat, the buyers' app and support.
 */
export function mergeMessages<M extends Mergeable>(current: readonly M[], incoming: readonly M[]): M[] {
  if (incoming.length === 0) return current as M[];
  const byId = new Map<number, M>();
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

/** My side's messages of the receipt's conversation, up to its id, turn viewed; the same list when nothing changes. */
export function markViewedUpTo(
  messages: readonly ChatMessage[],
  receipt: ViewedReceipt,
  mySide: ChatMessage['senderKind'],
): ChatMessage[] {
  let changed = false;
  const next = messages.map((message) => {
    if (
      message.conversationId !== receipt.conversationId ||
      message.senderKind !== mySide ||
      message.id > receipt.upToId ||
      message.viewedAt
    )
      return message;
    changed = true;
    return { ...message, viewedAt: receipt.viewedAt };
  });
  return changed ? next : (messages as ChatMessage[]);
}

/** The newest message id known, for `afterId` when catching up after a reconnect; 0 asks for everything. */
export function newestId(messages: readonly ChatMessage[]): number {
  return messages.reduce((max, message) => Math.max(max, message.id), 0);
}

/** The newest message of the other side not viewed yet (system notices aside), or null: what to mark viewed up to. */
export function newestUnviewedFromOther(
  messages: readonly ChatMessage[],
  mySide: ChatMessage['senderKind'],
): number | null {
  let newest: number | null = null;
  for (const message of messages) {
    if (message.senderKind === mySide || message.senderKind === 'system') continue;
    if (message.viewedAt === null && (newest === null || message.id > newest)) newest = message.id;
  }
  return newest;
}

/** The clientIds already stored, so a pending copy of the same message is not shown twice. */
export function storedClientIds(messages: readonly { clientId: string | null }[]): Set<string> {
  return new Set(messages.flatMap((message) => (message.clientId ? [message.clientId] : [])));
}
