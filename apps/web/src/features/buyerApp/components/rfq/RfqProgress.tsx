import type { MyRfq } from '@sc/contract';
import { useTranslation } from 'react-i18next';
import { formatTimeLeftText } from '../../../../lib/rfqFormat';
import { timeLeft } from '../../../../lib/timeLeft';
import styles from './RfqProgress.module.css';

type RfqProgressProps = { rfq: MyRfq; now: Date; isCompact?: boolean };

/** How full an RFQ is (a bar and "3 of 10 quotes") and, while open, the time left. */
export function RfqProgress({ rfq, now, isCompact = false }: RfqProgressProps) {
  const { t } = useTranslation();
  const left = rfq.state === 'open' ? timeLeft(rfq.expiresAt, now) : null;
  const filled = rfq.maxQuotes > 0 ? Math.min(100, Math.round((rfq.quoteCount / rfq.maxQuotes) * 100)) : 0;
  return (
    <span className={isCompact ? `${styles.row} ${styles.compact}` : styles.row}>
      <span className={styles.bar} aria-hidden="true">
        <span className={styles.fill} style={{ width: `${filled}%` }} />
      </span>
      <span className={styles.quotes}>
        {t('buyerRfq.quotesOf', { received: rfq.quoteCount, max: rfq.maxQuotes })}
      </span>
      {left ? (
        <span className={rfq.closingSoon ? styles.soon : styles.left}>{formatTimeLeftText(left, t)}</span>
      ) : null}
    </span>
  );
}
