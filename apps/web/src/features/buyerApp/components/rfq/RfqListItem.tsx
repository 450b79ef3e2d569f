import { RightOutlined } from '@ant-design/icons';
import type { MyRfq } from '@sc/contract';
import { Badge } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buyerPaths } from '../../../../lib/paths';
import { formatQuantity } from '../../../../lib/rfqFormat';
import { RfqHeading } from './RfqHeading';
import styles from './RfqListItem.module.css';
import { RfqProgress } from './RfqProgress';

type RfqListItemProps = { rfq: MyRfq; localeTag: string; now: Date };

/** One of my RFQs in the list: state, product, what and where, quotes received and time left. */
export function RfqListItem({ rfq, localeTag, now }: RfqListItemProps) {
  const { t } = useTranslation();
  return (
    <Link to={buyerPaths.rfq(rfq.id)} className={styles.item} data-testid="rfq-item">
      <RfqHeading rfq={rfq} localeTag={localeTag} />
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
        {[formatQuantity(rfq.quantity, rfq.unit, localeTag, t), rfq.terms, t(`place.${rfq.place}`)].join(
          ' · ',
        )}
      </span>
      {rfq.state === 'open' || rfq.quoteCount > 0 ? <RfqProgress rfq={rfq} now={now} isCompact /> : null}
      {rfq.state === 'rejected' && rfq.rejectReason ? (
        <span className={styles.reason}>{rfq.rejectReason}</span>
      ) : null}
      <RightOutlined className={styles.chevron} aria-hidden="true" />
    </Link>
  );
}
