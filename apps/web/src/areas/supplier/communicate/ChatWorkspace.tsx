import { MessageOutlined } from '@ant-design/icons';
import type { Conversation, MessageHit } from '@sc/contract';
import { Drawer, Empty, Result, Spin } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { BuyerAvatar } from '../../../features/buyers/components/BuyerAvatar';
import { OnlineLabel } from '../../../features/buyers/components/OnlineLabel';
import type { ConversationFilter } from '../../../features/chat/api/chatKeys';
import { useChatBuyer } from '../../../features/chat/api/useChatBuyer';
import { useConversationForBuyer } from '../../../features/chat/api/useConversationForBuyer';
import { useConversations, useListCounts } from '../../../features/chat/api/useConversations';
import { useLiveChatLists } from '../../../features/chat/api/useLiveChatLists';
import { canSearchMessages, useMessageSearch } from '../../../features/chat/api/useMessageSearch';
import { ChatConversation } from '../../../features/chat/components/ChatConversation';
import { ConversationList } from '../../../features/chat/components/ConversationList';
import { MessageSearchResults } from '../../../features/chat/components/MessageSearchResults';
import { PageTour, type PageTourStep } from '../../../features/home/components/PageTour';
import { CHAT_LINK_ACTIONS, type ChatLinkAction } from '../../../lib/paths';
import { useDebouncedValue } from '../../../lib/useDebouncedValue';
import { useSession } from '../../../lib/useSession';
import { useViewportWidth } from '../../../lib/useViewportWidth';
import { ChatBuyerPanel } from './ChatBuyerPanel';
import styles from './ChatWorkspace.module.css';
import { ConversationHeader } from './ConversationHeader';
import { useFirstMessageGate } from './useFirstMessageGate';

const CHAT_TOUR: PageTourStep[] = [
  { target: '[data-tour="chat-list"]', key: 'list' },
  { target: '[data-tour="chat-pane"]', key: 'conversation' },
  { target: null, key: 'cards' },
  { target: null, key: 'respond' },
];

/** Below this width the list and the conversation take turns; at and above it they sit side by side. */
const SPLIT_MIN_WIDTH = 900;
/** From this width the buyer details get their own third column. */
const THREE_COLUMNS_MIN_WIDTH = 1200;

function parseId(value: string | null): number | null {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
}
function parseAction(value: string | null): ChatLinkAction | null {
  return CHAT_LINK_ACTIONS.find((action) => action === value) ?? null;
}

/**
 * The chat: conversation list, the open conversation and the buyer's details. Three columns on a
 * wide screen; list → conversation on narrow ones and always on the mobile page. The open buyer is
 * in the address (?buyerId=N), so a link opens (or starts) that conversation.
 */
