import type { CompanyAuditEntry } from '@sc/contract';
import { Spin, Table, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/formatRelativeTime';
import { langTag } from '../../../lib/language';
import { useLanguage } from '../../../lib/useLanguage';
import { type AuditEntryText, describeAuditEntry } from '../lib/describeAuditEntry';
import styles from './CompanyAudit.module.css';

type CompanyAuditListProps = {
  entries: CompanyAuditEntry[];
  isLoading: boolean;
  /** Shown when there are no entries. */
  empty: ReactNode;
  /** Cards instead of the table (phones). */
  isCompact: boolean;
};

type Row = CompanyAuditEntry & { text: AuditEntryText };

/** The audit log's entries: a table on wide screens, a card per entry on phones. Read-only. */
export function CompanyAuditList({ entries, isLoading, empty, isCompact }: CompanyAuditListProps) {
  const { t } = useTranslation();
  const { lang } = useLanguage();
  const tag = langTag(lang);
  const rows: Row[] = entries.map((entry) => ({ ...entry, text: describeAuditEntry(entry, t, lang) }));
  const time = (row: Row) => (
    <time dateTime={row.at} className={styles.time}>
      {formatDateTime(row.at, tag)}
    </time>
  );
  const ip = (row: Row) =>
    row.ip ? (
      <span className={styles.ip}>{row.ip}</span>
    ) : (
      <Tooltip title={t('companyAudit.noIpHint')}>
        <span className={styles.noIp}>{t('companyAudit.noIp')}</span>
      </Tooltip>
    );

  if (isCompact)
    return (
      <Spin spinning={isLoading}>
        {rows.length === 0 ? (
          <div className={styles.emptyCard}>{isLoading ? null : empty}</div>
        ) : (
          <ul className={styles.cards}>
            {rows.map((row) => (
              <li key={row.id} className={styles.card} data-testid="audit-entry">
                <span className={styles.sentence}>{row.text.sentence}</span>
                <span className={styles.meta}>
                  <span className={styles.actor}>{row.text.actor}</span>
                  {time(row)}
                </span>
                <span className={styles.meta}>
                  <span className={styles.target}>{row.text.target}</span>
                  {row.ip ? (
                    <span className={styles.ip}>{t('companyAudit.ipLabel', { ip: row.ip })}</span>
                  ) : null}
                </span>
              </li>
            ))}
          </ul>
        )}
      </Spin>
    );

  return (
    <Table<Row>
      rowKey="id"
      size="middle"
      dataSource={rows}
      loading={isLoading}
      pagination={false}
      scroll={{ x: 880 }}
      locale={{ emptyText: empty }}
      onRow={() => ({ 'data-testid': 'audit-entry' }) as React.HTMLAttributes<HTMLElement>}
      columns={[
        { key: 'when', title: t('companyAudit.column.when'), width: 160, render: (_, row) => time(row) },
        {
          key: 'who',
          title: t('companyAudit.column.who'),
          width: 150,
          render: (_, row) => <span className={styles.actor}>{row.text.actor}</span>,
        },
        {
          key: 'what',
          title: t('companyAudit.column.what'),
          render: (_, row) => <span className={styles.sentence}>{row.text.sentence}</span>,
        },
        {
          key: 'target',
          title: t('companyAudit.column.target'),
          width: 180,
          render: (_, row) => <span className={styles.target}>{row.text.target}</span>,
        },
        { key: 'ip', title: t('companyAudit.column.ip'), width: 130, render: (_, row) => ip(row) },
      ]}
    />
  );
}
