import { Button, Empty, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ListLoadError } from '../../../components/ListLoadError';
import { ListPagination } from '../../../components/ListPagination';
import { useQuoteList } from '../../../features/quotes/api/useQuoteList';
import { ProductQuoteList } from '../../../features/quotes/components/ProductQuoteList';
import { MOBILE_LAYOUT_MAX_WIDTH, paths } from '../../../lib/paths';
import { useViewportWidth } from '../../../lib/useViewportWidth';
import styles from './QuotationsPages.module.css';

const PAGE_SIZES = [10, 20, 50] as const;

/** Menu page 'ProductQuotations' (/productQuotation): my product price quotes over all products. */
export function ProductQuotationsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const isMobile = useViewportWidth() < MOBILE_LAYOUT_MAX_WIDTH;
  const [paging, setPaging] = useState({ pageIndex: 1, pageSize: 20 });
  const quotes = useQuoteList(paging);
  const page = quotes.data;

  const empty = (
    <Empty
      image={Empty.PRESENTED_IMAGE_SIMPLE}
      description={
        <>
          <Typography.Text strong>{t('quotations.productPrices.emptyTitle')}</Typography.Text>
          <br />
          <Typography.Text type="secondary">{t('quotations.productPrices.emptyHint')}</Typography.Text>
        </>
      }
    >
      <Button type="primary" onClick={() => navigate(paths.myProducts)}>
        {t('quotations.productPrices.toProducts')}
      </Button>
    </Empty>
  );

  return (
    <div className={styles.page}>
      <Typography.Paragraph type="secondary" className={styles.intro}>
        {t('quotations.productPrices.intro')}
      </Typography.Paragraph>
      {quotes.isError ? (
        <ListLoadError
          title={t('quotations.productPrices.loadError')}
          error={quotes.error}
          hasData={page !== undefined}
          onRetry={() => void quotes.refetch()}
        />
      ) : null}
      {quotes.isError && !page ? null : (
        <div className={styles.panel}>
          <ProductQuoteList
            quotes={page?.list ?? []}
            isLoading={quotes.isFetching}
            isCompact={isMobile}
            empty={empty}
          />
          <ListPagination
            className={styles.pagination}
            pageIndex={paging.pageIndex}
            pageSize={paging.pageSize}
            total={page?.total ?? 0}
            pageSizes={PAGE_SIZES}
            totalText={(total) => t('quotations.total', { count: total })}
            onChange={(pageIndex, pageSize) =>
              setPaging((current) => ({ pageIndex: pageSize === current.pageSize ? pageIndex : 1, pageSize }))
            }
          />
        </div>
      )}
    </div>
  );
}
