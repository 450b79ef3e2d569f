import { Tabs, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { ConsoleShell } from '../ConsoleShell';
import styles from './ConsoleBillingPage.module.css';
import { GrantTab } from './GrantTab';
import { OrdersTab } from './OrdersTab';
import { PackagesTab } from './PackagesTab';
import { SettlementReportTab } from './SettlementReportTab';

const TABS = ['orders', 'packages', 'grant', 'report'] as const;
type BillingTab = (typeof TABS)[number];

function isBillingTab(value: string | null): value is BillingTab {
  return TABS.includes(value as BillingTab);
}

/** /console/billing: every company's orders and refunds, packages, grants and the settlement report. */
export function ConsoleBillingPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('consoleBilling.title'));
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const tab: BillingTab = isBillingTab(requested) ? requested : 'orders';

  const panes: Record<BillingTab, React.ReactNode> = {
    orders: <OrdersTab />,
    packages: <PackagesTab />,
    grant: <GrantTab />,
    report: <SettlementReportTab />,
  };

  return (
    <ConsoleShell>
      <main className={styles.body}>
        <Typography.Title level={4} className={styles.title}>
          {t('consoleBilling.title')}
        </Typography.Title>
        <div className={styles.panel}>
          <Tabs
            activeKey={tab}
            onChange={(key) => setSearchParams(key === 'orders' ? {} : { tab: key }, { replace: true })}
            items={TABS.map((key) => ({
              key,
              label: t(`consoleBilling.tabs.${key}`),
              children: panes[key],
            }))}
          />
        </div>
      </main>
    </ConsoleShell>
  );
}
