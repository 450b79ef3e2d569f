import { EditOutlined } from '@ant-design/icons';
import { Button, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { QuotationExpiry } from './QuotationExpiry';
import styles from './QuotationList.module.css';
import type { QuotationListProps } from './QuotationTable';

/** My quotations as stacked cards (phones), with the same edit action as the table. */
export function QuotationCardList({ quotations, isLoading, empty, onEdit }: QuotationListProps) {
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
              <button type="button" className={styles.cardName} onClick={() => onEdit(q)}>
                {q.name}
              </button>
              <span className={styles.meta}>
                {[q.terms, t(`place.${q.place}`, { defaultValue: q.place }), q.currency].join(' · ')}
                {' · '}
                {t('quotations.lineCount', { count: q.lineCount })}
              </span>
              <div className={styles.cardBottom}>
                <span className={styles.expiryLine}>
                  <span className={styles.label}>{t('quotations.columns.expires')}</span>
                  <QuotationExpiry expiresOn={q.expiresOn} isExpired={q.isExpired} />
                </span>
                <Button
                  size="small"
                  icon={<EditOutlined />}
                  aria-label={t('quotations.editNamed', { name: q.name })}
                  onClick={() => onEdit(q)}
                >
                  {t('quotations.edit')}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </Spin>
  );
}
