import { FileImageOutlined, FilePdfOutlined, GiftOutlined } from '@ant-design/icons';
import type { Credential, CredentialVersion } from '@sc/contract';
import { Alert, Button, Collapse, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/formatDate';
import { langTag } from '../../../lib/language';
import { useLanguage } from '../../../lib/useLanguage';
import { daysUntilDate } from '../expiryDays';
import styles from './CredentialCard.module.css';
import { CredentialStateTag } from './CredentialStateTag';

type CredentialCardProps = { credential: Credential; onUploadAgain: (credential: Credential) => void };

/** The facts of one version: number, issuer and dates, and its files (private links, minutes long). */
function VersionFacts({ version }: { version: CredentialVersion }) {
  const { t } = useTranslation();
  const { lang } = useLanguage();
  const tag = langTag(lang);
  return (
    <div className={styles.facts}>
      <span>{t('credentials.number', { number: version.certificateNumber })}</span>
      <span>
        {t('credentials.issued', { date: formatDate(version.issuedOn, tag), issuer: version.issuer })}
      </span>
      <span>
        {version.expiresOn
          ? t('credentials.validUntil', { date: formatDate(version.expiresOn, tag) })
          : t('credentials.noExpiryShort')}
      </span>
      {version.scope ? <span className={styles.scope}>{version.scope}</span> : null}
      <ul className={styles.files} aria-label={t('credentials.files')}>
        {version.files.map((file) => (
          <li key={file.fileId}>
            <a href={file.url} target="_blank" rel="noreferrer">
              {file.mime === 'application/pdf' ? <FilePdfOutlined /> : <FileImageOutlined />} {file.name}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** What the supplier must know or do about the latest version's state. */
function StateNotice({ credential }: { credential: Credential }) {
  const { t } = useTranslation();
  const reasonLines = (
    <>
      {credential.rejectReason ? (
        <p className={styles.line}>
          {t('credentials.reason', { reason: t(`credentialRejectReason.${credential.rejectReason}`) })}
        </p>
      ) : null}
      {credential.reviewNote ? (
        <p className={styles.line}>{t('credentials.reviewerSays', { note: credential.reviewNote })}</p>
      ) : null}
    </>
  );
  switch (credential.state) {
    case 'pending':
      return <Typography.Text type="secondary">{t('credentials.pendingText')}</Typography.Text>;
    case 'rejected':
      return <Alert type="error" showIcon title={t('credentials.rejectedTitle')} description={reasonLines} />;
    case 'reupload':
      return (
        <Alert type="warning" showIcon title={t('credentials.reuploadTitle')} description={reasonLines} />
      );
    case 'expiring':
      return (
        <Alert
          type="warning"
          showIcon
          title={t('credentials.expiringText', { count: daysUntilDate(credential.expiresOn ?? '') })}
        />
      );
    case 'expired':
      return <Alert type="warning" showIcon title={t('credentials.expiredText')} />;
    case 'revoked':
      return (
        <Alert
          type="error"
          showIcon
          title={t('credentials.revokedText', { reason: credential.revokeReason ?? '' })}
        />
      );
    default:
      return null;
  }
}

/** One credential: its latest version, what to do about it, its reward and earlier versions. */
export function CredentialCard({ credential, onUploadAgain }: CredentialCardProps) {
  const { t } = useTranslation();
  const { lang } = useLanguage();
  const tag = langTag(lang);
  const needsRenewal = credential.state === 'expiring' || credential.state === 'expired';
  return (
    <li className={styles.card} data-testid="credential-card">
      <div className={styles.head}>
        <Typography.Text strong className={styles.type}>
          {t(`credentialType.${credential.type}`)}
        </Typography.Text>
        <CredentialStateTag state={credential.state} />
        <Typography.Text type="secondary" className={styles.version}>
          {t('credentials.version', { version: credential.version })} ·{' '}
          {t('credentials.submittedOn', { date: formatDate(credential.submittedAt, tag) })}
        </Typography.Text>
      </div>
      <VersionFacts version={credential} />
      <StateNotice credential={credential} />
      {credential.reward ? (
        <p className={styles.reward}>
          <GiftOutlined />{' '}
          {credential.reward.takenBack
            ? t('credentials.rewardTakenBack')
            : t('credentials.rewardGranted', {
                days: credential.reward.days,
                contacts: credential.reward.contacts,
              })}
        </p>
      ) : null}
      {credential.canUploadAgain && credential.state !== 'verified' ? (
        <div>
          <Button type={needsRenewal ? 'default' : 'primary'} onClick={() => onUploadAgain(credential)}>
            {needsRenewal ? t('credentials.uploadRenewed') : t('credentials.uploadAgain')}
          </Button>
        </div>
      ) : null}
      {credential.history.length > 0 ? (
        <Collapse
          size="small"
          ghost
          items={[
            {
              key: 'history',
              label: t('credentials.history', { count: credential.history.length }),
              children: (
                <ol className={styles.history}>
                  {credential.history.map((version) => (
                    <li key={version.id}>
                      <div className={styles.head}>
                        <span>{t('credentials.version', { version: version.version })}</span>
                        <CredentialStateTag state={version.state} />
                        {version.reviewedAt ? (
                          <Typography.Text type="secondary">
                            {t('credentials.reviewedOn', { date: formatDate(version.reviewedAt, tag) })}
                          </Typography.Text>
                        ) : null}
                      </div>
                      <VersionFacts version={version} />
                      {version.rejectReason ? (
                        <p className={styles.line}>
                          {t('credentials.reason', {
                            reason: t(`credentialRejectReason.${version.rejectReason}`),
                          })}
                        </p>
                      ) : null}
                      {version.reviewNote ? (
                        <p className={styles.line}>
                          {t('credentials.reviewerSays', { note: version.reviewNote })}
                        </p>
                      ) : null}
                    </li>
                  ))}
                </ol>
              ),
            },
          ]}
        />
      ) : null}
    </li>
  );
}
