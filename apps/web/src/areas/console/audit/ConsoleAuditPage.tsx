import { Empty, Skeleton, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ListLoadError } from '../../../components/ListLoadError';
import { useConsoleAudit } from '../../../features/company/api/useConsoleChangeRequests';
import { formatDateTime } from '../../../lib/formatRelativeTime';
import { langTag } from '../../../lib/language';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { useLanguage } from '../../../lib/useLanguage';
import { ConsoleShell } from '../ConsoleShell';
import styles from '../requests/ConsoleChangeRequestsPage.module.css';

/** /console/audit: what the platform team did, newest first (written with each change). */
export function ConsoleAuditPage() {
  const { t, i18n } = useTranslation();
  const { lang } = useLanguage();
  const localeTag = langTag(lang);
  useDocumentTitle(t('company.console.auditTitle'));
  const audit = useConsoleAudit();
  const actionLabel = (action: string) => {
    const key = `company.console.action.${action.replaceAll('.', '_')}`;
    return i18n.exists(key) ? t(key as 'company.console.title') : action;
  };

  let body: React.ReactNode;
  if (audit.isPending) body = <Skeleton active paragraph={{ rows: 6 }} />;
  else if (!audit.data)
    body = (
      <ListLoadError
        title={t('company.console.loadError')}
        error={audit.error}
        hasData={false}
        onRetry={() => void audit.refetch()}
      />
    );
  else if (audit.data.length === 0) body = <Empty description={t('company.console.auditEmpty')} />;
  else
    body = (
      <Table
        rowKey="id"
        size="small"
        pagination={{ pageSize: 50, hideOnSinglePage: true }}
        scroll={{ x: 720 }}
        dataSource={audit.data}
        columns={[
          {
            title: t('company.console.when'),
            dataIndex: 'at',
            render: (at: string) => formatDateTime(at, localeTag),
          },
          { title: t('company.console.who'), dataIndex: 'actor' },
          { title: t('company.console.what'), dataIndex: 'action', render: actionLabel },
          {
            title: t('company.console.target'),
            render: (_: unknown, entry) => `${entry.targetType} #${entry.targetId}`,
          },
          {
            title: t('company.console.details'),
            dataIndex: 'details',
            render: (details: Record<string, unknown>) => (
              <code className={styles.details}>{JSON.stringify(details)}</code>
            ),
          },
        ]}
      />
    );

  return (
    <ConsoleShell>
      <main className={styles.body}>
        <div className={styles.toolbar}>
          <Typography.Title level={4} className={styles.title}>
            {t('company.console.auditTitle')}
          </Typography.Title>
        </div>
        {body}
      </main>
    </ConsoleShell>
  );
}
