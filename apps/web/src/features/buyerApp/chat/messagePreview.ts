import { type ChatMessage, MESSAGE_TYPE } from '@sc/contract';
import type { Translate } from '../../../lib/Translate';

/** One line for a conversation list: what the last message was, in the UI language. */
export function messagePreview(message: ChatMessage, t: Translate) {
  const body = (() => {
    switch (message.type) {
      case MESSAGE_TYPE.product:
        return t('buyerApp.preview.product', { name: message.product?.name ?? '' });
      case MESSAGE_TYPE.pdf:
        return t('buyerApp.preview.pdf', { name: message.file?.name ?? '' });
      case MESSAGE_TYPE.image:
        return t('buyerApp.preview.image');
      case MESSAGE_TYPE.quotation:
        return message.quotation
          ? t('chatQuotation.preview', { name: message.quotation.name })
          : message.content || t('buyerApp.preview.quotation');
      default:
        return message.content.replace(/\s+/g, ' ');
    }
  })();
  return message.senderKind === 'buyer' ? t('buyerApp.preview.mine', { text: body }) : body;
}
