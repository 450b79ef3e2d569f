import type { ChatMessage, ViewedReceipt } from '@sc/contract';

/**
 * Merges messages into a conversation's list, oldest first. The same message can arrive several
 * times (history page, live event, send acknowledgement, resync): one entry per id, and the
 * later copy wins so a viewedAt that arrived later is kept.
 */
export function mergeMessages(
  current: readonly ChatMessage[],
  incoming: readonly ChatMessage[],
): ChatMessage[] {
  if (incoming.length === 0) return current as ChatMessage[];
  const byId = new Map<number, ChatMessage>();
  for (const message of current) byId.set(message.id, message);
  for (const message of incoming) {
    const known = byId.get(message.id);
    byId.set(message.id, known ? { ...message, viewedAt: message.viewedAt ?? known.viewedAt } : message);
  }
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

/** Marks my messages up to the receipt's id as viewed by the other side. */
export function applyViewedReceipt(
  messages: readonly ChatMessage[],
  receipt: ViewedReceipt,
  mySide: ChatMessage['senderKind'],
): ChatMessage[] {
  let isChanged = false;
  const next = messages.map((message) => {
    if (message.senderKind !== mySide || message.id > receipt.upToId || message.viewedAt !== null)
      return message;
    isChanged = true;
    return { ...message, viewedAt: receipt.viewedAt };
  });
  return isChanged ? next : (messages as ChatMessage[]);
}

/** The newest message id known, for `afterId` when catching up after a reconnect. */
export function newestId(messages: readonly ChatMessage[]): number {
  return messages.reduce((max, message) => Math.max(max, message.id), 0);
}

/** The newest message of the other side I have not marked viewed, or null. */
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
export function storedClientIds(messages: readonly ChatMessage[]): Set<string> {
  return new Set(messages.flatMap((message) => (message.clientId ? [message.clientId] : [])));
}
