import { AutoComplete } from 'antd';
import { useBrandOptions } from '../api/useBrandOptions';

type BrandAutoCompleteProps = {
  id?: string;
  value?: string | null;
  onChange?: (value: string) => void;
  placeholder?: string;
};

/** Free-text brand with suggestions from brand/select as the user types. */
export function BrandAutoComplete({ value, onChange, ...props }: BrandAutoCompleteProps) {
  const text = value ?? '';
  const brands = useBrandOptions(text);
  return (
    <AutoComplete
      {...props}
      value={text}
      options={brands.data ?? []}
      onChange={(next: string) => onChange?.(next)}
      allowClear
      showSearch={{ filterOption: false }}
    />
  );
}
