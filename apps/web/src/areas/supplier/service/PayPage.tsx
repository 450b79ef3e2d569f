import type { CardSession, ServicePackage } from '@sc/contract';
import { Alert, Card, Empty, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/LoadError';
import { useCardSession, usePackages } from '../../../features/billing/api/billingApi';
import { CardStep } from '../../../features/billing/components/CardStep';
import { PackageCards } from '../../../features/billing/components/PackageCards';
import { useQuota } from '../../../features/buyers/api/useQuota';
import { useServiceStatus } from '../../../features/buyers/api/useServiceStatus';
import { formatDate } from '../../../lib/formatDate';
import { langTag } from '../../../lib/language';
import { useLanguage } from '../../../lib/useLanguage';
import styles from './ServicePages.module.css';

/** Menu page 'Pay' (/pay): where the service stands, the packages on sale, and the card step. */
export function PayPage() {
  const { t } = useTranslation();
  const tag = langTag(useLanguage().lang);
  const service = useServiceStatus();
  const quota = useQuota();
  const packages = usePackages();
  const cardSession = useCardSession();
  const [chosen, setChosen] = useState<{ pkg: ServicePackage; session: CardSession } | null>(null);
  const [busyId, setBusyId] = useState<number | null>(null);

  const status = service.data;
  const isRenewal = status?.status === 'subscription';
  const statusLine = status
    ? status.status === 'none'
      ? t('billing.pay.status.none')
      : t(`billing.pay.status.${status.status}`, {
          count: status.daysLeft,
          date: status.endsAt ? formatDate(status.endsAt, tag) : '—',
        })
    : null;
  const coveredLater =
    status?.coveredUntil && status.endsAt && status.coveredUntil !== status.endsAt
      ? status.coveredUntil
      : null;

  function choose(pkg: ServicePackage) {
    setBusyId(pkg.id);
    cardSession.mutate(pkg.id, {
      onSuccess: (session) => setChosen({ pkg, session }),
      onSettled: () => setBusyId(null),
    });
  }

  return (
    <div className={styles.page}>
      <Card>
        <Typography.Title level={3} className={styles.title}>
          {isRenewal ? t('billing.pay.renewTitle') : t('billing.pay.title')}
        </Typography.Title>
        <Typography.Paragraph type="secondary">{t('billing.pay.intro')}</Typography.Paragraph>
        {statusLine ? (
          <Alert
            type={status?.status === 'none' ? 'warning' : 'info'}
            showIcon
            title={statusLine}
            description={
              <>
                {quota.data ? (
                  <span>{t('billing.pay.contactsLeft', { count: quota.data.remaining })} </span>
                ) : null}
                {coveredLater ? (
                  <span>{t('billing.pay.covered', { date: formatDate(coveredLater, tag) })}</span>
                ) : null}
              </>
            }
          />
        ) : (
          <Skeleton.Input active block />
        )}
      </Card>
      {packages.isError ? (
        <LoadError title={t('billing.pay.loadError')} onRetry={() => void packages.refetch()} />
      ) : packages.isPending ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : packages.data.length === 0 ? (
        <Empty description={t('billing.pay.empty')} />
      ) : (
        <PackageCards packages={packages.data} busyId={busyId} onChoose={choose} />
      )}
      <Typography.Paragraph type="secondary" className={styles.note}>
        {t('billing.pay.contactsAtOnce')}
      </Typography.Paragraph>
      {chosen ? <CardStep session={chosen.session} pkg={chosen.pkg} onClose={() => setChosen(null)} /> : null}
    </div>
  );
}
