import type { CategoryNode } from '@sc/contract';
import { describe, expect, it } from 'vitest';
import { categoryIdOf, categoryPathOf } from './categoryPath';

const tree: CategoryNode[] = [
  {
    value: 1,
    label: 'Food & Beverage',
    children: [
      { value: 11, label: 'Snacks' },
      { value: 12, label: 'Coffee' },
    ],
  },
  {
    value: 2,
    label: 'Beauty & Personal Care',
    children: [{ value: 21, label: 'Skin care', children: [{ value: 211, label: 'Serums' }] }],
  },
];

describe('categoryPathOf', () => {
  it('finds the path of a top category, a subcategory and a deeper one', () => {
    expect(categoryPathOf(tree, 1)).toEqual([1]);
    expect(categoryPathOf(tree, 12)).toEqual([1, 12]);
    expect(categoryPathOf(tree, 211)).toEqual([2, 21, 211]);
  });

  it('returns null for an id the tree does not have', () => {
    expect(categoryPathOf(tree, 99)).toBeNull();
    expect(categoryPathOf([], 1)).toBeNull();
  });
});

describe('categoryIdOf', () => {
  it('takes the last id of a cascader path', () => {
    expect(categoryIdOf([2, 21])).toBe(21);
    expect(categoryIdOf(['1'])).toBe(1);
  });

  it('is null for no selection', () => {
    expect(categoryIdOf([])).toBeNull();
    expect(categoryIdOf(undefined)).toBeNull();
    expect(categoryIdOf(null)).toBeNull();
  });
});
