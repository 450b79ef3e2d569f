import type { RfqCard } from '@sc/contract';
import { Progress } from 'antd';
import { useTranslation } from 'react-i18next';
import styles from './RfqCard.module.css';

/** "3 of 10 quotes left" with a thin bar of the quotes taken. */
export function QuotesLeft({ rfq }: { rfq: Pick<RfqCard, 'quotesLeft' | 'maxQuotes' | 'quoteCount'> }) {
  const { t } = useTranslation();
  const taken = rfq.maxQuotes > 0 ? Math.round((rfq.quoteCount / rfq.maxQuotes) * 100) : 100;
  return (
    <span className={styles.quotesLeft}>
      <span className={rfq.quotesLeft <= 2 ? styles.fewLeft : undefined}>
        {t('rfq.quotesLeft', { left: rfq.quotesLeft, max: rfq.maxQuotes })}
      </span>
      <Progress
        percent={taken}
        showInfo={false}
        size="small"
        className={styles.quotesBar}
        strokeColor={rfq.quotesLeft <= 2 ? '#d4380d' : '#1a56db'}
        aria-hidden="true"
      />
    </span>
  );
}
