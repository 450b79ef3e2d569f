import { CustomerServiceOutlined, DownOutlined } from '@ant-design/icons';
import type { SupportThread } from '@sc/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Badge, Button } from 'antd';
import { lazy, Suspense, useCallback, useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
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
import styles from './SupportWidget.module.css';

const loadSupportPanel = () => import('./SupportPanel');
const SupportPanel = lazy(() => loadSupportPanel().then((m) => ({ default: m.SupportPanel })));
const preloadPanel = () => {
  loadSupportPanel().catch(() => undefined);
};

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
  const messages = thread.data?.messages ?? [];
  const pending = pendingOf(outbox.pending, storedClientIds(messages));

  return (
    <>
      {isOpen ? (
        <Suspense fallback={null}>
          <SupportPanel
            id={panelId}
            isSheet={isSheet}
            state={thread.isPending ? 'pending' : thread.isError ? 'error' : 'ready'}
            messages={messages}
            pending={pending}
            onReload={() => void thread.refetch()}
            onSend={outbox.submit}
            onRetry={outbox.retry}
          />
        </Suspense>
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
              onPointerEnter={preloadPanel}
              onFocus={preloadPanel}
              onClick={toggle}
            />
          </Badge>
        </div>
      )}
    </>
  );
}
