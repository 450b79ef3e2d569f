import type { CatalogueRef } from '@sc/contract';
import { Select } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebouncedValue } from '../../../lib/useDebouncedValue';
import { useConsoleBrands } from './consoleCatalogueApi';

type BrandPickerProps = {
  id?: string;
  value?: number;
  onChange?: (id: number | undefined) => void;
  /** The brand already chosen, shown before the search has loaded it. */
  current?: CatalogueRef | null;
  placeholder?: string;
  className?: string;
  allowClear?: boolean;
};

/** One brand of the catalogue, searched by name as the editor types. */
export function BrandPicker({
  id,
  value,
  onChange,
  current,
  placeholder,
  className,
  allowClear,
}: BrandPickerProps) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const debounced = useDebouncedValue(keyword);
  const brands = useConsoleBrands({ pageSize: 50, ...(debounced ? { keyword: debounced } : {}) });
  const options = useMemo(() => {
    const list = (brands.data?.list ?? []).map((brand) => ({ value: brand.id, label: brand.name }));
    if (current && !list.some((option) => option.value === current.id))
      list.unshift({ value: current.id, label: current.name });
    return list;
  }, [brands.data, current]);
  return (
    <Select<number>
      id={id}
      className={className}
      showSearch={{ filterOption: false, onSearch: setKeyword }}
      value={value}
      onChange={(next) => onChange?.(next)}
      options={options}
      loading={brands.isFetching}
      placeholder={placeholder ?? t('consoleCatalogue.products.brandPlaceholder')}
      allowClear={allowClear}
      notFoundContent={brands.isFetching ? null : t('consoleCatalogue.brands.noMatch')}
      style={className ? undefined : { width: '100%' }}
    />
  );
}
