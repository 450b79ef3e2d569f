import { AppstoreOutlined, CheckCircleFilled, SearchOutlined } from '@ant-design/icons';
import type { ProductRankingDetail, ProductRankingDetailQuery, RankingRow } from '@sc/contract';
import { Button, Drawer, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ListLoadError } from '../../../components/ListLoadError';
import { ProductThumb } from '../../../components/ProductThumb';
import { formatMoney } from '../../../lib/formatMoney';
import { langTag } from '../../../lib/language';
import { catalogueSearchPath, MOBILE_LAYOUT_MAX_WIDTH, paths, rfqMarketPath } from '../../../lib/paths';
import { regionName } from '../../../lib/regionName';
import { useLanguage } from '../../../lib/useLanguage';
import { useViewportWidth } from '../../../lib/useViewportWidth';
import { useRankingDetail } from '../api/useRankingDetail';
import { DemandChart } from './DemandChart';
import styles from './RankingDetailDrawer.module.css';
import { TrendMark } from './TrendMark';

type RankingDetailDrawerProps = {
  /** What to show; null keeps the drawer closed. */
  query: (ProductRankingDetailQuery & { period: 7 | 30 }) | null;
  /** The row as the ranking showed it, for the header while the detail loads. */
  row?: RankingRow | null;
  onClose: () => void;
};

function Header({ row, days }: { row: RankingRow; days: number }) {
  const { t } = useTranslation();
  return (
    <div className={styles.header}>
      {row.kind === 'product' ? (
        <ProductThumb src={row.imageUrl} alt={row.name} size={64} />
      ) : (
        <span className={styles.categoryIcon} aria-hidden="true">
          <AppstoreOutlined />
        </span>
      )}
      <div className={styles.titles}>
        <Typography.Title level={4} className={styles.name}>
          {row.name}
        </Typography.Title>
        <span className={styles.secondary}>{[row.brand, row.category].filter(Boolean).join(' · ')}</span>
        <span className={styles.rankLine}>
          <span className={styles.rankBadge}>
            {row.rank > 0
              ? t('rfqRanking.detail.rank', { rank: row.rank })
              : t('rfqRanking.detail.notRanked')}
          </span>
          {row.rank > 0 ? <TrendMark row={row} days={days} /> : null}
        </span>
      </div>
    </div>
  );
}

