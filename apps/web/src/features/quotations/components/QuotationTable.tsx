import type { QuotationSummary } from '@sc/contract';
import { Table, type TableColumnsType } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/formatRelativeTime';
import { langTag } from '../../../lib/language';
import { useLanguage } from '../../../lib/useLanguage';
import { QuotationExpiry } from './QuotationExpiry';
import styles from './QuotationList.module.css';
import { QuotationRowActions } from './QuotationRowActions';
import { QuotationSendStatus } from './QuotationSendStatus';
import type { QuotationActions } from './useQuotationActions';

export type QuotationListProps = {
  quotations: QuotationSummary[];
  isLoading: boolean;
  /** Shown when there are no quotations. */
  empty: ReactNode;
  actions: QuotationActions;
  /** The list covers the company's quotations (not only mine): each says who wrote it, under its name. */
  showsAuthor?: boolean;
};

/** My quotations as a table (desktop and tablets); paging sits below it on the page. */
export function QuotationTable({
  quotations,
  isLoading,
  empty,
  actions,
  showsAuthor = false,
}: QuotationListProps) {
  const { t } = useTranslation();
  const tag = langTag(useLanguage().lang);
  const columns: TableColumnsType<QuotationSummary> = [
    {
      key: 'number',
      title: t('quotations.columns.number'),
      width: 120,
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
          <button type="button" className={styles.nameLink} title={q.name} onClick={() => actions.view(q)}>
            {q.name}
          </button>
          <span className={styles.secondary}>
            {t('quotations.updatedAt', { date: formatDateTime(q.updatedAt, tag) })}
          </span>
          {showsAuthor ? (
            <span className={styles.author}>
              {q.author ? t('quotations.byAuthor', { name: q.author.name }) : t('quotations.authorGone')}
            </span>
          ) : null}
        </span>
      ),
    },
    {
      key: 'terms',
      title: t('quotations.columns.terms'),
      width: 140,
      ellipsis: true,
      render: (_, q) => (
        <span className={styles.nameCell}>
          <span>{`${q.terms} ${t(`place.${q.place}`, { defaultValue: q.place })}`}</span>
          <span className={styles.secondary}>{q.currency}</span>
        </span>
      ),
    },
    {
      key: 'lines',
      title: t('quotations.columns.lines'),
      width: 90,
      align: 'center',
      render: (_, q) => q.lineCount,
    },
    {
      key: 'expires',
      title: t('quotations.columns.expires'),
      width: 130,
      render: (_, q) => <QuotationExpiry expiresOn={q.expiresOn} isExpired={q.isExpired} />,
    },
    {
      key: 'sent',
      title: t('quotations.columns.sent'),
      width: 160,
      render: (_, q) => <QuotationSendStatus quotation={q} />,
    },
    {
      key: 'actions',
      title: <span className={styles.srOnly}>{t('quotations.columns.actions')}</span>,
      width: 120,
      fixed: 'right',
      render: (_, q) => <QuotationRowActions quotation={q} actions={actions} />,
    },
  ];

  return (
    <Table<QuotationSummary>
      rowKey="id"
      columns={columns}
      dataSource={quotations}
      loading={isLoading}
      size="middle"
      scroll={{ x: 940 }}
      pagination={false}
      locale={{ emptyText: isLoading ? ' ' : empty }}
    />
  );
}
