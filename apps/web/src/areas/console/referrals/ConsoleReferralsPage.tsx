import { AFFILIATE_LIMITS, type ConsoleReferral, type InvitationState } from '@sc/contract';
import { App, Button, Empty, Input, Modal, Skeleton, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListLoadError } from '../../../components/ListLoadError';
import {
  useDecideReferral,
  useReferralQueue,
  useReverseReferral,
} from '../../../features/affiliate/api/consoleReferralApi';
import { formatDateTime } from '../../../lib/formatRelativeTime';
import { langTag } from '../../../lib/language';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { useLanguage } from '../../../lib/useLanguage';
import { ConsoleShell } from '../ConsoleShell';
import styles from './ConsoleReferralsPage.module.css';

const STATE_COLOURS: Record<InvitationState, string> = {
  invited: 'default',
  joined: 'blue',
  activated: 'cyan',
  review: 'gold',
  rewarded: 'green',
  rejected: 'red',
  reversed: 'volcano',
};
const REVERSIBLE: readonly InvitationState[] = ['joined', 'activated', 'review', 'rewarded'];

type Action = { referral: ConsoleReferral; kind: 'reject' | 'reverse' };

/**
 * /console/referrals: activations flagged for review (more than five by one inviter in a day) to
 * approve or reject with a reason, and recent invitations to reverse for fraud. Every decision is audited.
 */
