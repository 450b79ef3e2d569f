import type { ImportRow } from '@sc/contract';
import { Segmented, Space, Tag, Typography } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './ImportPreview.module.css';
import { ImportPreviewTable } from './ImportPreviewTable';
import { hasErrors } from './importPreviewRows';
import { useCountFormat } from './useCountFormat';

type ImportPreviewProps = {
  fileName: string;
  /** The whole file's counts (the rows shown may be a part of it). */
  validCount: number;
  invalidCount: number;
  columns: readonly string[];
  rows: readonly ImportRow[];
  columnTitle: (column: string) => string;
  wideColumns?: readonly string[];
  /** More tags beside the counts (e.g. "12 update existing products"). */
  tags?: ReactNode;
  /** Buttons beside the file name (e.g. "Choose another file"). */
  actions?: ReactNode;
  /** Under the table (what happens to rows with errors, which rows are shown). */
  note?: ReactNode;
};

/**
 * What an import would do, as every import shows it (the supplier's products, the console's catalogue
 * and buyers): the file, its valid and invalid row counts, the rows with each bad cell marked and why,
 * and a switch to show only the rows with errors.
 */
export function ImportPreview({
  fileName,
  validCount,
  invalidCount,
  columns,
  rows,
  columnTitle,
  wideColumns,
  tags,
  actions,
  note,
}: ImportPreviewProps) {
  const { t } = useTranslation();
  const formatCount = useCountFormat();
  const [isErrorsOnly, setIsErrorsOnly] = useState(false);
  const shown = isErrorsOnly ? rows.filter(hasErrors) : rows;
  return (
    <div className={styles.previewArea} data-testid="import-preview">
      <div className={styles.summary}>
        <Typography.Text strong className={styles.fileName}>
          {fileName}
        </Typography.Text>
        <Space size={4} wrap>
          <Tag color="success" variant="filled" data-testid="import-valid-count">
            {t('importPreview.validCount', { count: validCount, n: formatCount(validCount) })}
          </Tag>
          <Tag
            color={invalidCount > 0 ? 'error' : 'default'}
            variant="filled"
            data-testid="import-invalid-count"
          >
            {t('importPreview.invalidCount', { count: invalidCount, n: formatCount(invalidCount) })}
          </Tag>
          {tags}
        </Space>
        {actions}
      </div>
      {invalidCount > 0 ? (
        <Segmented<'all' | 'errors'>
          size="small"
          value={isErrorsOnly ? 'errors' : 'all'}
          options={[
            { value: 'all', label: t('importPreview.showAll') },
            { value: 'errors', label: t('importPreview.showErrors') },
          ]}
          onChange={(value) => setIsErrorsOnly(value === 'errors')}
        />
      ) : null}
      <ImportPreviewTable
        columns={columns}
        rows={shown}
        columnTitle={columnTitle}
        wideColumns={wideColumns}
      />
      {note ? (
        <Typography.Paragraph type="secondary" className={styles.note}>
          {note}
        </Typography.Paragraph>
      ) : null}
    </div>
  );
}
