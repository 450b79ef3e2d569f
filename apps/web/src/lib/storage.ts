/** Key/value access to a Web Storage area that never throws (private mode, quota, no window). */
export type KeyValueStore = {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
};

function areaStore(pick: () => Storage): KeyValueStore {
  return {
    get(key) {
      try {
        return pick().getItem(key);
      } catch {
        return null;
      }
    },
    set(key, value) {
      try {
        pick().setItem(key, value);
      } catch (error) {
        console.warn(`Could not store ${key}`, error);
      }
    },
    remove(key) {
      try {
        pick().removeItem(key);
      } catch {
        // Storage unavailable: there is nothing to remove.
      }
    },
  };
}

/** A store kept in memory; used by tests and when no browser storage exists. */
export function createMemoryStore(initial: Record<string, string> = {}): KeyValueStore {
  const values = new Map(Object.entries(initial));
  return {
    get: (key) => values.get(key) ?? null,
    set: (key, value) => {
      values.set(key, value);
    },
    remove: (key) => {
      values.delete(key);
    },
  };
}

export const local: KeyValueStore = areaStore(() => window.localStorage);
export const session: KeyValueStore = areaStore(() => window.sessionStorage);

/** Reads a JSON value, or `fallback` when missing or unreadable. */
export function readJson<T>(store: KeyValueStore, key: string, fallback: T): T {
  const raw = store.get(key);
  if (raw === null || raw === '') return fallback;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return fallback;
  }
}
