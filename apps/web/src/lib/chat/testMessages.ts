import type { ChatMessage } from '@sc/contract';

/** A chat message for tests; each test states only the fields it cares about. */
export function aMessage(fields: Partial<ChatMessage> & Pick<ChatMessage, 'id'>): ChatMessage {
  return {
    conversationId: 1,
    clientId: null,
    createCode: 'S1',
    senderKind: 'supplier',
    senderName: 'Harbor',
    type: 1,
    content: `message ${fields.id}`,
    product: null,
    quotation: null,
    rfqQuote: null,
    noticeParams: null,
    file: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    viewedAt: null,
    ...fields,
  };
}
