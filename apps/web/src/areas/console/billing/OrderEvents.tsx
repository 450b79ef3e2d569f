import type { PaymentEvent } from '@sc/contract';
import { Empty, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/formatRelativeTime';
import { langTag } from '../../../lib/language';
import { useLanguage } from '../../../lib/useLanguage';
import styles from './OrderEvents.module.css';
import { prettyBody } from './prettyBody';

/** The notifies (and reconciliation answers) received for an order, each with its raw body on demand. */
export function OrderEvents({ events }: { events: readonly PaymentEvent[] }) {
  const { t } = useTranslation();
  const tag = langTag(useLanguage().lang);
  if (events.length === 0)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('consoleBilling.order.eventsEmpty')} />;
  return (
    <ul className={styles.list}>
      {events.map((event) => (
        <li key={event.id} className={styles.event}>
          <div className={styles.head}>
            <Typography.Text className={styles.when}>{formatDateTime(event.receivedAt, tag)}</Typography.Text>
            {event.kind ? <Tag>{event.kind}</Tag> : null}
            {event.status ? <Tag color="blue">{event.status}</Tag> : null}
            <Typography.Text type="secondary">
              {t('consoleBilling.order.outcome', { outcome: event.outcome })}
            </Typography.Text>
          </div>
          <details>
            <summary className={styles.summary}>{t('consoleBilling.order.rawBody')}</summary>
            <pre className={styles.raw}>{prettyBody(event.rawBody)}</pre>
          </details>
        </li>
      ))}
    </ul>
  );
}
