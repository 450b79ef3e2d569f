import { ArrowLeftOutlined } from '@ant-design/icons';
import type { Page, SupportInboxItem, SupportMessage, SupportThread } from '@sc/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Spin } from 'antd';
import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ChatComposer } from '../../../components/chat/ChatComposer';
import { LoadError } from '../../../components/LoadError';
import { replyToSupportThread } from '../../../features/support/api/consoleSupportApi';
import { supportKeys } from '../../../features/support/api/supportKeys';
import { useConsoleThread } from '../../../features/support/api/useConsoleInbox';
import { SupportMessageList } from '../../../features/support/components/SupportMessageList';
import { applyInboxMessage, markInboxThreadRead } from '../../../features/support/inboxUpdate';
import { addSupportMessage } from '../../../features/support/supportMessages';
import { storedClientIds } from '../../../lib/chat/chatMessages';
import { pendingOf } from '../../../lib/chat/outbox';
import { useRequestOutbox } from '../../../lib/chat/useRequestOutbox';
import { regionName } from '../../../lib/regionName';
import styles from './ConsoleInboxPage.module.css';

type ConsoleThreadPanelProps = {
  threadId: number;
  /** The company as listed, when it is on the current page. */
  item: SupportInboxItem | undefined;
  isDocumentVisible: boolean;
  localeTag: string;
  /** Phones show one column: the thread with a way back to the list. */
  onBack: (() => void) | null;
};

/** One company's conversation with the team's reply box; opening it marks the company's messages viewed. */
export function ConsoleThreadPanel({
  threadId,
  item,
  isDocumentVisible,
  localeTag,
  onBack,
}: ConsoleThreadPanelProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const thread = useConsoleThread(threadId);

  const updateInbox = useCallback(
    (update: (page: Page<SupportInboxItem>) => Page<SupportInboxItem>) => {
      for (const [key, page] of queryClient.getQueriesData<Page<SupportInboxItem>>({
        queryKey: supportKeys.inboxes(),
      })) {
        if (page) queryClient.setQueryData(key, update(page));
      }
    },
    [queryClient],
  );

  // Each successful read marked the company's messages viewed on the server.
  useEffect(() => {
    if (thread.dataUpdatedAt) updateInbox((page) => markInboxThreadRead(page, threadId));
  }, [thread.dataUpdatedAt, threadId, updateInbox]);

  // Back in front with unread messages in this thread: read it again (which marks them viewed).
  const unreadInList = item?.unread ?? 0;
  const { refetch } = thread;
  useEffect(() => {
    if (isDocumentVisible && unreadInList > 0) void refetch();
  }, [isDocumentVisible, unreadInList, refetch]);

  const handleSent = useCallback(
    (message: SupportMessage) => {
      queryClient.setQueryData<SupportThread>(supportKeys.thread(threadId), (current) =>
        current ? addSupportMessage(current, message, 'supplier') : current,
      );
      updateInbox((page) => applyInboxMessage(page, message, threadId).page);
    },
    [queryClient, threadId, updateInbox],
  );
  const send = useCallback(
    (input: { clientId: string; content: string }) => replyToSupportThread({ threadId, ...input }),
    [threadId],
  );
  const outbox = useRequestOutbox(send, handleSent);
  const messages = thread.data?.messages ?? [];
  const companyName =
    item?.companyName ?? messages.find((m) => m.senderKind === 'supplier')?.senderName ?? '';

  return (
    <section className={styles.threadColumn} aria-label={companyName || t('console.thread.title')}>
      <header className={styles.threadHeader}>
        {onBack ? (
          <Button
            type="text"
            icon={<ArrowLeftOutlined />}
            aria-label={t('console.thread.back')}
            onClick={onBack}
          />
        ) : null}
        <div className={styles.threadTitle}>
          <h2 className={styles.columnTitle}>{companyName}</h2>
          {item?.country ? (
            <span className={styles.country}>{regionName(item.country, localeTag)}</span>
          ) : null}
        </div>
      </header>
      {thread.isPending ? (
        <div className={styles.centered}>
          <Spin />
        </div>
      ) : thread.isError ? (
        <div className={styles.centered}>
          <LoadError title={t('support.loadError')} onRetry={() => void thread.refetch()} />
        </div>
      ) : (
        <SupportMessageList
          messages={messages}
          pending={pendingOf(outbox.pending, storedClientIds(messages))}
          mySide="staff"
          empty={t('console.thread.empty')}
          onRetry={outbox.retry}
        />
      )}
      <ChatComposer
        look="widget"
        label={t('console.thread.placeholder')}
        placeholder={t('console.thread.placeholder')}
        sendLabel={t('support.send')}
        hint={t('support.composerHint')}
        isDisabled={!thread.isSuccess}
        onSend={outbox.submit}
      />
    </section>
  );
}
