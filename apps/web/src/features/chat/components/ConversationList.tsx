import { SearchOutlined, StarFilled, UserOutlined } from '@ant-design/icons';
import type { Conversation } from '@sc/contract';
import { Badge, Button, Checkbox, Empty, Input, Segmented, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/LoadError';
import { formatChatTime } from '../../../lib/chat/formatChatTime';
import { previewOf } from '../../../lib/chat/previewOf';
import { langTag } from '../../../lib/language';
import { useLanguage } from '../../../lib/useLanguage';
import { useSession } from '../../../lib/useSession';
import type { ConversationFilter } from '../api/chatKeys';
import styles from './ConversationList.module.css';

/** A paged list's loading state and its "load more" and "retry" actions. */
export type PagedListState = {
  isLoading: boolean;
  isError: boolean;
  hasMore: boolean;
  isLoadingMore: boolean;
  onLoadMore: () => void;
  onRetry: () => void;
};

type ConversationListProps = PagedListState & {
  filter: ConversationFilter;
  /** What the search box shows (the filter follows it once typing pauses). */
  searchText: string;
  onSearchTextChange: (text: string) => void;
  onFilterChange: (patch: Partial<ConversationFilter>) => void;
  counts: { all: number; starred: number; unread: number } | undefined;
  conversations: readonly Conversation[];
  selectedBuyerId: number | null;
  onSelect: (conversation: Conversation) => void;
  renderAvatar: (conversation: Conversation) => ReactNode;
  renderPresence: (conversation: Conversation) => ReactNode;
  /** Under the conversations while searching: the messages that hold the words. */
  messageResults?: ReactNode;
};

/** Who handles a conversation, when it is not me: a colleague's name, or nobody yet (the shared inbox). */
function OwnerLine({ owner }: { owner: Conversation['owner'] }) {
  const { t } = useTranslation();
  const { adminId } = useSession();
  if (owner === null) return <span className={styles.unassigned}>{t('chat.owner.unassigned')}</span>;
  if (!owner || String(owner.id) === adminId) return null;
  return (
    <span className={styles.owner} title={t('chat.owner.handledBy', { name: owner.name })}>
      <UserOutlined className={styles.ownerIcon} aria-label={t('chat.owner.label')} />
      {owner.name}
    </span>
  );
}

/**
 * All / starred conversations with counts, unread-only filter, search, and one row per buyer, with
 * the colleague who handles it (or "unassigned") when that is not me.
 */
export function ConversationList(props: ConversationListProps) {
  const { t } = useTranslation();
  const tag = langTag(useLanguage().lang);
  const { filter, counts, conversations } = props;
  const isFiltered = filter.unreadOnly || filter.keyword.trim() !== '';

  return (
    <section className={styles.panel} aria-label={t('chat.listLabel')}>
      <div className={styles.controls}>
        <Segmented<'all' | 'starred'>
          block
          value={filter.tab}
          onChange={(tab) => props.onFilterChange({ tab })}
          options={(['all', 'starred'] as const).map((tab) => ({
            value: tab,
            label: (
              <span className={styles.tabLabel}>
                {t(`chat.tab.${tab}`)}
                {counts ? <span className={styles.tabCount}>{counts[tab]}</span> : null}
              </span>
            ),
          }))}
          aria-label={t('chat.tabsLabel')}
        />
        <Input
          allowClear
          prefix={<SearchOutlined aria-hidden="true" />}
          placeholder={t('chat.searchPlaceholder')}
          aria-label={t('chat.search')}
          value={props.searchText}
          onChange={(event) => props.onSearchTextChange(event.target.value)}
        />
        <Checkbox
          checked={filter.unreadOnly}
          onChange={(event) => props.onFilterChange({ unreadOnly: event.target.checked })}
        >
          {t('chat.unreadOnly')}
          {counts && counts.unread > 0 ? <span className={styles.unreadHint}> ({counts.unread})</span> : null}
        </Checkbox>
      </div>
      {props.isError ? (
        <LoadError className={styles.alert} title={t('chat.loadError')} onRetry={props.onRetry} />
      ) : null}
      <div className={styles.scroll}>
        <ul className={styles.list}>
          {props.isLoading
            ? [1, 2, 3, 4].map((n) => (
                <li key={n} className={styles.skeleton}>
                  <Skeleton avatar active paragraph={{ rows: 1 }} />
                </li>
              ))
            : conversations.map((conversation) => {
                const isSelected = conversation.buyer.id === props.selectedBuyerId;
                const last = conversation.lastMessage;
                return (
                  <li key={conversation.id}>
                    <button
                      type="button"
                      className={`${styles.item} ${isSelected ? styles.selected : ''}`}
                      onClick={() => props.onSelect(conversation)}
                      aria-current={isSelected ? 'true' : undefined}
                    >
                      <Badge count={conversation.unread} size="small" offset={[-4, 4]}>
                        {props.renderAvatar(conversation)}
                      </Badge>
                      <span className={styles.text}>
                        <span className={styles.top}>
                          <span className={styles.name}>{conversation.buyer.name}</span>
                          {conversation.starred ? (
                            <StarFilled className={styles.star} aria-label={t('chat.starred')} />
                          ) : null}
                          <span className={styles.time}>
                            {conversation.lastMessageAt
                              ? formatChatTime(conversation.lastMessageAt, tag)
                              : ''}
                          </span>
                        </span>
                        <span className={styles.company}>{conversation.buyer.companyName}</span>
                        <OwnerLine owner={conversation.owner} />
                        <span className={styles.presence}>{props.renderPresence(conversation)}</span>
                        <span className={`${styles.preview} ${conversation.unread > 0 ? styles.unread : ''}`}>
                          {previewOf(last, t, 'supplier')}
                        </span>
                      </span>
                    </button>
                  </li>
                );
              })}
        </ul>
        {!props.isLoading && !props.isError && conversations.length === 0 && !props.messageResults ? (
          <Empty
            className={styles.empty}
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description={isFiltered || filter.tab === 'starred' ? t('chat.emptyFiltered') : t('chat.empty')}
          />
        ) : null}
        {props.hasMore ? (
          <Button type="link" block onClick={props.onLoadMore} loading={props.isLoadingMore}>
            {t('chat.loadMore')}
          </Button>
        ) : null}
        {props.messageResults}
      </div>
    </section>
  );
}
