import { PlusOutlined } from '@ant-design/icons';
import type { QuotationListQuery, QuotationStatus } from '@sc/contract';
import { Button, Checkbox, Empty, Segmented, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ListLoadError } from '../../../components/ListLoadError';
import { ListPagination } from '../../../components/ListPagination';
import { SearchBox } from '../../../components/SearchBox';
import { useQuotations } from '../../../features/quotations/api/useQuotations';
import { QuotationCardList } from '../../../features/quotations/components/QuotationCardList';
import { QuotationTable } from '../../../features/quotations/components/QuotationTable';
import { useQuotationActions } from '../../../features/quotations/components/useQuotationActions';
import { editQuotationPath, MOBILE_LAYOUT_MAX_WIDTH } from '../../../lib/paths';
import { useViewportWidth } from '../../../lib/useViewportWidth';
import styles from './QuotationsPages.module.css';

type ListState = {
  pageIndex: number;
  pageSize: number;
  keyword: string;
  status: QuotationStatus;
  isArchived: boolean;
};
const STATUSES: QuotationStatus[] = ['all', 'open', 'expired'];
const PAGE_SIZES = [10, 20, 50] as const;

function toQuery(state: ListState): QuotationListQuery {
  return {
    pageIndex: state.pageIndex,
    pageSize: state.pageSize,
    status: state.status,
    archived: state.isArchived,
    ...(state.keyword ? { keyword: state.keyword } : {}),
  };
}

/**
 * Menu page 'QuotationList' (/quotationList): my quotations with search, status filter, archived
 * filter and paging; each opens read-only, to its history, edit, duplicate, delete/archive.
 */
export function QuotationListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const isMobile = useViewportWidth() < MOBILE_LAYOUT_MAX_WIDTH;
  const [state, setState] = useState<ListState>({
    pageIndex: 1,
    pageSize: 10,
    keyword: '',
    status: 'all',
    isArchived: false,
  });
  const actions = useQuotationActions();
  const query = useMemo(() => toQuery(state), [state]);
  const quotations = useQuotations(query);
  const page = quotations.data;

  // A filter that leaves fewer pages than the current one shows the last page instead.
  useEffect(() => {
    if (page && page.list.length === 0 && page.total > 0 && state.pageIndex > 1) {
      setState((current) => ({ ...current, pageIndex: Math.ceil(page.total / current.pageSize) }));
    }
  }, [page, state.pageIndex]);

  const isFiltered = Boolean(state.keyword) || state.status !== 'all' || state.isArchived;
  const handleNew = () => navigate(editQuotationPath());
  const empty = isFiltered ? (
    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('quotations.emptyFiltered')} />
  ) : (
    <Empty
      image={Empty.PRESENTED_IMAGE_SIMPLE}
      description={
        <>
          <Typography.Text strong>{t('quotations.emptyTitle')}</Typography.Text>
          <br />
          <Typography.Text type="secondary">{t('quotations.emptyHint')}</Typography.Text>
        </>
      }
    >
      <Button type="primary" icon={<PlusOutlined />} onClick={handleNew}>
        {t('quotations.new')}
      </Button>
    </Empty>
  );
  const listProps = {
    quotations: page?.list ?? [],
    isLoading: quotations.isFetching,
    empty,
    actions,
    // Company-wide, the list holds colleagues' quotations too: each says who wrote it.
    showsAuthor: page?.scope === 'company',
  };

  return (
    <div className={styles.page}>
      <div className={styles.toolbar}>
        <div className={styles.filters}>
          <SearchBox
            id="quotationSearch"
            className={styles.search}
            aria-label={t('quotations.searchLabel')}
            placeholder={t('quotations.searchPlaceholder')}
            value={state.keyword}
            onSearch={(keyword) => setState((current) => ({ ...current, keyword, pageIndex: 1 }))}
          />
          <Segmented<QuotationStatus>
            aria-label={t('quotations.statusFilter')}
            value={state.status}
            options={STATUSES.map((value) => ({ value, label: t(`quotations.status.${value}`) }))}
            onChange={(status) => setState((current) => ({ ...current, status, pageIndex: 1 }))}
          />
          <Checkbox
            checked={state.isArchived}
            onChange={(event) =>
              setState((current) => ({ ...current, isArchived: event.target.checked, pageIndex: 1 }))
            }
          >
            {t('quotations.showArchived')}
          </Checkbox>
        </div>
        <Button type="primary" icon={<PlusOutlined />} className={styles.newButton} onClick={handleNew}>
          {t('quotations.new')}
        </Button>
      </div>
      {page?.scope === 'own' ? (
        <Typography.Paragraph type="secondary" className={styles.intro}>
          {t('quotations.ownScopeHint')}
        </Typography.Paragraph>
      ) : null}
      {quotations.isError ? (
        <ListLoadError
          title={t('quotations.loadError')}
          error={quotations.error}
          hasData={page !== undefined}
          onRetry={() => void quotations.refetch()}
        />
      ) : null}
      {quotations.isError && !page ? null : (
        <div className={styles.panel}>
          {isMobile ? <QuotationCardList {...listProps} /> : <QuotationTable {...listProps} />}
          <ListPagination
            className={styles.pagination}
            pageIndex={state.pageIndex}
            pageSize={state.pageSize}
            total={page?.total ?? 0}
            pageSizes={PAGE_SIZES}
            totalText={(total) => t('quotations.total', { count: total })}
            onChange={(pageIndex, pageSize) =>
              setState((current) => ({
                ...current,
                pageIndex: pageSize === current.pageSize ? pageIndex : 1,
                pageSize,
              }))
            }
          />
        </div>
      )}
    </div>
  );
}
