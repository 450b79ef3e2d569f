import {
  ArrowLeftOutlined,
  FlagOutlined,
  IdcardOutlined,
  StarFilled,
  StarOutlined,
  UserSwitchOutlined,
} from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BuyerAvatar } from '../../../features/buyers/components/BuyerAvatar';
import { OnlineLabel } from '../../../features/buyers/components/OnlineLabel';
import { useStarConversation } from '../../../features/chat/api/useStarConversation';
import { HandOverModal } from '../../../features/chat/components/HandOverModal';
import { ReportBuyerModal } from '../../../features/chat/components/ReportBuyerModal';
import { useSession } from '../../../lib/useSession';
import styles from './ChatWorkspace.module.css';

type ConversationHeaderProps = {
  buyer: { id: number; name: string; companyName: string; online: boolean; lastOnlineAt: string | null };
  conversation: {
    id: number;
    starred: boolean;
    owner?: { id: number; name: string } | null;
    canHandOver?: boolean;
  } | null;
  /** Narrow pane: the hand-over action shows as an icon only. */
  isCompact?: boolean;
  onBack?: () => void;
  onShowBuyer?: () => void;
  /** After I handed the conversation to a colleague. */
  onHandedOver?: (owner: { id: number; name: string }) => void;
};

/**
 * Above the messages: back (phones), the buyer with presence and who in my company handles the
 * conversation, hand over, star and buyer-details buttons.
 */
export function ConversationHeader({
  buyer,
  conversation,
  isCompact = false,
  onBack,
  onShowBuyer,
  onHandedOver,
}: ConversationHeaderProps) {
  const { t } = useTranslation();
  const { adminId } = useSession();
  const star = useStarConversation();
  const isStarred = star.isPending ? Boolean(star.variables?.starred) : Boolean(conversation?.starred);
  const [isReporting, setIsReporting] = useState(false);
  const [isHandingOver, setIsHandingOver] = useState(false);
  const owner = conversation?.owner;
  const ownerLine =
    conversation && owner === null
      ? t('chat.owner.unassigned')
      : owner && String(owner.id) !== adminId
        ? t('chat.owner.handledBy', { name: owner.name })
        : null;
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
        {ownerLine ? <span className={styles.headerOwner}>{ownerLine}</span> : null}
      </div>
      {conversation?.canHandOver ? (
        <Tooltip title={isCompact ? t('chat.handover.action') : undefined}>
          <Button
            type={isCompact ? 'text' : 'default'}
            icon={<UserSwitchOutlined />}
            aria-label={t('chat.handover.action')}
            onClick={() => setIsHandingOver(true)}
          >
            {isCompact ? null : t('chat.handover.action')}
          </Button>
        </Tooltip>
      ) : null}
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
      {conversation?.canHandOver ? (
        <HandOverModal
          conversation={conversation}
          buyerName={buyer.name}
          isOpen={isHandingOver}
          onClose={() => setIsHandingOver(false)}
          onHandedOver={onHandedOver}
        />
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
