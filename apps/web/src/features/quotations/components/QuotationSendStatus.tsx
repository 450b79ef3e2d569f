import type { QuotationSummary } from '@sc/contract';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/formatRelativeTime';
import { langTag } from '../../../lib/language';
import { useLanguage } from '../../../lib/useLanguage';
import styles from './QuotationList.module.css';

/** Draft, or how often it was sent, how many of those the buyers opened, and when it was sent last. */
export function QuotationSendStatus({ quotation: q }: { quotation: QuotationSummary }) {
  const { t } = useTranslation();
  const tag = langTag(useLanguage().lang);
  return (
    <span className={styles.sendStatus} data-testid="quotation-send-status">
      <span className={styles.sendTags}>
        {q.isArchived ? <Tag className={styles.tag}>{t('quotations.tags.archived')}</Tag> : null}
        {q.isDraft ? (
          <Tag className={styles.tag} color="default" variant="filled">
            {t('quotations.tags.draft')}
          </Tag>
        ) : (
          <>
            <span>{t('quotations.sent.count', { count: q.sendCount })}</span>
            <Tag className={styles.tag} color={q.viewedCount > 0 ? 'green' : 'default'} variant="filled">
              {t('quotations.sent.viewed', { count: q.viewedCount, total: q.sendCount })}
            </Tag>
          </>
        )}
      </span>
      {q.lastSentAt ? (
        <span className={styles.secondary}>
          {t('quotations.sent.last', { date: formatDateTime(q.lastSentAt, tag) })}
        </span>
      ) : null}
    </span>
  );
}
