import type { ChatMessage } from '@sc/contract';
import { markViewedUpTo, mergeMessages } from '../../../lib/chatMessages';

export { mergeMessages };

/** Marks my messages up to the receipt's id as viewed by the other side. */
export const applyViewedReceipt = markViewedUpTo;

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
