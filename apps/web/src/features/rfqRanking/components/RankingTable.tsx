import { AppstoreOutlined } from '@ant-design/icons';
import type { RankingRow } from '@sc/contract';
import { Table, type TableColumnsType } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ProductThumb } from '../../../components/ProductThumb';
import styles from './RankingTable.module.css';
import { TrendMark } from './TrendMark';

type RankingTableProps = {
  rows: RankingRow[];
  by: 'product' | 'category';
  days: number;
  isLoading: boolean;
  /** Narrow screens get a list instead of columns. */
  isCompact: boolean;
  onOpen: (row: RankingRow) => void;
  /** Shown when there are no rows. */
  empty: ReactNode;
};

function RankNumber({ rank }: { rank: number }) {
  return <span className={`${styles.rank} ${rank <= 3 ? styles.top : ''}`}>{rank}</span>;
}

/** What a row is: picture, name and brand of a product, or a category's name; opens the detail. */
function Subject({ row, onOpen }: { row: RankingRow; onOpen: (row: RankingRow) => void }) {
  return (
    <span className={styles.subject}>
      {row.kind === 'product' ? (
        <ProductThumb src={row.imageUrl} alt="" size={44} />
      ) : (
        <span className={styles.categoryIcon} aria-hidden="true">
          <AppstoreOutlined />
        </span>
      )}
      <span className={styles.names}>
        <button
          type="button"
          className={styles.name}
          title={row.name}
          onClick={(event) => {
            event.stopPropagation();
            onOpen(row);
          }}
        >
          {row.name}
        </button>
        {row.brand ? <span className={styles.secondary}>{row.brand}</span> : null}
      </span>
    </span>
  );
}

/** The ranking: rank, what, category, RFQs, inquiries, score and trend; a row opens its demand. */
export function RankingTable({ rows, by, days, isLoading, isCompact, onOpen, empty }: RankingTableProps) {
  const { t } = useTranslation();
  if (isCompact) {
    if (rows.length === 0 && !isLoading) return <>{empty}</>;
    return (
      <ol className={`${styles.list} ${isLoading ? styles.stale : ''}`}>
        {rows.map((row) => (
          <li key={`${row.kind}-${row.id}`} className={styles.item}>
            <RankNumber rank={row.rank} />
            <span className={styles.itemBody}>
              <Subject row={row} onOpen={onOpen} />
              <span className={styles.itemFacts}>
                <span className={styles.secondary}>{row.category}</span>
                <span className={styles.counts}>
                  {t('rfqRanking.column.rfqs')} {row.rfqs} · {t('rfqRanking.column.inquiries')}{' '}
                  {row.inquiries}
                </span>
              </span>
            </span>
            <span className={styles.itemScore}>
              <strong>{row.score}</strong>
              <TrendMark row={row} days={days} />
            </span>
          </li>
        ))}
      </ol>
    );
  }
  const columns: TableColumnsType<RankingRow> = [
    {
      key: 'rank',
      title: t('rfqRanking.column.rank'),
      width: 68,
      align: 'center',
      render: (_, row) => <RankNumber rank={row.rank} />,
    },
    {
      key: 'subject',
      title: by === 'product' ? t('rfqRanking.column.product') : t('rfqRanking.column.categoryName'),
      render: (_, row) => <Subject row={row} onOpen={onOpen} />,
    },
    {
      key: 'category',
      title: by === 'product' ? t('rfqRanking.column.categoryName') : t('rfqRanking.column.category'),
      width: 180,
      ellipsis: true,
      render: (_, row) => row.category,
    },
    { key: 'rfqs', title: t('rfqRanking.column.rfqs'), width: 80, align: 'right', dataIndex: 'rfqs' },
    {
      key: 'inquiries',
      title: t('rfqRanking.column.inquiries'),
      width: 116,
      align: 'right',
      dataIndex: 'inquiries',
    },
    {
      key: 'score',
      title: t('rfqRanking.column.score'),
      width: 80,
      align: 'right',
      render: (_, row) => <strong className={styles.score}>{row.score}</strong>,
    },
    {
      key: 'trend',
      title: t('rfqRanking.column.trend'),
      width: 120,
      render: (_, row) => <TrendMark row={row} days={days} />,
    },
  ];
  return (
    <Table<RankingRow>
      className={styles.table}
      rowKey={(row) => `${row.kind}-${row.id}`}
      columns={columns}
      dataSource={rows}
      loading={isLoading}
      pagination={false}
      locale={{ emptyText: empty }}
      onRow={(row) => ({ onClick: () => onOpen(row), className: styles.row })}
    />
  );
}
