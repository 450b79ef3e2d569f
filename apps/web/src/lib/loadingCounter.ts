/**
 * Reference-counted loading state (SPEC 4): visible from the first pending request until the
 * count returns to zero; `hideAll` (any error) hides it and makes older requests' ends no-ops.
 */
export function createLoadingCounter() {
  let count = 0;
  let generation = 0;
  const listeners = new Set<() => void>();

  function set(next: number) {
    const wasVisible = count > 0;
    count = next;
    if (wasVisible !== count > 0) for (const listener of [...listeners]) listener();
  }

  return {
    /** Counts one request; call the returned function (once is enough) when it ends. */
    begin(): () => void {
      const startedIn = generation;
      let ended = false;
      set(count + 1);
      return () => {
        if (ended) return;
        ended = true;
        if (startedIn === generation) set(Math.max(0, count - 1));
      };
    },
    hideAll(): void {
      generation += 1;
      set(0);
    },
    isVisible: (): boolean => count > 0,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
export type LoadingCounter = ReturnType<typeof createLoadingCounter>;

/** The app's full-screen loading overlay state. */
export const loadingOverlay: LoadingCounter = createLoadingCounter();
