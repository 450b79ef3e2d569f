import { type ConsolePackage, CURRENCIES, type Currency, PackageInputSchema } from '@sc/contract';
import { Alert, Button, Form, Input, InputNumber, Modal, Select, Space, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSavePackage } from '../../../features/billing/api/consoleBillingApi';
import { applyFormError } from '../../../lib/applyFormError';
import { showSuccessMessage } from '../../../lib/feedback';
import { zodRule } from '../../../lib/zodRule';
import { PACKAGE_NAME_LANGS } from './packageNameLangs';

type PackageValues = {
  names: Record<(typeof PACKAGE_NAME_LANGS)[number], string>;
  days?: number;
  buyerContacts?: number;
  price: string;
  currency: Currency;
  active: boolean;
  sortOrder?: number;
};

type PackageFormModalProps = {
  isOpen: boolean;
  /** The package to change; null adds a new one. */
  pkg: ConsolePackage | null;
  /** Where a new package goes in the list (after the others). */
  nextSortOrder: number;
  onClose: () => void;
};

const shape = PackageInputSchema.shape;
const NAME_LABELS = {
  en: 'consoleBilling.packageForm.nameEn',
  zh: 'consoleBilling.packageForm.nameZh',
  ja: 'consoleBilling.packageForm.nameJa',
} as const;
// A cleared number box holds null; the contract then answers with its range message.
const clearedAsMissing = (value: number | null) => value ?? undefined;

function initialValues(pkg: ConsolePackage | null, nextSortOrder: number): PackageValues {
  if (!pkg)
    return {
      names: { en: '', zh: '', ja: '' },
      price: '',
      currency: 'USD',
      active: true,
      sortOrder: nextSortOrder,
    };
  return {
    names: pkg.names,
    days: pkg.days,
    buyerContacts: pkg.buyerContacts,
    price: pkg.price,
    currency: pkg.currency as Currency,
    active: pkg.active,
    sortOrder: pkg.sortOrder,
  };
}

/** Adds or changes a package: its names in every language, terms, price, whether it is on sale, its place. */
export function PackageFormModal({ isOpen, pkg, nextSortOrder, onClose }: PackageFormModalProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<PackageValues>();
  const save = useSavePackage();

  async function handleFinish(values: PackageValues) {
    try {
      await save.mutateAsync({
        ...(pkg ? { id: pkg.id } : {}),
        names: values.names,
        days: values.days ?? 0,
        buyerContacts: values.buyerContacts ?? 0,
        price: values.price.trim(),
        currency: values.currency,
        active: values.active,
        sortOrder: values.sortOrder ?? 0,
      });
      showSuccessMessage(t('consoleBilling.packageForm.saved'));
      onClose();
    } catch (error) {
      applyFormError(form, error);
    }
  }

  return (
    <Modal
      open={isOpen}
      onCancel={onClose}
      destroyOnHidden
      width={560}
      title={t(pkg ? 'consoleBilling.packageForm.editTitle' : 'consoleBilling.packageForm.addTitle')}
      footer={
        <Space>
          <Button onClick={onClose}>{t('consoleBilling.packageForm.cancel')}</Button>
          <Button type="primary" htmlType="submit" form="console-package" loading={save.isPending}>
            {t('consoleBilling.packageForm.save')}
          </Button>
        </Space>
      }
    >
      <Alert type="info" showIcon style={{ marginBottom: 16 }} title={t('consoleBilling.packages.hint')} />
      <Form<PackageValues>
        id="console-package"
        form={form}
        layout="vertical"
        initialValues={initialValues(pkg, nextSortOrder)}
        onFinish={handleFinish}
      >
        {PACKAGE_NAME_LANGS.map((code) => (
          <Form.Item
            key={code}
            name={['names', code]}
            label={t(NAME_LABELS[code])}
            rules={[zodRule(shape.names.shape[code])]}
          >
            <Input maxLength={80} />
          </Form.Item>
        ))}
        <Space wrap size={16} align="start">
          <Form.Item
            name="days"
            label={t('consoleBilling.packageForm.days')}
            normalize={clearedAsMissing}
            rules={[zodRule(shape.days)]}
          >
            <InputNumber min={1} max={3650} precision={0} style={{ width: 140 }} />
          </Form.Item>
          <Form.Item
            name="buyerContacts"
            label={t('consoleBilling.packageForm.contacts')}
            normalize={clearedAsMissing}
            rules={[zodRule(shape.buyerContacts)]}
          >
            <InputNumber min={0} max={100_000} precision={0} style={{ width: 140 }} />
          </Form.Item>
        </Space>
        <Space wrap size={16} align="start">
          <Form.Item
            name="price"
            label={t('consoleBilling.packageForm.price')}
            rules={[zodRule(shape.price)]}
          >
            <Input inputMode="decimal" style={{ width: 140 }} />
          </Form.Item>
          <Form.Item
            name="currency"
            label={t('consoleBilling.packageForm.currency')}
            rules={[zodRule(shape.currency)]}
          >
            <Select
              showSearch
              style={{ width: 120 }}
              options={CURRENCIES.map((currency) => ({ value: currency, label: currency }))}
            />
          </Form.Item>
        </Space>
        <Space wrap size={16} align="start">
          <Form.Item name="active" label={t('consoleBilling.packageForm.active')} valuePropName="checked">
            <Switch />
          </Form.Item>
          <Form.Item
            name="sortOrder"
            label={t('consoleBilling.packageForm.sortOrder')}
            extra={t('consoleBilling.packageForm.sortOrderHint')}
            normalize={clearedAsMissing}
            rules={[zodRule(shape.sortOrder)]}
          >
            <InputNumber min={0} max={1000} precision={0} style={{ width: 140 }} />
          </Form.Item>
        </Space>
      </Form>
    </Modal>
  );
}
