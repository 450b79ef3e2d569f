import { Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { QuotationExpiry } from './QuotationExpiry';
import styles from './QuotationList.module.css';
import { QuotationRowActions } from './QuotationRowActions';
import { QuotationSendStatus } from './QuotationSendStatus';
import type { QuotationListProps } from './QuotationTable';

/** My quotations as stacked cards (phones), with the same actions as the table. */
export function QuotationCardList({
  quotations,
  isLoading,
  empty,
  actions,
  showsAuthor = false,
}: QuotationListProps) {
  const { t } = useTranslation();
  return (
    <Spin spinning={isLoading}>
      {quotations.length === 0 ? (
        <div className={styles.emptyCard}>{isLoading ? null : empty}</div>
      ) : (
        <ul className={styles.cards}>
          {quotations.map((q) => (
            <li key={q.id} className={styles.card}>
              <div className={styles.cardTop}>
                <span className={styles.code}>{q.number}</span>
                <span className={styles.version}>{t('quotations.versionShort', { version: q.version })}</span>
              </div>
              <button type="button" className={styles.cardName} onClick={() => actions.view(q)}>
                {q.name}
              </button>
              <span className={styles.meta}>
                {[q.terms, t(`place.${q.place}`, { defaultValue: q.place }), q.currency].join(' · ')}
                {' · '}
                {t('quotations.lineCount', { count: q.lineCount })}
              </span>
              <span className={styles.expiryLine}>
                <span className={styles.label}>{t('quotations.columns.expires')}</span>
                <QuotationExpiry expiresOn={q.expiresOn} isExpired={q.isExpired} />
              </span>
              {showsAuthor ? (
                <span className={styles.expiryLine}>
                  <span className={styles.label}>{t('quotations.columns.author')}</span>
                  <span>{q.author ? q.author.name : t('quotations.authorGone')}</span>
                </span>
              ) : null}
              <QuotationSendStatus quotation={q} />
              <div className={styles.cardBottom}>
                <span />
                <QuotationRowActions quotation={q} actions={actions} isLabelled />
              </div>
            </li>
          ))}
        </ul>
      )}
    </Spin>
  );
}
