import type { ConsoleCredential } from '@sc/contract';
import { Button, Empty, Segmented, Skeleton, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListLoadError } from '../../../components/ListLoadError';
import { useCredentialQueue } from '../../../features/credentials/api/consoleCredentialsApi';
import { CredentialStateTag } from '../../../features/credentials/components/CredentialStateTag';
import { formatDateTime } from '../../../lib/formatRelativeTime';
import { langTag } from '../../../lib/language';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { useLanguage } from '../../../lib/useLanguage';
import { ConsoleShell } from '../ConsoleShell';
import styles from './ConsoleCredentialsPage.module.css';
import { CredentialReviewDrawer } from './CredentialReviewDrawer';
import { RewardTermsTab } from './RewardTermsTab';
import { waitingParts } from './waitingTime';

type View = 'pending' | 'revocations' | 'recent' | 'rewards';
type QueueView = Exclude<View, 'rewards'>;

function QueueList({ view, onOpen }: { view: QueueView; onOpen: (credential: ConsoleCredential) => void }) {
  const { t } = useTranslation();
  const { lang } = useLanguage();
  const queue = useCredentialQueue(view);
  if (queue.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (!queue.data)
    return (
      <ListLoadError
        title={t('consoleCredentials.loadError')}
        error={queue.error}
        hasData={false}
        onRetry={() => void queue.refetch()}
      />
    );
  if (queue.data.length === 0) return <Empty description={t(`consoleCredentials.empty.${view}`)} />;
  return (
    <ul className={styles.list}>
      {queue.data.map((credential) => {
        const waited = waitingParts(credential.waitingMinutes);
        return (
          <li key={credential.id} className={styles.card} data-testid="credential-row">
            <div className={styles.cardHead}>
              <Typography.Text strong>
                {t(`credentialType.${credential.type}`)} · {credential.companyName}
              </Typography.Text>
              <CredentialStateTag state={credential.state} />
            </div>
            <Typography.Text type="secondary" className={styles.meta}>
              {t('credentials.version', { version: credential.version })} ·{' '}
              {formatDateTime(credential.submittedAt, langTag(lang))}
              {view === 'pending' ? (
                <Tag className={styles.waiting}>
                  {t('consoleCredentials.waiting', {
                    time: t(`consoleCredentials.${waited.unit}`, { count: waited.count }),
                  })}
                </Tag>
              ) : null}
            </Typography.Text>
            {credential.revokeRequest ? (
              <Typography.Text>
                {t('consoleCredentials.revokeRequest', {
                  name: credential.revokeRequest.by,
                  date: formatDateTime(credential.revokeRequest.at, langTag(lang)),
                  reason: credential.revokeRequest.reason,
                })}
              </Typography.Text>
            ) : null}
            <div className={styles.actions}>
              <Button type={view === 'pending' ? 'primary' : 'default'} onClick={() => onOpen(credential)}>
                {t('consoleCredentials.open')}
              </Button>
            </div>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * /console/credentials: the review queue oldest first with waiting times, revocations waiting for a
 * second operator, recent decisions, and the reward amounts per type. Every decision is audited.
 */
export function ConsoleCredentialsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('consoleCredentials.title'));
  const [view, setView] = useState<View>('pending');
  const [open, setOpen] = useState<ConsoleCredential | null>(null);

  return (
    <ConsoleShell>
      <main className={styles.body}>
        <div className={styles.toolbar}>
          <Typography.Title level={4} className={styles.title}>
            {t('consoleCredentials.title')}
          </Typography.Title>
          <Segmented<View>
            value={view}
            onChange={setView}
            options={(['pending', 'revocations', 'recent', 'rewards'] as const).map((value) => ({
              value,
              label: t(`consoleCredentials.view.${value}`),
            }))}
          />
        </div>
        {view === 'rewards' ? <RewardTermsTab /> : <QueueList view={view} onOpen={setOpen} />}
      </main>
      <CredentialReviewDrawer credential={open} onClose={() => setOpen(null)} />
    </ConsoleShell>
  );
}
