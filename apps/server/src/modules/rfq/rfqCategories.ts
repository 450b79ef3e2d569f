import {
  type CategoryNode,
  type Lang,
  MAIN_CATEGORIES,
  type MainCategory,
  type RfqCategory,
} from '@sc/contract';
import type { AppContext } from '../../context.js';
import { defineCache } from '../../platform/caches.js';
import {
  CATEGORIES_CACHE_TOPIC,
  getCategoryTree,
  getMainCategoryCodes,
} from '../reference/categories.service.js';

/** A category as an RFQ files it: named in the reader's language, with the main category it sits under. */
export interface RfqCategoryInfo extends RfqCategory {
  mainCategoryId: number;
}

const isMainCategory = (code: string | null): code is MainCategory =>
  (MAIN_CATEGORIES as readonly (string | null)[]).includes(code);

/** Each language's map is built once, not per market page, and dropped when the category tree changes. */
const RFQ_CATEGORIES = defineCache<Map<number, RfqCategoryInfo>>({
  name: 'rfqCategories',
  ttlMs: Infinity,
  maxEntries: 3,
  dropOn: [CATEGORIES_CACHE_TOPIC],
});

/** Every category by id, named in a language. */
export function loadRfqCategories(ctx: AppContext, lang: Lang): Promise<Map<number, RfqCategoryInfo>> {
  return ctx.caches.of(RFQ_CATEGORIES).get(lang, () => buildRfqCategories(ctx, lang));
}

async function buildRfqCategories(ctx: AppContext, lang: Lang): Promise<Map<number, RfqCategoryInfo>> {
  const [tree, codeOf] = await Promise.all([getCategoryTree(ctx, lang), getMainCategoryCodes(ctx)]);
  const byId = new Map<number, RfqCategoryInfo>();
  const walk = (nodes: CategoryNode[], rootId: number | null) => {
    for (const node of nodes) {
      const mainCategoryId = rootId ?? node.value;
      const code = codeOf(node.value);
      if (isMainCategory(code))
        byId.set(node.value, { id: node.value, name: node.label, mainCategory: code, mainCategoryId });
      walk(node.children ?? [], mainCategoryId);
    }
  };
  walk(tree, null);
  return byId;
}

/** The category of an RFQ's card; an unknown id (never expected) reads as its main category's id. */
export function categoryOf(categories: Map<number, RfqCategoryInfo>, id: number): RfqCategory {
  const found = categories.get(id);
  return found
    ? { id: found.id, name: found.name, mainCategory: found.mainCategory }
    : { id, name: '', mainCategory: MAIN_CATEGORIES[0] };
}
