import type { Conversation } from '@sc/contract';
import { Avatar, Badge } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { previewOf } from '../../../lib/chat/previewOf';
import { buyerPaths } from '../../../lib/paths';
import styles from './ConversationListItem.module.css';

type ConversationListItemProps = { conversation: Conversation; timeText: string };

/** A conversation row: company, last message, time and my unread count. */
export function ConversationListItem({ conversation, timeText }: ConversationListItemProps) {
  const { t } = useTranslation();
  const name = conversation.supplier.name;
  const preview = previewOf(conversation.lastMessage, t, 'buyer');
  return (
    <Link className={styles.item} to={buyerPaths.chat(conversation.id)} data-testid="conversation-item">
      <Badge count={conversation.unread} size="small" offset={[-4, 4]}>
        <Avatar size={48} className={styles.avatar}>
          {name.slice(0, 1).toUpperCase()}
        </Avatar>
      </Badge>
      <span className={styles.body}>
        <span className={styles.top}>
          <strong className={styles.name}>{name}</strong>
          <span className={styles.time}>{timeText}</span>
        </span>
        <span className={`${styles.preview} ${conversation.unread > 0 ? styles.unread : ''}`}>{preview}</span>
      </span>
    </Link>
  );
}
