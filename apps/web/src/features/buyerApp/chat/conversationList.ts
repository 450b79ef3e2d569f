import type { ChatMessage, Conversation } from '@sc/contract';

/**
 * A live message applied to my conversation list: the conversation gets it as last message and
 * moves to the top; a supplier message counts as unread unless I am reading that conversation.
 * Returns null when the conversation is not in the list (the caller reloads the list).
 */
export function applyIncomingToList(
  list: readonly Conversation[],
  message: ChatMessage,
  readingConversationId: number | null,
): Conversation[] | null {
  const index = list.findIndex((c) => c.id === message.conversationId);
  const conversation = list[index];
  if (!conversation) return null;
  if (conversation.lastMessage && conversation.lastMessage.id >= message.id) return list as Conversation[];
  const isUnread = message.senderKind === 'supplier' && readingConversationId !== message.conversationId;
  const updated: Conversation = {
    ...conversation,
    lastMessage: message,
    lastMessageAt: message.createdAt,
    unread: conversation.unread + (isUnread ? 1 : 0),
  };
  return [updated, ...list.slice(0, index), ...list.slice(index + 1)];
}

/** The conversation after I viewed everything in it. */
export function markListRead(list: readonly Conversation[], conversationId: number): Conversation[] {
  return list.map((c) => (c.id === conversationId && c.unread > 0 ? { ...c, unread: 0 } : c));
}

/** Conversations whose company name contains the search words (any case). */
export function filterConversations(list: readonly Conversation[], search: string): Conversation[] {
  const words = search.trim().toLowerCase();
  if (!words) return list as Conversation[];
  return list.filter(
    (c) =>
      c.supplier.name.toLowerCase().includes(words) ||
      (c.lastMessage?.content ?? '').toLowerCase().includes(words),
  );
}
