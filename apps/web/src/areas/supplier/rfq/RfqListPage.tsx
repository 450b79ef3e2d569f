import { ClearOutlined } from '@ant-design/icons';
import type { RfqCard } from '@sc/contract';
import { Button, Empty, Skeleton, Typography } from 'antd';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ListLoadError } from '../../../components/ListLoadError';
import { ListPagination } from '../../../components/ListPagination';
import { useRfqList } from '../../../features/rfq/api/useRfqList';
import { RfqCardView } from '../../../features/rfq/components/RfqCardView';
import {
  buildRfqQuery,
  EMPTY_RFQ_SEARCH,
  isRfqFiltered,
  parseRfqSearch,
  RFQ_PAGE_SIZES,
  type RfqSearch,
  toRfqSearchParams,
} from '../../../features/rfq/rfqSearch';
import { PopularInquiryProducts } from '../../../features/rfqRanking/components/PopularInquiryProducts';
import { scrollPageToTop } from '../../../lib/motion';
import { RfqDetailDrawer } from './RfqDetailDrawer';
import { RfqFilters } from './RfqFilters';
import styles from './RfqPages.module.css';
import { useOpenedRfq } from './useOpenedRfq';
import { useQuickQuoteFlow } from './useQuickQuoteFlow';

const SKELETONS = Array.from({ length: 4 }, (_, index) => index);

/**
 * Menu page 'RfqList' (/rfqList): the open RFQs, Featured (with why) or Newest, filtered, sorted and
 * paged; one opens over the list at ?id=N; Quote now sends a quick quotation. Beside it, the products
 * buyers ask for most (in the chosen category).
 */
export function RfqListPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const search = useMemo(() => parseRfqSearch(params), [params]);
  const query = useMemo(() => buildRfqQuery(search), [search]);
  const list = useRfqList(query);
  const opened = useOpenedRfq();
  const quoteFlow = useQuickQuoteFlow();

  const update = useCallback(
    (patch: Partial<RfqSearch>) =>
      setParams((current) =>
        toRfqSearchParams({ ...parseRfqSearch(current), pageIndex: 1, ...patch }, current),
      ),
    [setParams],
  );
  const handleClear = useCallback(
    () => update({ ...EMPTY_RFQ_SEARCH, tab: search.tab, sort: search.sort, pageSize: search.pageSize }),
    [update, search.tab, search.sort, search.pageSize],
  );

  function handlePageChange(pageIndex: number, pageSize: number) {
    update({ pageIndex: pageSize === search.pageSize ? pageIndex : 1, pageSize });
    scrollPageToTop();
  }

  const handleQuote = (rfq: RfqCard) => quoteFlow.open({ rfq, quote: null, myProductId: null });
  const page = list.data;
  const isFiltered = isRfqFiltered(search);

  function results() {
    if (list.isPending && !page) {
      return (
        <div className={styles.grid} aria-busy="true">
          {SKELETONS.map((key) => (
            <div key={key} className={styles.skeleton}>
              <Skeleton active paragraph={{ rows: 4 }} />
            </div>
          ))}
        </div>
      );
    }
    if (!page || page.list.length === 0) {
      if (list.isError) return null;
      return (
        <div className={styles.empty}>
          <Empty
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description={
              <>
                <Typography.Text strong>
                  {t(search.tab === 'featured' && !isFiltered ? 'rfq.emptyFeatured' : 'rfq.emptyTitle')}
                </Typography.Text>
                <br />
                <Typography.Text type="secondary">{t('rfq.emptyHint')}</Typography.Text>
              </>
            }
          >
            {isFiltered ? (
              <Button icon={<ClearOutlined />} onClick={handleClear}>
                {t('rfq.filter.clear')}
              </Button>
            ) : search.tab === 'featured' ? (
              <Button onClick={() => update({ tab: 'newest' })}>{t('rfq.showNewest')}</Button>
            ) : null}
          </Empty>
        </div>
      );
    }
    return (
      <ul className={`${styles.grid} ${list.isPlaceholderData ? styles.stale : ''}`}>
        {page.list.map((rfq) => (
          <li key={rfq.id}>
            <RfqCardView
              rfq={rfq}
              showsWhy={search.tab === 'featured'}
              onOpen={(card) => opened.open(card.id)}
              onQuote={handleQuote}
            />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div className={`${styles.layout} ${styles.withAside}`}>
      <div className={styles.page}>
        <RfqFilters search={search} onChange={update} onClear={handleClear} />
        <div className={styles.countRow}>
          {page ? (
            <p className={styles.count} aria-live="polite">
              {t(search.tab === 'featured' ? 'rfq.featuredCount' : 'rfq.resultCount', { count: page.total })}
            </p>
          ) : null}
          {search.tab === 'featured' ? <p className={styles.count}>{t('rfq.featuredHint')}</p> : null}
        </div>
        {list.isError ? (
          <ListLoadError
            title={t('rfq.loadError')}
            error={list.error}
            hasData={page !== undefined}
            onRetry={() => void list.refetch()}
          />
        ) : null}
        {results()}
        {page ? (
          <ListPagination
            className={styles.pagination}
            pageIndex={search.pageIndex}
            pageSize={search.pageSize}
            total={page.total}
            pageSizes={RFQ_PAGE_SIZES}
            totalText={(total) => t('rfq.total', { count: total })}
            onChange={handlePageChange}
          />
        ) : null}
      </div>
      <aside className={styles.aside}>
        <PopularInquiryProducts {...(search.categoryId ? { categoryId: search.categoryId } : {})} />
      </aside>
      <RfqDetailDrawer rfqId={opened.rfqId} onClose={opened.close} onQuote={quoteFlow.open} />
      {quoteFlow.modal}
    </div>
  );
}
