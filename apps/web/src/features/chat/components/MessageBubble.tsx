import {
  CheckOutlined,
  ClockCircleOutlined,
  ExclamationCircleOutlined,
  FilePdfOutlined,
  PictureOutlined,
  ShoppingOutlined,
} from '@ant-design/icons';
import type { QuotationCard } from '@sc/contract';
import { type ChatFile, MESSAGE_TYPE, type ProductCard } from '@sc/contract';
import { Button } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { QuotationChatCard } from '../../../components/quotation/QuotationChatCard';
import { formatChatTime } from '../../../lib/chat/formatChatTime';
import { noticeText } from '../../../lib/chat/noticeText';
import type { OutboxStatus } from '../../../lib/chat/outbox';
import { langTag } from '../../../lib/language';
import { chatQuotationPath } from '../../../lib/paths';
import { useLanguage } from '../../../lib/useLanguage';
import styles from './MessageBubble.module.css';

export type Delivery = OutboxStatus | 'sent' | 'viewed';

/** "1.2 MB", "340 KB". */
function fileSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

type BubbleContent = {
  /** Stored messages only: a pending one has no id yet (and its card no Open action). */
  id?: number;
  type: number;
  content: string;
  product: ProductCard | null;
  quotation: QuotationCard | null;
  file: ChatFile | null;
};

/** What the opened quotation page's back link returns to: this chat, as it is in the address now. */
export type ChatQuotationLinkState = { backTo: string };

function QuotationBody({ messageId, card }: { messageId: number | undefined; card: QuotationCard }) {
  const location = useLocation();
  const state: ChatQuotationLinkState = { backTo: `${location.pathname}${location.search}` };
  return (
    <QuotationChatCard
      card={card}
      openTo={messageId === undefined ? null : chatQuotationPath(messageId)}
      openState={state}
    />
  );
}

function ProductBody({ product }: { product: ProductCard }) {
  const { t } = useTranslation();
  return (
    <div className={styles.product}>
      {product.imageUrl ? (
        <img className={styles.productImage} src={product.imageUrl} alt="" loading="lazy" />
      ) : (
        <span className={`${styles.productImage} ${styles.placeholder}`} aria-hidden="true">
          <ShoppingOutlined />
        </span>
      )}
      <div className={styles.productText}>
        <span className={styles.productLabel}>{t('chat.message.product')}</span>
        <strong className={styles.productName}>{product.name}</strong>
        {product.brand ? <span className={styles.muted}>{product.brand}</span> : null}
        <span className={styles.muted}>{t('chat.message.barcode', { code: product.barcode })}</span>
        {product.specs.length > 0 ? <span className={styles.muted}>{product.specs.join(' · ')}</span> : null}
      </div>
    </div>
  );
}

function Body({ message }: { message: BubbleContent }) {
  const { t } = useTranslation();
  if (message.type === MESSAGE_TYPE.product && message.product)
    return <ProductBody product={message.product} />;
  if (message.type === MESSAGE_TYPE.pdf && message.file) {
    return (
      <a
        className={styles.pdf}
        href={message.file.url}
        target="_blank"
        rel="noopener noreferrer"
        title={t('chat.file.open', { name: message.file.name })}
      >
        <FilePdfOutlined className={styles.pdfIcon} aria-hidden="true" />
        <span className={styles.pdfText}>
          <span className={styles.pdfName}>{message.file.name}</span>
          <span className={styles.muted}>PDF · {fileSize(message.file.size)}</span>
        </span>
      </a>
    );
  }
  if (message.type === MESSAGE_TYPE.image && message.file) {
    return (
      <a
        className={styles.image}
        href={message.file.url}
        target="_blank"
        rel="noopener noreferrer"
        title={t('chat.file.openImage')}
      >
        <img
          src={message.file.thumbUrl ?? message.file.url}
          alt={t('chat.file.imageAlt', { name: message.file.name })}
        />
      </a>
    );
  }
  if (message.type === MESSAGE_TYPE.image || message.type === MESSAGE_TYPE.pdf) {
    return (
      <span className={styles.muted}>
        <PictureOutlined aria-hidden="true" /> {t('chat.preview.image')}
      </span>
    );
  }
  if (message.type === MESSAGE_TYPE.quotation && message.quotation)
    return <QuotationBody messageId={message.id} card={message.quotation} />;
  if (message.type === MESSAGE_TYPE.quotation) return <span>{t('chat.preview.quotation')}</span>;
  return <span className={styles.text}>{message.content}</span>;
}

function DeliveryMark({ delivery }: { delivery: Delivery }) {
  const { t } = useTranslation();
  const label = t(`chat.status.${delivery}`);
  const icon =
    delivery === 'viewed' ? (
      <span className={styles.double} aria-hidden="true">
        <CheckOutlined />
        <CheckOutlined />
      </span>
    ) : delivery === 'sent' ? (
      <CheckOutlined aria-hidden="true" />
    ) : delivery === 'failed' ? (
      <ExclamationCircleOutlined aria-hidden="true" />
    ) : (
      <ClockCircleOutlined aria-hidden="true" />
    );
  return (
    <span
      className={[styles.delivery, styles[delivery]].filter(Boolean).join(' ')}
      title={label}
      data-delivery={delivery}
    >
      {icon}
      <span className={styles.deliveryText}>{label}</span>
    </span>
  );
}

type MessageBubbleProps = {
  message: BubbleContent & { createdAt: string };
  isMine: boolean;
  senderName?: string;
  delivery?: Delivery;
  error?: string | null;
  onRetry?: () => void;
  onDiscard?: () => void;
  /** Under the content, e.g. the translation of a buyer's message. */
  extra?: ReactNode;
};

/** One message: text, product card, PDF, image or a centred system notice, with its delivery state. */
export function MessageBubble({
  message,
  isMine,
  senderName,
  delivery,
  error,
  onRetry,
  onDiscard,
  extra,
}: MessageBubbleProps) {
  const { t } = useTranslation();
  const tag = langTag(useLanguage().lang);
  if (message.type === MESSAGE_TYPE.system) {
    return (
      <div className={styles.system} role="note">
        {noticeText(message, t)}
      </div>
    );
  }
  return (
    <div className={`${styles.row} ${isMine ? styles.mine : styles.theirs}`}>
      <div className={styles.bubble}>
        {senderName ? <span className={styles.sender}>{senderName}</span> : null}
        <Body message={message} />
        {extra}
        <span className={styles.meta}>
          <time dateTime={message.createdAt}>{formatChatTime(message.createdAt, tag)}</time>
          {delivery ? <DeliveryMark delivery={delivery} /> : null}
        </span>
      </div>
      {delivery === 'failed' ? (
        <div className={styles.failedRow}>
          {error ? <span>{error}</span> : null}
          <Button size="small" type="link" onClick={onRetry}>
            {t('chat.retrySend')}
          </Button>
          <Button size="small" type="link" danger onClick={onDiscard}>
            {t('chat.discard')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
