let reading: number | null = null;

/** The chat page says which conversation is open and in front (its new messages are not unread). */
export function setReadingConversation(conversationId: number | null): void {
  reading = conversationId;
}

export function readingConversation(): number | null {
  return reading;
}
