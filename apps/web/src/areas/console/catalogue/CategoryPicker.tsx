import { TreeSelect } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/useLanguage';
import { categoryOptions } from './catalogueForm';
import { useConsoleCategoryTree } from './consoleCatalogueApi';

type CategoryPickerProps = {
  id?: string;
  placeholder?: string;
  className?: string;
  allowClear?: boolean;
} & (
  | { isMultiple?: false; value?: number; onChange?: (id: number | undefined) => void }
  | { isMultiple: true; value?: number[]; onChange?: (ids: number[]) => void }
);

/** A category of the tree (a main category or a sub-category), or several, named in the UI language. */
export function CategoryPicker(props: CategoryPickerProps) {
  const { t } = useTranslation();
  const { lang } = useLanguage();
  const tree = useConsoleCategoryTree();
  const treeData = useMemo(() => categoryOptions(tree.data ?? [], lang), [tree.data, lang]);
  const common = {
    id: props.id,
    className: props.className,
    treeData,
    loading: tree.isFetching,
    showSearch: true,
    treeNodeFilterProp: 'title',
    treeDefaultExpandAll: false,
    allowClear: props.allowClear,
    placeholder: props.placeholder ?? t('consoleCatalogue.products.categoryPlaceholder'),
    style: props.className ? undefined : { width: '100%' },
  };
  if (props.isMultiple)
    return (
      <TreeSelect<number[]>
        {...common}
        multiple
        maxTagCount="responsive"
        value={props.value}
        onChange={(ids) => props.onChange?.(ids ?? [])}
      />
    );
  return <TreeSelect<number> {...common} value={props.value} onChange={(next) => props.onChange?.(next)} />;
}
