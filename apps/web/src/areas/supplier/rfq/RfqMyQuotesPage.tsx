import { RFQ_QUOTE_STATES, type RfqQuoteState } from '@sc/contract';
import { Button, Empty, Select, Skeleton, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { ListLoadError } from '../../../components/ListLoadError';
import { ListPagination } from '../../../components/ListPagination';
import { useMyRfqQuotes } from '../../../features/rfq/api/useMyRfqQuotes';
import { paths } from '../../../lib/paths';
import { MyQuoteRow } from './MyQuoteRow';
import { RfqDetailDrawer } from './RfqDetailDrawer';
import styles from './RfqPages.module.css';
import { useOpenedRfq } from './useOpenedRfq';
import { useQuickQuoteFlow } from './useQuickQuoteFlow';

const PAGE_SIZE = 10;
const isQuoteState = (value: string | null): value is RfqQuoteState =>
  (RFQ_QUOTE_STATES as readonly (string | null)[]).includes(value);

/**
 * Menu page 'RfqMyQuotes' (/rfqMyQuotes): my quotes on RFQs and how each stands (viewed, replied,
 * shortlisted, declined with the reason, awarded, closed, rejected by the platform), my position,
 * filtered by state; the RFQ opens over the list at ?id=N.
 */
export function RfqMyQuotesPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const stateParam = params.get('state');
  const state = isQuoteState(stateParam) ? stateParam : null;
  const pageParam = Number(params.get('page'));
  const pageIndex = Number.isInteger(pageParam) && pageParam > 0 ? pageParam : 1;
  const query = useMemo(
    () => ({ pageIndex, pageSize: PAGE_SIZE, ...(state ? { state } : {}) }),
    [pageIndex, state],
  );
  const quotes = useMyRfqQuotes(query);
  const opened = useOpenedRfq();
  const quoteFlow = useQuickQuoteFlow();
  const page = quotes.data;

  function update(next: { state?: RfqQuoteState | null; page?: number }) {
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (next.state !== undefined) {
        if (next.state) updated.set('state', next.state);
        else updated.delete('state');
        updated.delete('page');
      }
      if (next.page !== undefined) {
        if (next.page > 1) updated.set('page', String(next.page));
        else updated.delete('page');
      }
      return updated;
    });
  }

  function results() {
    if (quotes.isPending && !page) return <Skeleton active paragraph={{ rows: 6 }} />;
    if (!page || page.list.length === 0) {
      if (quotes.isError) return null;
      return (
        <div className={styles.empty}>
          <Empty
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description={
              <>
                <Typography.Text strong>
                  {t(state ? 'rfq.myQuotes.emptyFiltered' : 'rfq.myQuotes.emptyTitle')}
                </Typography.Text>
                <br />
                <Typography.Text type="secondary">{t('rfq.myQuotes.emptyHint')}</Typography.Text>
              </>
            }
          >
            <Button type="primary" onClick={() => navigate(paths.rfqList)}>
              {t('rfq.myQuotes.browse')}
            </Button>
          </Empty>
        </div>
      );
    }
    return (
      <ul className={`${styles.quotes} ${quotes.isPlaceholderData ? styles.stale : ''}`}>
        {page.list.map((row) => (
          <MyQuoteRow
            key={row.quote.id}
            row={row}
            onOpen={opened.open}
            onRevise={({ rfq, quote }) => quoteFlow.open({ rfq, quote, myProductId: null })}
          />
        ))}
      </ul>
    );
  }

  return (
    <div className={styles.page}>
      <section className={styles.filters} aria-label={t('rfq.myQuotes.filter')}>
        <div className={styles.filterFoot}>
          <Select<RfqQuoteState | 'all'>
            value={state ?? 'all'}
            onChange={(next) => update({ state: next === 'all' ? null : next })}
            options={[
              { value: 'all', label: t('rfq.myQuotes.allStates') },
              ...RFQ_QUOTE_STATES.map((value) => ({ value, label: t(`rfq.quoteState.${value}`) })),
            ]}
            aria-label={t('rfq.myQuotes.filter')}
            prefix={<span className={styles.sortLabel}>{t('rfq.myQuotes.filter')}</span>}
            className={styles.stateFilter}
            popupMatchSelectWidth={false}
          />
          {page ? (
            <p className={styles.count} aria-live="polite">
              {t('rfq.myQuotes.count', { count: page.total })}
            </p>
          ) : null}
        </div>
      </section>
      {quotes.isError ? (
        <ListLoadError
          title={t('rfq.myQuotes.loadError')}
          error={quotes.error}
          hasData={page !== undefined}
          onRetry={() => void quotes.refetch()}
        />
      ) : null}
      {results()}
      {page ? (
        <ListPagination
          className={styles.pagination}
          pageIndex={pageIndex}
          pageSize={PAGE_SIZE}
          total={page.total}
          totalText={(total) => t('rfq.total', { count: total })}
          onChange={(next) => update({ page: next })}
        />
      ) : null}
      <RfqDetailDrawer rfqId={opened.rfqId} onClose={opened.close} onQuote={quoteFlow.open} />
      {quoteFlow.modal}
    </div>
  );
}
