import { SearchOutlined } from '@ant-design/icons';
import { Alert, Button, Empty, Input, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadError } from '../../../components/LoadError';
import { useBuyerConversations } from '../../../features/buyerApp/api/useBuyerConversations';
import { filterConversations } from '../../../features/buyerApp/chat/conversationList';
import { ConversationListItem } from '../../../features/buyerApp/components/ConversationListItem';
import { formatChatTime } from '../../../lib/chat/formatChatTime';
import { buyerPaths } from '../../../lib/paths';
import { BuyerShell } from '../BuyerShell';
import { useLocaleTag } from '../useLocaleTag';
import styles from './ConversationsPage.module.css';

/** /buyer: my conversations with suppliers, newest first, with unread counts. */
export function ConversationsPage() {
  const { t } = useTranslation();
  const localeTag = useLocaleTag();
  const [search, setSearch] = useState('');
  const conversations = useBuyerConversations();
  const list = filterConversations(conversations.data ?? [], search);

  let body: React.ReactNode;
  if (conversations.isPending) {
    body = <Skeleton avatar active paragraph={{ rows: 1 }} className={styles.skeleton} />;
  } else if (conversations.isError && !conversations.data) {
    body = (
      <LoadError
        layout="page"
        title={t('buyerApp.conversations.loadError')}
        onRetry={() => void conversations.refetch()}
      />
    );
  } else if ((conversations.data ?? []).length === 0) {
    body = (
      <Empty className={styles.empty} description={t('buyerApp.conversations.empty')}>
        <Link to={buyerPaths.suppliers}>
          <Button type="primary">{t('buyerApp.conversations.findSuppliers')}</Button>
        </Link>
      </Empty>
    );
  } else if (list.length === 0) {
    body = <Empty className={styles.empty} description={t('buyerApp.conversations.noMatch')} />;
  } else {
    body = (
      <div className={styles.list}>
        {list.map((conversation) => (
          <ConversationListItem
            key={conversation.id}
            conversation={conversation}
            timeText={conversation.lastMessageAt ? formatChatTime(conversation.lastMessageAt, localeTag) : ''}
          />
        ))}
      </div>
    );
  }

  return (
    <BuyerShell title={t('buyerApp.conversations.title')}>
      {(conversations.data ?? []).some((c) => c.buyer.blocked) ? (
        <Alert type="error" showIcon banner title={t('consoleBuyers.buyerApp.blockedBanner')} />
      ) : null}
      <div className={styles.search}>
        <Input
          allowClear
          prefix={<SearchOutlined />}
          placeholder={t('buyerApp.conversations.search')}
          aria-label={t('buyerApp.conversations.search')}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
      </div>
      {conversations.isError && conversations.data ? (
        <LoadError
          title={t('buyerApp.conversations.loadError')}
          onRetry={() => void conversations.refetch()}
        />
      ) : null}
      {body}
    </BuyerShell>
  );
}
