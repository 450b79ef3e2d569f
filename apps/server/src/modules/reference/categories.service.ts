import type { CategoryNode, Lang } from '@sc/contract';
import type { AppContext } from '../../context.js';
import { defineCache } from '../../platform/caches.js';
import { type CategoryRow, listCategories } from './categories.repository.js';

/**
 * The topic of every cache built from the category tree (names, paths, main categories): declare
 * `dropOn: [CATEGORIES_CACHE_TOPIC]` and the console's changes to the tree drop it at once.
 */
export const CATEGORIES_CACHE_TOPIC = 'categories';

/** Category rows change only when the platform team edits the tree, which drops them (`onCategoriesChanged`). */
const CATEGORY_ROWS = defineCache<CategoryRow[]>({
  name: 'categoryRows',
  ttlMs: Infinity,
  maxEntries: 1,
  dropOn: [CATEGORIES_CACHE_TOPIC],
});

/**
 * Tells every cache of categories, in every process, that the tree changed (a rename, a move, a new
 * order, an addition or removal): each drops its copy and reads the tree afresh.
 */
export function onCategoriesChanged(ctx: AppContext): void {
  ctx.caches.drop(CATEGORIES_CACHE_TOPIC);
}

function rowsOf(ctx: AppContext): Promise<CategoryRow[]> {
  return ctx.caches.of(CATEGORY_ROWS).get('all', () => listCategories(ctx.db));
}

function categoryName(row: CategoryRow, lang: Lang): string {
  return lang === 'ch' ? row.nameZh : lang === 'ja' ? row.nameJa : row.nameEn;
}

/** The tree for cascaders, named in the caller's language. */
export async function getCategoryTree(ctx: AppContext, lang: Lang): Promise<CategoryNode[]> {
  const rows = await rowsOf(ctx);
  const build = (parentId: number | null): CategoryNode[] =>
    rows
      .filter((r) => r.parentId === parentId)
      .map((r) => {
        const children = build(r.id);
        return { value: r.id, label: categoryName(r, lang), ...(children.length ? { children } : {}) };
      });
  return build(null);
}

/** Names from the top down to a category, e.g. ["Food & Beverage", "Snacks & Confectionery"]. */
export async function getCategoryPaths(
  ctx: AppContext,
  lang: Lang,
): Promise<(id: number | null) => string[]> {
  const byId = new Map((await rowsOf(ctx)).map((r) => [r.id, r]));
  return (id) => {
    const names: string[] = [];
    for (
      let row = id ? byId.get(id) : undefined;
      row;
      row = row.parentId ? byId.get(row.parentId) : undefined
    ) {
      names.unshift(categoryName(row, lang));
    }
    return names;
  };
}

/** A category and all its descendants, for "this category or below" filters. */
export async function listCategoryAndDescendants(ctx: AppContext, id: number): Promise<number[]> {
  const rows = await rowsOf(ctx);
  const ids = [id];
  for (let i = 0; i < ids.length; i++)
    ids.push(...rows.filter((r) => r.parentId === ids[i]).map((r) => r.id));
  return ids;
}

/** Whether a category id exists (a product form may name only a real one). */
export async function hasCategory(ctx: AppContext, id: number): Promise<boolean> {
  return (await rowsOf(ctx)).some((r) => r.id === id);
}

/** For any category id: the code of the main buyer category it sits under (itself when top-level). */
export async function getMainCategoryCodes(ctx: AppContext): Promise<(id: number | null) => string | null> {
  const byId = new Map((await rowsOf(ctx)).map((r) => [r.id, r]));
  return (id) => {
    let row = id ? byId.get(id) : undefined;
    while (row?.parentId) row = byId.get(row.parentId);
    return row?.code ?? null;
  };
}

/** Ids of the main buyer categories (the tree's roots). */
export async function listTopLevelCategoryIds(ctx: AppContext): Promise<Set<number>> {
  return new Set((await rowsOf(ctx)).filter((r) => r.parentId === null).map((r) => r.id));
}

/** Every category with its code and its names in each language (to read a category written in a spreadsheet). */
export async function listCategoryNames(
  ctx: AppContext,
): Promise<{ id: number; parentId: number | null; code: string; names: string[] }[]> {
  return (await rowsOf(ctx)).map((r) => ({
    id: r.id,
    parentId: r.parentId,
    code: r.code,
    names: [r.nameEn, r.nameZh, r.nameJa],
  }));
}
