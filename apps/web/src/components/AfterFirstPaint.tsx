import { type ReactNode, useEffect, useState } from 'react';

/** How long a tab that draws no frames (opened in the background) waits before it goes on anyway. */
export const NO_FRAME_WAIT_MS = 1000;

/**
 * Renders its children once the browser has painted the screen they belong to (the frame after the
 * first commit, then a task): parts the first screen does not show, such as the live socket or the
 * support launcher, fetch their code and do their work after the page is drawn instead of competing
 * with it for the network and the main thread. A background tab paints no frames: there they come
 * after NO_FRAME_WAIT_MS, so a portal opened in a background tab still gets its messages live.
 */
export function AfterFirstPaint({ children }: { children: ReactNode }) {
  const [hasPainted, setPainted] = useState(false);
  useEffect(() => {
    const show = () => setPainted(true);
    let afterFrame: ReturnType<typeof setTimeout> | undefined;
    // A frame callback runs just before the paint; the task it queues runs after it.
    const frame = requestAnimationFrame(() => {
      afterFrame = setTimeout(show, 0);
    });
    const noFrame = setTimeout(show, NO_FRAME_WAIT_MS);
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(afterFrame);
      clearTimeout(noFrame);
    };
  }, []);
  return hasPainted ? children : null;
}
