import { buyerAppCalls, type FileRef, fileCalls, type HistoryQuery } from '@sc/contract';
import { buyerCall } from './buyerHttp';

/** One page of a conversation, newest first: older than beforeId, or newer than afterId (resync). */
export function fetchConversationHistory(query: HistoryQuery) {
  return buyerCall(buyerAppCalls.history, query, { notify: false });
}

/** Marks the supplier's messages up to an id as viewed (the supplier sees the ticks turn). */
export function markConversationViewed(conversationId: number, upToId: number) {
  return buyerCall(buyerAppCalls.markViewed, { conversationId, upToId }, { notify: false });
}

/** Fresh addresses of a file the supplier sent me (private files' addresses last minutes). */
export function freshSentFile(fileId: string): Promise<FileRef> {
  return buyerCall(fileCalls.link, { fileId }, { notify: false });
}
