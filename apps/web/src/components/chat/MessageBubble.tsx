import { MESSAGE_TYPE } from '@sc/contract';
import { Button } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatChatTime } from '../../lib/chat/formatChatTime';
import { noticeText } from '../../lib/chat/noticeText';
import type { Delivery } from '../../lib/chat/outbox';
import { langTag } from '../../lib/language';
import { useLanguage } from '../../lib/useLanguage';
import { DeliveryMark } from './DeliveryMark';
import { type BubbleContent, type BubbleLinks, MessageBody } from './MessageBody';
import styles from './MessageBubble.module.css';

/**
 * `portal`: the supplier's desk (light bubbles, time inside); `app`: the buyers' phone app (time
 * under); `widget`: the support chat (sender and date with the time under).
 */
export type BubbleLook = 'portal' | 'app' | 'widget';

type MessageBubbleProps = BubbleLinks & {
  message: BubbleContent & { createdAt: string };
  isMine: boolean;
  look?: BubbleLook;
  /** Shown with the time (the support chat names who wrote). */
  senderName?: string;
  delivery?: Delivery;
  error?: string | null;
  onRetry?: () => void;
  onDiscard?: () => void;
  /** Under the content, e.g. the translation of a buyer's message. */
  extra?: ReactNode;
  /** The stored message's id, on the element (`data-message-id`) so a search result can scroll to it. */
  messageId?: number;
  /** Briefly marked: the message a search result opened. */
  isHighlighted?: boolean;
};

/**
 * One chat message: text, product card, PDF, image or quotation card, mine on the right with its
 * delivery state (and Retry / Delete once it failed), the other side's on the left; a system
 * notice is centred.
 */
export function MessageBubble({
  message,
  isMine,
  look = 'portal',
  senderName,
  delivery,
  error,
  onRetry,
  onDiscard,
  extra,
  messageId,
  isHighlighted = false,
  ...links
}: MessageBubbleProps) {
  const { t } = useTranslation();
  const tag = langTag(useLanguage().lang);
  if (message.type === MESSAGE_TYPE.system) {
    return (
      <div className={`${styles.system} ${styles[look]}`} role="note">
        {noticeText(message, t)}
      </div>
    );
  }
  const meta = (
    <span className={styles.meta}>
      {senderName ? <span className={styles.sender}>{senderName}</span> : null}
      <time dateTime={message.createdAt}>
        {formatChatTime(message.createdAt, tag, { style: look === 'widget' ? 'withTime' : 'short' })}
      </time>
      {delivery ? <DeliveryMark delivery={delivery} /> : null}
    </span>
  );
  return (
    <div
      className={[
        styles.row,
        styles[look],
        isMine ? styles.mine : styles.theirs,
        delivery === 'failed' && styles.unsent,
        isHighlighted && styles.highlighted,
      ]
        .filter(Boolean)
        .join(' ')}
      data-testid="chat-message"
      data-message-id={messageId}
      data-highlighted={isHighlighted || undefined}
    >
      <div className={styles.bubble}>
        <MessageBody message={message} links={links} />
        {extra}
        {look === 'portal' ? meta : null}
      </div>
      {look === 'portal' ? null : meta}
      {delivery === 'failed' ? (
        <div className={styles.failedRow}>
          {error ? <span>{error}</span> : null}
          {onRetry ? (
            <Button size="small" type="link" onClick={onRetry}>
              {t('chat.retrySend')}
            </Button>
          ) : null}
          {onDiscard ? (
            <Button size="small" type="link" danger onClick={onDiscard}>
              {t('chat.discard')}
            </Button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
