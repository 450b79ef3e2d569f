import { notifyManager, type Query, useIsFetching, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, startTransition, useEffect, useRef, useState } from 'react';
import { afterNextPaint } from '../lib/afterNextPaint';
import styles from './RevealWhenSettled.module.css';

/** Requests for data not there yet; a refresh of data already shown holds nothing back. */
const firstLoads = { predicate: (query: Query) => query.state.data === undefined };

/** How long a slow request may hold the content back before it shows anyway. */
const MAX_WAIT_MS = 3000;

/**
 * Shows `fallback` while the requests its content starts are loading, then the content all at once.
 * Blocks that each appear when their own data arrives push one another down the page as they do
 * (layout shift: a tap lands on the wrong thing). The content is mounted, hidden, right after the page
 * around it is drawn, so its requests go out together; with its data already cached it shows as soon
 * as it has rendered. A failed request counts as settled (the content shows its own error), and a slow
 * one holds it back `maxWaitMs` at most. Data the page around it reads too is stale by the time the
 * content mounts, and fetched again: read it inside the content only.
 */
export function RevealWhenSettled({
  children,
  fallback,
  isWaiting = false,
  maxWaitMs = MAX_WAIT_MS,
  className,
}: {
  children: ReactNode;
  fallback: ReactNode;
  /** Holds the content back regardless, e.g. while what decides which blocks it shows is loading. */
  isWaiting?: boolean;
  maxWaitMs?: number;
  /** Lays out the content's blocks (e.g. a grid with the page's gap): the class of their box. */
  className?: string;
}) {
  const queryClient = useQueryClient();
  // Re-checks below when the count changes; on the first render it is 0 as the content's requests
  // have not started yet, so the effect asks the client again.
  const fetching = useIsFetching(firstLoads);
  const [isRevealed, setRevealed] = useState(false);
  const hasWaited = useRef(false);
  // The content is first rendered after the page around it has been painted (afterNextPaint: an effect
  // alone may run before that paint, and the content's code and styles would then be fetched ahead of
  // it), in a transition: its render (long on a phone) is cut into short tasks that leave room for input.
  const [isMounted, setMounted] = useState(false);
  useEffect(() => afterNextPaint(() => startTransition(() => setMounted(true))), []);

  useEffect(() => {
    // The content's effects ran before this one (children first): its requests are counted by now.
    if (!isMounted || isRevealed || isWaiting) return;
    if (fetching !== 0 || queryClient.isFetching(firstLoads) !== 0) {
      hasWaited.current = true;
      return;
    }
    // Everything was there already (a second visit): the blocks have rendered it, show them at once.
    if (!hasWaited.current) {
      setRevealed(true);
      return;
    }
    // The client counts a request as settled as soon as its answer is in, but tells the blocks that read
    // it in a later task (its notifications are batched): revealing now would show a block still drawing
    // its placeholder, which then grows and pushes the page. The check is queued behind those
    // notifications, so the blocks render their data with the reveal.
    let isCurrent = true;
    notifyManager.schedule(() => {
      if (isCurrent && queryClient.isFetching(firstLoads) === 0) setRevealed(true);
    });
    return () => {
      isCurrent = false;
    };
  }, [queryClient, fetching, isMounted, isRevealed, isWaiting]);

  // Counted from the content's mounting: its code may load first (a lazy part), and revealing an empty
  // frame would let the content push the page down when it comes.
  useEffect(() => {
    if (isRevealed || !isMounted) return;
    const timer = setTimeout(() => setRevealed(true), maxWaitMs);
    return () => clearTimeout(timer);
  }, [isRevealed, isMounted, maxWaitMs]);

  // The content is styled and laid out while hidden (as each block's data arrives, not all at the end in
  // one long task) under the placeholder, which covers it; showing it then only repaints. Hidden by its
  // box's opacity, which its elements do not inherit: hiding with `visibility` (inherited) made the
  // reveal restyle every element of the content (~190 ms in one task on a 4× slower CPU).
  return (
    <div className={styles.frame}>
      {isRevealed ? null : <div className={styles.placeholder}>{fallback}</div>}
      <div
        className={[className, isRevealed ? undefined : styles.hiddenContent].filter(Boolean).join(' ')}
        inert={!isRevealed}
      >
        {isMounted ? children : null}
      </div>
    </div>
  );
}
