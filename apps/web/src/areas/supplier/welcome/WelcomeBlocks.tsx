import { Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { type DashboardBlock, DashboardColumns } from '../../../components/DashboardColumns';
import { LoadError } from '../../../components/LoadError';
import { useUserInfo } from '../../../features/auth/api/useUserInfo';
import { ServiceReminderBanner } from '../../../features/billing/components/ServiceReminderBanner';
import { useServiceStatus } from '../../../features/buyers/api/useServiceStatus';
import { QuotaBadge } from '../../../features/buyers/components/QuotaBadge';
import { useUnreadCount } from '../../../features/chat/unreadStore';
import { CredentialRenewalBanner } from '../../../features/credentials/components/CredentialRenewalBanner';
import { HomeDashboard } from '../../../features/home/components/HomeDashboard';
import { useRoleMenu } from '../../../features/menu/api/useRoleMenu';
import { useSession } from '../../../lib/useSession';
import { AccountCard } from './AccountCard';
import { RecommendedBuyersBlock } from './RecommendedBuyersBlock';
import { WorkspaceLinks } from './WorkspaceLinks';

/** The reminder to renew, reading the service inside the dashboard, as its other blocks do. */
function ServiceReminder() {
  const service = useServiceStatus();
  return <ServiceReminderBanner status={service.data} />;
}

/**
 * The blocks of the home page under its greeting: reminders, the dashboard (figures, tasks, coach,
 * notices, What's New), recommended buyers and the quota, the pages of the user's menu and the account,
 * each as the user's permissions allow. Its own chunk: the greeting and the menu draw without its code.
 */
export function WelcomeBlocks() {
  const { t } = useTranslation();
  const session = useSession();
  const userInfo = useUserInfo();
  const roleMenu = useRoleMenu();
  const roles = roleMenu.data?.roles ?? [];
  const permissions = roleMenu.data?.permissions ?? [];
  const canReadService = permissions.includes('service:read');
  const unread = useUnreadCount();

  const blocks: DashboardBlock[] = [
    ...(permissions.includes('buyer:read')
      ? [{ key: 'buyers', column: 'main' as const, node: <RecommendedBuyersBlock /> }]
      : []),
    ...(canReadService
      ? [{ key: 'quota', column: 'side' as const, node: <QuotaBadge variant="card" /> }]
      : []),
    { key: 'workspace', column: 'main', node: <WorkspaceLinks menu={session.menu} /> },
    {
      key: 'account',
      column: 'side',
      node: userInfo.isError ? (
        <LoadError title={t('welcome.loadError')} onRetry={() => void userInfo.refetch()} />
      ) : userInfo.data ? (
        <AccountCard info={userInfo.data} roles={roles} />
      ) : (
        <Skeleton active paragraph={{ rows: 5 }} />
      ),
    },
  ];

  return (
    <>
      {canReadService ? <ServiceReminder /> : null}
      {permissions.includes('company:read') ? <CredentialRenewalBanner /> : null}
      {permissions.includes('home:read') ? (
        <HomeDashboard unreadNow={permissions.includes('chat:read') ? unread : null} moreBlocks={blocks} />
      ) : (
        <DashboardColumns blocks={blocks} />
      )}
    </>
  );
}
