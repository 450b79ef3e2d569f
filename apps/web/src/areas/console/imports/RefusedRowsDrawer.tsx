import type { ConsoleImportKind, ImportJob, ImportJobRow } from '@sc/contract';
import { Drawer, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCountFormat } from '../../../components/importPreview/useCountFormat';
import { ListLoadError } from '../../../components/ListLoadError';
import { MOBILE_LAYOUT_MAX_WIDTH } from '../../../lib/paths';
import { useLanguage } from '../../../lib/useLanguage';
import { useViewportWidth } from '../../../lib/useViewportWidth';
import styles from './ConsoleImportsPage.module.css';
import { useImportJobRows } from './consoleImportsApi';
import { columnLabel } from './importTemplates';

const PAGE_SIZE = 20;

/** The rows of an import that were refused, each with why (by column), page by page. */
export function RefusedRowsDrawer({
  kind,
  job,
  onClose,
}: {
  kind: ConsoleImportKind;
  job: ImportJob | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { lang } = useLanguage();
  const formatCount = useCountFormat();
  const isMobile = useViewportWidth() < MOBILE_LAYOUT_MAX_WIDTH;
  const [page, setPage] = useState(1);
  const rows = useImportJobRows(kind, job?.id ?? null, 'refused', page);

  return (
    <Drawer
      open={job !== null}
      onClose={() => {
        setPage(1);
        onClose();
      }}
      size={isMobile ? '100%' : 720}
      destroyOnHidden
      title={job ? t('consoleImports.refusedTitle', { file: job.fileName }) : null}
    >
      {rows.isError && !rows.data ? (
        <ListLoadError
          title={t('consoleImports.loadError')}
          error={rows.error}
          hasData={false}
          onRetry={() => void rows.refetch()}
        />
      ) : (
        <Table<ImportJobRow>
          rowKey="row"
          size="small"
          className={styles.refusedTable}
          loading={rows.isFetching}
          dataSource={rows.data?.list ?? []}
          pagination={{
            current: page,
            pageSize: PAGE_SIZE,
            total: rows.data?.total ?? 0,
            showSizeChanger: false,
            size: 'small',
            showTotal: (count) => t('consoleImports.total', { count, n: formatCount(count) }),
            onChange: setPage,
          }}
          columns={[
            { key: 'row', title: t('consoleImports.row'), dataIndex: 'row', width: 64 },
            {
              key: 'reference',
              title: t('consoleImports.reference'),
              dataIndex: 'reference',
              width: isMobile ? 120 : 180,
              className: styles.reference,
            },
            {
              key: 'why',
              title: t('consoleImports.why'),
              render: (_, row) => (
                <ul className={styles.messages}>
                  {Object.entries(row.messages).map(([column, message]) => (
                    <li key={column}>
                      {columnLabel(kind, lang, column)}: {message}
                    </li>
                  ))}
                </ul>
              ),
            },
          ]}
        />
      )}
    </Drawer>
  );
}
