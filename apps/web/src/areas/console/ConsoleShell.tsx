import { LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useNavigate } from 'react-router';
import { BrandLogo } from '../../components/BrandLogo';
import { LanguageSwitcher } from '../../components/LanguageSwitcher';
import { useConsoleLogout } from '../../features/support/api/useConsoleLogout';
import { useConsoleSession } from '../../lib/console/consoleSession';
import { consolePaths, MOBILE_LAYOUT_MAX_WIDTH } from '../../lib/paths';
import { useViewportWidth } from '../../lib/useViewportWidth';
import styles from './ConsoleShell.module.css';
import { sectionsFor } from './consoleSections';

/** Every console page's frame: the brand, the console's sections, language, who is signed in, sign-out. */
export function ConsoleShell({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useConsoleSession();
  const logout = useConsoleLogout();
  const isMobile = useViewportWidth() < MOBILE_LAYOUT_MAX_WIDTH;

  async function handleSignOut() {
    await logout.mutateAsync();
    navigate(consolePaths.login, { replace: true });
  }

  return (
    <div className={styles.page}>
      <header className={styles.topBar}>
        <span className={styles.brand}>
          <BrandLogo tone="light" isCompact={isMobile} />
          <span className={styles.tag}>{t('console.name')}</span>
        </span>
        <nav className={styles.nav} aria-label={t('console.nav.label')}>
          {sectionsFor(session.permissions).map((item) => (
            <NavLink
              key={item.to}
              to={item.to}
              end={item.end}
              className={({ isActive }) => `${styles.navLink} ${isActive ? styles.active : ''}`}
            >
              {t(item.key)}
            </NavLink>
          ))}
        </nav>
        <span className={styles.topActions}>
          <LanguageSwitcher tone="light" isIconOnly={isMobile} />
          <NavLink
            to={consolePaths.account}
            className={styles.user}
            title={t('consoleAccount.nav')}
            aria-label={t('consoleAccount.nav')}
          >
            {isMobile ? <UserOutlined /> : session.realName || session.email}
          </NavLink>
          <Button
            type="text"
            style={{ color: '#ffffff' }}
            icon={<LogoutOutlined />}
            aria-label={t('console.signOut')}
            onClick={() => void handleSignOut()}
          >
            {isMobile ? null : t('console.signOut')}
          </Button>
        </span>
      </header>
      {children}
    </div>
  );
}
