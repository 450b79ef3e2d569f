import type { SupportInboxItem } from '@sc/contract';
import { Badge, Empty, Spin, Switch } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPagination } from '../../../components/ListPagination';
import { formatChatTime } from '../../../lib/chat/formatChatTime';
import { regionName } from '../../../lib/regionName';
import styles from './ConsoleInboxPage.module.css';

type InboxListProps = {
  items: readonly SupportInboxItem[] | undefined;
  total: number;
  pageIndex: number;
  pageSize: number;
  isLoading: boolean;
  isUnreadOnly: boolean;
  selectedId: number | null;
  localeTag: string;
  onUnreadOnlyChange: (isUnreadOnly: boolean) => void;
  onPageChange: (pageIndex: number) => void;
  onSelect: (threadId: number) => void;
};

/** The companies that wrote to support, most recent first, with their unread counts. */
export function InboxList({
  items,
  total,
  pageIndex,
  pageSize,
  isLoading,
  isUnreadOnly,
  selectedId,
  localeTag,
  onUnreadOnlyChange,
  onPageChange,
  onSelect,
}: InboxListProps) {
  const { t } = useTranslation();
  const filterId = useId();
  return (
    <section className={styles.listColumn} aria-label={t('console.inbox.title')}>
      <div className={styles.listHeader}>
        <h2 className={styles.columnTitle}>{t('console.inbox.title')}</h2>
        <span className={styles.filter}>
          <Switch id={filterId} size="small" checked={isUnreadOnly} onChange={onUnreadOnlyChange} />
          <label htmlFor={filterId}>{t('console.inbox.unreadOnly')}</label>
        </span>
      </div>
      <div className={styles.listBody}>
        {isLoading && !items ? (
          <div className={styles.centered}>
            <Spin />
          </div>
        ) : !items?.length ? (
          <Empty
            className={styles.centered}
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description={t(isUnreadOnly ? 'console.inbox.noUnread' : 'console.inbox.empty')}
          />
        ) : (
          <ul className={styles.items}>
            {items.map((item) => {
              const preview = item.lastMessage
                ? item.lastMessage.senderKind === 'staff'
                  ? t('console.inbox.youPrefix', { text: item.lastMessage.content })
                  : item.lastMessage.content
                : '';
              return (
                <li key={item.id}>
                  <button
                    type="button"
                    className={`${styles.item} ${item.id === selectedId ? styles.itemSelected : ''}`}
                    aria-current={item.id === selectedId ? 'true' : undefined}
                    onClick={() => onSelect(item.id)}
                  >
                    <span className={styles.itemTop}>
                      <strong className={styles.company}>{item.companyName}</strong>
                      <time className={styles.itemTime} dateTime={item.lastMessageAt}>
                        {formatChatTime(item.lastMessageAt, localeTag, { style: 'withTime' })}
                      </time>
                    </span>
                    <span className={styles.country}>
                      {item.country ? regionName(item.country, localeTag) : ''}
                    </span>
                    <span className={styles.itemBottom}>
                      <span className={`${styles.preview} ${item.unread > 0 ? styles.previewUnread : ''}`}>
                        {preview}
                      </span>
                      {item.unread > 0 ? (
                        <Badge
                          count={item.unread}
                          overflowCount={99}
                          title={t('console.inbox.unread', { count: item.unread })}
                        />
                      ) : null}
                    </span>
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </div>
      <ListPagination
        className={styles.pager}
        pageIndex={pageIndex}
        pageSize={pageSize}
        total={total}
        totalText={(count) => t('console.inbox.total', { count })}
        onChange={(page) => onPageChange(page)}
      />
    </section>
  );
}
