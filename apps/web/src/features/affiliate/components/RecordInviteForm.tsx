import { type RecordInvite, RecordInviteSchema } from '@sc/contract';
import { Button, Card, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { applyFormError } from '../../../lib/applyFormError';
import { showSuccessMessage } from '../../../lib/feedback';
import { useRevalidateOnLanguageChange } from '../../../lib/useRevalidateOnLanguageChange';
import { zodRule } from '../../../lib/zodRule';
import { useRecordInvite } from '../api/affiliateApi';
import styles from './Invite.module.css';

const shape = RecordInviteSchema.shape;

/** Notes an email the supplier invited themselves (rules from the contract's RecordInviteSchema). */
export function RecordInviteForm() {
  const { t } = useTranslation();
  const [form] = Form.useForm<RecordInvite>();
  const record = useRecordInvite();
  useRevalidateOnLanguageChange(form);

  async function handleFinish(values: RecordInvite) {
    const parsed = RecordInviteSchema.safeParse(values);
    try {
      await record.mutateAsync(parsed.success ? parsed.data : values);
      showSuccessMessage(t('affiliate.record.done'));
      form.resetFields();
    } catch (error) {
      applyFormError(form, error);
    }
  }

  return (
    <Card title={t('affiliate.record.title')} className={styles.card}>
      <p className={styles.hint}>{t('affiliate.record.intro')}</p>
      <Form<RecordInvite>
        form={form}
        name="recordInvite"
        layout="vertical"
        requiredMark={false}
        onFinish={handleFinish}
      >
        <div className={styles.recordFields}>
          <Form.Item name="email" label={t('affiliate.record.email')} rules={[zodRule(shape.email)]}>
            <Input type="email" autoComplete="off" inputMode="email" />
          </Form.Item>
          <Form.Item name="name" label={t('affiliate.record.name')} rules={[zodRule(shape.name)]}>
            <Input placeholder={t('affiliate.record.namePlaceholder')} autoComplete="off" />
          </Form.Item>
        </div>
        <Button type="primary" htmlType="submit" loading={record.isPending}>
          {t('affiliate.record.submit')}
        </Button>
      </Form>
    </Card>
  );
}
