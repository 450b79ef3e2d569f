import { PlusOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import type { Credential } from '@sc/contract';
import { Alert, Button, Empty, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/LoadError';
import { useCredentialOverview } from '../../../features/credentials/api/credentialsApi';
import { CredentialCard } from '../../../features/credentials/components/CredentialCard';
import { CredentialFormModal } from '../../../features/credentials/components/CredentialFormModal';
import { RewardsBanner } from '../../../features/credentials/components/RewardsBanner';
import styles from './CredentialsPage.module.css';

type FormState = { series: Credential | null } | null;

/**
 * Information → Credentials: upload a licence or certificate for review, follow each one's state
 * (with the reviewer's reason when rejected), upload again as a new version, and see the rewards.
 */
export function CredentialsPage() {
  const { t } = useTranslation();
  const overview = useCredentialOverview();
  const [form, setForm] = useState<FormState>(null);

  if (overview.isPending) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (!overview.data)
    return (
      <LoadError layout="page" title={t('credentials.loadError')} onRetry={() => void overview.refetch()} />
    );
  const { credentials, rewardTerms, earned, businessLicenceVerified } = overview.data;

  return (
    <section className={styles.page}>
      <header className={styles.header}>
        <div>
          <Typography.Title level={4} className={styles.title}>
            {t('credentials.title')}
          </Typography.Title>
          <Typography.Paragraph type="secondary" className={styles.intro}>
            {t('credentials.intro')}
          </Typography.Paragraph>
        </div>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setForm({ series: null })}>
          {t('credentials.add')}
        </Button>
      </header>
      <RewardsBanner terms={rewardTerms} />
      {businessLicenceVerified ? (
        <Alert
          type="success"
          showIcon
          icon={<SafetyCertificateOutlined />}
          title={t('credentials.verifiedCompany')}
        />
      ) : null}
      {earned.days > 0 || earned.contacts > 0 ? (
        <Typography.Text data-testid="credentials-earned">
          {t('credentials.earned', { days: earned.days, contacts: earned.contacts })}
        </Typography.Text>
      ) : null}
      {credentials.length === 0 ? (
        <Empty description={t('credentials.empty')} />
      ) : (
        <ul className={styles.list}>
          {credentials.map((credential) => (
            <CredentialCard
              key={credential.seriesId}
              credential={credential}
              onUploadAgain={(series) => setForm({ series })}
            />
          ))}
        </ul>
      )}
      <CredentialFormModal
        isOpen={form !== null}
        series={form?.series ?? null}
        onClose={() => setForm(null)}
      />
    </section>
  );
}
