import type { LedgerEntry } from '@sc/contract';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../lib/formatDate';
import { formatDelta } from '../../lib/formatDelta';
import { formatDateTime } from '../../lib/formatRelativeTime';
import { langTag } from '../../lib/language';
import { useLanguage } from '../../lib/useLanguage';
import styles from './LedgerEntries.module.css';

const sign = (n: number) => formatDelta(n).replace(/\d+/, '');

/**
 * Ledger entries, newest first: the contacts each gave or took on the left, why, the days of service
 * and the period they cover, the buyer, the order, the credential or invitation a reward came from,
 * a note, who in the company; and when.
 */
export function LedgerEntries({
  entries,
  isStale = false,
}: {
  entries: readonly LedgerEntry[];
  isStale?: boolean;
}) {
  const { t } = useTranslation();
  const tag = langTag(useLanguage().lang);
  return (
    <ul className={isStale ? `${styles.list} ${styles.stale}` : styles.list}>
      {entries.map((entry) => (
        <li key={entry.id} className={styles.entry}>
          <span
            className={
              entry.contacts < 0 || (entry.contacts === 0 && entry.days < 0) ? styles.spend : styles.credit
            }
          >
            {formatDelta(entry.contacts)}
          </span>
          <span className={styles.body}>
            <span className={styles.reason}>{t(`ledgerReason.${entry.reason}`)}</span>
            {entry.days !== 0 ? (
              <span className={styles.detail}>
                {t('billing.settlement.daysChange', { sign: sign(entry.days), count: Math.abs(entry.days) })}
                {entry.periodStartsAt && entry.periodEndsAt
                  ? ` · ${t('billing.settlement.periodLine', {
                      from: formatDate(entry.periodStartsAt, tag),
                      until: formatDate(entry.periodEndsAt, tag),
                    })}`
                  : null}
              </span>
            ) : null}
            {entry.buyerName ? (
              <span className={styles.detail}>
                {entry.buyerCompany ? `${entry.buyerName} · ${entry.buyerCompany}` : entry.buyerName}
              </span>
            ) : null}
            {entry.orderNumber ? (
              <span className={styles.detail}>
                {t('billing.result.order', { number: entry.orderNumber })}
              </span>
            ) : null}
            {entry.credentialType ? (
              <span className={styles.detail}>{t(`credentialType.${entry.credentialType}`)}</span>
            ) : null}
            {entry.invitedName ? (
              <span className={styles.detail}>{t('ledgerInvited', { name: entry.invitedName })}</span>
            ) : null}
            {entry.note ? <span className={styles.detail}>{entry.note}</span> : null}
            {entry.userName ? (
              <span className={styles.detail}>{t('quota.by', { name: entry.userName })}</span>
            ) : null}
          </span>
          <time className={styles.when} dateTime={entry.at}>
            {formatDateTime(entry.at, tag)}
          </time>
        </li>
      ))}
    </ul>
  );
}
