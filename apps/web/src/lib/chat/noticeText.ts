import type { ChatMessage } from '@sc/contract';

export type Translate = (key: string, values?: Record<string, string | number>) => string;

/** A system notice (type 9999): the server sends a catalog key such as `notice.contactCharged`. */
export function noticeText(message: Pick<ChatMessage, 'content'>, t: Translate): string {
  return message.content.startsWith('notice.') ? t(message.content) : message.content;
}
