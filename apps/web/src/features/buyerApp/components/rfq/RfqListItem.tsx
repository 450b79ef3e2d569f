import { RightOutlined } from '@ant-design/icons';
import type { MyRfq } from '@sc/contract';
import { Badge } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '../../../../lib/formatDate';
import { buyerPaths } from '../../../../lib/paths';
import { timeLeft } from '../../../../lib/timeLeft';
import { quantityText, timeLeftText } from '../../rfq/rfqText';
import styles from './RfqListItem.module.css';
import { RfqStateTag } from './RfqStateTag';

type RfqListItemProps = { rfq: MyRfq; localeTag: string; now: Date };

/** One of my RFQs in the list: state, product, what and where, quotes received and time left. */
export function RfqListItem({ rfq, localeTag, now }: RfqListItemProps) {
  const { t } = useTranslation();
  const left = rfq.state === 'open' ? timeLeft(rfq.expiresAt, now) : null;
  const filled = rfq.maxQuotes > 0 ? Math.min(100, Math.round((rfq.quoteCount / rfq.maxQuotes) * 100)) : 0;
  return (
    <Link to={buyerPaths.rfq(rfq.id)} className={styles.item} data-testid="rfq-item">
      <span className={styles.top}>
        <span className={styles.number}>
          {rfq.number} · {t('buyerRfq.postedOn', { date: formatDate(rfq.postedAt, localeTag) })}
        </span>
        <RfqStateTag rfq={rfq} />
      </span>
      <span className={styles.nameRow}>
        <strong className={styles.name}>{rfq.productName}</strong>
        {rfq.newQuotes > 0 ? (
          <Badge
            count={t('buyerRfq.newQuotes', { count: rfq.newQuotes })}
            className={styles.newBadge}
            aria-label={t('buyerRfq.list.newQuotesLabel', { count: rfq.newQuotes })}
          />
        ) : null}
      </span>
      <span className={styles.meta}>
        {[quantityText(rfq.quantity, rfq.unit, localeTag, t), rfq.terms, t(`place.${rfq.place}`)].join(' · ')}
      </span>
      {rfq.state === 'open' || rfq.quoteCount > 0 ? (
        <span className={styles.progressRow}>
          <span className={styles.bar} aria-hidden="true">
            <span className={styles.fill} style={{ width: `${filled}%` }} />
          </span>
          <span className={styles.quotes}>
            {t('buyerRfq.quotesOf', { received: rfq.quoteCount, max: rfq.maxQuotes })}
          </span>
          {left ? (
            <span className={rfq.closingSoon ? styles.soon : styles.left}>{timeLeftText(left, t)}</span>
          ) : null}
        </span>
      ) : null}
      {rfq.state === 'rejected' && rfq.rejectReason ? (
        <span className={styles.reason}>{rfq.rejectReason}</span>
      ) : null}
      <RightOutlined className={styles.chevron} aria-hidden="true" />
    </Link>
  );
}
