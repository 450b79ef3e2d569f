import { ACCOUNT_LIMITS, INVITATION_LANGS, type NewOperator, NewOperatorSchema } from '@sc/contract';
import { App, Button, Drawer, Form, Input, Select, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { applyFormError } from '../../../lib/applyFormError';
import { MOBILE_LAYOUT_MAX_WIDTH } from '../../../lib/paths';
import { useLanguage } from '../../../lib/useLanguage';
import { useRevalidateOnLanguageChange } from '../../../lib/useRevalidateOnLanguageChange';
import { useViewportWidth } from '../../../lib/useViewportWidth';
import { zodRule } from '../../../lib/zodRule';
import { useCreateOperator } from './operatorsApi';
import { renderRoleOption, staffRoleOptions } from './staffRoleOptions';

const shape = NewOperatorSchema.shape;

type NewOperatorDrawerProps = { isOpen: boolean; onClose: () => void };

/** "New operator": email, name and role; the account gets a set-password link by mail. */
export function NewOperatorDrawer({ isOpen, onClose }: NewOperatorDrawerProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { lang } = useLanguage();
  const isMobile = useViewportWidth() < MOBILE_LAYOUT_MAX_WIDTH;
  const [form] = Form.useForm<NewOperator>();
  useRevalidateOnLanguageChange(form);
  const create = useCreateOperator();

  async function handleFinish(values: NewOperator) {
    try {
      const made = await create.mutateAsync(values);
      void message.success(t('operators.create.created', { email: made.email }));
      form.resetFields();
      onClose();
    } catch (error) {
      applyFormError(form, error);
    }
  }

  return (
    <Drawer
      open={isOpen}
      onClose={onClose}
      title={t('operators.create.title')}
      size={isMobile ? '100%' : 480}
      forceRender
      footer={
        <Space>
          <Button onClick={onClose}>{t('operators.create.cancel')}</Button>
          <Button type="primary" loading={create.isPending} onClick={() => form.submit()}>
            {t('operators.create.submit')}
          </Button>
        </Space>
      }
    >
      <Typography.Paragraph type="secondary">{t('operators.create.hint')}</Typography.Paragraph>
      <Form<NewOperator>
        form={form}
        name="newOperator"
        layout="vertical"
        requiredMark={false}
        initialValues={{ role: 'support_agent', lang: lang === 'ch' ? 'zh' : lang }}
        onFinish={(values) => void handleFinish(values)}
      >
        <Form.Item name="email" label={t('operators.create.email')} rules={[zodRule(shape.email)]}>
          <Input type="email" autoComplete="off" maxLength={ACCOUNT_LIMITS.emailMax} />
        </Form.Item>
        <Form.Item name="realName" label={t('operators.create.name')} rules={[zodRule(shape.realName)]}>
          <Input autoComplete="off" maxLength={ACCOUNT_LIMITS.nameMax} />
        </Form.Item>
        <Form.Item name="role" label={t('operators.create.role')} rules={[zodRule(shape.role)]}>
          <Select options={staffRoleOptions(t)} optionRender={renderRoleOption} />
        </Form.Item>
        <Form.Item name="lang" label={t('operators.create.lang')} rules={[zodRule(shape.lang)]}>
          <Select
            options={INVITATION_LANGS.map((key) => ({ value: key, label: t(`operators.lang.${key}`) }))}
          />
        </Form.Item>
      </Form>
    </Drawer>
  );
}
