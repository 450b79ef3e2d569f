/**
 * A value read from storage, kept until it changes, with change notification for React
 * (useSyncExternalStore): `changed()` reads it again and tells the listeners only when its content
 * differs from what they were given. Storing the same values again (the profile and menu the app saves
 * as it opens) re-renders nothing: otherwise every reader, the whole signed-in layout among them, would
 * render once more with what it already shows.
 */
export function createSnapshotStore<Snapshot>(read: () => Snapshot) {
  const listeners = new Set<() => void>();
  let snapshot: Snapshot | null = null;
  return {
    get(): Snapshot {
      snapshot ??= read();
      return snapshot;
    },
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    changed() {
      const next = read();
      // Snapshots are plain data read from storage, in the same key order each time.
      if (snapshot !== null && JSON.stringify(next) === JSON.stringify(snapshot)) return;
      snapshot = next;
      for (const listener of [...listeners]) listener();
    },
  };
}
