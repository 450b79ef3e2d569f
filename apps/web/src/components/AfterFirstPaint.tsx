import { type ReactNode, useEffect, useState } from 'react';

/**
 * Renders its children once the browser has painted the screen they belong to (the frame after the
 * first commit, then a task): parts the first screen does not show, such as the live socket or the
 * support launcher, fetch their code and do their work after the page is drawn instead of competing
 * with it for the network and the main thread.
 */
export function AfterFirstPaint({ children }: { children: ReactNode }) {
  const [hasPainted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    // A frame callback runs just before the paint; the task it queues runs after it.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return hasPainted ? children : null;
}
