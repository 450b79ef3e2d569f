import { HistoryOutlined, TeamOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Progress, Skeleton } from 'antd';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '../../../lib/formatDate';
import { langTag } from '../../../lib/language';
import { lazyExtra } from '../../../lib/lazyExtra';
import { paths } from '../../../lib/paths';
import { prefetchWhenIdle } from '../../../lib/prefetchWhenIdle';
import { useHasBeenTrue } from '../../../lib/useHasBeenTrue';
import { useLanguage } from '../../../lib/useLanguage';
import { useQuota } from '../api/useQuota';
import { useServiceStatus } from '../api/useServiceStatus';
import { quotaState, usedPercent } from '../quotaSummary';
import styles from './QuotaBadge.module.css';

// The ledger is one click away, not on the first screen: its code is fetched once the page is idle
// (or at the first tap), and the drawer is mounted from its first opening on.
const loadLedgerDrawer = () => import('./QuotaLedgerDrawer').then((m) => m.QuotaLedgerDrawer);
const QuotaLedgerDrawer = lazyExtra('Quota ledger', loadLedgerDrawer);
prefetchWhenIdle(loadLedgerDrawer);

type QuotaBadgeProps = {
  /** A one-line bar above a list, or a card for the dashboard. */
  variant: 'bar' | 'card';
};

const STATE_COLORS = { ok: '#1a56db', low: '#c27803', exhausted: '#c81e1e', none: '#9aa3b8' } as const;

/** Buyer contacts used of the total, days left of the service, and the ledger one click away. */
export function QuotaBadge({ variant }: QuotaBadgeProps) {
  const { t } = useTranslation();
  const tag = langTag(useLanguage().lang);
  const quota = useQuota();
  const service = useServiceStatus();
  const [isLedgerOpen, setIsLedgerOpen] = useState(false);
  const hasOpenedLedger = useHasBeenTrue(isLedgerOpen);

  if (!quota.data) {
    return variant === 'card' ? (
      <Card title={t('quota.title')}>
        <Skeleton active paragraph={{ rows: 2 }} />
      </Card>
    ) : (
      <div className={styles.bar}>
        <Skeleton.Input active size="small" />
      </div>
    );
  }
  const state = quotaState(quota.data, service.data);
  const usage = t('quota.usedOf', { used: quota.data.used, total: quota.data.total });
  const serviceLine = service.data
    ? service.data.status === 'none'
      ? t('quota.noService')
      : t(`quota.service.${service.data.status}`, {
          count: service.data.daysLeft,
          date: service.data.endsAt ? formatDate(service.data.endsAt, tag) : '—',
        })
    : null;
  const historyButton = (
    <Button
      type={variant === 'bar' ? 'link' : 'default'}
      size="small"
      icon={<HistoryOutlined />}
      onClick={() => setIsLedgerOpen(true)}
      className={styles.history}
    >
      {t('quota.history')}
    </Button>
  );
  const buyLink = (
    <Link to={paths.pay} className={styles.buy}>
      {service.data?.status === 'subscription' ? t('quota.renew') : t('quota.buy')}
    </Link>
  );
  const ledger = hasOpenedLedger ? (
    <Suspense fallback={null}>
      <QuotaLedgerDrawer open={isLedgerOpen} onClose={() => setIsLedgerOpen(false)} />
    </Suspense>
  ) : null;
  const warning =
    state === 'none' || state === 'exhausted' ? (
      <Alert
        type={state === 'none' ? 'warning' : 'error'}
        showIcon
        title={state === 'none' ? t('error.NO_LIVE_SUBSCRIPTION') : t('quota.exhausted')}
        action={buyLink}
        className={styles.alert}
      />
    ) : null;

  if (variant === 'bar') {
    return (
      <section className={styles.bar} aria-label={t('quota.title')}>
        <span className={styles.icon} aria-hidden="true">
          <TeamOutlined />
        </span>
        <span className={styles.barText}>
          <span className={styles.barTitle}>{t('quota.title')}</span>
          <strong className={styles.usage} style={{ color: STATE_COLORS[state] }}>
            {usage}
          </strong>
        </span>
        <Progress
          percent={usedPercent(quota.data)}
          aria-label={t('quota.title')}
          showInfo={false}
          size="small"
          strokeColor={STATE_COLORS[state]}
          className={styles.progress}
        />
        {serviceLine ? (
          <span className={state === 'none' ? styles.serviceNone : styles.service}>{serviceLine}</span>
        ) : null}
        {state === 'none' || state === 'exhausted' || state === 'low' ? buyLink : null}
        {historyButton}
        {ledger}
      </section>
    );
  }
  return (
    <Card title={t('quota.title')} extra={historyButton} className={styles.card}>
      <div className={styles.figures}>
        <span className={styles.big} style={{ color: STATE_COLORS[state] }}>
          {quota.data.used}
          <span className={styles.of}> / {quota.data.total}</span>
        </span>
        <span className={styles.caption}>{t('quota.usedCaption', { remaining: quota.data.remaining })}</span>
      </div>
      <Progress
        percent={usedPercent(quota.data)}
        aria-label={t('quota.title')}
        showInfo={false}
        strokeColor={STATE_COLORS[state]}
      />
      {serviceLine ? <p className={styles.serviceLine}>{serviceLine}</p> : null}
      {warning ?? buyLink}
      {ledger}
    </Card>
  );
}
