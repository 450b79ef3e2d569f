import { ACCOUNT_LIMITS, BUYER_LIMITS, JOB_TITLES, MAIN_CATEGORIES, PERSON_TITLES } from '@sc/contract';
import { Form, Input, Select } from 'antd';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { countryOptions } from '../../../lib/countryOptions';
import { langTag } from '../../../lib/language';
import { useLanguage } from '../../../lib/useLanguage';
import { type FieldSchema, zodRule } from '../../../lib/zodRule';
import styles from './ConsoleBuyersPage.module.css';

type ProfileField =
  | 'realName'
  | 'title'
  | 'companyName'
  | 'jobTitle'
  | 'mainCategory'
  | 'interestedBrands'
  | 'country'
  | 'city';

type BuyerProfileFieldsProps = {
  /** The form's schema fields (a new buyer's account or a profile edit): the rules are theirs. */
  shape: Record<ProfileField, FieldSchema>;
  /** Fields that go after the main category (the profile's purchasing categories). */
  children?: ReactNode;
};

/** A buyer's profile fields, as the platform team makes and edits them: one layout, the caller's schema. */
export function BuyerProfileFields({ shape, children }: BuyerProfileFieldsProps) {
  const { t } = useTranslation();
  const tag = langTag(useLanguage().lang);
  const countries = useMemo(() => countryOptions(tag), [tag]);
  return (
    <>
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
          <Select options={MAIN_CATEGORIES.map((code) => ({ value: code, label: t(`category.${code}`) }))} />
        </Form.Item>
      </div>
      {children}
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
    </>
  );
}
