import { ShopOutlined } from '@ant-design/icons';
import { Skeleton, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { type DashboardBlock, DashboardColumns } from '../../../components/DashboardColumns';
import { LoadError } from '../../../components/LoadError';
import { RevealWhenSettled } from '../../../components/RevealWhenSettled';
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
import styles from './WelcomePage.module.css';
import { WorkspaceLinks } from './WorkspaceLinks';

/** The reminder to renew, reading the service inside the dashboard, as its other blocks do. */
function ServiceReminder() {
  const service = useServiceStatus();
  return <ServiceReminderBanner status={service.data} />;
}

/**
 * Menu page 'Welcome' (/index): a greeting, the dashboard (figures, tasks, coach, notices, What's New),
 * recommended buyers and the quota, the pages of the user's menu and the account.
 */
export function WelcomePage() {
  const { t } = useTranslation();
  const session = useSession();
  const userInfo = useUserInfo();
  const roleMenu = useRoleMenu();
  const name = userInfo.data?.realName || session.realName;
  const roles = roleMenu.data?.roles ?? [];
  const permissions = roleMenu.data?.permissions ?? [];
  const canReadBuyers = permissions.includes('buyer:read');
  const canReadService = permissions.includes('service:read');
  const canReadHome = permissions.includes('home:read');
  const unread = useUnreadCount();

  const blocks: DashboardBlock[] = [
    ...(canReadBuyers ? [{ key: 'buyers', column: 'main' as const, node: <RecommendedBuyersBlock /> }] : []),
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
    <div className={styles.page}>
      <section className={styles.hero}>
        <Typography.Title level={2} className={styles.greeting}>
          {name ? t('welcome.greeting', { name }) : t('welcome.greetingNoName')}
        </Typography.Title>
        <div className={styles.meta}>
          {userInfo.data ? (
            <span className={styles.company}>
              <ShopOutlined aria-hidden="true" /> {userInfo.data.companyName}
            </span>
          ) : null}
          {roles.map((role) => (
            <Tag key={role.id} color="blue" variant="filled">
              {t(`role.${role.code}`, { defaultValue: role.name })}
            </Tag>
          ))}
        </div>
        <Typography.Paragraph className={styles.intro}>{t('welcome.intro')}</Typography.Paragraph>
      </section>

      <RevealWhenSettled
        className={styles.blocks}
        isWaiting={roleMenu.isPending}
        fallback={<Skeleton active paragraph={{ rows: 10 }} className={styles.pending} />}
      >
        {canReadService ? <ServiceReminder /> : null}
        {permissions.includes('company:read') ? <CredentialRenewalBanner /> : null}

        {canReadHome ? (
          <HomeDashboard unreadNow={permissions.includes('chat:read') ? unread : null} moreBlocks={blocks} />
        ) : (
          <DashboardColumns blocks={blocks} />
        )}
      </RevealWhenSettled>
    </div>
  );
}
