/** A loader that loads once, shared by whoever asks, and keeps what it loaded once it has. */
export interface LoadOnce<T> {
  (): Promise<T>;
  /** What the load resolved to, once it has (undefined before, or after a failure). */
  readonly current: T | undefined;
}

/**
 * Wraps a dynamic import so that fetching it ahead (a preload) and rendering it later share one load,
 * and the renderer can tell the code is already there (lazyPage then renders it without suspending).
 * A failed load is forgotten, so the next call tries again.
 */
export function loadOnce<T>(load: () => Promise<T>): LoadOnce<T> {
  let pending: Promise<T> | undefined;
  let current: T | undefined;
  const loader = () => {
    pending ??= load().then(
      (value) => {
        current = value;
        return value;
      },
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    );
    return pending;
  };
  return Object.defineProperty(loader, 'current', { get: () => current }) as LoadOnce<T>;
}

export function isLoadOnce<T>(load: () => Promise<T>): load is LoadOnce<T> {
  return 'current' in load;
}
