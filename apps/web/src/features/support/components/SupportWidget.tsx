import {
  CustomerServiceOutlined,
  DownOutlined,
  EllipsisOutlined,
  EyeInvisibleOutlined,
} from '@ant-design/icons';
import type { SupportThread } from '@sc/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Avatar, Badge, Button, Dropdown, Spin } from 'antd';
import { type KeyboardEvent, useCallback, useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { ChatComposer } from '../../../components/chat/ChatComposer';
import { LoadError } from '../../../components/LoadError';
import { storedClientIds } from '../../../lib/chat/chatMessages';
import { pendingOf } from '../../../lib/chat/outbox';
import { useDocumentVisible } from '../../../lib/chat/useDocumentVisible';
import { useRequestOutbox } from '../../../lib/chat/useRequestOutbox';
import { paths } from '../../../lib/paths';
import { useViewportWidth } from '../../../lib/useViewportWidth';
import { supportKeys } from '../api/supportKeys';
import { sendToSupport, useMySupportThread, viewSupport } from '../api/useMySupportThread';
import { addSupportMessage, markSupportViewed } from '../supportMessages';
import { supportWidgetStore, useSupportWidget } from '../supportWidgetStore';
import { useMySupportLive } from '../useMySupportLive';
import { SupportMessageList } from './SupportMessageList';
import styles from './SupportWidget.module.css';

// Ant Design's text buttons set their own colour; the header is brand blue.
const ON_BRAND = { color: '#ffffff' } as const;

/** Below this width the open widget covers the screen. */
const SHEET_MAX_WIDTH = 480;

/**
 * The live customer-support chat (SPEC 1, 2, 4): a launcher at the bottom right with the unread
 * badge, shown only while the `status` flag is on; it opens the conversation with the support team
 * (a full-screen sheet on phones). The show-contact event toggles it.
 */
export function SupportWidget() {
  // On the chat page the launcher sits above the composer, so it never covers the Send button.
  const onChatPage = useLocation().pathname === paths.communicate;
  const { t } = useTranslation();
  const { isEnabled, isOpen } = useSupportWidget();
  const queryClient = useQueryClient();
  const thread = useMySupportThread(isEnabled);
  const isDocumentVisible = useDocumentVisible();
  const isSheet = useViewportWidth() < SHEET_MAX_WIDTH;
  const panelId = useId();
  useMySupportLive(isEnabled);

  const addMessage = useCallback(
    (message: Parameters<typeof addSupportMessage>[1]) =>
      queryClient.setQueryData<SupportThread>(supportKeys.myThread(), (current) =>
        addSupportMessage(current ?? { id: null, messages: [], unread: 0 }, message, 'staff'),
      ),
    [queryClient],
  );
  const outbox = useRequestOutbox(sendToSupport, addMessage);

  const unread = thread.data?.unread ?? 0;
  const lastId = thread.data?.messages.at(-1)?.id ?? 0;
  useEffect(() => {
    if (!isOpen || !isDocumentVisible || unread === 0) return;
    viewSupport().then(
      () =>
        queryClient.setQueryData<SupportThread>(supportKeys.myThread(), (current) =>
          current ? markSupportViewed(current, 'staff', lastId, new Date().toISOString()) : current,
        ),
      (error: unknown) => console.warn('Could not mark support answers viewed', error),
    );
  }, [isOpen, isDocumentVisible, unread, lastId, queryClient]);

  if (!isEnabled) return null;

  const toggle = () => supportWidgetStore.dispatch({ type: 'showContact' });
  const minimize = () => supportWidgetStore.dispatch({ type: 'minimize' });
  const handlePanelKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape') minimize();
  };
  const messages = thread.data?.messages ?? [];
  const pending = pendingOf(outbox.pending, storedClientIds(messages));

  return (
    <>
      {isOpen ? (
        <section
          id={panelId}
          className={`${styles.panel} ${isSheet ? styles.sheet : ''}`}
          role="dialog"
          aria-label={t('support.title')}
          onKeyDown={handlePanelKeyDown}
        >
          <header className={styles.header}>
            <Avatar className={styles.avatar} icon={<CustomerServiceOutlined />} />
            <div className={styles.headerText}>
              <h2 className={styles.title}>{t('support.title')}</h2>
              <span className={styles.subtitle}>{t('support.subtitle')}</span>
            </div>
            <Dropdown
              trigger={['click']}
              placement="bottomRight"
              menu={{
                items: [{ key: 'hide', icon: <EyeInvisibleOutlined />, label: t('support.hideLauncher') }],
                onClick: () => supportWidgetStore.dispatch({ type: 'hide' }),
              }}
            >
              <Button
                type="text"
                style={ON_BRAND}
                icon={<EllipsisOutlined />}
                aria-label={t('support.more')}
              />
            </Dropdown>
            <Button
              type="text"
              style={ON_BRAND}
              icon={<DownOutlined />}
              aria-label={t('support.minimize')}
              onClick={minimize}
            />
          </header>
          {thread.isPending ? (
            <div className={styles.state}>
              <Spin />
            </div>
          ) : thread.isError ? (
            <div className={styles.state}>
              <LoadError title={t('support.loadError')} onRetry={() => void thread.refetch()} />
            </div>
          ) : (
            <SupportMessageList
              messages={messages}
              pending={pending}
              mySide="supplier"
              otherSideName={t('support.teamName')}
              empty={t('support.empty')}
              onRetry={outbox.retry}
            />
          )}
          <ChatComposer
            look="widget"
            label={t('support.placeholder')}
            placeholder={t('support.placeholder')}
            sendLabel={t('support.send')}
            hint={t('support.composerHint')}
            isDisabled={thread.isPending}
            autoFocus={!isSheet}
            onSend={outbox.submit}
          />
        </section>
      ) : null}
      {isOpen && isSheet ? null : (
        <div className={onChatPage ? `${styles.launcher} ${styles.aboveComposer}` : styles.launcher}>
          <Badge count={isOpen ? 0 : unread} overflowCount={99}>
            <Button
              type="primary"
              shape="circle"
              className={styles.launcherButton}
              icon={isOpen ? <DownOutlined /> : <CustomerServiceOutlined />}
              aria-label={
                isOpen
                  ? t('support.minimize')
                  : unread > 0
                    ? t('support.openUnread', { count: unread })
                    : t('support.open')
              }
              aria-expanded={isOpen}
              aria-controls={isOpen ? panelId : undefined}
              onClick={toggle}
            />
          </Badge>
        </div>
      )}
    </>
  );
}
