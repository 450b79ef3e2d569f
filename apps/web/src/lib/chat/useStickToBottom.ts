import { type RefObject, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';

type StickToBottomOptions = {
  /** Messages shown (history and unsent): more of them with the same oldest one are new at the bottom. */
  count: number;
  /** The id of the oldest message shown: a smaller one means older ones came in above (the reader keeps their place). */
  firstKey: number | null;
  /** My newest unsent message (its clientId): a new one means I just sent it, so the list goes down to it. */
  mineKey?: string | null;
  /** How near the bottom (px) still counts as "at the bottom". */
  threshold?: number;
};

export type StickToBottom = {
  /** The scrolling box. */
  scrollRef: RefObject<HTMLDivElement | null>;
  /** The box's one child holding the messages: when it grows (an image loaded) the bottom stays in view. */
  contentRef: RefObject<HTMLDivElement | null>;
  onScroll: () => void;
  /** Messages came in below while the reader was reading older ones (show the "new messages" pill). */
  hasNewBelow: boolean;
  scrollToBottom: () => void;
};

/**
 * A chat thread's scrolling, oldest at the top: opens at the newest message, follows new ones while the
 * reader is at the bottom (also when late content such as an image makes the thread taller), never pulls
 * a reader of older messages down (it says `hasNewBelow` instead), goes down when I send, and keeps the
 * reader's place when older messages load above.
 */
export function useStickToBottom({
  count,
  firstKey,
  mineKey = null,
  threshold = 80,
}: StickToBottomOptions): StickToBottom {
  const scrollRef = useRef<HTMLDivElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  const isAtBottom = useRef(true);
  const seen = useRef({ count: 0, firstKey, mineKey, scrollTop: 0, scrollHeight: 0 });
  const [hasNewBelow, setHasNewBelow] = useState(false);

  const remember = useCallback((box: HTMLElement) => {
    seen.current.scrollTop = box.scrollTop;
    seen.current.scrollHeight = box.scrollHeight;
  }, []);

  const scrollToBottom = useCallback(() => {
    isAtBottom.current = true;
    setHasNewBelow(false);
    const box = scrollRef.current;
    if (!box) return;
    box.scrollTop = box.scrollHeight;
    remember(box);
  }, [remember]);

  useLayoutEffect(() => {
    const box = scrollRef.current;
    const before = seen.current;
    seen.current = { ...before, count, firstKey, mineKey };
    if (!box) return;
    if (before.count === 0 && count > 0) {
      scrollToBottom();
    } else if (before.firstKey !== null && firstKey !== null && firstKey < before.firstKey) {
      box.scrollTop += box.scrollHeight - before.scrollHeight;
      remember(box);
    } else if (mineKey !== null && mineKey !== before.mineKey) {
      scrollToBottom();
    } else if (count > before.count) {
      if (isAtBottom.current) scrollToBottom();
      else setHasNewBelow(true);
    } else {
      remember(box);
    }
  }, [count, firstKey, mineKey, remember, scrollToBottom]);

  // Content that grows after it was laid out (images, a translation) or a box that shrinks.
  useEffect(() => {
    const box = scrollRef.current;
    if (!box || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      if (isAtBottom.current) box.scrollTop = box.scrollHeight;
      remember(box);
    });
    observer.observe(box);
    if (contentRef.current) observer.observe(contentRef.current);
    return () => observer.disconnect();
  }, [remember]);

  const onScroll = useCallback(() => {
    const box = scrollRef.current;
    if (!box) return;
    if (box.scrollHeight - box.scrollTop - box.clientHeight <= threshold) {
      isAtBottom.current = true;
      setHasNewBelow(false);
    } else if (box.scrollTop < seen.current.scrollTop) {
      // Only the reader moving up leaves the bottom; content growing under them does not.
      isAtBottom.current = false;
    }
    remember(box);
  }, [threshold, remember]);

  return { scrollRef, contentRef, onScroll, hasNewBelow, scrollToBottom };
}
