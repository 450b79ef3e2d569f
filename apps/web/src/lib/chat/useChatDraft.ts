import { useState } from 'react';
import { type ChatDraftKey, type ChatDraftStore, chatDraftStorageKey, chatDrafts } from './draftStore';

/**
 * The composer's text, kept as a draft of this account's conversation: restored when the
 * conversation opens again (after a reload or a new sign-in), removed when it is sent (emptied).
 * `key` is null while the account or the partner is not known yet; `initialText` (a text handed
 * over by another page) wins over a stored draft.
 */
export function useChatDraft(
  key: ChatDraftKey | null,
  { initialText = '', store = chatDrafts }: { initialText?: string; store?: ChatDraftStore } = {},
): [string, (text: string) => void] {
  const [text, setText] = useState(() => initialText || (key ? store.get(key) : ''));
  const storageKey = key ? chatDraftStorageKey(key) : null;
  const [loadedKey, setLoadedKey] = useState(storageKey);

  // The account or the partner became known: pick up its draft unless something is typed already.
  if (storageKey !== loadedKey) {
    setLoadedKey(storageKey);
    if (key && text === '') setText(store.get(key));
  }

  function setDraft(next: string) {
    setText(next);
    if (key) store.set(key, next);
  }
  return [text, setDraft];
}
