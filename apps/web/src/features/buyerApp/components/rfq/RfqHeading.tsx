import type { MyRfq } from '@sc/contract';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../../lib/formatDate';
import styles from './RfqHeading.module.css';
import { RfqStateTag } from './RfqStateTag';

type RfqHeadingProps = { rfq: MyRfq; localeTag: string };

/** The line above an RFQ: its number, when it was posted and its state. */
export function RfqHeading({ rfq, localeTag }: RfqHeadingProps) {
  const { t } = useTranslation();
  return (
    <span className={styles.top}>
      <span className={styles.number}>
        {rfq.number} · {t('buyerRfq.postedOn', { date: formatDate(rfq.postedAt, localeTag) })}
      </span>
      <RfqStateTag rfq={rfq} />
    </span>
  );
}
