import type { ProductRankingDetail } from '@sc/contract';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './DemandChart.module.css';

type DemandChartProps = {
  series: ProductRankingDetail['series'];
  /** BCP 47 tag for the day labels. */
  localeTag: string;
};

/** A day ("2025-03-09", UTC) as a short date in the user's language. */
function shortDay(day: string, localeTag: string): string {
  return new Intl.DateTimeFormat(localeTag, { month: 'numeric', day: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
}

/**
 * RFQs and chat inquiries per day as stacked bars. Plain HTML boxes rather than a chart library:
 * one small chart, and its labels stay readable at any width.
 */
export function DemandChart({ series, localeTag }: DemandChartProps) {
  const { t } = useTranslation();
  const max = Math.max(1, ...series.map((d) => d.rfqs + d.inquiries));
  const labelEvery = series.length > 10 ? 7 : 1;
  const columns = { gridTemplateColumns: `repeat(${series.length}, minmax(0, 1fr))` } as CSSProperties;
  const first = series[0]?.day;
  const last = series[series.length - 1]?.day;
  return (
    <figure className={styles.figure}>
      <div
        className={styles.plot}
        role="img"
        aria-label={t('rfqRanking.detail.chartLabel', {
          from: first ? shortDay(first, localeTag) : '',
          to: last ? shortDay(last, localeTag) : '',
        })}
      >
        <span className={styles.max} aria-hidden="true">
          {max}
        </span>
        <div className={styles.bars} style={columns}>
          {series.map((d) => {
            const total = d.rfqs + d.inquiries;
            const text = t('rfqRanking.detail.dayTotal', {
              day: shortDay(d.day, localeTag),
              rfqs: d.rfqs,
              inquiries: d.inquiries,
            });
            return (
              <span key={d.day} className={styles.slot} title={text}>
                <span className={styles.stack} style={{ height: `${(total / max) * 100}%` }}>
                  <span className={styles.inquiries} style={{ flexGrow: d.inquiries }} />
                  <span className={styles.rfqs} style={{ flexGrow: d.rfqs }} />
                </span>
              </span>
            );
          })}
        </div>
        <div className={styles.days} style={columns} aria-hidden="true">
          {series.map((d, i) =>
            (series.length - 1 - i) % labelEvery === 0 ? (
              <span key={d.day} className={styles.day} style={{ gridColumn: i + 1 }}>
                {shortDay(d.day, localeTag)}
              </span>
            ) : null,
          )}
        </div>
      </div>
      <figcaption className={styles.legend}>
        <span>
          <i className={styles.swatchRfqs} aria-hidden="true" />
          {t('rfqRanking.detail.legendRfqs')}
        </span>
        <span>
          <i className={styles.swatchInquiries} aria-hidden="true" />
          {t('rfqRanking.detail.legendInquiries')}
        </span>
      </figcaption>
    </figure>
  );
}
