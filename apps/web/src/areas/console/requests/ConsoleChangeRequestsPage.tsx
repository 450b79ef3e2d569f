import type { ChangeRequestStatus, ConsoleChangeRequest } from '@sc/contract';
import { COMPANY_LIMITS } from '@sc/contract';
import { App, Button, Empty, Input, Modal, Segmented, Skeleton, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ListLoadError } from '../../../components/ListLoadError';
import {
  useConsoleChangeRequests,
  useDecideChangeRequest,
} from '../../../features/company/api/useConsoleChangeRequests';
import { useLockedValueText } from '../../../features/company/components/useLockedValueText';
import { formatDateTime } from '../../../lib/formatRelativeTime';
import { langTag } from '../../../lib/language';
import { consolePaths } from '../../../lib/paths';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { useLanguage } from '../../../lib/useLanguage';
import { ConsoleShell } from '../ConsoleShell';
import styles from './ConsoleChangeRequestsPage.module.css';

type Filter = ChangeRequestStatus | 'all';
type Decision = { request: ConsoleChangeRequest; decision: 'apply' | 'reject' };
const STATUS_COLOURS = { pending: 'gold', applied: 'green', rejected: 'red' } as const;

/**
 * /console/requests: companies' requests to change locked fields (name, country, business type).
 * Applying changes the profile and records history; either decision is audited and answered in the
 * company's support chat.
 */
export function ConsoleChangeRequestsPage() {
  const { t } = useTranslation();
  const { lang } = useLanguage();
  const { message } = App.useApp();
  const localeTag = langTag(lang);
  useDocumentTitle(t('company.console.title'));
  const [filter, setFilter] = useState<Filter>('pending');
  const requests = useConsoleChangeRequests(filter);
  const decide = useDecideChangeRequest();
  const valueText = useLockedValueText();
  const [deciding, setDeciding] = useState<Decision | null>(null);
  const [answer, setAnswer] = useState('');

  async function handleDecide() {
    if (!deciding) return;
    try {
      await decide.mutateAsync({ id: deciding.request.id, decision: deciding.decision, answer });
      void message.success(
        t(deciding.decision === 'apply' ? 'company.console.applied' : 'company.console.rejected'),
      );
      setDeciding(null);
      setAnswer('');
    } catch {
      // The HTTP client has shown why.
    }
  }

  let body: React.ReactNode;
  if (requests.isPending) body = <Skeleton active paragraph={{ rows: 6 }} />;
  else if (!requests.data)
    body = (
      <ListLoadError
        title={t('company.console.loadError')}
        error={requests.error}
        hasData={false}
        onRetry={() => void requests.refetch()}
      />
    );
  else if (requests.data.length === 0) body = <Empty description={t('company.console.empty')} />;
  else
    body = (
      <ul className={styles.list}>
        {requests.data.map((request) => (
          <li key={request.id} className={styles.card} data-testid="change-request">
            <div className={styles.cardHead}>
              <Typography.Text strong>
                #{request.id} · {request.companyName}
              </Typography.Text>
              <Tag color={STATUS_COLOURS[request.status]}>
                {t(`company.console.status.${request.status}`)}
              </Tag>
            </div>
            <Typography.Text type="secondary" className={styles.meta}>
              {t('company.console.requestedBy', {
                name: request.requestedBy,
                date: formatDateTime(request.createdAt, localeTag),
              })}
            </Typography.Text>
            <table className={styles.changes}>
              <thead>
                <tr>
                  <th scope="col">{t('company.console.field')}</th>
                  <th scope="col">{t('company.console.from')}</th>
                  <th scope="col">{t('company.console.to')}</th>
                </tr>
              </thead>
              <tbody>
                {(['name', 'country', 'businessType'] as const)
                  .filter((field) => field in request.to)
                  .map((field) => (
                    <tr key={field}>
                      <th scope="row">{t(`companyField.${field}`)}</th>
                      <td>{valueText(field, request.from[field])}</td>
                      <td>
                        <strong>{valueText(field, request.to[field])}</strong>
                      </td>
                    </tr>
                  ))}
              </tbody>
            </table>
            <p className={styles.reason}>
              <span className={styles.label}>{t('company.change.reason')}:</span> {request.reason}
            </p>
            {request.answer ? (
              <p className={styles.reason}>
                <span className={styles.label}>{t('company.console.answer')}:</span> {request.answer}
              </p>
            ) : null}
            <div className={styles.actions}>
              {request.supportThreadId ? (
                <Link to={`${consolePaths.inbox}?thread=${request.supportThreadId}`}>
                  {t('company.console.openChat')}
                </Link>
              ) : null}
              {request.status === 'pending' ? (
                <span className={styles.buttons}>
                  <Button danger onClick={() => setDeciding({ request, decision: 'reject' })}>
                    {t('company.console.reject')}
                  </Button>
                  <Button
                    type="primary"
                    onClick={() => setDeciding({ request, decision: 'apply' })}
                    data-testid="apply-change"
                  >
                    {t('company.console.apply')}
                  </Button>
                </span>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
    );

  return (
    <ConsoleShell>
      <main className={styles.body}>
        <div className={styles.toolbar}>
          <Typography.Title level={4} className={styles.title}>
            {t('company.console.title')}
          </Typography.Title>
          <Segmented<Filter>
            value={filter}
            onChange={setFilter}
            options={(['pending', 'applied', 'rejected', 'all'] as const).map((value) => ({
              value,
              label: t(`company.console.filter.${value}`),
            }))}
          />
        </div>
        {body}
      </main>
      <Modal
        open={deciding !== null}
        title={
          deciding
            ? t(
                deciding.decision === 'apply' ? 'company.console.applyTitle' : 'company.console.rejectTitle',
                {
                  id: deciding.request.id,
                  name: deciding.request.companyName,
                },
              )
            : null
        }
        okText={deciding?.decision === 'apply' ? t('company.console.apply') : t('company.console.reject')}
        okButtonProps={{ danger: deciding?.decision === 'reject' }}
        confirmLoading={decide.isPending}
        onOk={() => void handleDecide()}
        onCancel={() => setDeciding(null)}
        destroyOnHidden
      >
        <Typography.Paragraph type="secondary">{t('company.console.answerHint')}</Typography.Paragraph>
        <Input.TextArea
          value={answer}
          onChange={(event) => setAnswer(event.target.value)}
          maxLength={COMPANY_LIMITS.changeReasonMax}
          showCount
          autoSize={{ minRows: 3, maxRows: 6 }}
          aria-label={t('company.console.answer')}
        />
      </Modal>
    </ConsoleShell>
  );
}
