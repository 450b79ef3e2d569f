import { type ChatMessage, MESSAGE_TYPE } from '@sc/contract';

type Translate = (key: string, values?: Record<string, string | number>) => string;

/** One line for the conversation list: the text, or what was sent ("[Product] Oat milk"). */
export function previewOf(message: ChatMessage | null, t: Translate): string {
  if (!message) return t('chat.preview.none');
  switch (message.type) {
    case MESSAGE_TYPE.product:
      return t('chat.preview.product', { name: message.product?.name ?? '' });
    case MESSAGE_TYPE.pdf:
      return t('chat.preview.pdf', { name: message.file?.name ?? '' });
    case MESSAGE_TYPE.image:
      return t('chat.preview.image');
    case MESSAGE_TYPE.quotation:
      return message.quotation
        ? t('chatQuotation.preview', { name: message.quotation.name })
        : t('chat.preview.quotation');
    case MESSAGE_TYPE.system:
      return noticeText(message, t);
    default:
      return message.content.replace(/\s+/g, ' ').trim();
  }
}

/** A system notice (type 9999): the server sends a catalog key such as `notice.contactCharged`. */
export function noticeText(message: Pick<ChatMessage, 'content'>, t: Translate): string {
  return message.content.startsWith('notice.') ? t(message.content) : message.content;
}

/** "1.2 MB", "340 KB". */
export function fileSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}
