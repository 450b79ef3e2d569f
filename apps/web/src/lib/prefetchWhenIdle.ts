/** Idle time to wait before fetching ahead when the user has not touched the page yet. */
const IDLE_DELAY_MS = 8000;

/**
 * Loads code the user is likely to need next, never on the critical path: at the first sign of the
 * user at work (a key, a tap, a field focused) or, failing that, when the browser is idle some
 * seconds after the page is ready. A failed load is ignored here: the real load later shows the error
 * and retries. Returns a function that cancels what has not started.
 */
export function prefetchWhenIdle(...loads: (() => Promise<unknown>)[]): () => void {
  if (typeof window === 'undefined') return () => {};
  const events = ['pointerdown', 'keydown', 'focusin'] as const;
  let idleHandle: number | undefined;
  const timer = setTimeout(() => {
    idleHandle = 'requestIdleCallback' in window ? window.requestIdleCallback(run) : undefined;
    if (idleHandle === undefined) run();
  }, IDLE_DELAY_MS);
  function cancel() {
    clearTimeout(timer);
    if (idleHandle !== undefined) window.cancelIdleCallback(idleHandle);
    for (const event of events) window.removeEventListener(event, run, true);
  }
  function run() {
    cancel();
    // bench:bundle tells the page's own code from what it fetches ahead by this mark.
    if (!performance.getEntriesByName('sc:prefetch').length) performance.mark('sc:prefetch');
    for (const load of loads) load().catch(() => {});
  }
  for (const event of events) window.addEventListener(event, run, { capture: true, passive: true });
  return cancel;
}
