import { ClockCircleOutlined, FireFilled } from '@ant-design/icons';
import type { RfqCard } from '@sc/contract';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/formatRelativeTime';
import { langTag } from '../../../lib/language';
import { useLanguage } from '../../../lib/useLanguage';
import { formatTimeLeft } from '../timeLeft';
import styles from './RfqCard.module.css';

type RfqTimeLeftProps = {
  rfq: Pick<RfqCard, 'state' | 'closeReason' | 'expiresAt' | 'closingSoon'>;
};

/** "Closes in 3 days", or highlighted "Closing soon · in 5 hours" under 24 h, or why it closed. */
export function RfqTimeLeft({ rfq }: RfqTimeLeftProps) {
  const { t } = useTranslation();
  const tag = langTag(useLanguage().lang);
  const left = rfq.state === 'open' ? formatTimeLeft(rfq.expiresAt, tag) : null;
  const title = formatDateTime(rfq.expiresAt, tag);
  if (!left) {
    return (
      <span className={styles.closed} title={title}>
        <ClockCircleOutlined aria-hidden="true" />{' '}
        {rfq.closeReason ? t(`rfq.closedBecause.${rfq.closeReason}`) : t(`rfqShared.state.${rfq.state}`)}
      </span>
    );
  }
  if (rfq.closingSoon) {
    return (
      <span className={styles.closingSoon} title={title}>
        <FireFilled aria-hidden="true" /> {t('rfq.closingSoon', { when: left })}
      </span>
    );
  }
  return (
    <span className={styles.timeLeft} title={title}>
      <ClockCircleOutlined aria-hidden="true" /> {t('rfq.closesIn', { when: left })}
    </span>
  );
}
