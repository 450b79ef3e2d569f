/** How long a tab that draws no frames (opened in the background) waits before it goes on anyway. */
export const NO_FRAME_WAIT_MS = 1000;

/**
 * Calls back once the browser has painted what was just committed (the frame after now, then a task),
 * so work the first screen does not show waits for it instead of competing with it for the network and
 * the main thread. A background tab paints no frames: there it calls back after NO_FRAME_WAIT_MS.
 * Returns a cancel function.
 */
export function afterNextPaint(callback: () => void): () => void {
  let afterFrame: ReturnType<typeof setTimeout> | undefined;
  const once = () => {
    cancel();
    callback();
  };
  // A frame callback runs just before the paint; the task it queues runs after it.
  const frame = requestAnimationFrame(() => {
    afterFrame = setTimeout(once, 0);
  });
  const noFrame = setTimeout(once, NO_FRAME_WAIT_MS);
  function cancel() {
    cancelAnimationFrame(frame);
    clearTimeout(afterFrame);
    clearTimeout(noFrame);
  }
  return cancel;
}
