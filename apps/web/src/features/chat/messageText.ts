import { type ChatMessage, MESSAGE_TYPE, sharedMessages } from '@sc/contract';
import { isKeyOf } from '../../lib/isKeyOf';
import type { Translate } from '../../lib/Translate';

const NOTICE_PREFIX = 'notice.';

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
  const code = message.content.slice(NOTICE_PREFIX.length);
  const isNotice = message.content.startsWith(NOTICE_PREFIX) && isKeyOf(sharedMessages.en.notice, code);
  return isNotice ? t(`notice.${code}`) : message.content;
}

/** Time of day for today's messages, the date for older ones. */
export function shortTime(value: string, localeTag: string, now: Date = new Date()): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const isToday = date.toDateString() === now.toDateString();
  return new Intl.DateTimeFormat(
    localeTag,
    isToday ? { hour: '2-digit', minute: '2-digit' } : { month: 'short', day: 'numeric' },
  ).format(date);
}

/** "1.2 MB", "340 KB". */
export function fileSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}
