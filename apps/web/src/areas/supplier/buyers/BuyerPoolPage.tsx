import { ClearOutlined, SearchOutlined } from '@ant-design/icons';
import { BUYER_TABS, type BuyerSummary } from '@sc/contract';
import { Button, Empty, Input, Segmented, Typography } from 'antd';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { ListLoadError } from '../../../components/ListLoadError';
import { ListPagination } from '../../../components/ListPagination';
import { useBuyerPool } from '../../../features/buyers/api/useBuyerPool';
import {
  type BuyerPoolSearch,
  type BuyerTab,
  buildBuyerQuery,
  EMPTY_POOL_SEARCH,
  isPoolFiltered,
  POOL_PAGE_SIZES,
  parsePoolSearch,
  toPoolSearchParams,
} from '../../../features/buyers/buyerPoolSearch';
import { BuyerCard } from '../../../features/buyers/components/BuyerCard';
import { BuyerDrawer } from '../../../features/buyers/components/BuyerDrawer';
import { CategoryFilter } from '../../../features/buyers/components/CategoryFilter';
import { ContactButton } from '../../../features/buyers/components/ContactButton';
import { HideContactedSwitch } from '../../../features/buyers/components/HideContactedSwitch';
import { MoreActions } from '../../../features/buyers/components/MoreActions';
import { QuotaBadge } from '../../../features/buyers/components/QuotaBadge';
import { useBuyerDrawer } from '../../../features/buyers/useBuyerDrawer';
import { useLastQuotation } from '../../../features/chat/api/useLastQuotation';
import { PageTour, type PageTourStep } from '../../../features/home/components/PageTour';
import { scrollPageToTop } from '../../../lib/motion';
import { payResultPath } from '../../../lib/paths';
import { useDebouncedValue } from '../../../lib/useDebouncedValue';
import { useBuyerQuoteNow } from '../rfq/useBuyerQuoteNow';
import { BuyerGrid } from './BuyerGrid';
import styles from './BuyersPages.module.css';

