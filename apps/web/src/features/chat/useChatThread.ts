import type { ChatMessage } from '@sc/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { mergeMessages, newestId } from '../../lib/chat/chatMessages';
import { fetchHistory } from './api/chatApi';
import { chatEvents } from './chatEvents';
import {
  applyViewedReceipt,
  EMPTY_THREAD,
  mergeNewerPage,
  mergeOlderPage,
  oldestId,
  type ThreadState,
} from './chatThread';

export type ThreadStatus = 'loading' | 'ready' | 'error';

/** Messages asked for per resync after a reconnect, and per page when going back to a message. */
const RESYNC_PAGE = 100;
/** Going back to a message loads at most this many pages (100 messages each) before giving up. */
const JUMP_MAX_PAGES = 50;

/**
 * The open conversation with one buyer: its newest page, older pages on demand, live messages,
 * my sends' acknowledgements, viewed receipts, and a resync (afterId) after every reconnect.
 * `conversationId` is null for a buyer I have not talked to yet; it arrives with the first send.
 * Mount it once per buyer (a `key`), so another buyer starts from nothing.
 */
export function useChatThread(buyerId: number | null, conversationId: number | null) {
  const [thread, setThread] = useState<ThreadState>(EMPTY_THREAD);
  const [status, setStatus] = useState<ThreadStatus>('loading');
  const [isLoadingOlder, setIsLoadingOlder] = useState(false);
  const threadRef = useRef(thread);
  threadRef.current = thread;
  const target = useRef({ buyerId, conversationId });
  target.current = { buyerId, conversationId };

  const update = useCallback((change: (current: ThreadState) => ThreadState) => {
    setThread((current) => {
      const next = change(current);
      threadRef.current = next;
      return next;
    });
  }, []);

  const loadLatest = useCallback(
    async (id: number, signal?: AbortSignal) => {
      try {
        const page = await fetchHistory({ conversationId: id }, signal);
        if (target.current.conversationId !== id) return;
        update((current) => mergeOlderPage(current.messages.length ? current : EMPTY_THREAD, page));
        setStatus('ready');
      } catch {
        if (!signal?.aborted && target.current.conversationId === id) setStatus('error');
      }
    },
    [update],
  );

  useEffect(() => {
    if (buyerId === null) return;
    if (conversationId === null) {
      setStatus('ready');
      return;
    }
    const controller = new AbortController();
    void loadLatest(conversationId, controller.signal);
    return () => controller.abort();
  }, [buyerId, conversationId, loadLatest]);

  const loadOlder = useCallback(async () => {
    const id = target.current.conversationId;
    const before = oldestId(threadRef.current);
    if (id === null || before === undefined || !threadRef.current.hasOlder || isLoadingOlder) return;
    setIsLoadingOlder(true);
    try {
      const page = await fetchHistory({ conversationId: id, beforeId: before });
      if (target.current.conversationId === id) update((current) => mergeOlderPage(current, page));
    } catch {
      // The http client showed why; scrolling up again tries again.
    } finally {
      setIsLoadingOlder(false);
    }
  }, [isLoadingOlder, update]);

  /**
   * Loads older pages until a message is in the thread (a search result opened it). True when it is
   * there; false when it is not in this conversation's history or too far back.
   */
  const loadUntil = useCallback(
    async (messageId: number): Promise<boolean> => {
      const id = target.current.conversationId;
      if (id === null) return false;
      // Tracked here: the thread state itself is only updated when React renders.
      let isFound = threadRef.current.messages.some((m) => m.id === messageId);
      let before = oldestId(threadRef.current);
      let hasOlder = threadRef.current.hasOlder;
      setIsLoadingOlder(true);
      try {
        for (let pages = 0; !isFound && pages < JUMP_MAX_PAGES; pages++) {
          if (before === undefined || before < messageId || !hasOlder) return false;
          const page = await fetchHistory({ conversationId: id, beforeId: before, pageSize: RESYNC_PAGE });
          if (target.current.conversationId !== id) return false;
          update((current) => mergeOlderPage(current, page));
          isFound = page.list.some((m) => m.id === messageId);
          before = page.list.at(-1)?.id;
          hasOlder = page.hasMore;
        }
        return isFound;
      } catch {
        return false;
      } finally {
        setIsLoadingOlder(false);
      }
    },
    [update],
  );

  // Live: messages of this conversation, my acknowledged sends, receipts, resync on reconnect.
  useEffect(() => {
    const add = (message: ChatMessage) =>
      update((current) => ({ ...current, messages: mergeMessages(current.messages, [message]) }));
    const offs = [
      chatEvents.on('messageOn', (message) => {
        if (message.conversationId === target.current.conversationId) add(message);
      }),
      chatEvents.on('sent', ({ message, buyerId: to }) => {
        if (to === target.current.buyerId) add(message);
      }),
      chatEvents.on('viewed', (receipt) => update((current) => applyViewedReceipt(current, receipt))),
      chatEvents.on('connected', ({ isReconnect }) => {
        const id = target.current.conversationId;
        if (!isReconnect || id === null) return;
        const afterId = newestId(threadRef.current.messages);
        void fetchHistory({ conversationId: id, afterId, pageSize: RESYNC_PAGE })
          .then((page) => {
            if (target.current.conversationId !== id) return;
            const next = mergeNewerPage(threadRef.current, page);
            if (next === 'reload') {
              update(() => EMPTY_THREAD);
              void loadLatest(id);
            } else update(() => next);
          })
          .catch(() => undefined);
      }),
    ];
    return () => {
      for (const off of offs) off();
    };
  }, [update, loadLatest]);

  const reload = useCallback(() => {
    const id = target.current.conversationId;
    if (id === null) return;
    setStatus('loading');
    void loadLatest(id);
  }, [loadLatest]);

  return { thread, status, isLoadingOlder, loadOlder, loadUntil, reload };
}
