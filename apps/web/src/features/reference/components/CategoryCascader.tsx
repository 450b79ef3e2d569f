import type { CategoryNode } from '@sc/contract';
import { Cascader } from 'antd';
import { useMemo } from 'react';
import { useCategoryTree } from '../api/useCategoryTree';
import { categoryIdOf, categoryPathOf } from '../categoryPath';

type CategoryCascaderProps = {
  id?: string;
  /** The chosen category id (any level); the cascader shows its path. */
  value?: number | null;
  onChange?: (id: number | null) => void;
  placeholder?: string;
  /** Lets a top category be chosen without a subcategory (search filters). */
  changeOnSelect?: boolean;
  className?: string;
  'aria-label'?: string;
};

function matches(input: string, path: CategoryNode[]): boolean {
  const needle = input.trim().toLowerCase();
  return path.some((node) => node.label.toLowerCase().includes(needle));
}

/** A category Cascader over category/linkage whose value is a single category id. */
export function CategoryCascader({
  value,
  onChange,
  changeOnSelect = false,
  ...props
}: CategoryCascaderProps) {
  const tree = useCategoryTree();
  const options = tree.data ?? [];
  const path = useMemo(
    () => (value ? (categoryPathOf(options, value) ?? undefined) : undefined),
    [options, value],
  );
  return (
    <Cascader<CategoryNode>
      {...props}
      options={options}
      value={path}
      loading={tree.isFetching}
      changeOnSelect={changeOnSelect}
      allowClear
      showSearch={{ filter: matches }}
      onChange={(next) => onChange?.(categoryIdOf(next as (string | number)[] | undefined))}
    />
  );
}
