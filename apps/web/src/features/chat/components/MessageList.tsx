import { type ChatMessage, MESSAGE_TYPE } from '@sc/contract';
import { Alert, Button, Spin } from 'antd';
import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { MessageBubble } from '../../../components/chat/MessageBubble';
import { LoadError } from '../../../components/LoadError';
import { storedDelivery } from '../../../lib/chat/outbox';
import { chatQuotationPath } from '../../../lib/paths';
import { discardChatMessage, retryChatMessage, type SupplierOutboxEntry } from '../outboxStore';
import styles from './MessageList.module.css';
import { TranslateLine } from './TranslateLine';

type MessageListProps = {
  messages: readonly ChatMessage[];
  pending: readonly SupplierOutboxEntry[];
  hasOlder: boolean;
  isLoading: boolean;
  isError: boolean;
  isLoadingOlder: boolean;
  onLoadOlder: () => void;
  onReload: () => void;
  /** Shown when there is nothing yet (a new conversation). */
  emptyText: string;
};

/** What the opened quotation page's back link returns to: this chat, as it is in the address now. */
export type ChatQuotationLinkState = { backTo: string };

/** Distance from the top that loads older messages, and from the bottom that still follows new ones. */
const EDGE_PX = 80;

/**
 * The messages, oldest at the top and newest at the bottom: opens at the bottom, follows new messages
 * while the reader is near the bottom, and loads older ones when scrolled to the top (keeping the
 * reader's place).
 */
export function MessageList({
  messages,
  pending,
  hasOlder,
  isLoading,
  isError,
  isLoadingOlder,
  onLoadOlder,
  onReload,
  emptyText,
}: MessageListProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const quotationLink = (messageId: number) => ({
    to: chatQuotationPath(messageId),
    state: { backTo: `${location.pathname}${location.search}` } satisfies ChatQuotationLinkState,
  });
  const box = useRef<HTMLDivElement>(null);
  const wasNearBottom = useRef(true);
  const previous = useRef({ firstId: 0, height: 0, count: 0 });

  const firstId = messages[0]?.id ?? 0;
  const count = messages.length + pending.length;

  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    const before = previous.current;
    if (before.firstId !== 0 && firstId !== 0 && firstId < before.firstId && before.height > 0) {
      // Older messages came in above: keep what the reader was looking at in place.
      element.scrollTop += element.scrollHeight - before.height;
    } else if (count !== before.count && (wasNearBottom.current || before.count === 0)) {
      element.scrollTop = element.scrollHeight;
    }
    previous.current = { firstId, height: element.scrollHeight, count };
  }, [firstId, count]);

  function handleScroll() {
    const element = box.current;
    if (!element) return;
    wasNearBottom.current = element.scrollHeight - element.scrollTop - element.clientHeight < EDGE_PX;
    previous.current.height = element.scrollHeight;
    if (element.scrollTop < EDGE_PX && hasOlder && !isLoadingOlder) onLoadOlder();
  }

  return (
    <div
      ref={box}
      className={styles.list}
      onScroll={handleScroll}
      role="log"
      aria-live="polite"
      aria-label={t('chat.messagesLabel')}
      aria-busy={isLoading || isLoadingOlder}
    >
      {isError ? <LoadError title={t('chat.historyError')} onRetry={onReload} /> : null}
      {isLoading ? (
        <div className={styles.center}>
          <Spin />
        </div>
      ) : null}
      {!isLoading && hasOlder ? (
        <div className={styles.older}>
          {isLoadingOlder ? (
            <Spin size="small" />
          ) : (
            <Button type="link" size="small" onClick={onLoadOlder}>
              {t('chat.loadOlder')}
            </Button>
          )}
        </div>
      ) : null}
      {!isLoading && !hasOlder && messages.length > 0 ? (
        <div className={styles.beginning}>{t('chat.beginning')}</div>
      ) : null}
      {!isLoading && !isError && count === 0 ? <div className={styles.empty}>{emptyText}</div> : null}
      {messages.map((message) => (
        <MessageBubble
          key={message.clientId ?? `id-${message.id}`}
          message={message}
          isMine={message.senderKind === 'supplier'}
          delivery={message.senderKind === 'supplier' ? storedDelivery(message) : undefined}
          quotationLink={quotationLink}
          extra={
            message.senderKind === 'buyer' && message.type === MESSAGE_TYPE.text ? (
              <TranslateLine messageId={message.id} />
            ) : undefined
          }
        />
      ))}
      {pending.map((entry) => (
        <MessageBubble
          key={entry.clientId}
          message={{
            type: entry.payload.type,
            content: entry.payload.content,
            product: entry.payload.preview.product,
            quotation: entry.payload.preview.quotation,
            file: entry.payload.preview.file,
            createdAt: entry.createdAt,
          }}
          isMine
          delivery={entry.status}
          error={entry.error}
          onRetry={() => retryChatMessage(entry.clientId)}
          onDiscard={() => discardChatMessage(entry.clientId)}
        />
      ))}
    </div>
  );
}
