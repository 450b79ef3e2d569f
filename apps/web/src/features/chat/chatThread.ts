import type { ChatMessage, History, ViewedReceipt } from '@sc/contract';
import { markViewedUpTo, mergeMessages } from '../../lib/chat/chatMessages';

/** The loaded part of one conversation: messages oldest first, and whether older ones exist. */
export type ThreadState = { messages: ChatMessage[]; hasOlder: boolean };

export const EMPTY_THREAD: ThreadState = { messages: [], hasOlder: false };

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

/** My messages up to the receipt's id turn viewed (SPEC 2: sent, then viewed). */
export function applyViewedReceipt(thread: ThreadState, receipt: ViewedReceipt): ThreadState {
  const messages = markViewedUpTo(thread.messages, receipt, 'supplier');
  return messages === thread.messages ? thread : { ...thread, messages };
}
