import { useSyncExternalStore } from 'react';
import type { Outbox } from './createOutbox';
import type { OutboxEntry } from './outbox';

/** The unsent messages of an outbox, re-rendering as they change. */
export function useOutboxEntries<P>(outbox: Outbox<P>): readonly OutboxEntry<P>[] {
  return useSyncExternalStore(outbox.subscribe, outbox.get, outbox.get);
}
