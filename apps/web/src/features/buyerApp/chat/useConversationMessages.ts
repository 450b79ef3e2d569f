import type { ChatMessage } from '@sc/contract';
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { markViewedUpTo, mergeMessages, newestId } from '../../../lib/chat/chatMessages';
import { fetchConversationHistory } from '../api/conversationHistory';
import { buyerChatEvents } from '../realtime/buyerChatClient';

type State = {
  conversationId: number | null;
  messages: ChatMessage[];
  hasMore: boolean;
  status: 'loading' | 'ready' | 'error';
  isLoadingOlder: boolean;
};

type Action =
  | { type: 'reset'; conversationId: number | null }
  | { type: 'loaded'; conversationId: number; list: ChatMessage[]; hasMore: boolean; replace: boolean }
  | { type: 'merge'; conversationId: number; list: ChatMessage[] }
  | { type: 'olderLoading' }
  | { type: 'failed'; conversationId: number }
  | { type: 'update'; conversationId: number; change: (messages: ChatMessage[]) => ChatMessage[] };

function reducer(state: State, action: Action): State {
  if (action.type === 'reset') {
    return {
      conversationId: action.conversationId,
      messages: [],
      hasMore: false,
      status: action.conversationId === null ? 'ready' : 'loading',
      isLoadingOlder: false,
    };
  }
  if (action.type === 'olderLoading') return { ...state, isLoadingOlder: true };
  if (action.conversationId !== state.conversationId) return state;
  switch (action.type) {
    case 'loaded':
      return {
        ...state,
        messages: mergeMessages(action.replace ? [] : state.messages, action.list),
        hasMore: action.hasMore,
        status: 'ready',
        isLoadingOlder: false,
      };
    case 'merge':
      return { ...state, messages: mergeMessages(state.messages, action.list) };
    case 'failed':
      return { ...state, status: state.messages.length ? 'ready' : 'error', isLoadingOlder: false };
    case 'update': {
      const messages = action.change(state.messages);
      return messages === state.messages ? state : { ...state, messages };
    }
  }
}

const RESYNC_PAGE_SIZE = 100;

/**
 * The messages of one conversation, oldest first: the newest page on open, older pages on demand,
 * live messages and viewed receipts as they come, and a catch-up (afterId) after a reconnect.
 */
export function useConversationMessages(conversationId: number | null) {
  const [state, dispatch] = useReducer(reducer, {
    conversationId,
    messages: [],
    hasMore: false,
    status: conversationId === null ? 'ready' : 'loading',
    isLoadingOlder: false,
  });
  const stateRef = useRef(state);
  stateRef.current = state;

  const loadLatest = useCallback((id: number) => {
    fetchConversationHistory({ conversationId: id })
      .then((page) =>
        dispatch({
          type: 'loaded',
          conversationId: id,
          list: page.list,
          hasMore: page.hasMore,
          replace: true,
        }),
      )
      .catch(() => dispatch({ type: 'failed', conversationId: id }));
  }, []);

  useEffect(() => {
    dispatch({ type: 'reset', conversationId });
    if (conversationId !== null) loadLatest(conversationId);
  }, [conversationId, loadLatest]);

  useEffect(() => {
    if (conversationId === null) return;
    const offMessage = buyerChatEvents.on('message', (message) => {
      if (message.conversationId === conversationId)
        dispatch({ type: 'merge', conversationId, list: [message] });
    });
    const offViewed = buyerChatEvents.on('viewed', (receipt) => {
      if (receipt.conversationId !== conversationId) return;
      dispatch({
        type: 'update',
        conversationId,
        change: (list) => markViewedUpTo(list, receipt, 'buyer'),
      });
    });
    const offReconnected = buyerChatEvents.on('reconnected', () => {
      const afterId = newestId(stateRef.current.messages);
      if (afterId === 0) return loadLatest(conversationId);
      fetchConversationHistory({ conversationId, afterId, pageSize: RESYNC_PAGE_SIZE })
        .then((page) => {
          // Too much was missed for one page: start again from the newest page.
          if (page.hasMore) loadLatest(conversationId);
          else dispatch({ type: 'merge', conversationId, list: page.list });
        })
        .catch(() => undefined);
    });
    return () => {
      offMessage();
      offViewed();
      offReconnected();
    };
  }, [conversationId, loadLatest]);

  const loadOlder = useCallback(() => {
    const current = stateRef.current;
    const oldest = current.messages[0];
    if (current.conversationId === null || !oldest || !current.hasMore || current.isLoadingOlder) return;
    const id = current.conversationId;
    dispatch({ type: 'olderLoading' });
    fetchConversationHistory({ conversationId: id, beforeId: oldest.id })
      .then((page) =>
        dispatch({
          type: 'loaded',
          conversationId: id,
          list: page.list,
          hasMore: page.hasMore,
          replace: false,
        }),
      )
      .catch(() => dispatch({ type: 'failed', conversationId: id }));
  }, []);

  const retry = useCallback(() => {
    if (conversationId !== null) {
      dispatch({ type: 'reset', conversationId });
      loadLatest(conversationId);
    }
  }, [conversationId, loadLatest]);

  /** Marks the supplier's messages up to an id as seen here, so they are not reported twice. */
  const markSeenLocally = useCallback(
    (upToId: number, viewedAt: string) => {
      if (conversationId === null) return;
      dispatch({
        type: 'update',
        conversationId,
        change: (list) => markViewedUpTo(list, { conversationId, upToId, viewedAt }, 'supplier'),
      });
    },
    [conversationId],
  );

  return {
    messages: state.conversationId === conversationId ? state.messages : [],
    hasMore: state.hasMore,
    status: state.conversationId === conversationId ? state.status : 'loading',
    isLoadingOlder: state.isLoadingOlder,
    loadOlder,
    retry,
    markSeenLocally,
  };
}
