import { ExclamationCircleFilled } from '@ant-design/icons';
import type { ImportPreview, ImportRow } from '@sc/contract';
import { Table, type TableColumnsType, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { cellError, hasErrors, rowOnlyErrors } from '../importPreview';
import styles from './ImportProductsModal.module.css';

const PAGE_SIZE = 10;

type ImportPreviewTableProps = {
  preview: ImportPreview;
  isErrorsOnly: boolean;
};

/** The spreadsheet's rows; each bad cell is red and says why on hover or focus. */
export function ImportPreviewTable({ preview, isErrorsOnly }: ImportPreviewTableProps) {
  const { t } = useTranslation();
  const rows = isErrorsOnly ? preview.rows.filter(hasErrors) : preview.rows;

  const columns: TableColumnsType<ImportRow> = [
    {
      key: 'row',
      title: '#',
      width: 64,
      fixed: 'left',
      render: (_, row) => {
        const rowErrors = rowOnlyErrors(row, preview.columns);
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
    ...preview.columns.map((column): TableColumnsType<ImportRow>[number] => ({
      key: column,
      title: t(`productField.${column}`, { defaultValue: column }),
      ellipsis: true,
      width: column === 'name' || column === 'remark' ? 200 : 130,
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
              <span className={styles.badText}>{value || t('productImport.emptyCell')}</span>
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
      columns={columns}
      dataSource={rows}
      scroll={{ x: 'max-content' }}
      rowClassName={(row) => (hasErrors(row) ? (styles.badRow ?? '') : '')}
      pagination={
        rows.length > PAGE_SIZE ? { pageSize: PAGE_SIZE, showSizeChanger: false, size: 'small' } : false
      }
    />
  );
}
