import {
  CheckOutlined,
  ClockCircleOutlined,
  ExclamationCircleFilled,
  FilePdfOutlined,
} from '@ant-design/icons';
import { type ChatMessage, MESSAGE_TYPE } from '@sc/contract';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ProductThumb } from '../../../components/ProductThumb';
import { QuotationChatCard } from '../../../components/quotation/QuotationChatCard';
import { type OutboxEntry, storedDelivery } from '../../../lib/chat/outbox';
import { buyerPaths } from '../../../lib/paths';
import type { BuyerOutgoing } from '../chat/pendingForConversation';

type OutboxItem = OutboxEntry<BuyerOutgoing>;
type DeliveryState = 'sending' | 'sent' | 'viewed' | 'failed';

import styles from './MessageBubble.module.css';

type MessageBubbleProps = {
  message: ChatMessage | OutboxItem;
  timeText: string;
  onRetry?: (clientId: string) => void;
  onDiscard?: (clientId: string) => void;
};

function isPending(message: ChatMessage | OutboxItem): message is OutboxItem {
  return 'status' in message;
}

function DeliveryMark({ state }: { state: DeliveryState }) {
  const { t } = useTranslation();
  const icon = {
    sending: <ClockCircleOutlined />,
    sent: <CheckOutlined />,
    viewed: (
      <span className={styles.doubleTick}>
        <CheckOutlined />
        <CheckOutlined />
      </span>
    ),
    failed: <ExclamationCircleFilled />,
  }[state];
  return (
    <span className={`${styles.delivery} ${styles[state]}`} data-delivery={state}>
      {icon} {t(`buyerApp.chat.${state}`)}
    </span>
  );
}

/** The body of a stored message by type: text, product card, quotation card, PDF, picture. */
function MessageBody({ message }: { message: ChatMessage }) {
  const { t } = useTranslation();
  if (message.type === MESSAGE_TYPE.product && message.product) {
    const product = message.product;
    return (
      <Link className={styles.productCard} to={buyerPaths.product(product.productId)}>
        <ProductThumb src={product.imageUrl} alt={product.name} size={56} />
        <span className={styles.productText}>
          <strong>{product.name}</strong>
          <span>{[product.brand, product.barcode].filter(Boolean).join(' · ')}</span>
          <span className={styles.linkText}>{t('buyerApp.chat.openProduct')}</span>
        </span>
      </Link>
    );
  }
  if (message.type === MESSAGE_TYPE.image && message.file) {
    return (
      <a href={message.file.url} target="_blank" rel="noreferrer" className={styles.picture}>
        <img src={message.file.thumbUrl ?? message.file.url} alt={message.file.name} loading="lazy" />
      </a>
    );
  }
  if (message.type === MESSAGE_TYPE.pdf && message.file) {
    return (
      <a href={message.file.url} target="_blank" rel="noreferrer" className={styles.file}>
        <FilePdfOutlined className={styles.fileIcon} />
        <span className={styles.fileName}>{message.file.name}</span>
        <span className={styles.linkText}>{t('buyerApp.chat.openFile')}</span>
      </a>
    );
  }
  if (message.type === MESSAGE_TYPE.quotation && message.quotation) {
    return <QuotationChatCard card={message.quotation} openTo={buyerPaths.quotation(message.id)} />;
  }
  if (message.type === MESSAGE_TYPE.quotation && !message.content) {
    return <span className={styles.text}>{t('chat.preview.quotation')}</span>;
  }
  return <span className={styles.text}>{message.content}</span>;
}

/** One message: mine on the right with its delivery state, the supplier's on the left. */
export function MessageBubble({ message, timeText, onRetry, onDiscard }: MessageBubbleProps) {
  const { t } = useTranslation();
  const pending = isPending(message);
  if (!pending && message.senderKind === 'system') {
    return <div className={styles.system}>{message.content}</div>;
  }
  const isMine = pending || message.senderKind === 'buyer';
  const state: DeliveryState | null = !isMine
    ? null
    : pending
      ? message.status === 'failed'
        ? 'failed'
        : 'sending'
      : storedDelivery(message);
  return (
    <div className={`${styles.row} ${isMine ? styles.mine : styles.theirs}`} data-testid="chat-message">
      <div className={styles.bubble}>
        {pending ? (
          <span className={styles.text}>{message.payload.content}</span>
        ) : (
          <MessageBody message={message} />
        )}
      </div>
      <div className={styles.meta}>
        <span>{timeText}</span>
        {state ? <DeliveryMark state={state} /> : null}
      </div>
      {pending && message.status === 'failed' ? (
        <div className={styles.failedActions}>
          {message.error ? <span className={styles.error}>{message.error}</span> : null}
          <Button size="small" type="link" onClick={() => onRetry?.(message.clientId)}>
            {t('buyerApp.chat.retry')}
          </Button>
          <Button size="small" type="link" danger onClick={() => onDiscard?.(message.clientId)}>
            {t('buyerApp.chat.discard')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
