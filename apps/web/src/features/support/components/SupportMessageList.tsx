import { MESSAGE_TYPE, type SupportMessage } from '@sc/contract';
import type { ReactNode } from 'react';
import { MessageBubble } from '../../../components/chat/MessageBubble';
import { NewMessagesPill } from '../../../components/chat/NewMessagesPill';
import type { OutboxEntry } from '../../../lib/chat/outbox';
import { useStickToBottom } from '../../../lib/chat/useStickToBottom';
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
  rfqQuote: null,
  noticeParams: null,
  file: null,
});

/**
 * The conversation, oldest first, opened at the newest and following new ones while I am at the bottom
 * (a "new messages" pill otherwise); my messages right, the other side left.
 */
export function SupportMessageList({
  messages,
  pending,
  mySide,
  otherSideName,
  empty,
  onRetry,
}: SupportMessageListProps) {
  const count = messages.length + pending.length;
  const stick = useStickToBottom({
    count,
    firstKey: messages[0]?.id ?? null,
    mineKey: pending.at(-1)?.clientId ?? null,
  });

  return (
    <div
      ref={stick.scrollRef}
      className={styles.list}
      onScroll={stick.onScroll}
      role="log"
      aria-live="polite"
    >
      <div ref={stick.contentRef} className={styles.content}>
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
        {stick.hasNewBelow ? <NewMessagesPill onClick={stick.scrollToBottom} /> : null}
      </div>
    </div>
  );
}
