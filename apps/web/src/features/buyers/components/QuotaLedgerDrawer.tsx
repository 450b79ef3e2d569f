import { Drawer, Empty, Pagination, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/formatRelativeTime';
import { langTag } from '../../../lib/language';
import { MOBILE_LAYOUT_MAX_WIDTH } from '../../../lib/paths';
import { useLanguage } from '../../../lib/useLanguage';
import { useViewportWidth } from '../../../lib/useViewportWidth';
import { useQuotaLedger } from '../api/useQuotaLedger';
import { formatDelta } from '../quotaSummary';
import styles from './QuotaLedgerDrawer.module.css';

const PAGE_SIZE = 20;

/** Every credit and spend of buyer contacts, newest first, paged. */
export function QuotaLedgerDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const tag = langTag(useLanguage().lang);
  const isMobile = useViewportWidth() < MOBILE_LAYOUT_MAX_WIDTH;
  const [pageIndex, setPageIndex] = useState(1);
  const ledger = useQuotaLedger(pageIndex, PAGE_SIZE, open);
  const page = ledger.data;

  return (
    <Drawer
      open={open}
      title={t('quota.ledgerTitle')}
      size={isMobile ? '100%' : 520}
      onClose={onClose}
      mask={{ closable: true }}
    >
      <p className={styles.intro}>{t('quota.ledgerIntro')}</p>
      {ledger.isPending ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : !page || page.list.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('quota.ledgerEmpty')} />
      ) : (
        <>
          <ul className={ledger.isPlaceholderData ? `${styles.list} ${styles.stale}` : styles.list}>
            {page.list.map((entry) => (
              <li key={entry.id} className={styles.entry}>
                <span className={entry.delta < 0 ? styles.spend : styles.credit}>
                  {formatDelta(entry.delta)}
                </span>
                <span className={styles.body}>
                  <span className={styles.reason}>{t(`quotaReason.${entry.reason}`)}</span>
                  {entry.buyerName ? (
                    <span className={styles.detail}>
                      {entry.buyerCompany ? `${entry.buyerName} · ${entry.buyerCompany}` : entry.buyerName}
                    </span>
                  ) : null}
                  {entry.userName ? (
                    <span className={styles.detail}>{t('quota.by', { name: entry.userName })}</span>
                  ) : null}
                </span>
                <time className={styles.when} dateTime={entry.at}>
                  {formatDateTime(entry.at, tag)}
                </time>
              </li>
            ))}
          </ul>
          {page.total > PAGE_SIZE ? (
            <Pagination
              className={styles.pagination}
              simple
              current={pageIndex}
              pageSize={PAGE_SIZE}
              total={page.total}
              onChange={setPageIndex}
            />
          ) : null}
        </>
      )}
    </Drawer>
  );
}
