import { Select } from 'antd';
import { useState } from 'react';
import { useBrandOptions } from '../api/useBrandOptions';

type BrandSelectProps = {
  id?: string;
  value?: string;
  onChange?: (value: string | undefined) => void;
  placeholder?: string;
  className?: string;
  'aria-label'?: string;
};

/** Picks one brand, searched on the server (brand/select) as the user types. */
export function BrandSelect({ value, onChange, ...props }: BrandSelectProps) {
  const [keyword, setKeyword] = useState('');
  const brands = useBrandOptions(keyword);
  return (
    <Select<string>
      {...props}
      value={value}
      options={brands.data ?? []}
      loading={brands.isFetching}
      allowClear
      showSearch={{ filterOption: false, onSearch: setKeyword }}
      onChange={(next) => {
        setKeyword('');
        onChange?.(next ?? undefined);
      }}
    />
  );
}
