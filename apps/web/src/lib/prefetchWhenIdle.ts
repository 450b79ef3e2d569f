/**
 * Loads code the user is likely to need next once the browser is idle, never on the critical
 * path. A failed load is ignored here: the real load later shows the error and retries.
 */
export function prefetchWhenIdle(...loads: (() => Promise<unknown>)[]): () => void {
  const run = () => {
    // bench:bundle tells the page's own code from what it fetches ahead by this mark.
    if (!performance.getEntriesByName('sc:prefetch').length) performance.mark('sc:prefetch');
    for (const load of loads) load().catch(() => {});
  };
  if (typeof window === 'undefined') return () => {};
  if ('requestIdleCallback' in window) {
    const handle = window.requestIdleCallback(run, { timeout: 5000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = setTimeout(run, 2000);
  return () => clearTimeout(handle);
}
