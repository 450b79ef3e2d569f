import { ExclamationCircleFilled } from '@ant-design/icons';
import type { ImportRow } from '@sc/contract';
import { Table, type TableColumnsType, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import styles from './ImportPreview.module.css';
import { cellError, hasErrors, rowOnlyErrors } from './importPreviewRows';

const PAGE_SIZE = 10;

type ImportPreviewTableProps = {
  columns: readonly string[];
  rows: readonly ImportRow[];
  /** The header of a column in the reader's language. */
  columnTitle: (column: string) => string;
  /** Columns shown wider (names, remarks). */
  wideColumns?: readonly string[];
};

/** The spreadsheet's rows; each bad cell is red and says why on hover, focus or tap. */
export function ImportPreviewTable({
  columns,
  rows,
  columnTitle,
  wideColumns = [],
}: ImportPreviewTableProps) {
  const { t } = useTranslation();
  const tableColumns: TableColumnsType<ImportRow> = [
    {
      key: 'row',
      title: '#',
      width: 72,
      fixed: 'left',
      render: (_, row) => {
        const rowErrors = rowOnlyErrors(row, columns);
        return (
          <span className={styles.rowNumber}>
            {row.row}
            {rowErrors.length > 0 ? (
              <Tooltip title={rowErrors.join(' ')}>
                <ExclamationCircleFilled className={styles.rowIcon} aria-label={rowErrors.join(' ')} />
              </Tooltip>
            ) : null}
          </span>
        );
      },
    },
    ...columns.map((column): TableColumnsType<ImportRow>[number] => ({
      key: column,
      title: columnTitle(column),
      ellipsis: true,
      width: wideColumns.includes(column) ? 200 : 130,
      onCell: (row) => {
        const error = cellError(row, column);
        return error ? { className: styles.badCell, 'data-error': error } : {};
      },
      render: (_, row) => {
        const value = row.values[column] ?? '';
        const error = cellError(row, column);
        if (!error) return value;
        return (
          <Tooltip title={error} trigger={['hover', 'click']}>
            <span className={styles.badValue}>
              <span className={styles.badText}>{value || t('importPreview.emptyCell')}</span>
              <span className={styles.srOnly}> – {error}</span>
            </span>
          </Tooltip>
        );
      },
    })),
  ];

  return (
    <Table<ImportRow>
      rowKey="row"
      size="small"
      className={styles.preview}
      columns={tableColumns}
      dataSource={[...rows]}
      scroll={{ x: 'max-content' }}
      rowClassName={(row) => (hasErrors(row) ? (styles.badRow ?? '') : '')}
      pagination={
        rows.length > PAGE_SIZE ? { pageSize: PAGE_SIZE, showSizeChanger: false, size: 'small' } : false
      }
    />
  );
}