export function ConsoleReferralsPage() {
  const { t } = useTranslation();
  const { lang } = useLanguage();
  const { message } = App.useApp();
  const localeTag = langTag(lang);
  useDocumentTitle(t('affiliate.console.title'));
  const queue = useReferralQueue();
  const decide = useDecideReferral();
  const reverse = useReverseReferral();
  const [action, setAction] = useState<Action | null>(null);
  const [note, setNote] = useState('');
  const when = (value: string | null) => (value ? formatDateTime(value, localeTag) : '—');

  async function run(work: () => Promise<unknown>) {
    try {
      await work();
      void message.success(t('affiliate.console.decided'));
      setAction(null);
      setNote('');
    } catch {
      // The HTTP client has shown why.
    }
  }
  const handleApprove = (referral: ConsoleReferral) =>
    run(() => decide.mutateAsync({ id: referral.id, approve: true }));
  function handleConfirm() {
    if (!action) return;
    const input = { id: action.referral.id, note: note.trim() };
    void run(() =>
      action.kind === 'reject'
        ? decide.mutateAsync({ ...input, approve: false })
        : reverse.mutateAsync(input),
    );
  }

  const stateTag = (referral: ConsoleReferral) => (
    <Tag color={STATE_COLOURS[referral.state]}>{t(`affiliate.state.${referral.state}`)}</Tag>
  );
  const companies = (referral: ConsoleReferral) => (
    <div>
      <div>
        <span className={styles.label}>{t('affiliate.console.inviter')}:</span> {referral.inviterCompany} (#
        {referral.inviterId})
      </div>
      <div>
        <span className={styles.label}>{t('affiliate.console.invited')}:</span>{' '}
        {referral.invitedCompany ?? '—'}
        {referral.invitedId ? ` (#${referral.invitedId})` : ''}
      </div>
      <Typography.Text type="secondary">
        {referral.email ?? '—'} · {t('affiliate.console.ip')}: {referral.signupIp ?? '—'}
      </Typography.Text>
    </div>
  );

  let body: React.ReactNode;
  if (queue.isPending) body = <Skeleton active paragraph={{ rows: 6 }} />;
  else if (!queue.data)
    body = (
      <ListLoadError
        title={t('affiliate.console.loadError')}
        error={queue.error}
        hasData={false}
        onRetry={() => void queue.refetch()}
      />
    );
  else
    body = (
      <>
        <section>
          <Typography.Title level={5}>{t('affiliate.console.flagged')}</Typography.Title>
          <Typography.Paragraph type="secondary">
            {t('affiliate.console.flaggedHint', { count: AFFILIATE_LIMITS.activationsPerDay })}
          </Typography.Paragraph>
          {queue.data.flagged.length === 0 ? (
            <Empty description={t('affiliate.console.flaggedEmpty')} />
          ) : (
            <ul className={styles.list}>
              {queue.data.flagged.map((referral) => (
                <li key={referral.id} className={styles.card} data-testid="flagged-referral">
                  <div className={styles.cardHead}>
                    <Typography.Text strong>#{referral.id}</Typography.Text>
                    {stateTag(referral)}
                    <Tag color="gold">
                      {t('affiliate.console.activationsThatDay', { count: referral.activationsThatDay })}
                    </Tag>
                  </div>
                  {companies(referral)}
                  <div className={styles.meta}>
                    {t('affiliate.console.activated')}: {when(referral.activatedAt)}
                    {referral.activatedBy ? ` · ${t(`affiliate.activatedBy.${referral.activatedBy}`)}` : ''}
                  </div>
                  <div className={styles.actions}>
                    <Button danger onClick={() => setAction({ referral, kind: 'reject' })}>
                      {t('affiliate.console.reject')}
                    </Button>
                    <Button
                      type="primary"
                      loading={decide.isPending}
                      onClick={() => void handleApprove(referral)}
                    >
                      {t('affiliate.console.approve')}
                    </Button>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </section>
        <section>
          <Typography.Title level={5}>{t('affiliate.console.recent')}</Typography.Title>
          <Table<ConsoleReferral>
            rowKey="id"
            size="small"
            dataSource={queue.data.recent}
            pagination={false}
            scroll={{ x: 720 }}
            locale={{ emptyText: <Empty description={t('affiliate.console.recentEmpty')} /> }}
            columns={[
              { key: 'id', title: '#', render: (_, row) => row.id, width: 60 },
              { key: 'companies', title: t('affiliate.console.invited'), render: (_, row) => companies(row) },
              {
                key: 'state',
                title: t('affiliate.console.state'),
                render: (_, row) => (
                  <div>
                    {stateTag(row)}
                    {row.reason ? (
                      <div>
                        <Typography.Text type="secondary">
                          {t(`affiliate.reason.${row.reason}`)}
                        </Typography.Text>
                      </div>
                    ) : null}
                  </div>
                ),
              },
              {
                key: 'activated',
                title: t('affiliate.console.activated'),
                render: (_, row) => when(row.activatedAt),
              },
              {
                key: 'actions',
                title: '',
                render: (_, row) =>
                  REVERSIBLE.includes(row.state) ? (
                    <Button danger size="small" onClick={() => setAction({ referral: row, kind: 'reverse' })}>
                      {t('affiliate.console.reverse')}
                    </Button>
                  ) : null,
              },
            ]}
          />
        </section>
      </>
    );

  return (
    <ConsoleShell>
      <main className={styles.body}>
        <Typography.Title level={4} className={styles.title}>
          {t('affiliate.console.title')}
        </Typography.Title>
        {body}
      </main>
      <Modal
        open={action !== null}
        title={
          action?.kind === 'reverse'
            ? t('affiliate.console.reverseTitle')
            : t('affiliate.console.rejectTitle')
        }
        okText={action?.kind === 'reverse' ? t('affiliate.console.reverse') : t('affiliate.console.reject')}
        okButtonProps={{ danger: true, disabled: note.trim() === '' }}
        confirmLoading={decide.isPending || reverse.isPending}
        onOk={handleConfirm}
        onCancel={() => setAction(null)}
        destroyOnHidden
      >
        {action?.kind === 'reverse' ? (
          <Typography.Paragraph type="secondary">{t('affiliate.console.reverseText')}</Typography.Paragraph>
        ) : null}
        <Input.TextArea
          value={note}
          onChange={(event) => setNote(event.target.value)}
          maxLength={AFFILIATE_LIMITS.noteMax}
          showCount
          autoSize={{ minRows: 3, maxRows: 6 }}
          placeholder={t('affiliate.console.reasonPlaceholder')}
          aria-label={t('affiliate.console.reason')}
        />
      </Modal>
    </ConsoleShell>
  );
}
