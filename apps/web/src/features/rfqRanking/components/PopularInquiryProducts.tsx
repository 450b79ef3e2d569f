import { FireOutlined, RightOutlined } from '@ant-design/icons';
import type { RankingRow } from '@sc/contract';
import { Card, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ProductThumb } from '../../../components/ProductThumb';
import { productRankingPath } from '../../../lib/paths';
import { useProductRanking } from '../api/useProductRanking';
import styles from './PopularInquiryProducts.module.css';
import { RankingDetailDrawer } from './RankingDetailDrawer';
import { TrendMark } from './TrendMark';

const PANEL_SIZE = 8;

type PopularInquiryProductsProps = {
  /** Narrows the list to a main category (with its sub-categories) or a sub-category. */
  categoryId?: number;
};

/**
 * A compact side panel of the products buyers asked for most in the last 7 days, with trend
 * arrows; a product opens its demand, the link opens the whole ranking.
 */
export function PopularInquiryProducts({ categoryId }: PopularInquiryProductsProps) {
  const { t } = useTranslation();
  const ranking = useProductRanking({
    period: 7,
    by: 'product',
    limit: PANEL_SIZE,
    ...(categoryId ? { categoryId } : {}),
  });
  const [opened, setOpened] = useState<RankingRow | null>(null);
  const rows = ranking.data?.rows ?? [];

  let content = null;
  if (ranking.isPending) content = <Skeleton active title={false} paragraph={{ rows: 5 }} />;
  else if (ranking.isError && rows.length === 0)
    content = <Typography.Text type="secondary">{t('rfqRanking.panel.loadError')}</Typography.Text>;
  else if (rows.length === 0)
    content = <Typography.Text type="secondary">{t('rfqRanking.panel.empty')}</Typography.Text>;
  else
    content = (
      <ol className={`${styles.list} ${ranking.isPlaceholderData ? styles.stale : ''}`}>
        {rows.map((row) => (
          <li key={row.id}>
            <button type="button" className={styles.item} onClick={() => setOpened(row)}>
              <span className={`${styles.rank} ${row.rank <= 3 ? styles.top : ''}`}>{row.rank}</span>
              <ProductThumb src={row.imageUrl} alt="" size={36} />
              <span className={styles.names}>
                <span className={styles.name} title={row.name}>
                  {row.name}
                </span>
                <span className={styles.brand}>{row.brand ?? row.category}</span>
              </span>
              <span className={styles.score}>
                <span className={styles.scoreValue} title={t('rfqRanking.panel.score', { score: row.score })}>
                  {row.score}
                </span>
                <TrendMark row={row} days={7} isCompact />
              </span>
            </button>
          </li>
        ))}
      </ol>
    );

  return (
    <Card
      size="small"
      className={styles.panel}
      title={
        <span className={styles.title}>
          <FireOutlined className={styles.fire} aria-hidden="true" />
          <span>{t('rfqRanking.panel.title')}</span>
        </span>
      }
      extra={<span className={styles.period}>{t('rfqRanking.panel.period')}</span>}
    >
      {content}
      <Link className={styles.more} to={productRankingPath(categoryId)}>
        {t('rfqRanking.panel.seeRanking')} <RightOutlined aria-hidden="true" />
      </Link>
      <RankingDetailDrawer
        query={opened ? { kind: 'product', id: opened.id, period: 7 } : null}
        row={opened}
        onClose={() => setOpened(null)}
      />
    </Card>
  );
}
