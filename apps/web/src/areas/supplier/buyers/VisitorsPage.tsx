import { EyeOutlined, ShopOutlined } from '@ant-design/icons';
import type { Visitor } from '@sc/contract';
import { Empty, Skeleton, Tooltip, Typography } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListLoadError } from '../../../components/ListLoadError';
import { ListPagination } from '../../../components/ListPagination';
import { useVisitors } from '../../../features/buyers/api/useVisitors';
import { BuyerDrawer } from '../../../features/buyers/components/BuyerDrawer';
import { BuyerIdentity } from '../../../features/buyers/components/BuyerIdentity';
import { OnlineLabel } from '../../../features/buyers/components/OnlineLabel';
import { useBuyerDrawer } from '../../../features/buyers/useBuyerDrawer';
import { formatDateTime, formatRelativeTime } from '../../../lib/formatRelativeTime';
import { langTag } from '../../../lib/language';
import { scrollPageToTop } from '../../../lib/motion';
import { useLanguage } from '../../../lib/useLanguage';
import styles from './BuyersPages.module.css';

const PAGE_SIZE = 20;

function ViewedWhat({ viewed }: { viewed: Visitor['viewed'] }) {
  const { t } = useTranslation();
  if (viewed.kind === 'showroom') {
    return (
      <span className={styles.viewed}>
        <ShopOutlined className={styles.viewedIcon} aria-hidden="true" />
        <span className={styles.viewedText}>
          <strong>{t('visitors.viewedShowroom')}</strong>
        </span>
      </span>
    );
  }
  return (
    <span className={styles.viewed}>
      <EyeOutlined className={styles.viewedIcon} aria-hidden="true" />
      <span className={styles.viewedText}>
        <span>{t('visitors.viewedProduct')}</span>
        <strong title={viewed.productName}>{viewed.productName}</strong>
        {viewed.productId === null ? (
          <span className={styles.deleted}>{t('visitors.productDeleted')}</span>
        ) : null}
      </span>
    </span>
  );
}

/** Menu page 'Visitors' (/visitors): buyers who viewed my showroom or products, newest first. */
export function VisitorsPage() {
  const { t } = useTranslation();
  const tag = langTag(useLanguage().lang);
  const [pageIndex, setPageIndex] = useState(1);
  const visitors = useVisitors(pageIndex, PAGE_SIZE);
  const drawer = useBuyerDrawer();
  const page = visitors.data;

  function handlePageChange(next: number) {
    setPageIndex(next);
    scrollPageToTop();
  }

  let content: ReactNode;
  if (visitors.isPending) content = <Skeleton active avatar paragraph={{ rows: 6 }} />;
  else if (!page || page.list.length === 0) {
    content = visitors.isError ? null : (
      <div className={styles.empty}>
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={
            <>
              <Typography.Text strong>{t('visitors.emptyTitle')}</Typography.Text>
              <br />
              <Typography.Text type="secondary">{t('visitors.emptyHint')}</Typography.Text>
            </>
          }
        />
      </div>
    );
  } else {
    content = (
      <ul className={`${styles.visitors} ${visitors.isPlaceholderData ? styles.stale : ''}`}>
        {page.list.map((visitor) => (
          <li key={`${visitor.id}-${visitor.visitedAt}`} className={styles.visitor}>
            <BuyerIdentity buyer={visitor} onOpen={() => drawer.open(visitor.id)} />
            <ViewedWhat viewed={visitor.viewed} />
            <span className={styles.when}>
              <Tooltip title={formatDateTime(visitor.visitedAt, tag)}>
                <time className={styles.whenRelative} dateTime={visitor.visitedAt}>
                  {formatRelativeTime(visitor.visitedAt, tag)}
                </time>
              </Tooltip>
              <span className={styles.whenFull}>{formatDateTime(visitor.visitedAt, tag)}</span>
              <OnlineLabel lastOnlineAt={visitor.lastOnlineAt} isOnline={visitor.online} />
            </span>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div className={styles.page}>
      <Typography.Paragraph type="secondary" className={styles.intro}>
        {t('visitors.intro')}
      </Typography.Paragraph>
      {visitors.isError ? (
        <ListLoadError
          title={t('visitors.loadError')}
          error={visitors.error}
          hasData={page !== undefined}
          onRetry={() => void visitors.refetch()}
        />
      ) : null}
      {content}
      {page && page.total > PAGE_SIZE ? (
        <ListPagination
          className={styles.pagination}
          pageIndex={pageIndex}
          pageSize={PAGE_SIZE}
          total={page.total}
          totalText={(total) => t('buyers.total', { count: total })}
          onChange={handlePageChange}
        />
      ) : page && page.total > 0 ? (
        <p className={styles.count}>{t('buyers.total', { count: page.total })}</p>
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
