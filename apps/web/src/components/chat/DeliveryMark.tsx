import { CheckOutlined, ClockCircleOutlined, ExclamationCircleOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { Delivery } from '../../lib/chat/outbox';
import styles from './MessageBubble.module.css';

/** The ticks under a message of mine: waiting, sending, sent, viewed (two ticks) or not sent. */
export function DeliveryMark({ delivery }: { delivery: Delivery }) {
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
