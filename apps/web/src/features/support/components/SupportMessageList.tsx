import { MESSAGE_TYPE, type SupportMessage } from '@sc/contract';
import { type ReactNode, useEffect, useRef } from 'react';
import { MessageBubble } from '../../../components/chat/MessageBubble';
import type { OutboxEntry } from '../../../lib/chat/outbox';
import styles from './SupportMessageList.module.css';

type SupportMessageListProps = {
  messages: readonly SupportMessage[];
  pending: readonly OutboxEntry<{ content: string }>[];
  /** Which side is "me": my messages sit on the right. */
  mySide: SupportMessage['senderKind'];
  /** Shown on the other side's messages instead of their sender name (e.g. "Supplier Cloud support"). */
  otherSideName?: string;
  empty: ReactNode;
  onRetry: (clientId: string) => void;
};

const asText = (content: string, createdAt: string) => ({
  type: MESSAGE_TYPE.text,
  content,
  createdAt,
  product: null,
  quotation: null,
  file: null,
});

/** The conversation, oldest first, scrolled to the newest; my messages right, the other side left. */
export function SupportMessageList({
  messages,
  pending,
  mySide,
  otherSideName,
  empty,
  onRetry,
}: SupportMessageListProps) {
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
        return (
          <MessageBubble
            key={message.id}
            look="widget"
            message={asText(message.content, message.createdAt)}
            isMine={isMine}
            senderName={isMine ? message.senderName : (otherSideName ?? message.senderName)}
          />
        );
      })}
      {pending.map((entry) => (
        <MessageBubble
          key={entry.clientId}
          look="widget"
          message={asText(entry.payload.content, entry.createdAt)}
          isMine
          delivery={entry.status}
          onRetry={() => onRetry(entry.clientId)}
        />
      ))}
    </div>
  );
}
