import type { MessageHit } from '@sc/contract';
import { Button, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { HighlightedText } from '../../../components/HighlightedText';
import { LoadError } from '../../../components/LoadError';
import { formatChatTime } from '../../../lib/chat/formatChatTime';
import { langTag } from '../../../lib/language';
import { useLanguage } from '../../../lib/useLanguage';
import type { PagedListState } from './ConversationList';
import listStyles from './ConversationList.module.css';
import styles from './MessageSearchResults.module.css';

type MessageSearchResultsProps = PagedListState & {
  hits: readonly MessageHit[];
  total: number;
  /** The message open in the thread, if a result opened it. */
  selectedMessageId: number | null;
  onOpen: (hit: MessageHit) => void;
  renderAvatar: (buyer: MessageHit['buyer']) => ReactNode;
};

/** Messages of my conversations holding the search words: buyer, time and the words marked in a snippet. */
export function MessageSearchResults(props: MessageSearchResultsProps) {
  const { t } = useTranslation();
  const tag = langTag(useLanguage().lang);
  return (
    <section className={styles.section} aria-label={t('chat.messageSearch.label')}>
      <h3 className={styles.heading}>
        {t('chat.messageSearch.label')}
        {props.isLoading ? null : <span className={styles.count}>{props.total}</span>}
      </h3>
      {props.isError ? (
        <LoadError title={t('chat.messageSearch.error')} onRetry={props.onRetry} />
      ) : props.isLoading ? (
        <Skeleton active paragraph={{ rows: 2 }} className={styles.skeleton} />
      ) : props.hits.length === 0 ? (
        <p className={styles.empty}>{t('chat.messageSearch.empty')}</p>
      ) : (
        <ul className={listStyles.list}>
          {props.hits.map((hit) => {
            const isSelected = hit.messageId === props.selectedMessageId;
            return (
              <li key={hit.messageId}>
                <button
                  type="button"
                  className={`${listStyles.item} ${isSelected ? listStyles.selected : ''}`}
                  onClick={() => props.onOpen(hit)}
                  aria-current={isSelected ? 'true' : undefined}
                >
                  {props.renderAvatar(hit.buyer)}
                  <span className={listStyles.text}>
                    <span className={listStyles.top}>
                      <span className={listStyles.name}>{hit.buyer.name}</span>
                      <time className={listStyles.time} dateTime={hit.createdAt}>
                        {formatChatTime(hit.createdAt, tag)}
                      </time>
                    </span>
                    <span className={styles.snippet}>
                      {hit.senderKind === 'supplier' ? t('chat.you') : null}
                      <HighlightedText text={hit.snippet} highlights={hit.highlights} />
                    </span>
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {props.hasMore ? (
        <Button type="link" block onClick={props.onLoadMore} loading={props.isLoadingMore}>
          {t('chat.messageSearch.more')}
        </Button>
      ) : null}
    </section>
  );
}
