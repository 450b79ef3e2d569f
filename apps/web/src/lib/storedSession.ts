import { createSnapshotStore } from './snapshotStore';
import { type KeyValueStore, local } from './storage';

/**
 * A session kept under its own storage keys (the buyers' app and the console each have one, apart
 * from the portal's): a cached snapshot, change notification for React, and other tabs followed.
 */
export function createStoredSession<Snapshot, Login>(options: {
  keys: Record<string, string>;
  read: (store: KeyValueStore) => Snapshot;
  /** What a successful login stores, key by key. */
  entriesOf: (login: Login) => [key: string, value: string][];
  store?: KeyValueStore;
}) {
  const store = options.store ?? local;
  const snapshots = createSnapshotStore(() => options.read(store));
  const changed = snapshots.changed;
  const session = {
    get: snapshots.get,
    subscribe: snapshots.subscribe,
    refresh: changed,
    saveLogin(login: Login) {
      for (const [key, value] of options.entriesOf(login)) store.set(key, value);
      changed();
    },
    clear() {
      for (const key of Object.values(options.keys)) store.remove(key);
      changed();
    },
  };
  if (store === local && typeof window !== 'undefined') {
    // Signed in or out in another tab: follow it.
    const watched = new Set(Object.values(options.keys));
    window.addEventListener('storage', (event) => {
      if (event.storageArea === window.localStorage && (event.key === null || watched.has(event.key)))
        session.refresh();
    });
  }
  return session;
}
