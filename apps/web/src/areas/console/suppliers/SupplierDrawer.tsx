import type { ConsoleSupplierDetail } from '@sc/contract';
import { Alert, Button, Drawer, Skeleton, Tabs, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/LoadError';
import { isApiError } from '../../../lib/ApiError';
import { formatDateTime } from '../../../lib/formatRelativeTime';
import { langTag } from '../../../lib/language';
import { MOBILE_LAYOUT_MAX_WIDTH } from '../../../lib/paths';
import { useLanguage } from '../../../lib/useLanguage';
import { useViewportWidth } from '../../../lib/useViewportWidth';
import styles from './ConsoleSuppliersPage.module.css';
import { useConsoleSupplier } from './consoleSuppliersApi';
import { SupplierActivityTab } from './SupplierActivityTab';
import { SupplierCredentialsTab } from './SupplierCredentialsTab';
import { SupplierLedgerTab } from './SupplierLedgerTab';
import { SupplierOverviewTab } from './SupplierOverviewTab';
import { SupplierStateTag } from './SupplierStateTag';
import { SupplierUsersTab } from './SupplierUsersTab';
import { SuspensionModal } from './SuspensionModal';

const TABS = ['overview', 'users', 'ledger', 'credentials', 'activity'] as const;
type SupplierTab = (typeof TABS)[number];

/** Suspended: since when and why, as the company's users read it. */
function SuspendedBanner({ company }: { company: ConsoleSupplierDetail }) {
  const { t } = useTranslation();
  const tag = langTag(useLanguage().lang);
  if (!company.suspendedAt) return null;
  return (
    <Alert
      className={styles.suspendedBanner}
      type="error"
      showIcon
      title={t('consoleSuppliers.suspension.banner', {
        date: formatDateTime(company.suspendedAt, tag),
        reason: company.suspendReason ?? '',
      })}
      data-testid="supplier-suspended-banner"
    />
  );
}

function Detail({ company }: { company: ConsoleSupplierDetail }) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<SupplierTab>('overview');
  const panes: Record<SupplierTab, React.ReactNode> = {
    overview: <SupplierOverviewTab company={company} />,
    users: <SupplierUsersTab users={company.users} />,
    ledger: <SupplierLedgerTab supplierId={company.id} />,
    credentials: <SupplierCredentialsTab credentials={company.credentials} />,
    activity: <SupplierActivityTab activity={company.activity} />,
  };
  return (
    <>
      <SuspendedBanner company={company} />
      <Tabs
        activeKey={tab}
        onChange={(key) => setTab(key as SupplierTab)}
        items={TABS.map((key) => ({ key, label: t(`consoleSuppliers.tabs.${key}`), children: panes[key] }))}
      />
    </>
  );
}

type SupplierDrawerProps = { supplierId: number | null; onClose: () => void };

/** One company in full, with Suspend or Reactivate (a reason each, audited). */
export function SupplierDrawer({ supplierId, onClose }: SupplierDrawerProps) {
  const { t } = useTranslation();
  const isMobile = useViewportWidth() < MOBILE_LAYOUT_MAX_WIDTH;
  const detail = useConsoleSupplier(supplierId);
  const company = detail.data;
  const [action, setAction] = useState<'suspend' | 'reactivate' | null>(null);

  return (
    <Drawer
      open={supplierId !== null}
      onClose={onClose}
      size={isMobile ? '100%' : 960}
      destroyOnHidden
      title={
        company ? (
          <span className={styles.drawerTitle}>
            <span>{company.name}</span>
            <Typography.Text type="secondary" className={styles.secondLine}>
              {t('consoleSuppliers.number', { id: company.id })}
            </Typography.Text>
            <SupplierStateTag state={company.state} />
          </span>
        ) : null
      }
      extra={
        company ? (
          <span className={styles.actions}>
            {company.suspendedAt ? (
              <Button
                type="primary"
                onClick={() => setAction('reactivate')}
                data-testid="supplier-reactivate"
              >
                {t('consoleSuppliers.suspension.reactivate')}
              </Button>
            ) : (
              <Button danger onClick={() => setAction('suspend')} data-testid="supplier-suspend">
                {t('consoleSuppliers.suspension.suspend')}
              </Button>
            )}
          </span>
        ) : null
      }
    >
      {detail.isPending && supplierId !== null ? <Skeleton active paragraph={{ rows: 10 }} /> : null}
      {detail.isError && !company ? (
        <LoadError
          layout="page"
          title={t('consoleSuppliers.detailError')}
          detail={isApiError(detail.error) ? detail.error.msg : undefined}
          onRetry={() => void detail.refetch()}
        />
      ) : null}
      {company ? <Detail key={company.id} company={company} /> : null}
      {company && action ? (
        <SuspensionModal company={company} action={action} onClose={() => setAction(null)} />
      ) : null}
    </Drawer>
  );
}
