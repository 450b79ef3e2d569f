import { ShopOutlined } from '@ant-design/icons';
import {
  type Conversation,
  type CredentialBadge,
  MESSAGE_TYPE,
  type Page,
  type ProductCard,
} from '@sc/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Result, Spin } from 'antd';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { ChatComposer } from '../../../components/chat/ChatComposer';
import { MessageBubble } from '../../../components/chat/MessageBubble';
import { NewMessagesPill } from '../../../components/chat/NewMessagesPill';
import { LoadError } from '../../../components/LoadError';
import { buyerAppKeys } from '../../../features/buyerApp/api/buyerAppKeys';
import { freshSentFile, markConversationViewed } from '../../../features/buyerApp/api/conversationHistory';
import { useBuyerConversations } from '../../../features/buyerApp/api/useBuyerConversations';
import { useSupplierShowroom } from '../../../features/buyerApp/api/useSupplierShowroom';
import { markListRead } from '../../../features/buyerApp/chat/conversationList';
import { pendingForConversation } from '../../../features/buyerApp/chat/pendingForConversation';
import { useConversationMessages } from '../../../features/buyerApp/chat/useConversationMessages';
import { CredentialBadges } from '../../../features/buyerApp/components/CredentialBadges';
import {
  buyerChatEvents,
  discardBuyerMessage,
  retryBuyerMessage,
  sendBuyerText,
} from '../../../features/buyerApp/realtime/buyerChatClient';
import { setReadingConversation } from '../../../features/buyerApp/realtime/readingConversation';
import { useBuyerChatState } from '../../../features/buyerApp/realtime/useBuyerChatState';
import { useBuyerSession } from '../../../features/buyerApp/session/useBuyerSession';
import { newestUnviewedFromOther, storedClientIds } from '../../../lib/chat/chatMessages';
import { storedDelivery } from '../../../lib/chat/outbox';
import { useChatDraft } from '../../../lib/chat/useChatDraft';
import { useDocumentVisible } from '../../../lib/chat/useDocumentVisible';
import { useStickToBottom } from '../../../lib/chat/useStickToBottom';
import { buyerPaths } from '../../../lib/paths';
import { BuyerShell } from '../BuyerShell';
import { parseId } from '../parseId';
import { useLocaleTag } from '../useLocaleTag';
import styles from './ChatPage.module.css';

/** What other pages pass when they open a chat: a text to start with and the company name. */
export type ChatLocationState = {
  draft?: string;
  supplierName?: string;
  supplierId?: number | null;
  /** The supplier's verified credentials, carried from its showroom for a first message. */
  credentials?: CredentialBadge[];
} | null;

/**
 * /buyer/chat/:conversationId and /buyer/supplier/:supplierId/chat (a first message): the messages,
 * live, with delivery states; what is shown while the tab is in front counts as viewed.
 */
export function ChatPage() {
  const { t } = useTranslation();
  const params = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const state = (location.state ?? null) as ChatLocationState;
  const conversationId = parseId(params.conversationId);
  const supplierParam = parseId(params.supplierId);
  const conversations = useBuyerConversations();
  const list = conversations.data ?? [];
  const conversation: Conversation | undefined =
    conversationId !== null
      ? list.find((c) => c.id === conversationId)
      : list.find((c) => c.supplier.id === supplierParam);
  const supplierId = conversation?.supplier.id ?? supplierParam ?? state?.supplierId ?? null;
  const needsShowroom = !conversation && !state?.supplierName && conversationId === null;
  const showroom = useSupplierShowroom(needsShowroom ? supplierId : null);
  const supplierName = conversation?.supplier.name ?? state?.supplierName ?? showroom.data?.name ?? '';
  const credentials =
    conversation?.supplier.credentials ?? state?.credentials ?? showroom.data?.credentials ?? [];

  // A conversation with this supplier exists already: open it, keeping the prefilled text.
  if (conversationId === null && conversation) {
    return <Navigate to={buyerPaths.chat(conversation.id)} replace state={state} />;
  }
  if (conversationId === null && supplierParam === null) return <Navigate to={buyerPaths.root} replace />;
  if (
    conversationId !== null &&
    !conversation &&
    !state?.supplierId &&
    conversations.isFetched &&
    !conversations.isFetching
  ) {
    return (
      <BuyerShell title={t('buyerApp.chat.title')} backTo={buyerPaths.root}>
        <Result
          status="404"
          title={t('buyerApp.chat.notFound')}
          extra={<Link to={buyerPaths.root}>{t('buyerApp.nav.conversations')}</Link>}
        />
      </BuyerShell>
    );
  }
  return (
    <ChatView
      key={conversationId ?? `s${supplierId}`}
      conversationId={conversationId}
      supplierId={supplierId}
      supplierName={supplierName}
      credentials={credentials}
      initialDraft={state?.draft ?? ''}
      isBlocked={list.some((c) => c.buyer.blocked)}
      onConversationStarted={(id) =>
        navigate(buyerPaths.chat(id), {
          replace: true,
          state: { supplierId, supplierName, credentials } satisfies ChatLocationState,
        })
      }
    />
  );
}

