import {
  ACCOUNT_LIMITS,
  BUYER_LIMITS,
  type CategoryNode,
  type ConsoleBuyerDetail,
  JOB_TITLES,
  MAIN_CATEGORIES,
  PERSON_TITLES,
  type SaveBuyerProfile,
  SaveBuyerProfileSchema,
} from '@sc/contract';
import { App, Button, Form, Input, Select, TreeSelect } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { applyFormError } from '../../../lib/applyFormError';
import { countryOptions } from '../../../lib/countryOptions';
import { langTag } from '../../../lib/language';
import { useLanguage } from '../../../lib/useLanguage';
import { useRevalidateOnLanguageChange } from '../../../lib/useRevalidateOnLanguageChange';
import { zodRule } from '../../../lib/zodRule';
import styles from './ConsoleBuyersPage.module.css';
import { useBuyerCategoryTree, useSaveBuyerProfile } from './consoleBuyersApi';

type ProfileValues = Omit<SaveBuyerProfile, 'buyerId'>;
const shape = SaveBuyerProfileSchema.shape;

type TreeOption = {
  value: number;
  title: string;
  selectable?: boolean;
  disabled?: boolean;
  children?: TreeOption[];
};

/** Main categories group their sub-categories; only sub-categories can be picked. */
function toTreeOptions(nodes: CategoryNode[]): TreeOption[] {
  return nodes.map((node) => ({
    value: node.value,
    title: node.label,
    ...(node.children?.length
      ? { selectable: false, disabled: true, children: toTreeOptions(node.children) }
      : {}),
  }));
}

/** The profile fields the platform team edits, checked by the same schema as the server's. */
export function BuyerProfileForm({ buyer, onDone }: { buyer: ConsoleBuyerDetail; onDone: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const tag = langTag(useLanguage().lang);
  const [form] = Form.useForm<ProfileValues>();
  useRevalidateOnLanguageChange(form);
  const save = useSaveBuyerProfile();
  const tree = useBuyerCategoryTree();
  const countries = useMemo(() => countryOptions(tag), [tag]);
  const treeOptions = useMemo(() => toTreeOptions(tree.data ?? []), [tree.data]);

  async function handleFinish(values: ProfileValues) {
    try {
      await save.mutateAsync({ ...values, buyerId: buyer.id });
      void message.success(t('consoleBuyers.edit.saved'));
      onDone();
    } catch (error) {
      applyFormError(form, error);
    }
  }

  return (
    <Form<ProfileValues>
      form={form}
      layout="vertical"
      requiredMark={false}
      className={styles.form}
      initialValues={{
        realName: buyer.name,
        companyName: buyer.companyName,
        jobTitle: buyer.jobTitle,
        title: buyer.title,
        mainCategory: buyer.mainCategory,
        purchasingCategoryIds: buyer.purchasingCategories.map((c) => c.id),
        interestedBrands: buyer.interestedBrands,
        country: buyer.country as ProfileValues['country'],
        city: buyer.city ?? '',
      }}
      onFinish={(values) => void handleFinish(values)}
    >
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
      <Form.Item name="jobTitle" label={t('consoleBuyers.field.jobTitle')} rules={[zodRule(shape.jobTitle)]}>
        <Select options={JOB_TITLES.map((key) => ({ value: key, label: t(`jobTitle.${key}`) }))} />
      </Form.Item>
      <Form.Item
        name="mainCategory"
        label={t('consoleBuyers.field.category')}
        rules={[zodRule(shape.mainCategory)]}
      >
        <Select options={MAIN_CATEGORIES.map((code) => ({ value: code, label: t(`category.${code}`) }))} />
      </Form.Item>
      <Form.Item
        name="purchasingCategoryIds"
        label={t('consoleBuyers.field.purchasing')}
        rules={[zodRule(shape.purchasingCategoryIds)]}
      >
        <TreeSelect
          multiple
          allowClear
          treeData={treeOptions}
          loading={tree.isPending}
          showSearch={{ treeNodeFilterProp: 'title' }}
          maxTagCount="responsive"
        />
      </Form.Item>
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
      <div className={styles.formRow}>
        <Form.Item name="country" label={t('consoleBuyers.field.country')} rules={[zodRule(shape.country)]}>
          <Select showSearch={{ optionFilterProp: 'label' }} options={countries} />
        </Form.Item>
        <Form.Item name="city" label={t('consoleBuyers.field.city')} rules={[zodRule(shape.city)]}>
          <Input maxLength={BUYER_LIMITS.cityMax} />
        </Form.Item>
      </div>
      <div className={styles.formButtons}>
        <Button onClick={onDone}>{t('consoleBuyers.edit.cancel')}</Button>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {t('consoleBuyers.edit.save')}
        </Button>
      </div>
    </Form>
  );
}
