type Listener<P> = (payload: P) => void;

export type Emitter<Events extends Record<string, unknown>> = {
  on<K extends keyof Events>(event: K, listener: Listener<Events[K]>): () => void;
  emit<K extends keyof Events>(event: K, payload: Events[K]): void;
};

/** A tiny typed event emitter; `on` returns the function that removes the listener. */
export function createEmitter<Events extends Record<string, unknown>>(): Emitter<Events> {
  const listeners = new Map<keyof Events, Set<Listener<never>>>();
  return {
    on(event, listener) {
      let set = listeners.get(event);
      if (!set) {
        set = new Set();
        listeners.set(event, set);
      }
      set.add(listener as Listener<never>);
      return () => {
        set.delete(listener as Listener<never>);
      };
    },
    emit(event, payload) {
      for (const listener of [...(listeners.get(event) ?? [])]) {
        (listener as Listener<typeof payload>)(payload);
      }
    },
  };
}
