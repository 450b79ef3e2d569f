import { useCallback, useEffect, useState } from 'react';
import type { ThreadStatus } from './useChatThread';

/**
 * Going to a message a search result named: once the thread is loaded, older pages are loaded until
 * the message is there, then it becomes the one to scroll to (`focusId`) and `onDone` is called, found
 * or not. `onFocused` clears `focusId` once the list scrolled to it.
 */
export function useJumpToMessage(
  messageId: number | null,
  status: ThreadStatus,
  loadUntil: (messageId: number) => Promise<boolean>,
  onDone: () => void,
) {
  const [focusId, setFocusId] = useState<number | null>(null);
  useEffect(() => {
    if (messageId === null || status !== 'ready') return;
    let isCurrent = true;
    void loadUntil(messageId).then((isFound) => {
      if (!isCurrent) return;
      if (isFound) setFocusId(messageId);
      onDone();
    });
    return () => {
      isCurrent = false;
    };
  }, [messageId, status, loadUntil, onDone]);
  const onFocused = useCallback(() => setFocusId(null), []);
  return { focusId, onFocused };
}
