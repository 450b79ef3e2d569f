import {
  ACCOUNT_LIMITS,
  BUYER_LIMITS,
  INVITATION_LANGS,
  JOB_TITLES,
  MAIN_CATEGORIES,
  type NewBuyerAccount,
  NewBuyerAccountSchema,
  PERSON_TITLES,
} from '@sc/contract';
import { App, Form, Input, Modal, Select, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { applyFormError } from '../../../lib/applyFormError';
import { countryOptions } from '../../../lib/countryOptions';
import { langTag } from '../../../lib/language';
import { useLanguage } from '../../../lib/useLanguage';
import { useRevalidateOnLanguageChange } from '../../../lib/useRevalidateOnLanguageChange';
import { zodRule } from '../../../lib/zodRule';
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
  const tag = langTag(useLanguage().lang);
  const [form] = Form.useForm<NewBuyerAccount>();
  useRevalidateOnLanguageChange(form);
  const create = useCreateBuyer();
  const countries = useMemo(() => countryOptions(tag), [tag]);

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
        <div className={styles.formRow}>
          <Form.Item name="realName" label={t('consoleBuyers.field.name')} rules={[zodRule(shape.realName)]}>
            <Input maxLength={ACCOUNT_LIMITS.nameMax} />
          </Form.Item>
          <Form.Item name="title" label={t('consoleBuyers.field.title')} rules={[zodRule(shape.title)]}>
            <Select options={PERSON_TITLES.map((key) => ({ value: key, label: t(`personTitle.${key}`) }))} />
          </Form.Item>
        </div>
        <Form.Item
          name="companyName"
          label={t('consoleBuyers.field.company')}
          rules={[zodRule(shape.companyName)]}
        >
          <Input maxLength={ACCOUNT_LIMITS.companyMax} />
        </Form.Item>
        <div className={styles.formRow}>
          <Form.Item
            name="jobTitle"
            label={t('consoleBuyers.field.jobTitle')}
            rules={[zodRule(shape.jobTitle)]}
          >
            <Select options={JOB_TITLES.map((key) => ({ value: key, label: t(`jobTitle.${key}`) }))} />
          </Form.Item>
          <Form.Item
            name="mainCategory"
            label={t('consoleBuyers.field.category')}
            rules={[zodRule(shape.mainCategory)]}
          >
            <Select
              options={MAIN_CATEGORIES.map((code) => ({ value: code, label: t(`category.${code}`) }))}
            />
          </Form.Item>
        </div>
        <div className={styles.formRow}>
          <Form.Item name="country" label={t('consoleBuyers.field.country')} rules={[zodRule(shape.country)]}>
            <Select showSearch={{ optionFilterProp: 'label' }} options={countries} />
          </Form.Item>
          <Form.Item name="city" label={t('consoleBuyers.field.city')} rules={[zodRule(shape.city)]}>
            <Input maxLength={BUYER_LIMITS.cityMax} />
          </Form.Item>
        </div>
        <Form.Item
          name="interestedBrands"
          label={t('consoleBuyers.field.brands')}
          rules={[zodRule(shape.interestedBrands)]}
        >
          <Select
            mode="tags"
            tokenSeparators={[',']}
            maxCount={BUYER_LIMITS.brandsMax}
            placeholder={t('consoleBuyers.edit.brandsPlaceholder')}
            open={false}
            suffixIcon={null}
          />
        </Form.Item>
        <Form.Item name="lang" label={t('consoleBuyers.field.lang')} rules={[zodRule(shape.lang)]}>
          <Select
            options={INVITATION_LANGS.map((key) => ({ value: key, label: t(`consoleBuyers.lang.${key}`) }))}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
