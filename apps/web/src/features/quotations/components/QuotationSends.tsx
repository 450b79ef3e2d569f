import { EyeOutlined, MessageOutlined } from '@ant-design/icons';
import type { QuotationSend } from '@sc/contract';
import { Empty, Skeleton, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadError } from '../../../components/LoadError';
import { formatDateTime } from '../../../lib/formatRelativeTime';
import { langTag } from '../../../lib/language';
import { chatWithBuyer } from '../../../lib/paths';
import { useLanguage } from '../../../lib/useLanguage';
import { useQuotationSends } from '../api/useQuotationHistory';
import styles from './QuotationHistory.module.css';

/** Where a quotation was sent: each buyer, the version, when, and whether that buyer opened it. */
export function QuotationSends({ quotationId }: { quotationId: number }) {
  const { t } = useTranslation();
  const tag = langTag(useLanguage().lang);
  const sends = useQuotationSends(quotationId);

  if (sends.isError) {
    return <LoadError title={t('quotations.sends.loadError')} onRetry={() => void sends.refetch()} />;
  }
  if (!sends.data) return <Skeleton active paragraph={{ rows: 3 }} />;
  if (sends.data.length === 0) {
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('quotations.sends.empty')} />;
  }
  return (
    <ul className={styles.list} aria-label={t('quotations.view.tabs.sends', { count: sends.data.length })}>
      {sends.data.map((send: QuotationSend) => (
        <li key={send.messageId} className={styles.item} data-testid="quotation-send">
          <div className={styles.itemMain}>
            <strong className={styles.itemTitle}>{send.buyer.name}</strong>
            <span className={styles.secondary}>{send.buyer.companyName}</span>
            <span className={styles.meta}>
              <Tag className={styles.tag} color="blue" variant="filled">
                {t('quotations.versionShort', { version: send.version })}
              </Tag>
              <span>
                {t('quotations.sends.columns.sentAt')}{' '}
                <time dateTime={send.sentAt}>{formatDateTime(send.sentAt, tag)}</time>
              </span>
            </span>
          </div>
          <div className={styles.itemSide}>
            {send.viewedAt ? (
              <Tag className={styles.tag} color="green" icon={<EyeOutlined />} variant="filled">
                {t('quotations.sends.viewedAt', { date: formatDateTime(send.viewedAt, tag) })}
              </Tag>
            ) : (
              <Tag className={styles.tag} variant="filled">
                {t('quotations.sends.notViewed')}
              </Tag>
            )}
            <Link
              to={chatWithBuyer(send.buyer.id)}
              aria-label={t('quotations.sends.openChatNamed', { name: send.buyer.name })}
            >
              <MessageOutlined aria-hidden="true" /> {t('quotations.sends.openChat')}
            </Link>
          </div>
        </li>
      ))}
    </ul>
  );
}
