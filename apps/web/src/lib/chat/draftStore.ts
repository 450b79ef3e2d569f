import { type KeyValueStore, local } from '../storage';

/**
 * Who is typing to whom: `owner` is the signed-in account (e.g. `supplier:12`, `buyer:7`), `partner`
 * the other side of the conversation (`buyer:7`, `supplier:3`), known even before the first message
 * creates the conversation.
 */
export type ChatDraftKey = { owner: string; partner: string };

/** The storage key of one draft; its own prefix, so clearing a session never removes drafts. */
export const chatDraftStorageKey = ({ owner, partner }: ChatDraftKey) => `chatDraft:${owner}:${partner}`;

/** Half-typed chat messages kept per account and conversation, across reloads and sign-outs. */
export function createChatDraftStore(store: KeyValueStore) {
  return {
    get: (key: ChatDraftKey): string => store.get(chatDraftStorageKey(key)) ?? '',
    /** Keeps the text; an empty or blank text removes the draft. */
    set(key: ChatDraftKey, text: string): void {
      if (text.trim() === '') store.remove(chatDraftStorageKey(key));
      else store.set(chatDraftStorageKey(key), text);
    },
  };
}
export type ChatDraftStore = ReturnType<typeof createChatDraftStore>;

/** The browser's drafts (localStorage). */
export const chatDrafts: ChatDraftStore = createChatDraftStore(local);
