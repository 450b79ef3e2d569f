import type { HandoffColleague } from '@sc/contract';
import { Alert, Empty, Modal, Radio, Spin, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showSuccessMessage } from '../../../lib/feedback';
import { useSession } from '../../../lib/useSession';
import { useHandOver, useHandoffColleagues } from '../api/useHandOver';
import styles from './HandOverModal.module.css';

type HandOverModalProps = {
  conversation: { id: number; owner?: { id: number; name: string } | null };
  buyerName: string;
  isOpen: boolean;
  onClose: () => void;
  /** After the hand-over: the colleague who now handles the conversation. */
  onHandedOver?: (owner: { id: number; name: string }) => void;
};

/** Picks the colleague who takes a conversation over (active colleagues with access to Messages). */
export function HandOverModal({
  conversation,
  buyerName,
  isOpen,
  onClose,
  onHandedOver,
}: HandOverModalProps) {
  const { t } = useTranslation();
  const { adminId } = useSession();
  const colleagues = useHandoffColleagues(isOpen);
  const handOver = useHandOver();
  const [chosenId, setChosenId] = useState<number | null>(null);
  const ownerId = conversation.owner?.id ?? null;
  const choices = (colleagues.data ?? []).filter((colleague) => colleague.id !== ownerId);

  async function handleOk() {
    if (chosenId === null) return;
    const result = await handOver.mutateAsync({ conversationId: conversation.id, toUserId: chosenId });
    showSuccessMessage(t('chat.handover.done', { name: result.owner.name }));
    setChosenId(null);
    onClose();
    onHandedOver?.(result.owner);
  }

  const label = (colleague: HandoffColleague) => (
    <span className={styles.option}>
      <span className={styles.name}>
        {colleague.isMe ? t('chat.handover.me', { name: colleague.name }) : colleague.name}
      </span>
      <span className={styles.detail}>
        {colleague.email} · {t(`chat.handover.scope.${colleague.scope}`)}
      </span>
    </span>
  );

  return (
    <Modal
      open={isOpen}
      title={t('chat.handover.title', { name: buyerName })}
      okText={t('chat.handover.confirm')}
      cancelText={t('chat.handover.cancel')}
      okButtonProps={{ disabled: chosenId === null, loading: handOver.isPending }}
      onOk={() => void handleOk().catch(() => {})}
      onCancel={() => {
        setChosenId(null);
        onClose();
      }}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">
        {!conversation.owner
          ? t('chat.handover.hintUnowned')
          : String(conversation.owner.id) === adminId
            ? t('chat.handover.hintMine')
            : t('chat.handover.hintOwned', { name: conversation.owner.name })}
      </Typography.Paragraph>
      {colleagues.isPending ? (
        <div className={styles.loading}>
          <Spin />
        </div>
      ) : colleagues.isError ? (
        <Alert type="error" showIcon title={t('chat.handover.loadError')} />
      ) : choices.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('chat.handover.nobody')} />
      ) : (
        <Radio.Group
          className={styles.list}
          value={chosenId}
          onChange={(event) => setChosenId(event.target.value as number)}
          aria-label={t('chat.handover.pick')}
          options={choices.map((colleague) => ({ value: colleague.id, label: label(colleague) }))}
        />
      )}
    </Modal>
  );
}
