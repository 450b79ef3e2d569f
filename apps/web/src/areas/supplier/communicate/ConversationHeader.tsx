import { ArrowLeftOutlined, FlagOutlined, IdcardOutlined, StarFilled, StarOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BuyerAvatar } from '../../../features/buyers/components/BuyerAvatar';
import { OnlineLabel } from '../../../features/buyers/components/OnlineLabel';
import { useStarConversation } from '../../../features/chat/api/useStarConversation';
import { ReportBuyerModal } from '../../../features/chat/components/ReportBuyerModal';
import styles from './ChatWorkspace.module.css';

type ConversationHeaderProps = {
  buyer: { id: number; name: string; companyName: string; online: boolean; lastOnlineAt: string | null };
  conversation: { id: number; starred: boolean } | null;
  onBack?: () => void;
  onShowBuyer?: () => void;
};

/** Above the messages: back (phones), the buyer with presence, star and buyer-details buttons. */
export function ConversationHeader({ buyer, conversation, onBack, onShowBuyer }: ConversationHeaderProps) {
  const { t } = useTranslation();
  const star = useStarConversation();
  const isStarred = star.isPending ? Boolean(star.variables?.starred) : Boolean(conversation?.starred);
  const [isReporting, setIsReporting] = useState(false);
  return (
    <header className={styles.conversationHeader}>
      {onBack ? (
        <Button type="text" icon={<ArrowLeftOutlined />} aria-label={t('chat.back')} onClick={onBack} />
      ) : null}
      <BuyerAvatar id={buyer.id} name={buyer.name} size={36} />
      <div className={styles.headerText}>
        <span className={styles.headerName}>{buyer.name}</span>
        <span className={styles.headerCompany}>{buyer.companyName}</span>
        <OnlineLabel lastOnlineAt={buyer.lastOnlineAt} isOnline={buyer.online} />
      </div>
      {conversation ? (
        <Tooltip title={t(isStarred ? 'chat.unstar' : 'chat.star')}>
          <Button
            type="text"
            aria-pressed={isStarred}
            aria-label={t(isStarred ? 'chat.unstar' : 'chat.star')}
            icon={isStarred ? <StarFilled className={styles.starOn} /> : <StarOutlined />}
            onClick={() => star.mutate({ conversationId: conversation.id, starred: !isStarred })}
          />
        </Tooltip>
      ) : null}
      {conversation ? (
        <Tooltip title={t('consoleBuyers.supplier.report')}>
          <Button
            type="text"
            icon={<FlagOutlined />}
            aria-label={t('consoleBuyers.supplier.report')}
            onClick={() => setIsReporting(true)}
          />
        </Tooltip>
      ) : null}
      {conversation ? (
        <ReportBuyerModal buyer={buyer} isOpen={isReporting} onClose={() => setIsReporting(false)} />
      ) : null}
      {onShowBuyer ? (
        <Tooltip title={t('chat.buyerInfo')}>
          <Button
            type="text"
            icon={<IdcardOutlined />}
            aria-label={t('chat.buyerInfo')}
            onClick={onShowBuyer}
          />
        </Tooltip>
      ) : null}
    </header>
  );
}
