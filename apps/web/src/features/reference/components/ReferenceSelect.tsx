import { Select, type SelectProps } from 'antd';
import { type ReferenceList, useReferenceOptions } from '../api/useReferenceOptions';

type ReferenceSelectProps = Omit<SelectProps<string>, 'options' | 'loading' | 'showSearch'> & {
  list: ReferenceList;
  /** Lets the user type to filter the labels. */
  isSearchable?: boolean;
};

/** A Select over one server reference list (countries, Incoterms, currencies, units…). */
export function ReferenceSelect({ list, isSearchable = false, ...props }: ReferenceSelectProps) {
  const options = useReferenceOptions(list);
  return (
    <Select<string>
      {...props}
      options={options.data ?? []}
      loading={options.isFetching}
      showSearch={isSearchable ? { optionFilterProp: 'label' } : false}
    />
  );
}
