import { ErrorCode, type GrantInput, GrantInputSchema } from '@sc/contract';
import { Alert, Button, Form, type FormRule, Input, InputNumber, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGrantService } from '../../../features/billing/api/consoleBillingApi';
import { applyFormError } from '../../../lib/applyFormError';
import { translateUnchecked } from '../../../lib/i18n';
import { langTag } from '../../../lib/language';
import { useLanguage } from '../../../lib/useLanguage';
import { zodRule } from '../../../lib/zodRule';
import { CompanyPicker } from './CompanyPicker';

type GrantValues = { supplierId?: number; days?: number; contacts?: number; reason: string };
type Granted = { input: GrantInput; entryId: number };

const shape = GrantInputSchema.shape;
const clearedAsMissing = (value: number | null) => value ?? undefined;

// The contract's own rule across the two fields (days or contacts), checked before sending.
const somethingToGrant: FormRule = ({ getFieldValue }) => ({
  validator: async () => {
    if (!(Number(getFieldValue('days') ?? 0) > 0 || Number(getFieldValue('contacts') ?? 0) > 0))
      throw new Error(translateUnchecked('validation.grantEmpty'));
  },
});

/** Gives a company service days and/or buyer contacts with a reason, and says what was given. */
export function GrantTab() {
  const { t } = useTranslation();
  const tag = langTag(useLanguage().lang);
  const [form] = Form.useForm<GrantValues>();
  const grant = useGrantService();
  const [granted, setGranted] = useState<Granted | null>(null);

  async function handleFinish(values: GrantValues) {
    const input: GrantInput = {
      supplierId: values.supplierId ?? 0,
      days: values.days ?? 0,
      contacts: values.contacts ?? 0,
      reason: values.reason.trim(),
    };
    setGranted(null);
    try {
      const { entryId } = await grant.mutateAsync(input);
      setGranted({ input, entryId });
      form.resetFields();
    } catch (error) {
      applyFormError(form, error, { [ErrorCode.RECORD_NOT_FOUND]: 'supplierId' });
    }
  }

  function describe({ days, contacts }: GrantInput): string {
    const parts = [
      ...(days > 0 ? [t('consoleBilling.grant.doneDays', { count: days })] : []),
      ...(contacts > 0 ? [t('consoleBilling.grant.doneContacts', { count: contacts })] : []),
    ];
    return new Intl.ListFormat(tag, { type: 'conjunction' }).format(parts);
  }

  return (
    <div style={{ maxWidth: 560 }}>
      <Typography.Paragraph type="secondary">{t('consoleBilling.grant.intro')}</Typography.Paragraph>
      {granted ? (
        <Alert
          type="success"
          showIcon
          closable
          style={{ marginBottom: 16 }}
          onClose={() => setGranted(null)}
          title={t('consoleBilling.grant.done', {
            id: granted.input.supplierId,
            what: describe(granted.input),
          })}
          description={t('consoleBilling.grant.entry', { id: granted.entryId })}
        />
      ) : null}
      <Form<GrantValues>
        form={form}
        layout="vertical"
        initialValues={{ days: 0, contacts: 0, reason: '' }}
        onFinish={handleFinish}
      >
        <Form.Item
          name="supplierId"
          label={t('consoleBilling.grant.supplierId')}
          extra={t('consoleBilling.grant.supplierIdHint')}
          normalize={clearedAsMissing}
          validateFirst
          rules={[
            { required: true, message: t('consoleBilling.grant.supplierIdRequired') },
            zodRule(shape.supplierId),
          ]}
        >
          <CompanyPicker />
        </Form.Item>
        <Space wrap size={16} align="start">
          <Form.Item
            name="days"
            label={t('consoleBilling.grant.days')}
            normalize={clearedAsMissing}
            dependencies={['contacts']}
            rules={[zodRule(shape.days), somethingToGrant]}
          >
            <InputNumber min={0} max={3650} precision={0} style={{ width: 160 }} />
          </Form.Item>
          <Form.Item
            name="contacts"
            label={t('consoleBilling.grant.contacts')}
            normalize={clearedAsMissing}
            rules={[zodRule(shape.contacts)]}
          >
            <InputNumber min={0} max={100_000} precision={0} style={{ width: 160 }} />
          </Form.Item>
        </Space>
        <Form.Item name="reason" label={t('consoleBilling.grant.reason')} rules={[zodRule(shape.reason)]}>
          <Input.TextArea
            autoSize={{ minRows: 2, maxRows: 5 }}
            maxLength={300}
            showCount
            placeholder={t('consoleBilling.grant.reasonPlaceholder')}
          />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={grant.isPending}>
          {t('consoleBilling.grant.submit')}
        </Button>
      </Form>
    </div>
  );
}
