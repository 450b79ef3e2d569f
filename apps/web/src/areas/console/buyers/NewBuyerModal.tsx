import { ACCOUNT_LIMITS, INVITATION_LANGS, type NewBuyerAccount, NewBuyerAccountSchema } from '@sc/contract';
import { App, Form, Input, Modal, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { applyFormError } from '../../../lib/applyFormError';
import { useRevalidateOnLanguageChange } from '../../../lib/useRevalidateOnLanguageChange';
import { zodRule } from '../../../lib/zodRule';
import { BuyerProfileFields } from './BuyerProfileFields';
import styles from './ConsoleBuyersPage.module.css';
import { useCreateBuyer } from './consoleBuyersApi';

const shape = NewBuyerAccountSchema.shape;

type NewBuyerModalProps = {
  isOpen: boolean;
  onClose: () => void;
  /** The buyer was made: open their profile. */
  onCreated: (buyerId: number) => void;
};

/** "New buyer": the account and its invitation mail (a link to set the password). */
export function NewBuyerModal({ isOpen, onClose, onCreated }: NewBuyerModalProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<NewBuyerAccount>();
  useRevalidateOnLanguageChange(form);
  const create = useCreateBuyer();

  async function handleFinish(values: NewBuyerAccount) {
    try {
      const made = await create.mutateAsync({ ...values, city: values.city || undefined });
      void message.success(t('consoleBuyers.create.created', { email: made.email }));
      form.resetFields();
      onCreated(made.id);
    } catch (error) {
      applyFormError(form, error);
    }
  }

  return (
    <Modal
      open={isOpen}
      title={t('consoleBuyers.create.title')}
      okText={t('consoleBuyers.create.submit')}
      cancelText={t('consoleBuyers.create.cancel')}
      okButtonProps={{ loading: create.isPending }}
      onOk={() => form.submit()}
      onCancel={onClose}
      width={600}
      forceRender
    >
      <Typography.Paragraph type="secondary">{t('consoleBuyers.create.hint')}</Typography.Paragraph>
      <Form<NewBuyerAccount>
        form={form}
        name="newBuyer"
        layout="vertical"
        requiredMark={false}
        className={styles.form}
        initialValues={{
          country: 'CN',
          lang: 'zh',
          jobTitle: 'general_manager',
          title: 'mr',
          interestedBrands: [],
        }}
        onFinish={(values) => void handleFinish(values)}
      >
        <Form.Item name="email" label={t('consoleBuyers.field.email')} rules={[zodRule(shape.email)]}>
          <Input type="email" autoComplete="off" maxLength={ACCOUNT_LIMITS.emailMax} />
        </Form.Item>
        <BuyerProfileFields shape={shape} />
        <Form.Item name="lang" label={t('consoleBuyers.field.lang')} rules={[zodRule(shape.lang)]}>
          <Select
            options={INVITATION_LANGS.map((key) => ({ value: key, label: t(`consoleBuyers.lang.${key}`) }))}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
