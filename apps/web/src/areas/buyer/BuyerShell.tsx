import {
  FileSearchOutlined,
  LeftOutlined,
  LogoutOutlined,
  MessageOutlined,
  ShopOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { Badge, Button, Dropdown } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useNavigate } from 'react-router';
import { BrandLogo } from '../../components/BrandLogo';
import { LanguageSwitcher } from '../../components/LanguageSwitcher';
import { useBuyerLogout } from '../../features/buyerApp/api/useBuyerLogout';
import { useBuyerUnreadCount } from '../../features/buyerApp/api/useBuyerUnreadCount';
import { useNewQuoteCount } from '../../features/buyerApp/api/useNewQuoteCount';
import { useBuyerChatState } from '../../features/buyerApp/realtime/useBuyerChatState';
import { useBuyerSession } from '../../features/buyerApp/session/useBuyerSession';
import { buyerPaths } from '../../lib/paths';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { useViewportWidth } from '../../lib/useViewportWidth';
import styles from './BuyerShell.module.css';

type BuyerShellProps = {
  title: ReactNode;
  /** The tab title when `title` is not plain text. */
  documentTitle?: string;
  subtitle?: ReactNode;
  /** Shows a back button going to this page (or one step back in history when there is one). */
  backTo?: string;
  actions?: ReactNode;
  /** The chat fills the screen: no bottom tabs, the page scrolls inside. */
  isChat?: boolean;
  /** A wider column on a large screen (side-by-side comparisons). */
  isWide?: boolean;
  children: ReactNode;
};

/** The frame of every signed-in buyer page: header (back, title, unread total, language, account), tabs. */
export function BuyerShell({
  title,
  documentTitle,
  subtitle,
  backTo,
  actions,
  isChat = false,
  isWide = false,
  children,
}: BuyerShellProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { name } = useBuyerSession();
  const logout = useBuyerLogout();
  const unread = useBuyerUnreadCount().data ?? 0;
  const { isConnected, hasSocket } = useBuyerChatState();
  const isNarrow = useViewportWidth() < 600;
  const newQuotes = useNewQuoteCount(!isChat);
  useDocumentTitle(documentTitle ?? (typeof title === 'string' ? title : null));

  function goBack() {
    const hasHistory = (window.history.state as { idx?: number } | null)?.idx;
    if (hasHistory) navigate(-1);
    else navigate(backTo ?? buyerPaths.root, { replace: true });
  }

  return (
    <div className={styles.shell}>
      <div className={`${styles.column} ${isChat ? styles.chatColumn : ''} ${isWide ? styles.wide : ''}`}>
        <header className={styles.header}>
          {backTo ? (
            <Button
              type="text"
              icon={<LeftOutlined />}
              aria-label={t('buyerApp.nav.back')}
              onClick={goBack}
            />
          ) : (
            <Link to={buyerPaths.root} className={styles.logo} aria-label={t('app.name')}>
              <BrandLogo isCompact />
            </Link>
          )}
          <div className={styles.titleBlock}>
            <h1 className={styles.title}>{title}</h1>
            {subtitle ? <span className={styles.subtitle}>{subtitle}</span> : null}
          </div>
          <div className={styles.actions}>
            {actions}
            <Link
              to={buyerPaths.root}
              className={styles.unreadLink}
              aria-label={t('buyerApp.nav.unreadTotal', { count: unread })}
              data-testid="header-unread"
            >
              <Badge count={unread} size="small" overflowCount={99}>
                <MessageOutlined className={styles.unreadIcon} />
              </Badge>
            </Link>
            <LanguageSwitcher isIconOnly={isNarrow} />
            <Dropdown
              trigger={['click']}
              placement="bottomRight"
              menu={{
                items: [
                  {
                    key: 'name',
                    label: name || t('buyerApp.nav.account'),
                    disabled: true,
                    icon: <UserOutlined />,
                  },
                  { type: 'divider' },
                  {
                    key: 'signOut',
                    label: t('buyerApp.nav.signOut'),
                    icon: <LogoutOutlined />,
                    danger: true,
                  },
                ],
                onClick: ({ key }) => {
                  if (key === 'signOut') logout.mutate();
                },
              }}
            >
              <Button type="text" icon={<UserOutlined />} aria-label={t('buyerApp.nav.account')} />
            </Dropdown>
          </div>
        </header>
        {hasSocket && !isConnected ? (
          <div className={styles.offline} role="status">
            {t('buyerApp.chat.offline')}
          </div>
        ) : null}
        <main className={isChat ? styles.chatMain : styles.main}>{children}</main>
        {isChat ? null : (
          <nav className={`${styles.tabs} ${isWide ? styles.wide : ''}`} aria-label={t('buyerApp.nav.label')}>
            <NavLink
              to={buyerPaths.root}
              end
              className={({ isActive }) => `${styles.tab} ${isActive ? styles.active : ''}`}
            >
              <Badge count={unread} size="small" overflowCount={99}>
                <MessageOutlined className={styles.tabIcon} />
              </Badge>
              <span>{t('buyerApp.nav.conversations')}</span>
            </NavLink>
            <NavLink
              to={buyerPaths.suppliers}
              className={({ isActive }) => `${styles.tab} ${isActive ? styles.active : ''}`}
            >
              <ShopOutlined className={styles.tabIcon} />
              <span>{t('buyerApp.nav.suppliers')}</span>
            </NavLink>
            <NavLink
              to={buyerPaths.rfqs}
              className={({ isActive }) => `${styles.tab} ${isActive ? styles.active : ''}`}
              data-testid="tab-rfqs"
            >
              <Badge count={newQuotes} size="small" overflowCount={99}>
                <FileSearchOutlined className={styles.tabIcon} />
              </Badge>
              <span>{t('buyerRfq.nav.rfqs')}</span>
            </NavLink>
          </nav>
        )}
      </div>
    </div>
  );
}