type ChatViewProps = {
  conversationId: number | null;
  supplierId: number | null;
  supplierName: string;
  /** The supplier's verified credentials, shown under its name. */
  credentials: CredentialBadge[];
  initialDraft: string;
  /** The platform blocked my account: a banner says so and the composer is off. */
  isBlocked: boolean;
  onConversationStarted: (conversationId: number) => void;
};

const NO_CARDS = { product: null, quotation: null, rfqQuote: null, file: null, noticeParams: null } as const;
const productTo = (product: ProductCard) => buyerPaths.product(product.productId);
const quotationLink = (messageId: number) => ({ to: buyerPaths.quotation(messageId) });

function ChatView({
  conversationId,
  supplierId,
  supplierName,
  credentials,
  initialDraft,
  isBlocked,
  onConversationStarted,
}: ChatViewProps) {
  const localeTag = useLocaleTag();
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const isVisible = useDocumentVisible();
  const { outbox } = useBuyerChatState();
  const { buyerId } = useBuyerSession();
  const [draft, setDraft] = useChatDraft(
    buyerId !== null && supplierId !== null
      ? { owner: `buyer:${buyerId}`, partner: `supplier:${supplierId}` }
      : null,
    { initialText: initialDraft },
  );
  const { messages, hasMore, status, isLoadingOlder, loadOlder, retry, markSeenLocally } =
    useConversationMessages(conversationId);
  const markedUpTo = useRef(0);
  const startedClientIds = useRef(new Set<string>());

  const pending = useMemo(
    () => pendingForConversation(outbox, { conversationId, supplierId }, storedClientIds(messages)),
    [outbox, conversationId, supplierId, messages],
  );

  // Messages of the open conversation are not unread while it is in front.
  useEffect(() => {
    setReadingConversation(isVisible ? conversationId : null);
    return () => setReadingConversation(null);
  }, [conversationId, isVisible]);

  // The first message to a supplier opens the conversation: continue there.
  useEffect(() => {
    if (conversationId !== null) return;
    return buyerChatEvents.on('message', (message) => {
      if (message.clientId && startedClientIds.current.has(message.clientId)) {
        void queryClient.invalidateQueries({ queryKey: buyerAppKeys.conversations() });
        onConversationStarted(message.conversationId);
      }
    });
  }, [conversationId, onConversationStarted, queryClient]);

  // Mark the supplier's messages viewed while they are on screen.
  useEffect(() => {
    if (conversationId === null || !isVisible || status !== 'ready') return;
    const upTo = newestUnviewedFromOther(messages, 'buyer');
    if (upTo === null || upTo <= markedUpTo.current) return;
    markedUpTo.current = upTo;
    markConversationViewed(conversationId, upTo)
      .then(() => {
        markSeenLocally(upTo, new Date().toISOString());
        queryClient.setQueryData<Page<Conversation>>(buyerAppKeys.conversations(), (page) =>
          page ? { ...page, list: markListRead(page.list, conversationId) } : page,
        );
        void queryClient.invalidateQueries({ queryKey: buyerAppKeys.unread() });
      })
      .catch(() => {
        markedUpTo.current = 0;
      });
  }, [conversationId, isVisible, status, messages, markSeenLocally, queryClient]);

  // Keep the newest message in view unless the buyer scrolled up to read; keep the place when older ones load.
  const stick = useStickToBottom({
    count: messages.length + pending.length,
    firstKey: messages[0]?.id ?? null,
    mineKey: pending.at(-1)?.clientId ?? null,
    threshold: 120,
  });

  function handleSend(text: string): boolean {
    if (supplierId === null || isBlocked) return false;
    const clientId = sendBuyerText({ supplierId, conversationId }, text);
    startedClientIds.current.add(clientId);
    return true;
  }

  const isEmpty = status === 'ready' && messages.length === 0 && pending.length === 0;

  return (
    <BuyerShell
      isChat
      title={supplierName || <Spin size="small" />}
      documentTitle={supplierName || t('buyerApp.chat.title')}
      backTo={buyerPaths.root}
      actions={
        supplierId !== null ? (
          <Link
            to={buyerPaths.showroom(supplierId)}
            aria-label={t('buyerApp.chat.showroom')}
            title={t('buyerApp.chat.showroom')}
          >
            <Button type="text" icon={<ShopOutlined />} tabIndex={-1} />
          </Link>
        ) : null
      }
    >
      {credentials.length > 0 ? (
        <div className={styles.credentials}>
          <CredentialBadges badges={credentials} localeTag={localeTag} />
        </div>
      ) : null}
      <div
        className={styles.messages}
        ref={stick.scrollRef}
        onScroll={stick.onScroll}
        data-testid="chat-messages"
      >
        <div ref={stick.contentRef} className={styles.content}>
          {hasMore ? (
            <Button
              type="link"
              size="small"
              className={styles.older}
              loading={isLoadingOlder}
              onClick={loadOlder}
            >
              {t('buyerApp.chat.loadOlder')}
            </Button>
          ) : null}
          {status === 'loading' ? <Spin className={styles.loading} /> : null}
          {status === 'error' ? (
            <LoadError layout="page" title={t('buyerApp.chat.loadError')} onRetry={retry} />
          ) : null}
          {isEmpty ? (
            <div className={styles.empty}>
              <p>{t('buyerApp.chat.empty', { name: supplierName })}</p>
              <p className={styles.hint}>{t('buyerApp.chat.hint')}</p>
            </div>
          ) : null}
          {messages.map((message) => (
            <MessageBubble
              key={message.id}
              look="app"
              message={message}
              isMine={message.senderKind === 'buyer'}
              delivery={message.senderKind === 'buyer' ? storedDelivery(message) : undefined}
              productTo={productTo}
              quotationLink={quotationLink}
              freshFile={freshSentFile}
            />
          ))}
          {pending.map((item) => (
            <MessageBubble
              key={item.clientId}
              look="app"
              message={{
                ...NO_CARDS,
                type: MESSAGE_TYPE.text,
                content: item.payload.content,
                createdAt: item.createdAt,
              }}
              isMine
              delivery={item.status}
              error={item.error}
              onRetry={() => retryBuyerMessage(item.clientId)}
              onDiscard={() => discardBuyerMessage(item.clientId)}
            />
          ))}
          {stick.hasNewBelow ? <NewMessagesPill onClick={stick.scrollToBottom} /> : null}
        </div>
      </div>
      {isBlocked ? (
        <Alert type="error" showIcon banner title={t('consoleBuyers.buyerApp.blockedBanner')} />
      ) : null}
      <ChatComposer
        look="app"
        isDisabled={isBlocked}
        value={draft}
        onChange={setDraft}
        onSend={handleSend}
        label={t('buyerApp.chat.placeholder')}
        placeholder={t('buyerApp.chat.placeholder')}
        sendLabel={t('buyerApp.chat.send')}
        hint={t('buyerApp.chat.hint')}
      />
    </BuyerShell>
  );
}
