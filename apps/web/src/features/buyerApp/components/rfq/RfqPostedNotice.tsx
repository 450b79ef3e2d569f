import type { MyRfq } from '@sc/contract';
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../../lib/formatDate';
import styles from './RfqPostedNotice.module.css';

type RfqPostedNoticeProps = { rfq: MyRfq; isJustPosted: boolean; localeTag: string };

/**
 * Where an RFQ stands with the platform: held for a quick check (and why), rejected with the team's
 * reason, or, right after posting, live until its expiry.
 */
export function RfqPostedNotice({ rfq, isJustPosted, localeTag }: RfqPostedNoticeProps) {
  const { t } = useTranslation();
  if (rfq.state === 'review') {
    return (
      <Alert
        className={styles.notice}
        type="warning"
        showIcon
        title={t('buyerRfq.posted.reviewTitle')}
        description={
          <>
            <p className={styles.text}>{t('buyerRfq.posted.reviewText')}</p>
            {rfq.flags.length > 0 ? (
              <>
                <p className={styles.text}>{t('buyerRfq.posted.flagsTitle')}</p>
                <ul className={styles.flags}>
                  {rfq.flags.map((flag) => (
                    <li key={flag}>{t(`buyerRfq.flag.${flag}`)}</li>
                  ))}
                </ul>
              </>
            ) : null}
          </>
        }
        data-testid="rfq-review-notice"
      />
    );
  }
  if (rfq.state === 'rejected') {
    return (
      <Alert
        className={styles.notice}
        type="error"
        showIcon
        title={t('buyerRfq.posted.rejectedTitle')}
        description={
          rfq.rejectReason
            ? t('buyerRfq.posted.rejectedText', { reason: rfq.rejectReason })
            : t('buyerRfq.posted.rejectedNoReason')
        }
      />
    );
  }
  if (rfq.state === 'open' && isJustPosted) {
    return (
      <Alert
        className={styles.notice}
        type="success"
        showIcon
        title={t('buyerRfq.posted.openTitle')}
        description={t('buyerRfq.posted.openText', { date: formatDate(rfq.expiresAt, localeTag) })}
      />
    );
  }
  return null;
}
