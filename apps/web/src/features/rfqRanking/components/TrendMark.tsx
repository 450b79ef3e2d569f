import { ArrowDownOutlined, ArrowUpOutlined, MinusOutlined } from '@ant-design/icons';
import type { RankingRow } from '@sc/contract';
import { Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { trendChange } from '../trendChange';
import styles from './TrendMark.module.css';

type TrendMarkProps = {
  row: Pick<RankingRow, 'score' | 'previousScore' | 'previousRank' | 'trend'>;
  /** The period's length, for the tooltip about the period before. */
  days: number;
  /** Only the arrow (and "New"), for narrow lists; the change stays in the tooltip and for readers. */
  isCompact?: boolean;
};

/** The trend arrow of a ranked row with the score's change; the tooltip tells the period before. */
export function TrendMark({ row, days, isCompact = false }: TrendMarkProps) {
  const { t } = useTranslation();
  const change = trendChange(row) ?? '';
  const label =
    row.trend === 'up'
      ? t('rfqRanking.trend.up', { change })
      : row.trend === 'down'
        ? t('rfqRanking.trend.down', { change })
        : row.trend === 'same'
          ? t('rfqRanking.trend.same')
          : t('rfqRanking.trend.new');
  const before =
    row.previousRank === null
      ? t('rfqRanking.trend.beforeNone', { days })
      : t('rfqRanking.trend.before', { days, score: row.previousScore, rank: row.previousRank });
  const icon =
    row.trend === 'up' ? (
      <ArrowUpOutlined aria-hidden="true" />
    ) : row.trend === 'down' ? (
      <ArrowDownOutlined aria-hidden="true" />
    ) : row.trend === 'same' ? (
      <MinusOutlined aria-hidden="true" />
    ) : null;
  return (
    <Tooltip title={before}>
      <span className={`${styles.trend} ${styles[row.trend]}`} aria-label={`${label}. ${before}`} role="img">
        {icon}
        {row.trend === 'new' ? (
          <span className={styles.newTag}>{label}</span>
        ) : isCompact ? null : (
          <span className={styles.change}>{row.trend === 'same' ? label : change}</span>
        )}
      </span>
    </Tooltip>
  );
}
