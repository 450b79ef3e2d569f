/** How long a tab that draws no frames (opened in the background) waits before it goes on anyway. */
export const NO_FRAME_WAIT_MS = 1000;

/**
 * How long work waiting for the app's first content to be shown waits past the frames that painted it,
 * at most: the browser reports no first content once the user has typed or scrolled, nor on a page
 * without text or images.
 */
export const FIRST_CONTENT_WAIT_MS = 1000;

const LARGEST_CONTENTFUL_PAINT = 'largest-contentful-paint';
const waitingForFirstContent = new Set<() => void>();

/**
 * Whether the app's first content is on the screen: the browser's first largest-contentful-paint
 * entry, which it reports once that frame is displayed (later than the task after its paint, by tens
 * of milliseconds on a busy phone). Browsers that report none go by the frames alone.
 */
let hasShownFirstContent =
  !globalThis.PerformanceObserver?.supportedEntryTypes?.includes(LARGEST_CONTENTFUL_PAINT);
if (!hasShownFirstContent) {
  const observer = new PerformanceObserver(() => {
    observer.disconnect();
    hasShownFirstContent = true;
    for (const proceed of waitingForFirstContent) proceed();
    waitingForFirstContent.clear();
  });
  observer.observe({ type: LARGEST_CONTENTFUL_PAINT, buffered: true });
}

/**
 * Calls back once the browser has shown what was just committed (the frame after now, the one after
 * it, then a task; on the app's first screen, once that screen's content is displayed), so work the
 * screen does not show waits for it instead of competing with it for the network and the main thread.
 * A background tab paints no frames: there it calls back after NO_FRAME_WAIT_MS. Returns a cancel
 * function.
 */
export function afterNextPaint(callback: () => void): () => void {
  let frame = 0;
  let afterFrame: ReturnType<typeof setTimeout> | undefined;
  let firstContentWait: ReturnType<typeof setTimeout> | undefined;
  const once = () => {
    cancel();
    callback();
  };
  const afterFrames = () => {
    if (hasShownFirstContent) return once();
    clearTimeout(noFrame); // the tab draws frames
    waitingForFirstContent.add(once);
    firstContentWait = setTimeout(once, FIRST_CONTENT_WAIT_MS);
  };
  const noFrame = setTimeout(once, NO_FRAME_WAIT_MS);
  // A frame callback runs just before the paint; the task it queues runs after it.
  frame = requestAnimationFrame(() => {
    frame = requestAnimationFrame(() => {
      afterFrame = setTimeout(afterFrames, 0);
    });
  });
  function cancel() {
    cancelAnimationFrame(frame);
    clearTimeout(afterFrame);
    clearTimeout(firstContentWait);
    clearTimeout(noFrame);
    waitingForFirstContent.delete(once);
  }
  return cancel;
}
