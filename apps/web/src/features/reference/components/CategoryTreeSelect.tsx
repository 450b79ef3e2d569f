import type { CategoryNode } from '@sc/contract';
import { TreeSelect } from 'antd';
import { useMemo } from 'react';
import { useCategoryTree } from '../api/useCategoryTree';

type CategoryTreeSelectProps = {
  id?: string;
  /** Chosen category ids (a main category stands for all its subcategories). */
  value?: number[];
  onChange?: (ids: number[]) => void;
  placeholder?: string;
  maxCount?: number;
};

type TreeNode = { value: number; title: string; children?: TreeNode[] };
const toTreeNode = (node: CategoryNode): TreeNode => ({
  value: node.value,
  title: node.label,
  ...(node.children ? { children: node.children.map(toTreeNode) } : {}),
});

/** Several categories of category/linkage, checked in a tree; a whole main category collapses to it. */
export function CategoryTreeSelect({ value, onChange, maxCount, ...props }: CategoryTreeSelectProps) {
  const tree = useCategoryTree();
  const treeData = useMemo(() => (tree.data ?? []).map(toTreeNode), [tree.data]);
  return (
    <TreeSelect<number[]>
      {...props}
      treeData={treeData}
      value={value}
      onChange={(ids) => onChange?.(ids.slice(0, maxCount))}
      loading={tree.isFetching}
      treeCheckable
      showCheckedStrategy={TreeSelect.SHOW_PARENT}
      showSearch
      treeNodeFilterProp="title"
      allowClear
      maxTagCount="responsive"
      style={{ width: '100%' }}
    />
  );
}
