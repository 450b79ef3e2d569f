import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/formatDate';
import { langTag } from '../../../lib/language';
import { useLanguage } from '../../../lib/useLanguage';
import styles from './QuotationList.module.css';

/** The expiration date, with an "Expired" tag once it has passed. */
export function QuotationExpiry({ expiresOn, isExpired }: { expiresOn: string; isExpired: boolean }) {
  const { t } = useTranslation();
  const tag = langTag(useLanguage().lang);
  return (
    <span className={styles.expiry}>
      <time dateTime={expiresOn}>{formatDate(expiresOn, tag)}</time>
      {isExpired ? (
        <Tag color="warning" variant="filled" className={styles.tag}>
          {t('quotations.expired')}
        </Tag>
      ) : null}
    </span>
  );
}
