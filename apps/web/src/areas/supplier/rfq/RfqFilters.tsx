import { ClearOutlined, SearchOutlined } from '@ant-design/icons';
import { RFQ_SORTS, type RfqSort } from '@sc/contract';
import { Button, Input, Segmented, Select, Switch } from 'antd';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CategoryCascader } from '../../../features/reference/components/CategoryCascader';
import { ReferenceSelect } from '../../../features/reference/components/ReferenceSelect';
import { isRfqFiltered, RFQ_TABS, type RfqSearch, type RfqTab } from '../../../features/rfq/rfqSearch';
import { countryOptions } from '../../../lib/countryOptions';
import { langTag } from '../../../lib/language';
import { useDebouncedValue } from '../../../lib/useDebouncedValue';
import { useLanguage } from '../../../lib/useLanguage';
import styles from './RfqPages.module.css';

type RfqFiltersProps = {
  search: RfqSearch;
  onChange: (patch: Partial<RfqSearch>) => void;
  onClear: () => void;
};

/**
 * The market's tabs and filters: Featured or Newest, keyword, category (main or sub-category),
 * buyer country, terms of delivery, "hide RFQs I quoted" and the sort.
 */
export function RfqFilters({ search, onChange, onClear }: RfqFiltersProps) {
  const { t } = useTranslation();
  const tag = langTag(useLanguage().lang);
  const countries = useMemo(() => countryOptions(tag), [tag]);
  const hideId = useId();

  // The box shows what is typed; the search follows once typing pauses.
  const [text, setText] = useState(search.keyword);
  const debounced = useDebouncedValue(text);
  const searched = useRef(search.keyword);
  searched.current = search.keyword;
  useEffect(() => {
    if (debounced.trim() !== searched.current.trim()) onChange({ keyword: debounced });
  }, [debounced, onChange]);
  useEffect(() => {
    setText((current) => (current.trim() === search.keyword.trim() ? current : search.keyword));
  }, [search.keyword]);

  return (
    <section className={styles.filters} aria-label={t('rfq.filter.label')}>
      <div className={styles.filterRow}>
        <Segmented<RfqTab>
          value={search.tab}
          onChange={(tab) => onChange({ tab })}
          options={RFQ_TABS.map((tab) => ({ value: tab, label: t(`rfq.tab.${tab}`) }))}
          aria-label={t('rfq.filter.tabs')}
        />
        <Input
          allowClear
          prefix={<SearchOutlined aria-hidden="true" />}
          placeholder={t('rfq.filter.keywordPlaceholder')}
          aria-label={t('rfq.filter.keyword')}
          value={text}
          onChange={(event) => setText(event.target.value)}
          className={styles.search}
        />
      </div>
      <div className={styles.filterGrid}>
        <CategoryCascader
          value={search.categoryId}
          onChange={(categoryId) => onChange({ categoryId })}
          changeOnSelect
          placeholder={t('rfq.filter.category')}
          aria-label={t('rfq.filter.category')}
          className={styles.filterControl}
        />
        <Select<string | null>
          value={search.country}
          onChange={(country) => onChange({ country: country ?? null })}
          options={countries}
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          placeholder={t('rfq.filter.country')}
          aria-label={t('rfq.filter.country')}
          className={styles.filterControl}
          popupMatchSelectWidth={false}
        />
        <ReferenceSelect
          list="quotationTerms"
          value={search.terms ?? undefined}
          onChange={(terms) => onChange({ terms: (terms as RfqSearch['terms']) ?? null })}
          allowClear
          placeholder={t('rfq.filter.terms')}
          aria-label={t('rfq.filter.terms')}
          className={styles.filterControl}
          popupMatchSelectWidth={false}
        />
        <Select<RfqSort>
          value={search.sort}
          onChange={(sort) => onChange({ sort })}
          options={RFQ_SORTS.map((sort) => ({ value: sort, label: t(`rfq.sort.${sort}`) }))}
          aria-label={t('rfq.filter.sort')}
          prefix={<span className={styles.sortLabel}>{t('rfq.filter.sort')}</span>}
          className={styles.filterControl}
        />
      </div>
      <div className={styles.filterFoot}>
        <span className={styles.switch}>
          <Switch
            id={hideId}
            size="small"
            checked={search.hideQuoted}
            onChange={(hideQuoted) => onChange({ hideQuoted })}
          />
          <label htmlFor={hideId}>{t('rfq.filter.hideQuoted')}</label>
        </span>
        {isRfqFiltered(search) ? (
          <Button
            type="link"
            size="small"
            icon={<ClearOutlined />}
            onClick={() => {
              setText('');
              onClear();
            }}
          >
            {t('rfq.filter.clear')}
          </Button>
        ) : null}
      </div>
    </section>
  );
}
