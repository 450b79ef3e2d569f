import { EditOutlined } from '@ant-design/icons';
import type { QuotationSummary } from '@sc/contract';
import { Button, Table, type TableColumnsType, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/formatRelativeTime';
import { langTag } from '../../../lib/language';
import { useLanguage } from '../../../lib/useLanguage';
import { QuotationExpiry } from './QuotationExpiry';
import styles from './QuotationList.module.css';

export type QuotationListProps = {
  quotations: QuotationSummary[];
  isLoading: boolean;
  /** Shown when there are no quotations. */
  empty: ReactNode;
  onEdit: (quotation: QuotationSummary) => void;
};

/** My quotations as a table (desktop and tablets); paging sits below it on the page. */
export function QuotationTable({ quotations, isLoading, empty, onEdit }: QuotationListProps) {
  const { t } = useTranslation();
  const tag = langTag(useLanguage().lang);
  const columns: TableColumnsType<QuotationSummary> = [
    {
      key: 'number',
      title: t('quotations.columns.number'),
      width: 150,
      render: (_, q) => (
        <span className={styles.numberCell}>
          <span className={styles.code}>{q.number}</span>
          <span className={styles.version}>{t('quotations.versionShort', { version: q.version })}</span>
        </span>
      ),
    },
    {
      key: 'name',
      title: t('quotations.columns.name'),
      render: (_, q) => (
        <span className={styles.nameCell}>
          <button type="button" className={styles.nameLink} title={q.name} onClick={() => onEdit(q)}>
            {q.name}
          </button>
          <span className={styles.secondary}>
            {t('quotations.updatedAt', { date: formatDateTime(q.updatedAt, tag) })}
          </span>
        </span>
      ),
    },
    {
      key: 'terms',
      title: t('quotations.columns.terms'),
      width: 150,
      ellipsis: true,
      render: (_, q) => `${q.terms} ${t(`place.${q.place}`, { defaultValue: q.place })}`,
    },
    { key: 'currency', title: t('quotations.columns.currency'), width: 84, render: (_, q) => q.currency },
    {
      key: 'lines',
      title: t('quotations.columns.lines'),
      width: 84,
      align: 'center',
      render: (_, q) => q.lineCount,
    },
    {
      key: 'expires',
      title: t('quotations.columns.expires'),
      width: 170,
      render: (_, q) => <QuotationExpiry expiresOn={q.expiresOn} isExpired={q.isExpired} />,
    },
    {
      key: 'actions',
      title: <span className={styles.srOnly}>{t('quotations.columns.actions')}</span>,
      width: 56,
      fixed: 'right',
      render: (_, q) => (
        <Tooltip title={t('quotations.edit')}>
          <Button
            type="text"
            icon={<EditOutlined />}
            aria-label={t('quotations.editNamed', { name: q.name })}
            onClick={() => onEdit(q)}
          />
        </Tooltip>
      ),
    },
  ];

  return (
    <Table<QuotationSummary>
      rowKey="id"
      columns={columns}
      dataSource={quotations}
      loading={isLoading}
      size="middle"
      scroll={{ x: 900 }}
      pagination={false}
      locale={{ emptyText: isLoading ? ' ' : empty }}
    />
  );
}