export function ChatWorkspace({ isMobilePage = false }: { isMobilePage?: boolean }) {
  const { t } = useTranslation();
  const width = useViewportWidth();
  const isSingle = isMobilePage || width < SPLIT_MIN_WIDTH;
  const hasPanelColumn = !isSingle && width >= THREE_COLUMNS_MIN_WIDTH;
  // The conversation pane has room for the header's labelled buttons (e.g. "Hand over").
  const isHeaderRoomy = isSingle ? width >= 600 : hasPanelColumn ? width >= 1500 : width >= 1100;
  const [params, setParams] = useSearchParams();
  const buyerId = parseId(params.get('buyerId'));
  /** A message a search result opened (?messageId=N): the thread goes to it, then the address forgets it. */
  const messageId = parseId(params.get('messageId'));
  const action = parseAction(params.get('action'));

  const [searchText, setSearchText] = useState('');
  const keyword = useDebouncedValue(searchText);
  // ?unread=1 opens the list on unread conversations (the dashboard's unread figure links here).
  const [listFilter, setListFilter] = useState<Omit<ConversationFilter, 'keyword'>>(() => ({
    tab: 'all',
    unreadOnly: params.get('unread') === '1',
  }));
  const filter = useMemo(() => ({ ...listFilter, keyword }), [listFilter, keyword]);
  const list = useConversations(filter);
  const found = useMessageSearch(keyword);
  const [openedHitId, setOpenedHitId] = useState<number | null>(null);
  const counts = useListCounts();
  useLiveChatLists();
  const confirmSend = useFirstMessageGate();

  const fromList = list.conversations.find((c) => c.buyer.id === buyerId) ?? null;
  const lookup = useConversationForBuyer(buyerId, fromList === null && !list.isPending);
  const buyer = useChatBuyer(buyerId);
  const [started, setStarted] = useState<{ buyerId: number; conversationId: number } | null>(null);
  const conversation = fromList ?? lookup.data ?? null;
  const conversationId = conversation?.id ?? (started?.buyerId === buyerId ? started.conversationId : null);
  const [isPanelOpen, setIsPanelOpen] = useState(false);

  const select = useCallback(
    (next: Conversation) => setParams({ buyerId: String(next.buyer.id) }),
    [setParams],
  );
  const openHit = useCallback(
    (hit: MessageHit) => {
      setOpenedHitId(hit.messageId);
      setParams({ buyerId: String(hit.buyer.id), messageId: String(hit.messageId) });
    },
    [setParams],
  );
  const back = useCallback(() => setParams({}), [setParams]);
  const { adminId } = useSession();
  const myOwnerId = conversation?.owner?.id;
  /** A conversation I handled and handed to a colleague is theirs now: back to the list. */
  const handleHandedOver = useCallback(
    (owner: { id: number }) => {
      if (String(myOwnerId) === adminId && String(owner.id) !== adminId) back();
    },
    [adminId, back, myOwnerId],
  );

  /** Drops a one-time parameter (an action done, a message gone to) without a history entry. */
  const dropParam = useCallback(
    (name: 'action' | 'messageId') =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete(name);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  const clearAction = useCallback(() => dropParam('action'), [dropParam]);
  const clearMessageId = useCallback(() => dropParam('messageId'), [dropParam]);
  const handleStarted = useCallback(
    (id: number) => {
      if (buyerId !== null) setStarted({ buyerId, conversationId: id });
    },
    [buyerId],
  );

  const headerBuyer = conversation
    ? conversation.buyer
    : buyer.data && buyer.data.id === buyerId
      ? buyer.data
      : null;

  function pane() {
    if (buyerId === null) {
      return (
        <div className={styles.placeholder}>
          <Empty
            image={<MessageOutlined className={styles.placeholderIcon} />}
            description={
              <>
                <strong>{t('chat.selectPrompt')}</strong>
                <br />
                {t('chat.selectHint')}
              </>
            }
          />
        </div>
      );
    }
    if (buyer.isError && !conversation) {
      return <Result status="404" title={t('chat.buyerMissing')} />;
    }
    const isResolving = !fromList && (list.isPending || lookup.isPending);
    if (!headerBuyer || isResolving) {
      return (
        <div className={styles.placeholder}>
          <Spin />
        </div>
      );
    }
    return (
      <ChatConversation
        key={buyerId}
        buyerId={buyerId}
        buyerName={headerBuyer.name}
        conversationId={conversationId}
        isActive
        confirmSend={confirmSend}
        initialAction={action}
        onInitialActionDone={clearAction}
        onConversationStarted={handleStarted}
        focusMessageId={messageId}
        onFocusDone={clearMessageId}
        isBuyerBlocked={Boolean(
          conversation?.buyer.blocked || (buyer.data?.id === buyerId && buyer.data.isBlocked),
        )}
        header={
          <ConversationHeader
            buyer={headerBuyer}
            conversation={conversation}
            isCompact={!isHeaderRoomy}
            onHandedOver={handleHandedOver}
            onBack={isSingle ? back : undefined}
            onShowBuyer={hasPanelColumn ? undefined : () => setIsPanelOpen(true)}
          />
        }
      />
    );
  }

  const listPanel = (
    <ConversationList
      filter={filter}
      searchText={searchText}
      onSearchTextChange={setSearchText}
      onFilterChange={(patch) => setListFilter((current) => ({ ...current, ...patch }))}
      counts={counts.data}
      conversations={list.conversations}
      isLoading={list.isPending}
      isError={list.isError}
      hasMore={list.hasNextPage}
      isLoadingMore={list.isFetchingNextPage}
      onLoadMore={() => void list.fetchNextPage()}
      onRetry={() => void list.refetch()}
      selectedBuyerId={buyerId}
      onSelect={select}
      renderAvatar={(c) => <BuyerAvatar id={c.buyer.id} name={c.buyer.name} size={40} />}
      renderPresence={(c) => <OnlineLabel lastOnlineAt={c.buyer.lastOnlineAt} isOnline={c.buyer.online} />}
      messageResults={
        canSearchMessages(keyword) ? (
          <MessageSearchResults
            hits={found.hits}
            total={found.total}
            isLoading={found.isPending}
            isError={found.isError}
            hasMore={found.hasNextPage}
            isLoadingMore={found.isFetchingNextPage}
            onLoadMore={() => void found.fetchNextPage()}
            onRetry={() => void found.refetch()}
            selectedMessageId={buyerId !== null ? openedHitId : null}
            onOpen={openHit}
            renderAvatar={(b) => <BuyerAvatar id={b.id} name={b.name} size={40} />}
          />
        ) : undefined
      }
    />
  );

  return (
    <div
      className={[
        styles.workspace,
        isMobilePage ? styles.mobilePage : '',
        isSingle ? styles.single : hasPanelColumn && buyerId !== null ? styles.three : styles.two,
      ].join(' ')}
    >
      <PageTour page="chat" steps={CHAT_TOUR} />
      {!isSingle || buyerId === null ? (
        <div className={styles.listColumn} data-tour="chat-list">
          {listPanel}
        </div>
      ) : null}
      {!isSingle || buyerId !== null ? (
        <div className={styles.paneColumn} data-tour="chat-pane">
          {pane()}
        </div>
      ) : null}
      {hasPanelColumn && buyerId !== null ? (
        <aside className={styles.panelColumn} aria-label={t('chat.buyerInfo')}>
          <ChatBuyerPanel buyerId={buyerId} />
        </aside>
      ) : null}
      {!hasPanelColumn && buyerId !== null ? (
        <Drawer
          open={isPanelOpen}
          onClose={() => setIsPanelOpen(false)}
          title={t('chat.buyerInfo')}
          size={isSingle ? '100%' : 420}
          destroyOnHidden
        >
          <ChatBuyerPanel buyerId={buyerId} />
        </Drawer>
      ) : null}
    </div>
  );
}