const BUYER_POOL_TOUR: PageTourStep[] = [
  { target: '[data-tour="buyers-filters"]', key: 'search' },
  { target: '[data-tour="buyers-quota"]', key: 'quota' },
  { target: '[data-tour="buyers-list"]', key: 'contact' },
  { target: null, key: 'showroom' },
];
/** Menu page 'BuyerPool' (/buyersList): search and filter the buyers, see the quota, contact. */
export function BuyerPoolPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const search = useMemo(() => parsePoolSearch(params), [params]);
  const query = useMemo(() => buildBuyerQuery(search), [search]);
  const pool = useBuyerPool(query);
  const drawer = useBuyerDrawer();
  const lastQuotation = useLastQuotation();
  const quoteNow = useBuyerQuoteNow();
  const navigate = useNavigate();
  // Back from the card provider (SPEC 2: /buyersList?merchant_transaction_id=…, renamed by the
  // guard): the payment's result page asks the server what happened.
  const returningPayment = params.get('merchantTransactionId');
  useEffect(() => {
    if (returningPayment) navigate(payResultPath(returningPayment), { replace: true });
  }, [navigate, returningPayment]);

  const update = useCallback(
    (patch: Partial<BuyerPoolSearch>) =>
      setParams((current) =>
        toPoolSearchParams({ ...parsePoolSearch(current), pageIndex: 1, ...patch }, current),
      ),
    [setParams],
  );

  // The box shows what is typed; the address bar (and the search) follows once typing pauses.
  const [text, setText] = useState(search.text);
  const debouncedText = useDebouncedValue(text);
  const searchedText = useRef(search.text);
  searchedText.current = search.text;
  useEffect(() => {
    if (debouncedText.trim() !== searchedText.current) update({ text: debouncedText });
  }, [debouncedText, update]);
  useEffect(() => {
    setText((current) => (current.trim() === search.text ? current : search.text));
  }, [search.text]);

  function handlePageChange(pageIndex: number, pageSize: number) {
    update({ pageIndex: pageSize === search.pageSize ? pageIndex : 1, pageSize });
    scrollPageToTop();
  }

  function handleClear() {
    setText('');
    update(EMPTY_POOL_SEARCH);
  }

  const page = pool.data;
  const isFiltered = isPoolFiltered(search);
  const renderActions = (buyer: BuyerSummary) => (
    <>
      <ContactButton buyer={buyer} />
      <MoreActions
        buyerId={buyer.id}
        buyerName={buyer.name}
        lastQuotation={lastQuotation.data}
        onQuoteNow={() => void quoteNow.start(buyer)}
      />
    </>
  );

  return (
    <div className={styles.page}>
      <PageTour page="buyers" steps={BUYER_POOL_TOUR} />
      <div data-tour="buyers-quota">
        <QuotaBadge variant="bar" />
      </div>
      <section className={styles.filters} aria-label={t('buyers.filter.label')} data-tour="buyers-filters">
        <div className={styles.filterRow}>
          <Input
            allowClear
            prefix={<SearchOutlined aria-hidden="true" />}
            placeholder={t('buyers.filter.searchPlaceholder')}
            aria-label={t('buyers.filter.search')}
            value={text}
            onChange={(event) => setText(event.target.value)}
            className={styles.search}
          />
          <Segmented<BuyerTab>
            value={search.tab}
            onChange={(tab) => update({ tab })}
            options={BUYER_TABS.map((tab) => ({ value: tab, label: t(`buyers.tab.${tab}`) }))}
            aria-label={t('buyers.filter.tabs')}
          />
          <HideContactedSwitch
            checked={search.hideContacted}
            onChange={(hideContacted) => update({ hideContacted })}
          />
        </div>
        <CategoryFilter value={search.category} onChange={(category) => update({ category })} />
      </section>

      <div className={styles.countRow}>
        {page ? (
          <p className={styles.count} aria-live="polite">
            {t('buyers.resultCount', { count: page.total })}
          </p>
        ) : null}
        {isFiltered ? (
          <Button type="link" size="small" icon={<ClearOutlined />} onClick={handleClear}>
            {t('buyers.filter.clear')}
          </Button>
        ) : null}
      </div>

      {pool.isError ? (
        <ListLoadError
          title={t('buyers.poolLoadError')}
          error={pool.error}
          hasData={page !== undefined}
          onRetry={() => void pool.refetch()}
        />
      ) : null}
      <div className={pool.isPlaceholderData ? styles.stale : undefined} data-tour="buyers-list">
        <BuyerGrid
          isLoading={pool.isPending}
          buyers={page?.list ?? []}
          renderBuyer={(buyer) => (
            <BuyerCard buyer={buyer} onOpen={() => drawer.open(buyer.id)} actions={renderActions(buyer)} />
          )}
          empty={
            pool.isError ? null : (
              <div className={styles.empty}>
                <Empty
                  image={Empty.PRESENTED_IMAGE_SIMPLE}
                  description={
                    <>
                      <Typography.Text strong>{t('buyers.emptyTitle')}</Typography.Text>
                      <br />
                      <Typography.Text type="secondary">{t('buyers.emptyHint')}</Typography.Text>
                    </>
                  }
                >
                  {isFiltered ? (
                    <Button icon={<ClearOutlined />} onClick={handleClear}>
                      {t('buyers.filter.clear')}
                    </Button>
                  ) : null}
                </Empty>
              </div>
            )
          }
        />
      </div>

      {page ? (
        <ListPagination
          className={styles.pagination}
          pageIndex={search.pageIndex}
          pageSize={search.pageSize}
          total={page.total}
          pageSizes={POOL_PAGE_SIZES}
          totalText={(total) => t('buyers.total', { count: total })}
          onChange={handlePageChange}
        />
      ) : null}

      <BuyerDrawer
        buyerId={drawer.buyerId}
        tab={drawer.tab}
        onTabChange={drawer.setTab}
        onClose={drawer.close}
      />
      {quoteNow.node}
    </div>
  );
}
