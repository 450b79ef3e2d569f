import { SafetyCertificateOutlined } from '@ant-design/icons';
import type { CredentialBadge } from '@sc/contract';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/formatDate';
import styles from './CredentialBadges.module.css';

type CredentialBadgesProps = { badges: CredentialBadge[]; localeTag: string };

/** A supplier's verified credentials as buyers see them: the type and until when it is valid. */
export function CredentialBadges({ badges, localeTag }: CredentialBadgesProps) {
  const { t } = useTranslation();
  if (badges.length === 0) return null;
  return (
    <ul
      className={styles.badges}
      aria-label={t('buyerApp.credentials.label')}
      data-testid="credential-badges"
    >
      {badges.map((badge) => (
        <li key={`${badge.type}-${badge.validUntil ?? ''}`} className={styles.badge}>
          <SafetyCertificateOutlined aria-hidden="true" className={styles.icon} />
          <span>{t(`credentialType.${badge.type}`)}</span>
          <span className={styles.until}>
            {badge.validUntil
              ? t('buyerApp.credentials.validUntil', { date: formatDate(badge.validUntil, localeTag) })
              : t('buyerApp.credentials.verified')}
          </span>
        </li>
      ))}
    </ul>
  );
}
