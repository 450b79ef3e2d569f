import { ShopOutlined } from '@ant-design/icons';
import { Skeleton, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { RevealWhenSettled } from '../../../components/RevealWhenSettled';
import { useUserInfo } from '../../../features/auth/api/useUserInfo';
import { startHomeBlockCalls } from '../../../features/home/api/earlyHomeCalls';
import { usePrefetchHomeNotices } from '../../../features/home/api/noticesApi';
import { useRoleMenu } from '../../../features/menu/api/useRoleMenu';
import { lazyAppPage } from '../../../lib/lazyPage';
import { useSession } from '../../../lib/useSession';
import styles from './WelcomePage.module.css';

// The blocks' code loads once the greeting is drawn (RevealWhenSettled mounts them after it), so the
// first screen of a signed-in opening waits for less code; on such an opening their data comes with it.
const WelcomeBlocks = lazyAppPage(() => {
  startHomeBlockCalls();
  return import('./WelcomeBlocks').then((m) => m.WelcomeBlocks);
});

/**
 * Menu page 'Welcome' (/index): a greeting, then the blocks (WelcomeBlocks): the dashboard, recommended
 * buyers and the quota, the pages of the user's menu and the account.
 */
export function WelcomePage() {
  const { t } = useTranslation();
  const session = useSession();
  const userInfo = useUserInfo();
  const roleMenu = useRoleMenu();
  const name = userInfo.data?.realName || session.realName;
  const roles = roleMenu.data?.roles ?? [];
  usePrefetchHomeNotices(roleMenu.data?.permissions.includes('home:read') ?? false);

  return (
    <div className={styles.page}>
      <section className={styles.hero}>
        <h2 className={styles.greeting}>
          {name ? t('welcome.greeting', { name }) : t('welcome.greetingNoName')}
        </h2>
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
        <p className={styles.intro}>{t('welcome.intro')}</p>
      </section>

      <RevealWhenSettled
        className={styles.blocks}
        isWaiting={roleMenu.isPending}
        fallback={<Skeleton active paragraph={{ rows: 10 }} className={styles.pending} />}
      >
        <WelcomeBlocks />
      </RevealWhenSettled>
    </div>
  );
}
