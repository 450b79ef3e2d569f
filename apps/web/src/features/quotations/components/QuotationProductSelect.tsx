import type { Product } from '@sc/contract';
import { Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import { useDebouncedValue } from '../../../lib/useDebouncedValue';
import { useQuotableProducts } from '../api/useQuotableProducts';
import styles from './QuotationLines.module.css';

type Option = { value: number; label: string; product?: Product };

type QuotationProductSelectProps = {
  id?: string;
  /** The product id, from the form field. */
  value?: number | null;
  onChange?: (value: number | null) => void;
  /** The line's product as saved, so its name shows before any search. */
  current: { id: number; name: string } | null;
  /** Called with the whole product when the user picks one. */
  onPick: (product: Product) => void;
};

/** Searches my products by name, barcode, MID or brand and picks one for a quotation line. */
export function QuotationProductSelect({
  id,
  value,
  onChange,
  current,
  onPick,
}: QuotationProductSelectProps) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const [isOpen, setIsOpen] = useState(false);
  const debounced = useDebouncedValue(keyword.trim());
  const products = useQuotableProducts(debounced, isOpen);
  const found = products.data?.list ?? [];
  const options: Option[] = found.map((product) => ({ value: product.id, label: product.name, product }));
  if (current && !found.some((product) => product.id === current.id))
    options.unshift({ value: current.id, label: current.name });

  return (
    <Select<number | null, Option>
      id={id}
      value={value ?? null}
      placeholder={t('quotations.lines.productPlaceholder')}
      options={options}
      loading={products.isFetching}
      showSearch={{ filterOption: false, onSearch: setKeyword, searchValue: keyword }}
      notFoundContent={
        products.isFetching ? null : debounced ? (
          t('quotations.lines.noProducts')
        ) : (
          <span className={styles.emptyList}>
            {t('quotations.lines.emptyList')}{' '}
            <Link to={paths.myProducts}>{t('quotations.lines.goToMyProducts')}</Link>
          </span>
        )
      }
      onOpenChange={setIsOpen}
      optionRender={(option) => (
        <span className={styles.option}>
          <span className={styles.optionName}>{option.data.label}</span>
          {option.data.product ? (
            <span className={styles.optionMeta}>
              {[option.data.product.barcode, option.data.product.brand].filter(Boolean).join(' · ')}
            </span>
          ) : null}
        </span>
      )}
      onChange={(next, option) => {
        onChange?.(next);
        setKeyword('');
        const picked = Array.isArray(option) ? undefined : option?.product;
        if (picked) onPick(picked);
      }}
    />
  );
}
