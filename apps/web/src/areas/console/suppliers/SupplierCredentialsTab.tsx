import type { ConsoleSupplierCredential, CredentialState } from '@sc/contract';
import { Empty, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useConsoleSession } from '../../../lib/console/consoleSession';
import { formatDate } from '../../../lib/formatDate';
import { langTag } from '../../../lib/language';
import { consolePaths } from '../../../lib/paths';
import { useLanguage } from '../../../lib/useLanguage';
import styles from './ConsoleSuppliersPage.module.css';

const STATE_COLORS: Record<CredentialState, string> = {
  pending: 'processing',
  verified: 'green',
  expiring: 'orange',
  expired: 'default',
  rejected: 'red',
  reupload: 'orange',
  revoked: 'red',
};

/** The newest version of each credential with its state; the review section for those who may open it. */
export function SupplierCredentialsTab({ credentials }: { credentials: ConsoleSupplierCredential[] }) {
  const { t } = useTranslation();
  const tag = langTag(useLanguage().lang);
  const mayReview = useConsoleSession().permissions.includes('console:credentials');
  return (
    <div className={styles.section}>
      {credentials.length === 0 ? (
        <Empty description={t('consoleSuppliers.credentials.empty')} />
      ) : (
        <ul className={styles.plainList}>
          {credentials.map((credential) => (
            <li key={credential.id}>
              <span>
                <Typography.Text strong>{t(`credentialType.${credential.type}`)}</Typography.Text>
                <br />
                <span className={styles.muted}>
                  {t('consoleSuppliers.credentials.version', { n: credential.version })} ·{' '}
                  {t('consoleSuppliers.credentials.submitted', {
                    date: formatDate(credential.submittedAt, tag),
                  })}{' '}
                  ·{' '}
                  {credential.expiresOn
                    ? t('consoleSuppliers.credentials.expires', {
                        date: formatDate(credential.expiresOn, tag),
                      })
                    : t('consoleSuppliers.credentials.noExpiry')}
                </span>
              </span>
              <Tag color={STATE_COLORS[credential.state]}>{t(`credentialState.${credential.state}`)}</Tag>
            </li>
          ))}
        </ul>
      )}
      {mayReview ? (
        <Link to={consolePaths.credentials}>{t('consoleSuppliers.credentials.openReview')}</Link>
      ) : null}
    </div>
  );
}
