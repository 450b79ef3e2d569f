import { AppstoreOutlined } from '@ant-design/icons';
import { Alert, Button, Empty, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ListLoadError } from '../../../components/ListLoadError';
import { ListPagination } from '../../../components/ListPagination';
import {
  type RecommendedQuery,
  useRecommendedBuyers,
} from '../../../features/buyers/api/useRecommendedBuyers';
import { BuyerCard } from '../../../features/buyers/components/BuyerCard';
import { BuyerDrawer } from '../../../features/buyers/components/BuyerDrawer';
import { ContactButton } from '../../../features/buyers/components/ContactButton';
import { HideContactedSwitch } from '../../../features/buyers/components/HideContactedSwitch';
import { MoreActions } from '../../../features/buyers/components/MoreActions';
import {
  RecommendationReasons,
  ScoreExplanation,
} from '../../../features/buyers/components/RecommendationReasons';
import { isRecencyOnly } from '../../../features/buyers/recommendationText';
import { useBuyerDrawer } from '../../../features/buyers/useBuyerDrawer';
import { useLastQuotation } from '../../../features/chat/api/useLastQuotation';
import { scrollPageToTop } from '../../../lib/motion';
import { paths } from '../../../lib/paths';
import { BuyerGrid } from './BuyerGrid';
import styles from './BuyersPages.module.css';

const PAGE_SIZES = [12, 24, 48];

/** Menu page 'RecommendedBuyers' (/recommendedBuyers): buyers matched to my products, with why. */
export function RecommendedBuyersPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [query, setQuery] = useState<RecommendedQuery>({ pageIndex: 1, pageSize: 12, hideContacted: false });
  const recommended = useRecommendedBuyers(query);
  const drawer = useBuyerDrawer();
  const lastQuotation = useLastQuotation();
  const page = recommended.data;

  function handlePageChange(pageIndex: number, pageSize: number) {
    setQuery((current) => ({
      ...current,
      pageIndex: pageSize === current.pageSize ? pageIndex : 1,
      pageSize,
    }));
    scrollPageToTop();
  }

  const empty = (
    <div className={styles.empty}>
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={
          <>
            <Typography.Text strong>
              {query.hideContacted ? t('recommended.emptyAllContacted') : t('recommended.emptyTitle')}
            </Typography.Text>
            <br />
            <Typography.Text type="secondary">{t('recommended.emptyHint')}</Typography.Text>
          </>
        }
      >
        <Button type="primary" icon={<AppstoreOutlined />} onClick={() => navigate(paths.catalogue)}>
          {t('recommended.addProducts')}
        </Button>
      </Empty>
    </div>
  );

  return (
    <div className={styles.page}>
      <section className={styles.toolbar}>
        <div className={styles.toolbarText}>
          <p>{t('recommended.intro')}</p>
          <ScoreExplanation />
        </div>
        <HideContactedSwitch
          checked={query.hideContacted}
          onChange={(hideContacted) => setQuery((current) => ({ ...current, hideContacted, pageIndex: 1 }))}
        />
      </section>

      {page && isRecencyOnly(page.list) ? (
        <Alert
          type="info"
          showIcon
          title={t('recommended.noSignalsTitle')}
          description={
            <div className={styles.alertBody}>
              <span>{t('recommended.emptyHint')}</span>
              <Button size="small" onClick={() => navigate(paths.catalogue)}>
                {t('recommended.addProducts')}
              </Button>
            </div>
          }
        />
      ) : null}

      {recommended.isError ? (
        <ListLoadError
          title={t('recommended.loadError')}
          error={recommended.error}
          hasData={page !== undefined}
          onRetry={() => void recommended.refetch()}
        />
      ) : null}
      <div className={recommended.isPlaceholderData ? styles.stale : undefined}>
        <BuyerGrid
          isLoading={recommended.isPending}
          buyers={page?.list ?? []}
          renderBuyer={(buyer) => (
            <BuyerCard
              buyer={buyer}
              onOpen={() => drawer.open(buyer.id)}
              extra={<RecommendationReasons buyer={buyer} />}
              actions={
                <>
                  <ContactButton buyer={buyer} />
                  <MoreActions buyerId={buyer.id} buyerName={buyer.name} lastQuotation={lastQuotation.data} />
                </>
              }
            />
          )}
          empty={recommended.isError ? null : empty}
        />
      </div>

      {page ? (
        <ListPagination
          className={styles.pagination}
          pageIndex={query.pageIndex}
          pageSize={query.pageSize}
          total={page.total}
          pageSizes={PAGE_SIZES}
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
    </div>
  );
}