function Figures({ detail }: { detail: ProductRankingDetail }) {
  const { t } = useTranslation();
  const figures = [
    [t('rfqRanking.column.rfqs'), detail.row.rfqs],
    [t('rfqRanking.column.inquiries'), detail.row.inquiries],
    [t('rfqRanking.column.score'), detail.row.score],
    [t('rfqRanking.detail.openRfqs'), detail.openRfqs],
  ] as const;
  return (
    <dl className={styles.figures}>
      {figures.map(([label, value]) => (
        <div key={label} className={styles.figure}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Origins({ detail, localeTag }: { detail: ProductRankingDetail; localeTag: string }) {
  const { t } = useTranslation();
  if (detail.places.length === 0)
    return <Typography.Text type="secondary">{t('rfqRanking.detail.noOrigins')}</Typography.Text>;
  const most = Math.max(...detail.places.map((p) => p.count));
  return (
    <ul className={styles.bars}>
      {detail.places.map((origin) => (
        <li key={`${origin.country}-${origin.place ?? 'chat'}`} className={styles.bar}>
          <span className={styles.barLabel}>
            <strong>{regionName(origin.country, localeTag)}</strong>{' '}
            <span className={styles.secondary}>
              {origin.place
                ? t('rfqRanking.detail.deliveredTo', { place: t(`place.${origin.place}`, origin.place) })
                : t('rfqRanking.detail.viaChat')}
            </span>
          </span>
          <span className={styles.barTrack} aria-hidden="true">
            <span className={styles.barFill} style={{ width: `${(origin.count / most) * 100}%` }} />
          </span>
          <span className={styles.barCount}>{origin.count}</span>
        </li>
      ))}
    </ul>
  );
}

/** "100 – 300, median 200", or the one value when all asked the same. */
function Spread({ min, median, max }: { min: string; median: string; max: string }) {
  const { t } = useTranslation();
  if (min === max) return <span>{min}</span>;
  return (
    <span>
      {t('rfqRanking.detail.quantityRange', { min, max })}
      <span className={styles.median}>{t('rfqRanking.detail.median', { value: median })}</span>
    </span>
  );
}

function Asked({ detail, localeTag }: { detail: ProductRankingDetail; localeTag: string }) {
  const { t } = useTranslation();
  const number = (value: number) => new Intl.NumberFormat(localeTag).format(value);
  return (
    <div className={styles.columns}>
      <section className={styles.section} aria-labelledby="ranking-quantities">
        <Typography.Title level={5} id="ranking-quantities" className={styles.sectionTitle}>
          {t('rfqRanking.detail.quantities')}
        </Typography.Title>
        {detail.quantities.length === 0 ? (
          <Typography.Text type="secondary">{t('rfqRanking.detail.noQuantities')}</Typography.Text>
        ) : (
          <ul className={styles.facts}>
            {detail.quantities.map((q) => (
              <li key={q.unit}>
                <span className={styles.factHead}>
                  <strong>{t(`unit.${q.unit}`)}</strong>
                  <span className={styles.secondary}>
                    {t('rfqRanking.detail.rfqCount', { count: q.count })}
                  </span>
                </span>
                <Spread min={number(q.min)} median={number(q.median)} max={number(q.max)} />
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className={styles.section} aria-labelledby="ranking-prices">
        <Typography.Title level={5} id="ranking-prices" className={styles.sectionTitle}>
          {t('rfqRanking.detail.prices')}
        </Typography.Title>
        {detail.targetPrices.length === 0 ? (
          <Typography.Text type="secondary">{t('rfqRanking.detail.noPrices')}</Typography.Text>
        ) : (
          <ul className={styles.facts}>
            {detail.targetPrices.map((p) => (
              <li key={`${p.currency}-${p.unit}`}>
                <span className={styles.factHead}>
                  <strong>
                    {p.currency} {t('rfqRanking.detail.perUnit', { unit: t(`unit.${p.unit}`) })}
                  </strong>
                  <span className={styles.secondary}>
                    {t('rfqRanking.detail.rfqCount', { count: p.count })}
                  </span>
                </span>
                <Spread
                  min={formatMoney(p.min, p.currency, localeTag)}
                  median={formatMoney(p.median, p.currency, localeTag)}
                  max={formatMoney(p.max, p.currency, localeTag)}
                />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

/** Whether I have the product, with the way to it: my products, or the catalogue to add it. */
function MyProduct({ detail }: { detail: ProductRankingDetail }) {
  const { t } = useTranslation();
  if (detail.row.kind === 'category')
    return (
      <Link to={catalogueSearchPath({ categoryId: detail.row.id })}>
        <AppstoreOutlined /> {t('rfqRanking.detail.browseCategory')}
      </Link>
    );
  if (detail.myProductId !== null)
    return (
      <p className={styles.mine}>
        <CheckCircleFilled className={styles.haveIcon} aria-hidden="true" /> {t('rfqRanking.detail.haveIt')}{' '}
        <Link to={paths.myProducts}>{t('rfqRanking.detail.openMyProducts')}</Link>
      </p>
    );
  return (
    <p className={styles.mine}>
      {t('rfqRanking.detail.missing')}{' '}
      <Link to={catalogueSearchPath({ barcode: detail.barcode })}>
        <SearchOutlined /> {t('rfqRanking.detail.findInCatalogue')}
      </Link>
    </p>
  );
}

/** A ranked product's or category's demand: per day, where from, quantities, target prices, my product. */
export function RankingDetailDrawer({ query, row, onClose }: RankingDetailDrawerProps) {
  const { t } = useTranslation();
  const localeTag = langTag(useLanguage().lang);
  const isMobile = useViewportWidth() < MOBILE_LAYOUT_MAX_WIDTH;
  const detail = useRankingDetail(query);
  const data = detail.data;
  const days = query?.period ?? 7;
  const shownRow = data?.row ?? row ?? null;

  let body = null;
  if (detail.isError)
    body = (
      <ListLoadError
        title={t('rfqRanking.detail.loadError')}
        error={detail.error}
        hasData={false}
        onRetry={() => void detail.refetch()}
      />
    );
  else if (!data) body = <Skeleton active paragraph={{ rows: 8 }} />;
  else
    body = (
      <>
        <Figures detail={data} />
        <section className={styles.section} aria-labelledby="ranking-demand">
          <Typography.Title level={5} id="ranking-demand" className={styles.sectionTitle}>
            {t('rfqRanking.detail.demand', { days })}
          </Typography.Title>
          <DemandChart series={data.series} localeTag={localeTag} />
        </section>
        <section className={styles.section} aria-labelledby="ranking-origins">
          <Typography.Title level={5} id="ranking-origins" className={styles.sectionTitle}>
            {t('rfqRanking.detail.origins')}
          </Typography.Title>
          <Origins detail={data} localeTag={localeTag} />
        </section>
        <Asked detail={data} localeTag={localeTag} />
        <section className={styles.section} aria-labelledby="ranking-mine">
          <Typography.Title level={5} id="ranking-mine" className={styles.sectionTitle}>
            {t('rfqRanking.detail.myProduct')}
          </Typography.Title>
          <MyProduct detail={data} />
        </section>
      </>
    );

  return (
    <Drawer
      open={query !== null}
      title={shownRow ? <Header row={shownRow} days={days} /> : null}
      size={isMobile ? '100%' : 640}
      onClose={onClose}
      destroyOnHidden
      mask={{ closable: true }}
      footer={
        <div className={styles.footer}>
          <Button onClick={onClose}>{t('rfqRanking.detail.close')}</Button>
          {data && data.openRfqs > 0 ? (
            <Link
              className={styles.openLink}
              to={rfqMarketPath(
                data.row.kind === 'product'
                  ? { keyword: data.barcode ?? data.row.name }
                  : { categoryId: data.row.id },
              )}
            >
              {t('rfqRanking.detail.seeOpenRfqs')} ({data.openRfqs})
            </Link>
          ) : null}
        </div>
      }
    >
      <div className={styles.body}>{body}</div>
    </Drawer>
  );
}
