import {
  type CategoryNode,
  type ConsoleBuyerDetail,
  type SaveBuyerProfile,
  SaveBuyerProfileSchema,
} from '@sc/contract';
import { App, Button, Form, TreeSelect } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { applyFormError } from '../../../lib/applyFormError';
import { useRevalidateOnLanguageChange } from '../../../lib/useRevalidateOnLanguageChange';
import { zodRule } from '../../../lib/zodRule';
import { BuyerProfileFields } from './BuyerProfileFields';
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
  const [form] = Form.useForm<ProfileValues>();
  useRevalidateOnLanguageChange(form);
  const save = useSaveBuyerProfile();
  const tree = useBuyerCategoryTree();
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
      <BuyerProfileFields shape={shape}>
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
      </BuyerProfileFields>
      <div className={styles.formButtons}>
        <Button onClick={onDone}>{t('consoleBuyers.edit.cancel')}</Button>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {t('consoleBuyers.edit.save')}
        </Button>
      </div>
    </Form>
  );
}
