import type { RankingRow } from '@sc/contract';
import { Button, Empty, Segmented, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ListLoadError } from '../../../../components/ListLoadError';
import { CategoryCascader } from '../../../../features/reference/components/CategoryCascader';
import { useProductRanking } from '../../../../features/rfqRanking/api/useProductRanking';
import { RankingDetailDrawer } from '../../../../features/rfqRanking/components/RankingDetailDrawer';
import { RankingFormula } from '../../../../features/rfqRanking/components/RankingFormula';
import { RankingTable } from '../../../../features/rfqRanking/components/RankingTable';
import { MOBILE_LAYOUT_MAX_WIDTH } from '../../../../lib/paths';
import { useViewportWidth } from '../../../../lib/useViewportWidth';
import styles from './ProductRankingPage.module.css';
import { parseRankingSearch, type RankingSearch, toRankingParams } from './rankingSearch';

/** The ranking shows the top 20, and the top 50 on request. */
const RANKING_SIZE = 20;
const RANKING_MORE = 50;

/**
 * Menu page 'ProductRanking' (/productRanking): the products or categories buyers asked for most
 * over 7 or 30 days, with the score's formula under the table and each row's demand in a drawer.
 */
export function ProductRankingPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const search = useMemo(() => parseRankingSearch(params), [params]);
  const isCompact = useViewportWidth() < MOBILE_LAYOUT_MAX_WIDTH;
  const [isMore, setIsMore] = useState(false);
  const ranking = useProductRanking({
    period: search.period,
    by: search.by,
    limit: isMore ? RANKING_MORE : RANKING_SIZE,
    ...(search.categoryId ? { categoryId: search.categoryId } : {}),
  });
  const [opened, setOpened] = useState<RankingRow | null>(null);

  function update(patch: Partial<RankingSearch>) {
    setParams(toRankingParams({ ...search, ...patch }), { replace: true });
  }

  const rows = ranking.data?.rows ?? [];
  const empty = (
    <Empty
      image={Empty.PRESENTED_IMAGE_SIMPLE}
      description={
        <>
          <Typography.Text strong>{t('rfqRanking.page.emptyTitle')}</Typography.Text>
          <br />
          <Typography.Text type="secondary">{t('rfqRanking.page.emptyHint')}</Typography.Text>
        </>
      }
    />
  );

  return (
    <div className={styles.page}>
      <Typography.Paragraph type="secondary" className={styles.intro}>
        {t('rfqRanking.page.intro')}
      </Typography.Paragraph>
      <section className={styles.filters} aria-label={t('rfqRanking.page.filters')}>
        <fieldset className={styles.control}>
          <legend className={styles.label}>{t('rfqRanking.page.period')}</legend>
          <Segmented<7 | 30>
            value={search.period}
            onChange={(period) => update({ period })}
            options={[
              { value: 7, label: t('rfqRanking.page.days7') },
              { value: 30, label: t('rfqRanking.page.days30') },
            ]}
          />
        </fieldset>
        <fieldset className={styles.control}>
          <legend className={styles.label}>{t('rfqRanking.page.show')}</legend>
          <Segmented<'product' | 'category'>
            value={search.by}
            onChange={(by) => update({ by })}
            options={[
              { value: 'product', label: t('rfqRanking.page.byProduct') },
              { value: 'category', label: t('rfqRanking.page.byCategory') },
            ]}
          />
        </fieldset>
        <div className={`${styles.control} ${styles.category}`}>
          <label className={styles.label} htmlFor="rankingCategory">
            {t('rfqRanking.page.category')}
          </label>
          <CategoryCascader
            id="rankingCategory"
            value={search.categoryId}
            onChange={(categoryId) => update({ categoryId })}
            changeOnSelect
            placeholder={t('rfqRanking.page.allCategories')}
            className={styles.cascader}
          />
        </div>
      </section>
      {ranking.isError ? (
        <ListLoadError
          title={t('rfqRanking.page.loadError')}
          error={ranking.error}
          hasData={ranking.data !== undefined}
          onRetry={() => void ranking.refetch()}
        />
      ) : null}
      <RankingTable
        rows={rows}
        by={search.by}
        days={search.period}
        isLoading={ranking.isFetching}
        isCompact={isCompact}
        onOpen={setOpened}
        empty={ranking.isError ? null : empty}
      />
      {!isMore && rows.length === RANKING_SIZE ? (
        <Button className={styles.more} onClick={() => setIsMore(true)}>
          {t('rfqRanking.page.showMore', { size: RANKING_MORE })}
        </Button>
      ) : null}
      <RankingFormula days={search.period} className={styles.formula} />
      <RankingDetailDrawer
        query={opened ? { kind: opened.kind, id: opened.id, period: search.period } : null}
        row={opened}
        onClose={() => setOpened(null)}
      />
    </div>
  );
}
