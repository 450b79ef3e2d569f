import { type ChatMessage, MESSAGE_TYPE } from '@sc/contract';
import type { Translate } from '../Translate';
import { noticeText } from './noticeText';

function bodyOf(message: ChatMessage, t: Translate): string {
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
        : message.content || t('chat.preview.quotation');
    case MESSAGE_TYPE.rfqQuote:
      return message.rfqQuote
        ? t('rfq.chatCard.preview', { name: message.rfqQuote.productName })
        : message.content || t('rfq.chatCard.label');
    case MESSAGE_TYPE.system:
      return noticeText(message, t);
    default:
      return message.content.replace(/\s+/g, ' ').trim();
  }
}

/**
 * One line for a conversation list, in the UI language: the text or what was sent ("[Product] Oat
 * milk"), after "You: " when it is my own.
 */
export function previewOf(
  message: ChatMessage | null,
  t: Translate,
  mySide: ChatMessage['senderKind'],
): string {
  if (!message) return t('chat.preview.none');
  const body = bodyOf(message, t);
  return message.senderKind === mySide ? `${t('chat.you')}${body}` : body;
}
