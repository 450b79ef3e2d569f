import {
  BUSINESS_TYPES,
  COMPANY_LIMITS,
  type CompanyProfile,
  type CreateChangeRequest,
  CreateChangeRequestSchema,
} from '@sc/contract';
import { Form, Input, Modal, Radio, Select, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { appEvents } from '../../../lib/appEvents';
import { applyFormError } from '../../../lib/applyFormError';
import { countryOptions } from '../../../lib/countryOptions';
import { showSuccessMessage } from '../../../lib/feedback';
import { langTag } from '../../../lib/language';
import { useLanguage } from '../../../lib/useLanguage';
import { zodRule } from '../../../lib/zodRule';
import { useRequestChange } from '../api/useCompanyMutations';

type ChangeRequestModalProps = { profile: CompanyProfile; isOpen: boolean; onClose: () => void };
type Values = { name: string; country: string; businessType: string; reason: string };

const shape = CreateChangeRequestSchema.shape;

/**
 * Asks customer service to change the locked fields: the new values and why. Only the changed
 * fields are sent; the request lands in the support chat, where the team answers.
 */
export function ChangeRequestModal({ profile, isOpen, onClose }: ChangeRequestModalProps) {
  const { t } = useTranslation();
  const { lang } = useLanguage();
  const [form] = Form.useForm<Values>();
  const request = useRequestChange();
  const countries = useMemo(() => countryOptions(langTag(lang)), [lang]);

  async function handleOk() {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    const input: CreateChangeRequest = { reason: values.reason };
    if (values.name.trim() !== profile.name) input.name = values.name;
    if (values.country !== profile.country) input.country = values.country as CreateChangeRequest['country'];
    if (values.businessType !== profile.businessType)
      input.businessType = values.businessType as CreateChangeRequest['businessType'];
    try {
      await request.mutateAsync(input);
      showSuccessMessage(t('company.change.sent'));
      onClose();
      appEvents.emit('showContact', null);
    } catch (error) {
      applyFormError(form, error);
    }
  }

  return (
    <Modal
      open={isOpen}
      title={t('company.change.title')}
      okText={t('company.change.send')}
      onOk={() => void handleOk()}
      onCancel={onClose}
      confirmLoading={request.isPending}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{t('company.change.intro')}</Typography.Paragraph>
      <Form<Values>
        form={form}
        layout="vertical"
        preserve={false}
        initialValues={{
          name: profile.name,
          country: profile.country,
          businessType: profile.businessType ?? undefined,
          reason: '',
        }}
      >
        <Form.Item name="name" label={t('companyField.name')} rules={[zodRule(shape.name)]}>
          <Input maxLength={255} />
        </Form.Item>
        <Form.Item name="country" label={t('companyField.country')}>
          <Select options={countries} showSearch optionFilterProp="label" />
        </Form.Item>
        <Form.Item name="businessType" label={t('companyField.businessType')}>
          <Radio.Group
            options={BUSINESS_TYPES.map((type) => ({ value: type, label: t(`businessType.${type}`) }))}
          />
        </Form.Item>
        <Form.Item name="reason" label={t('company.change.reason')} required rules={[zodRule(shape.reason)]}>
          <Input.TextArea
            autoSize={{ minRows: 3, maxRows: 6 }}
            maxLength={COMPANY_LIMITS.changeReasonMax}
            showCount
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
