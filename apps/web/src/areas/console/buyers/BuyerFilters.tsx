import {
  CONSOLE_BUYER_SORTS,
  type ConsoleBuyerQuery,
  type ConsoleBuyerSort,
  MAIN_CATEGORIES,
  type MainCategory,
} from '@sc/contract';
import { Button, Checkbox, Input, Select } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { countryOptions } from '../../../lib/countryOptions';
import { langTag } from '../../../lib/language';
import { useLanguage } from '../../../lib/useLanguage';
import styles from './ConsoleBuyersPage.module.css';

/** The list's filters and sort (the search words live in the toolbar). */
export type BuyerFilterValues = Pick<
  ConsoleBuyerQuery,
  'mainCategory' | 'country' | 'city' | 'verified' | 'blocked' | 'reported'
> & { sort: ConsoleBuyerSort };

export const NO_FILTERS: BuyerFilterValues = { sort: 'lastOnline' };

type YesNo = 'any' | 'yes' | 'no';
const toYesNo = (value: boolean | undefined): YesNo => (value === undefined ? 'any' : value ? 'yes' : 'no');
const fromYesNo = (value: YesNo): boolean | undefined => (value === 'any' ? undefined : value === 'yes');

type BuyerFiltersProps = {
  value: BuyerFilterValues;
  onChange: (next: BuyerFilterValues) => void;
};

/** Category, country, city, verified, blocked, reported, and the sort. */
export function BuyerFilters({ value, onChange }: BuyerFiltersProps) {
  const { t } = useTranslation();
  const tag = langTag(useLanguage().lang);
  const countries = useMemo(() => countryOptions(tag), [tag]);
  const patch = (next: Partial<BuyerFilterValues>) => onChange({ ...value, ...next });
  const yesNo = (['any', 'yes', 'no'] as const).map((key) => ({
    value: key,
    label: t(`consoleBuyers.filter.${key}`),
  }));
  const isFiltered = JSON.stringify(value) !== JSON.stringify(NO_FILTERS);

  return (
    <div className={styles.filters}>
      <Select<MainCategory | undefined>
        allowClear
        className={styles.filterWide}
        placeholder={t('consoleBuyers.filter.category')}
        aria-label={t('consoleBuyers.filter.category')}
        value={value.mainCategory}
        onChange={(mainCategory) => patch({ mainCategory })}
        options={MAIN_CATEGORIES.map((code) => ({ value: code, label: t(`category.${code}`) }))}
      />
      <Select<string | undefined>
        allowClear
        showSearch={{ optionFilterProp: 'label' }}
        className={styles.filterWide}
        placeholder={t('consoleBuyers.filter.country')}
        aria-label={t('consoleBuyers.filter.country')}
        value={value.country}
        onChange={(country) => patch({ country: country as BuyerFilterValues['country'] })}
        options={countries}
      />
      <Input
        allowClear
        className={styles.filterNarrow}
        placeholder={t('consoleBuyers.filter.city')}
        aria-label={t('consoleBuyers.filter.city')}
        value={value.city ?? ''}
        maxLength={80}
        onChange={(event) => patch({ city: event.target.value.trim() ? event.target.value : undefined })}
      />
      <Select<YesNo>
        className={styles.filterNarrow}
        prefix={`${t('consoleBuyers.filter.verified')}:`}
        aria-label={t('consoleBuyers.filter.verified')}
        value={toYesNo(value.verified)}
        onChange={(next) => patch({ verified: fromYesNo(next) })}
        options={yesNo}
      />
      <Select<YesNo>
        className={styles.filterNarrow}
        prefix={`${t('consoleBuyers.filter.blocked')}:`}
        aria-label={t('consoleBuyers.filter.blocked')}
        value={toYesNo(value.blocked)}
        onChange={(next) => patch({ blocked: fromYesNo(next) })}
        options={yesNo}
      />
      <Checkbox
        checked={value.reported === true}
        onChange={(event) => patch({ reported: event.target.checked ? true : undefined })}
      >
        {t('consoleBuyers.filter.reported')}
      </Checkbox>
      <Select<ConsoleBuyerSort>
        className={styles.filterWide}
        prefix={`${t('consoleBuyers.filter.sort')}:`}
        aria-label={t('consoleBuyers.filter.sort')}
        value={value.sort}
        onChange={(sort) => patch({ sort })}
        options={CONSOLE_BUYER_SORTS.map((key) => ({ value: key, label: t(`consoleBuyers.sort.${key}`) }))}
      />
      {isFiltered ? (
        <Button type="link" onClick={() => onChange(NO_FILTERS)}>
          {t('consoleBuyers.filter.clear')}
        </Button>
      ) : null}
    </div>
  );
}
