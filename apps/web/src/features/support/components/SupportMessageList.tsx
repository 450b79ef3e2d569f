import { ExclamationCircleOutlined, LoadingOutlined } from '@ant-design/icons';
import type { SupportMessage } from '@sc/contract';
import { Button } from 'antd';
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formatChatTime } from '../../../lib/chat/formatChatTime';
import type { OutboxEntry } from '../../../lib/chat/outbox';
import styles from './SupportMessageList.module.css';

type SupportMessageListProps = {
  messages: readonly SupportMessage[];
  pending: readonly OutboxEntry<{ content: string }>[];
  /** Which side is "me": my messages sit on the right. */
  mySide: SupportMessage['senderKind'];
  localeTag: string;
  /** Shown on the other side's messages instead of their sender name (e.g. "Supplier Cloud support"). */
  otherSideName?: string;
  empty: ReactNode;
  onRetry: (clientId: string) => void;
};

/** The conversation, oldest first, scrolled to the newest; my messages right, the other side left. */
export function SupportMessageList({
  messages,
  pending,
  mySide,
  localeTag,
  otherSideName,
  empty,
  onRetry,
}: SupportMessageListProps) {
  const { t } = useTranslation();
  const listRef = useRef<HTMLDivElement>(null);
  const count = messages.length + pending.length;
  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll again whenever a message is added.
  useEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [count]);

  return (
    <div ref={listRef} className={styles.list} role="log" aria-live="polite">
      {count === 0 ? <div className={styles.empty}>{empty}</div> : null}
      {messages.map((message) => {
        const isMine = message.senderKind === mySide;
        const sender = isMine ? message.senderName : (otherSideName ?? message.senderName);
        return (
          <div key={message.id} className={`${styles.row} ${isMine ? styles.mine : ''}`}>
            <div className={styles.bubble}>{message.content}</div>
            <div className={styles.meta}>
              {sender ? <span className={styles.sender}>{sender}</span> : null}
              <time dateTime={message.createdAt}>
                {formatChatTime(message.createdAt, localeTag, { style: 'withTime' })}
              </time>
            </div>
          </div>
        );
      })}
      {pending.map((entry) => (
        <div
          key={entry.clientId}
          className={`${styles.row} ${styles.mine} ${entry.status === 'failed' ? styles.failed : ''}`}
        >
          <div className={styles.bubble}>{entry.payload.content}</div>
          <div className={styles.meta}>
            {entry.status !== 'failed' ? (
              <span>
                <LoadingOutlined /> {t('support.sending')}
              </span>
            ) : (
              <>
                <ExclamationCircleOutlined style={{ color: '#cf1322' }} />
                <span>{t('support.failed')}</span>
                <Button size="small" type="link" onClick={() => onRetry(entry.clientId)}>
                  {t('support.retry')}
                </Button>
              </>
            )}
          </div>
        </div>
      ))}
    </div>
  );
}
