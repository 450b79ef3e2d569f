import { BlockBuyerSchema, BUYER_LIMITS, type ConsoleBuyer } from '@sc/contract';
import { App, Form, Input, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { applyFormError } from '../../../lib/applyFormError';
import { zodRule } from '../../../lib/zodRule';
import { useBlockBuyer } from './consoleBuyersApi';

type BlockBuyerModalProps = {
  buyer: Pick<ConsoleBuyer, 'id' | 'name' | 'blockedAt'>;
  isOpen: boolean;
  onClose: () => void;
};

/** Blocks (or unblocks) a buyer with a reason the audit log keeps. */
export function BlockBuyerModal({ buyer, isOpen, onClose }: BlockBuyerModalProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ reason: string }>();
  const block = useBlockBuyer();
  const isBlocking = buyer.blockedAt === null;

  async function handleFinish({ reason }: { reason: string }) {
    try {
      await block.mutateAsync({ buyerId: buyer.id, blocked: isBlocking, reason });
      void message.success(t(isBlocking ? 'consoleBuyers.block.done' : 'consoleBuyers.block.undone'));
      form.resetFields();
      onClose();
    } catch (error) {
      applyFormError(form, error);
    }
  }

  return (
    <Modal
      open={isOpen}
      title={t(isBlocking ? 'consoleBuyers.block.title' : 'consoleBuyers.block.unblockTitle', {
        name: buyer.name,
      })}
      okText={t(isBlocking ? 'consoleBuyers.block.confirm' : 'consoleBuyers.block.confirmUnblock')}
      cancelText={t('consoleBuyers.block.cancel')}
      okButtonProps={{ danger: isBlocking, loading: block.isPending }}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">
        {t(isBlocking ? 'consoleBuyers.block.effect' : 'consoleBuyers.block.unblockEffect')}
      </Typography.Paragraph>
      <Form
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={(values) => void handleFinish(values)}
      >
        <Form.Item
          name="reason"
          label={t('consoleBuyers.block.reason')}
          rules={[zodRule(BlockBuyerSchema.shape.reason)]}
        >
          <Input.TextArea
            autoSize={{ minRows: 3, maxRows: 6 }}
            maxLength={BUYER_LIMITS.reasonMax}
            placeholder={t('consoleBuyers.block.reasonPlaceholder')}
            data-testid="buyer-block-reason"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
