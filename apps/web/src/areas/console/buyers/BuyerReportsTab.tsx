import { Empty, Segmented, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListLoadError } from '../../../components/ListLoadError';
import { ListPagination } from '../../../components/ListPagination';
import { BuyerReportItem } from './BuyerReportItem';
import styles from './ConsoleBuyersPage.module.css';
import { useBuyerReports } from './consoleBuyersApi';

const PAGE_SIZE = 20;
type ReportState = 'open' | 'resolved' | 'all';

/** Suppliers' reports of buyers: open ones oldest first (the queue), with dismiss and the buyer. */
export function BuyerReportsTab({ onOpenBuyer }: { onOpenBuyer: (buyerId: number) => void }) {
  const { t } = useTranslation();
  const [state, setState] = useState<ReportState>('open');
  const [page, setPage] = useState(1);
  const list = useBuyerReports({ state, pageIndex: page, pageSize: PAGE_SIZE });

  let body: React.ReactNode;
  if (list.isPending) body = <Skeleton active paragraph={{ rows: 6 }} />;
  else if (!list.data)
    body = (
      <ListLoadError
        title={t('consoleBuyers.loadError')}
        error={list.error}
        hasData={false}
        onRetry={() => void list.refetch()}
      />
    );
  else if (list.data.list.length === 0)
    body = (
      <Empty
        description={t(
          state === 'open' ? 'consoleBuyers.reports.empty' : 'consoleBuyers.reports.emptyResolved',
        )}
      />
    );
  else
    body = (
      <>
        <ul className={styles.list}>
          {list.data.list.map((report) => (
            <BuyerReportItem key={report.id} report={report} onOpenBuyer={onOpenBuyer} />
          ))}
        </ul>
        <ListPagination
          className={styles.pager}
          pageIndex={list.data.pageIndex}
          pageSize={list.data.pageSize}
          total={list.data.total}
          totalText={(count) => t('consoleBuyers.reports.total', { count })}
          onChange={setPage}
        />
      </>
    );

  return (
    <div className={styles.tabBody}>
      <Segmented<ReportState>
        value={state}
        onChange={(next) => {
          setState(next);
          setPage(1);
        }}
        options={(['open', 'resolved', 'all'] as const).map((key) => ({
          value: key,
          label: t(`consoleBuyers.reports.state.${key}`),
        }))}
      />
      {body}
    </div>
  );
}
