import { Drawer, Empty, Pagination, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LedgerEntries } from '../../../components/ledger/LedgerEntries';
import styles from '../../../components/ledger/LedgerEntries.module.css';
import { MOBILE_LAYOUT_MAX_WIDTH } from '../../../lib/paths';
import { useViewportWidth } from '../../../lib/useViewportWidth';
import { useQuotaLedger } from '../api/useQuotaLedger';

const PAGE_SIZE = 20;

/** Every credit and spend of buyer contacts, newest first, paged. */
export function QuotaLedgerDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
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
          <LedgerEntries entries={page.list} isStale={ledger.isPlaceholderData} />
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
