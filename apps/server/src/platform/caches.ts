import { isInsideTransaction } from '../db/transactionScope.js';

/**
 * How one in-process cache behaves: an entry lives `ttlMs` (Infinity: until the process ends), and
 * past `maxEntries` the cache starts over. The type parameter is the cached value.
 */
export interface CacheSpec<V> {
  name: string;
  ttlMs: number;
  maxEntries: number;
  /** Topics whose change drops every entry at once (`Caches.drop`), e.g. `categories`. */
  dropOn?: readonly string[];
  /** Never set: carries the value type from the spec to `Caches.of`. */
  readonly valueType?: V;
}

/** Declares a cache; its entries live in the app's `Caches` (on the context), never in the module. */
export function defineCache<V>(spec: Omit<CacheSpec<V>, 'valueType'>): CacheSpec<V> {
  return spec;
}

/**
 * Promises kept by key: simultaneous requests for one key share a single computation, and a
 * failure is forgotten at once so the next request tries again.
 */
export class PromiseCache<V> {
  private readonly entries = new Map<string, { at: number; value: Promise<V>; settled: boolean }>();

  constructor(private readonly spec: CacheSpec<V>) {}

  get(key: string, load: () => Promise<V>): Promise<V> {
    const hit = this.entries.get(key);
    if (hit && Date.now() - hit.at < this.spec.ttlMs) {
      // A transaction never joins a load still running outside it: on the embedded database's one
      // connection that load waits for the transaction, which would wait for it (see transactionScope).
      if (hit.settled || !isInsideTransaction()) return hit.value;
      return load();
    }
    // Promise.resolve settles a lazy thenable (a Drizzle query builder) once: awaiting the builder
    // itself would send its statement again at every hit, on whatever connection it was built for.
    const value = Promise.resolve(load());
    if (this.entries.size >= this.spec.maxEntries) this.entries.clear();
    const entry = { at: Date.now(), value, settled: false };
    this.entries.set(key, entry);
    value.then(
      () => {
        entry.settled = true;
      },
      () => {
        if (this.entries.get(key)?.value === value) this.entries.delete(key);
      },
    );
    return value;
  }

  /** Forgets every entry: the next `get` of each key loads afresh. */
  clear(): void {
    this.entries.clear();
  }
}

/** Every in-process cache of one app: two apps in one process (test files) never share entries. */
/**
 * Dropped whenever users' roles, permissions or status change (the session notifier does it), so
 * caches of "who in a company may do what" (e.g. the chat's delivery list) follow at once.
 */
export const TEAM_CHANGED_TOPIC = 'teamPermissions';

export class Caches {
  private readonly stores = new Map<CacheSpec<unknown>, PromiseCache<unknown>>();

  of<V>(spec: CacheSpec<V>): PromiseCache<V> {
    let store = this.stores.get(spec);
    if (!store) {
      store = new PromiseCache<unknown>(spec);
      this.stores.set(spec, store);
    }
    // One store per spec object, made from that spec: its values are the spec's V.
    return store as PromiseCache<V>;
  }

  /** Told of every local drop, to pass it on to the app's other processes (set by the socket layer). */
  private relay: ((topic: string) => void) | undefined;

  /** Passes each local `drop` on to other processes (which call `drop(topic, { relayed: true })`). */
  relayDropsTo(relay: (topic: string) => void): void {
    this.relay = relay;
  }

  /**
   * Drops the entries of every cache declared `dropOn` this topic, here and (unless the drop came
   * from another process) in the app's other processes, so a change is seen at once everywhere.
   */
  drop(topic: string, { relayed = false } = {}): void {
    for (const [spec, store] of this.stores) if (spec.dropOn?.includes(topic)) store.clear();
    if (!relayed) this.relay?.(topic);
  }
}
