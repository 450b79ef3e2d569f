import { CloseOutlined, MenuFoldOutlined, MenuOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { Button, Drawer, Layout } from 'antd';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { AfterFirstPaint } from '../../components/AfterFirstPaint';
import { BrandLogo } from '../../components/BrandLogo';
import { LanguageSwitcher } from '../../components/LanguageSwitcher';
import { RouteBoundary } from '../../components/RouteBoundary';
import { useLogout } from '../../features/auth/api/useLogout';
import { EmailVerificationBanner } from '../../features/auth/components/EmailVerificationBanner';
import { UnreadMessagesLink } from '../../features/chat/components/UnreadMessagesLink';
import { NoticeBell } from '../../features/home/components/NoticeBell';
import { SideMenu } from '../../features/menu/components/SideMenu';
import { findMenuPage, menuPages } from '../../features/menu/menuTree';
import { lazyExtra } from '../../lib/lazyExtra';
import { MOBILE_LAYOUT_MAX_WIDTH, menuPathOf, paths } from '../../lib/paths';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { useHasBeenTrue } from '../../lib/useHasBeenTrue';
import { useSession } from '../../lib/useSession';
import { useViewportWidth } from '../../lib/useViewportWidth';
import styles from './HomeLayout.module.css';
import { UserMenu } from './UserMenu';

// The support launcher (a fixed button) and its live thread are not part of the first screen: their
// code loads beside the page's instead of in the signed-in first load.
const SupportWidget = lazyExtra('Support widget', () =>
  import('../../features/support/components/SupportWidget').then((m) => m.SupportWidget),
);

/**
 * The signed-in frame: side menu (a drawer on phones), header with title and account, content, and
 * the support chat widget.
 */
export function HomeLayout() {
  const { t } = useTranslation();
  const session = useSession();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const isMobile = useViewportWidth() < MOBILE_LAYOUT_MAX_WIDTH;
  const [isCollapsed, setIsCollapsed] = useState(false);
  const [isDrawerOpen, setIsDrawerOpen] = useState(false);
  // The phone's menu drawer is mounted from its first opening on (not drawn for the first screen).
  const hasOpenedDrawer = useHasBeenTrue(isDrawerOpen);
  const logout = useLogout();

  const menuPath = menuPathOf(pathname);
  // The chat fills the screen and lifts the support button above its composer itself.
  const isChatPage = pathname === paths.communicate;
  const page = findMenuPage(session.menu, menuPath);
  const title = page ? t(page.titleKey, { defaultValue: page.menuName }) : '';
  useDocumentTitle(title || null);
  const changePasswordPage = menuPages(session.menu).find((entry) => entry.component === 'ChangePassword');
  const hasChat = menuPages(session.menu).some((entry) => entry.component === 'Communicate');
  const hasNotices = menuPages(session.menu).some((entry) => entry.component === 'Notice');

  function handleNavigate(url: string) {
    setIsDrawerOpen(false);
    navigate(url.startsWith('/') ? url : `/${url}`);
  }

  async function handleLogout() {
    // The sign-in page whatever happened on the way out: the local session is gone either way.
    try {
      await logout.mutateAsync();
    } finally {
      navigate(paths.login, { replace: true });
    }
  }

  const menu = (
    <nav className={styles.nav} aria-label={t('layout.navigation')}>
      <SideMenu
        menu={session.menu}
        pathname={menuPath}
        isCollapsed={!isMobile && isCollapsed}
        onNavigate={handleNavigate}
      />
    </nav>
  );

  return (
    <Layout className={styles.root}>
      {isMobile ? (
        hasOpenedDrawer ? (
          <Drawer
            placement="left"
            open={isDrawerOpen}
            onClose={() => setIsDrawerOpen(false)}
            size={272}
            title={<BrandLogo />}
            closeIcon={<CloseOutlined aria-label={t('layout.closeMenu')} />}
            styles={{ body: { padding: '8px 4px' } }}
          >
            {menu}
          </Drawer>
        ) : null
      ) : (
        <Layout.Sider
          className={styles.sider}
          theme="light"
          width={256}
          collapsedWidth={72}
          collapsed={isCollapsed}
          trigger={null}
        >
          <div className={styles.siderLogo}>
            <BrandLogo isCompact={isCollapsed} />
          </div>
          {menu}
        </Layout.Sider>
      )}
      <Layout className={styles.main}>
        <Layout.Header className={styles.header}>
          <Button
            type="text"
            className={styles.menuToggle}
            icon={isMobile ? <MenuOutlined /> : isCollapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
            aria-label={t(
              isMobile ? 'layout.openMenu' : isCollapsed ? 'layout.expandMenu' : 'layout.collapseMenu',
            )}
            onClick={() => (isMobile ? setIsDrawerOpen(true) : setIsCollapsed((value) => !value))}
          />
          <h1 className={styles.title}>{title}</h1>
          <div className={styles.actions}>
            {hasNotices ? <NoticeBell /> : null}
            {hasChat ? <UnreadMessagesLink /> : null}
            <LanguageSwitcher isIconOnly={isMobile} />
            <UserMenu
              realName={session.realName}
              email={session.email}
              changePasswordPath={changePasswordPage?.url ?? null}
              isCompact={isMobile}
              onNavigate={handleNavigate}
              onLogout={() => void handleLogout()}
            />
          </div>
        </Layout.Header>
        <EmailVerificationBanner />
        <Layout.Content
          className={isChatPage ? styles.content : `${styles.content} ${styles.clearOfSupport}`}
        >
          <RouteBoundary resetKey={pathname}>
            <Outlet />
          </RouteBoundary>
        </Layout.Content>
      </Layout>
      <AfterFirstPaint>
        <Suspense fallback={null}>
          <SupportWidget />
        </Suspense>
      </AfterFirstPaint>
    </Layout>
  );
}
