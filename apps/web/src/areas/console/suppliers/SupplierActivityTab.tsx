import type { ConsoleSupplierDetail } from '@sc/contract';
import { Statistic, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/formatRelativeTime';
import { isMessageKey } from '../../../lib/i18n';
import { langTag } from '../../../lib/language';
import { useLanguage } from '../../../lib/useLanguage';
import styles from './ConsoleSuppliersPage.module.css';

type Activity = ConsoleSupplierDetail['activity'];

/** The reason an audit entry carries, when it has one. */
const reasonOf = (details: Record<string, unknown>) =>
  typeof details.reason === 'string' && details.reason ? details.reason : null;

/** 30-day counts, recent sign-ins, and what the platform team did about the company. */
export function SupplierActivityTab({ activity }: { activity: Activity }) {
  const { t } = useTranslation();
  const tag = langTag(useLanguage().lang);
  const actionLabel = (action: string) => {
    const key = `company.console.action.${action.replaceAll('.', '_')}`;
    return isMessageKey(key) ? t(key) : action;
  };
  return (
    <div className={styles.sections}>
      <section className={styles.section} aria-label={t('consoleSuppliers.activity.last30')}>
        <Typography.Title level={5} className={styles.sectionTitle}>
          {t('consoleSuppliers.activity.last30')}
        </Typography.Title>
        <div className={styles.counts}>
          <Statistic title={t('consoleSuppliers.activity.conversations')} value={activity.conversations} />
          <Statistic title={t('consoleSuppliers.activity.quotations')} value={activity.quotations} />
          <Statistic title={t('consoleSuppliers.activity.rfqQuotes')} value={activity.rfqQuotes} />
        </div>
      </section>
      <section className={styles.section} aria-label={t('consoleSuppliers.activity.signIns')}>
        <Typography.Title level={5} className={styles.sectionTitle}>
          {t('consoleSuppliers.activity.signIns')}
        </Typography.Title>
        {activity.signIns.length === 0 ? (
          <Typography.Text type="secondary">{t('consoleSuppliers.activity.noSignIns')}</Typography.Text>
        ) : (
          <ul className={styles.plainList}>
            {activity.signIns.map((signIn) => (
              <li key={`${signIn.at}:${signIn.email}`}>
                <span>
                  {signIn.userName}
                  <br />
                  <span className={styles.muted}>
                    {[signIn.email, signIn.ip].filter(Boolean).join(' · ')}
                  </span>
                </span>
                <span className={styles.muted}>{formatDateTime(signIn.at, tag)}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className={styles.section} aria-label={t('consoleSuppliers.activity.audit')}>
        <Typography.Title level={5} className={styles.sectionTitle}>
          {t('consoleSuppliers.activity.audit')}
        </Typography.Title>
        {activity.audit.length === 0 ? (
          <Typography.Text type="secondary">{t('consoleSuppliers.activity.noAudit')}</Typography.Text>
        ) : (
          <ul className={styles.plainList} data-testid="supplier-audit">
            {activity.audit.map((entry) => (
              <li key={entry.id}>
                <span>
                  {actionLabel(entry.action)}
                  {reasonOf(entry.details) ? (
                    <>
                      <br />
                      <span className={`${styles.muted} ${styles.preLine}`}>{reasonOf(entry.details)}</span>
                    </>
                  ) : null}
                </span>
                <span className={styles.muted}>
                  {entry.actor} · {formatDateTime(entry.at, tag)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
