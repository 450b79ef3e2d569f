import { Empty, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListLoadError } from '../../../components/ListLoadError';
import { ListPagination } from '../../../components/ListPagination';
import { LedgerEntries } from '../../../components/ledger/LedgerEntries';
import styles from './ConsoleSuppliersPage.module.css';
import { useConsoleSupplierLedger } from './consoleSuppliersApi';

const PAGE_SIZE = 20;

/** Every grant and spend of days and buyer contacts of the company, newest first, paged. */
export function SupplierLedgerTab({ supplierId }: { supplierId: number }) {
  const { t } = useTranslation();
  const [pageIndex, setPageIndex] = useState(1);
  const ledger = useConsoleSupplierLedger({ supplierId, pageIndex, pageSize: PAGE_SIZE });
  if (ledger.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (!ledger.data)
    return (
      <ListLoadError
        title={t('consoleSuppliers.ledger.loadError')}
        error={ledger.error}
        hasData={false}
        onRetry={() => void ledger.refetch()}
      />
    );
  if (ledger.data.total === 0) return <Empty description={t('consoleSuppliers.ledger.empty')} />;
  return (
    <>
      <Typography.Paragraph type="secondary">{t('consoleSuppliers.ledger.intro')}</Typography.Paragraph>
      <LedgerEntries entries={ledger.data.list} isStale={ledger.isPlaceholderData} />
      <ListPagination
        className={styles.pager}
        pageIndex={ledger.data.pageIndex}
        pageSize={ledger.data.pageSize}
        total={ledger.data.total}
        totalText={(n) => t('consoleSuppliers.ledger.total', { n })}
        onChange={setPageIndex}
      />
    </>
  );
}
