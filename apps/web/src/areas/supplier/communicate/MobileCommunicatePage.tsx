import { HomeOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { LanguageSwitcher } from '../../../components/LanguageSwitcher';
import { menuPages } from '../../../features/menu/menuTree';
import { showWarningMessage } from '../../../lib/feedback';
import { paths } from '../../../lib/paths';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { useSession } from '../../../lib/useSession';
import { ChatWorkspace } from './ChatWorkspace';
import styles from './MobileCommunicatePage.module.css';

/**
 * Fixed page /mobileCommunicate (SPEC 2): the chat in one column for phones. Leaving it asks the
 * user to use a desktop browser for an optimised experience.
 */
export function MobileCommunicatePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { menu } = useSession();
  const canChat = menuPages(menu).some((entry) => entry.component === 'Communicate');
  useDocumentTitle(t('chat.title'));

  useEffect(
    () => () => {
      // After the route changed (not React's development remount, which keeps the address). A
      // quotation opened from a card is part of the mobile chat: its back link returns here.
      setTimeout(() => {
        const path = window.location.pathname.toLowerCase();
        if (path !== paths.mobileCommunicate.toLowerCase() && path !== paths.chatQuotation.toLowerCase())
          showWarningMessage(t('chat.mobile.desktopNotice'));
      }, 0);
    },
    [t],
  );

  if (!canChat) return <Navigate to={paths.forbidden} replace />;
  return (
    <div className={styles.page}>
      <header className={styles.bar}>
        <Button
          type="text"
          icon={<HomeOutlined />}
          aria-label={t('chat.mobile.home')}
          onClick={() => navigate(paths.root)}
        />
        <h1 className={styles.title}>{t('chat.title')}</h1>
        <LanguageSwitcher isIconOnly />
      </header>
      <main className={styles.main}>
        <ChatWorkspace isMobilePage />
      </main>
    </div>
  );
}
