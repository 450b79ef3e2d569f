import { STORAGE_KEYS } from '@sc/contract';
import { useSyncExternalStore } from 'react';
import { appEvents } from '../../lib/appEvents';
import { type KeyValueStore, local } from '../../lib/storage';
import {
  parseStatusFlag,
  reduceSupportWidget,
  type SupportWidgetAction,
  type SupportWidgetState,
} from './supportWidgetState';

/** The widget state, with the `status` flag kept in storage so it survives reloads and sign-outs. */
export function createSupportWidgetStore(store: KeyValueStore) {
  const listeners = new Set<() => void>();
  let state: SupportWidgetState = {
    isEnabled: parseStatusFlag(store.get(STORAGE_KEYS.status)),
    isOpen: false,
  };
  function dispatch(action: SupportWidgetAction) {
    const next = reduceSupportWidget(state, action);
    if (next.isEnabled !== state.isEnabled && action.type !== 'flagChanged') {
      store.set(STORAGE_KEYS.status, String(next.isEnabled));
    }
    if (next.isEnabled === state.isEnabled && next.isOpen === state.isOpen) return;
    state = next;
    for (const listener of [...listeners]) listener();
  }
  return {
    get: (): SupportWidgetState => state,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    dispatch,
    /** Re-reads the flag, e.g. after another tab changed it. */
    reload() {
      dispatch({ type: 'flagChanged', isEnabled: parseStatusFlag(store.get(STORAGE_KEYS.status)) });
    },
  };
}
export type SupportWidgetStore = ReturnType<typeof createSupportWidgetStore>;

export const supportWidgetStore: SupportWidgetStore = createSupportWidgetStore(local);

appEvents.on('showContact', () => supportWidgetStore.dispatch({ type: 'showContact' }));

/** The composer's text, when another page wrote the question (askSupport); the panel keeps it. */
let draft = '';
const draftListeners = new Set<() => void>();
function setDraft(text: string) {
  draft = text;
  for (const listener of [...draftListeners]) listener();
}
appEvents.on('askSupport', ({ text }) => {
  setDraft(text);
  supportWidgetStore.dispatch({ type: 'open' });
});

/** The support composer's text and its setter (shared so a question written elsewhere lands in it). */
export function useSupportDraft(): [string, (text: string) => void] {
  const text = useSyncExternalStore(
    (listener) => {
      draftListeners.add(listener);
      return () => {
        draftListeners.delete(listener);
      };
    },
    () => draft,
    () => draft,
  );
  return [text, setDraft];
}
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (
      event.storageArea === window.localStorage &&
      (event.key === null || event.key === STORAGE_KEYS.status)
    ) {
      supportWidgetStore.reload();
    }
  });
}

/** The widget's state; re-renders on the show-contact event and flag changes. */
export function useSupportWidget(): SupportWidgetState {
  return useSyncExternalStore(supportWidgetStore.subscribe, supportWidgetStore.get, supportWidgetStore.get);
}
