import { type ChatMessage, MESSAGE_TYPE, type RfqQuoteCard } from '@sc/contract';
import { Button, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { MessageBubble } from '../../../components/chat/MessageBubble';
import { NewMessagesPill } from '../../../components/chat/NewMessagesPill';
import { LoadError } from '../../../components/LoadError';
import { storedDelivery } from '../../../lib/chat/outbox';
import { useStickToBottom } from '../../../lib/chat/useStickToBottom';
import { chatQuotationPath, rfqPath } from '../../../lib/paths';
import { freshChatFile } from '../api/chatUploads';
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
  /** A loaded message to scroll to and mark briefly (a search result opened it). */
  focusMessageId?: number | null;
  onFocused?: () => void;
};

/** What the opened quotation page's back link returns to: this chat, as it is in the address now. */
export type ChatQuotationLinkState = { backTo: string };

/** Distance from the top that loads older messages. */
const EDGE_PX = 80;
/** How long the message a search result opened stays marked. */
const HIGHLIGHT_MS = 2400;
/** An RFQ quote card opens the RFQ over my quotes, with my quote and its state. */
const rfqQuoteTo = (card: RfqQuoteCard) => rfqPath(card.rfqId, 'myQuotes');

/**
 * The messages, oldest at the top and newest at the bottom: opens at the newest, follows new messages
 * while the reader is at the bottom (a "new messages" pill otherwise), goes down when I send, and loads
 * older ones when scrolled to the top (keeping the reader's place).
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
  focusMessageId = null,
  onFocused,
}: MessageListProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const quotationLink = (messageId: number) => ({
    to: chatQuotationPath(messageId),
    state: { backTo: `${location.pathname}${location.search}` } satisfies ChatQuotationLinkState,
  });
  const firstId = messages[0]?.id ?? null;
  const count = messages.length + pending.length;
  const stick = useStickToBottom({ count, firstKey: firstId, mineKey: pending.at(-1)?.clientId ?? null });

  const [highlightedId, setHighlightedId] = useState<number | null>(null);
  const isFocusLoaded = focusMessageId !== null && messages.some((m) => m.id === focusMessageId);
  // Scrolls the found message to the middle once it is rendered; reading it leaves the bottom.
  useEffect(() => {
    if (!isFocusLoaded || focusMessageId === null) return;
    const element = stick.scrollRef.current?.querySelector(`[data-message-id="${focusMessageId}"]`);
    element?.scrollIntoView?.({ block: 'center' });
    stick.onScroll();
    setHighlightedId(focusMessageId);
    onFocused?.();
  }, [isFocusLoaded, focusMessageId, onFocused, stick.scrollRef, stick.onScroll]);
  useEffect(() => {
    if (highlightedId === null) return;
    const timer = setTimeout(() => setHighlightedId(null), HIGHLIGHT_MS);
    return () => clearTimeout(timer);
  }, [highlightedId]);

  function handleScroll() {
    stick.onScroll();
    const element = stick.scrollRef.current;
    if (element && element.scrollTop < EDGE_PX && hasOlder && !isLoadingOlder) onLoadOlder();
  }

  return (
    <div
      ref={stick.scrollRef}
      className={styles.list}
      onScroll={handleScroll}
      role="log"
      aria-live="polite"
      aria-label={t('chat.messagesLabel')}
      aria-busy={isLoading || isLoadingOlder}
    >
      <div ref={stick.contentRef} className={styles.content}>
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
            messageId={message.id}
            isHighlighted={message.id === highlightedId}
            isMine={message.senderKind === 'supplier'}
            delivery={message.senderKind === 'supplier' ? storedDelivery(message) : undefined}
            quotationLink={quotationLink}
            rfqQuoteTo={rfqQuoteTo}
            freshFile={freshChatFile}
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
        {stick.hasNewBelow ? <NewMessagesPill onClick={stick.scrollToBottom} /> : null}
      </div>
    </div>
  );
}
