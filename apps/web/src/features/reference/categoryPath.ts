import type { CategoryNode } from '@sc/contract';

/** The ids from the top category down to `id`, as a Cascader value; null when `id` is not in the tree. */
export function categoryPathOf(tree: readonly CategoryNode[], id: number): number[] | null {
  for (const node of tree) {
    if (node.value === id) return [node.value];
    const below = categoryPathOf(node.children ?? [], id);
    if (below) return [node.value, ...below];
  }
  return null;
}

/** The category a Cascader path points at: its last id, or null for an empty path. */
export function categoryIdOf(path: readonly (string | number)[] | null | undefined): number | null {
  const last = path?.at(-1);
  if (last === undefined || last === null) return null;
  const id = Number(last);
  return Number.isInteger(id) && id > 0 ? id : null;
}
