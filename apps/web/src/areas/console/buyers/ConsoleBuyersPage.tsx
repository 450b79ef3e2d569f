import { PlusOutlined } from '@ant-design/icons';
import { Badge, Button, Empty, Skeleton, Tabs, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ListLoadError } from '../../../components/ListLoadError';
import { ListPagination } from '../../../components/ListPagination';
import { SearchBox } from '../../../components/SearchBox';
import { useDebouncedValue } from '../../../lib/useDebouncedValue';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { ConsoleShell } from '../ConsoleShell';
import { BuyerFilters, type BuyerFilterValues, NO_FILTERS } from './BuyerFilters';
import { BuyerItem } from './BuyerItem';
import { BuyerProfileDrawer } from './BuyerProfileDrawer';
import { BuyerReportsTab } from './BuyerReportsTab';
import styles from './ConsoleBuyersPage.module.css';
import { useBuyerReportCounts, useConsoleBuyers } from './consoleBuyersApi';
import { NewBuyerModal } from './NewBuyerModal';

const PAGE_SIZE = 20;

function BuyerList({
  keyword,
  filters,
  onOpen,
}: {
  keyword: string;
  filters: BuyerFilterValues;
  onOpen: (buyerId: number) => void;
}) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const list = useConsoleBuyers({
    ...filters,
    pageIndex: page,
    pageSize: PAGE_SIZE,
    ...(keyword ? { keyword } : {}),
  });
  if (list.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (!list.data)
    return (
      <ListLoadError
        title={t('consoleBuyers.loadError')}
        error={list.error}
        hasData={false}
        onRetry={() => void list.refetch()}
      />
    );
  const isFiltered = keyword !== '' || JSON.stringify(filters) !== JSON.stringify(NO_FILTERS);
  if (list.data.list.length === 0)
    return <Empty description={isFiltered ? t('consoleBuyers.noMatch') : t('consoleBuyers.empty')} />;
  return (
    <>
      <ul className={styles.list}>
        {list.data.list.map((buyer) => (
          <BuyerItem key={buyer.id} buyer={buyer} onOpen={() => onOpen(buyer.id)} />
        ))}
      </ul>
      <ListPagination
        className={styles.pager}
        pageIndex={list.data.pageIndex}
        pageSize={list.data.pageSize}
        total={list.data.total}
        totalText={(count) => t('consoleBuyers.total', { count })}
        onChange={setPage}
      />
    </>
  );
}

/**
 * /console/buyers: every buyer, searched by name, company or email and filtered; a drawer shows
 * one in full (edit, verify, block, resend the invitation); the Reports tab holds suppliers'
 * reports; "New buyer" makes an account and mails its invitation.
 */
export function ConsoleBuyersPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('consoleBuyers.title'));
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = searchParams.get('tab') === 'reports' ? 'reports' : 'buyers';
  const [keyword, setKeyword] = useState('');
  const [filters, setFilters] = useState<BuyerFilterValues>(NO_FILTERS);
  const settledFilters = useDebouncedValue(filters);
  const [openId, setOpenId] = useState<number | null>(null);
  const [isCreating, setIsCreating] = useState(false);
  const reportCounts = useBuyerReportCounts();

  return (
    <ConsoleShell>
      <main className={styles.body}>
        <div className={styles.toolbar}>
          <Typography.Title level={4} className={styles.title}>
            {t('consoleBuyers.title')}
          </Typography.Title>
          <div className={styles.toolbarEnd}>
            {tab === 'buyers' ? (
              <SearchBox
                className={styles.search}
                value={keyword}
                onSearch={setKeyword}
                placeholder={t('consoleBuyers.search')}
                aria-label={t('consoleBuyers.search')}
              />
            ) : null}
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setIsCreating(true)}>
              {t('consoleBuyers.newBuyer')}
            </Button>
          </div>
        </div>
        <Tabs
          className={styles.tabs}
          activeKey={tab}
          onChange={(key) => setSearchParams(key === 'buyers' ? {} : { tab: key }, { replace: true })}
          items={[
            { key: 'buyers', label: t('consoleBuyers.tabs.buyers') },
            {
              key: 'reports',
              label: (
                <span className={styles.tabLabel}>
                  {t('consoleBuyers.tabs.reports')}
                  <Badge count={reportCounts.data?.open ?? 0} overflowCount={999} showZero={false} />
                </span>
              ),
            },
          ]}
        />
        {tab === 'buyers' ? (
          <>
            <BuyerFilters value={filters} onChange={setFilters} />
            <BuyerList
              key={`${keyword}:${JSON.stringify(settledFilters)}`}
              keyword={keyword}
              filters={settledFilters}
              onOpen={setOpenId}
            />
          </>
        ) : (
          <BuyerReportsTab onOpenBuyer={setOpenId} />
        )}
      </main>
      <BuyerProfileDrawer buyerId={openId} onClose={() => setOpenId(null)} />
      <NewBuyerModal
        isOpen={isCreating}
        onClose={() => setIsCreating(false)}
        onCreated={(buyerId) => {
          setIsCreating(false);
          setOpenId(buyerId);
        }}
      />
    </ConsoleShell>
  );
}
