import { randomUUID } from 'node:crypto';
import type {
  CallInput,
  CategoryUses,
  ConsoleCategory,
  ConsoleCategoryTree,
  consoleCatalogueCalls,
} from '@sc/contract';
import type { AppContext } from '../../context.js';
import type { Database } from '../../db/client.js';
import { inTransaction } from '../../db/inTransaction.js';
import { isForeignKeyViolation } from '../../db/isUniqueViolation.js';
import { AppError, type MessageRef } from '../../http/AppError.js';
import type { StaffCaller } from '../../http/caller.js';
import { recordAudit } from '../audit/audit.service.js';
import {
  type CategoryRow,
  type CategoryUseCounts,
  countCategoryUses,
  deleteCategoryRow,
  insertCategory,
  listCategories,
  lockCategoryTree,
  refileUnderMainCategory,
  updateCategoryRow,
  updateCategorySorts,
} from './categories.repository.js';
import { onCategoriesChanged } from './categories.service.js';

const NO_USES: CategoryUseCounts = {
  masterProducts: 0,
  supplierProducts: 0,
  buyers: 0,
  rfqs: 0,
  suppliers: 0,
  brands: 0,
};
const USE_KINDS = Object.keys(NO_USES) as (keyof CategoryUses)[];
const total = (uses: CategoryUses) => USE_KINDS.reduce((sum, kind) => sum + uses[kind], 0);
const sum = (all: CategoryUses[]): CategoryUses =>
  Object.fromEntries(
    USE_KINDS.map((kind) => [kind, all.reduce((n, uses) => n + uses[kind], 0)]),
  ) as CategoryUses;

function toConsoleCategory(row: CategoryRow, uses: CategoryUses): ConsoleCategory {
  return {
    id: row.id,
    code: row.code,
    parentId: row.parentId,
    names: { en: row.nameEn, zh: row.nameZh, ja: row.nameJa },
    sort: row.sort,
    uses,
    inUse: total(uses),
  };
}

/**
 * The tree as the platform team edits it: the main categories in order, each with its sub-categories,
 * named in every language, with what uses each (a main category counts its sub-categories' uses too).
 */
export async function getConsoleCategoryTree(ctx: AppContext): Promise<ConsoleCategoryTree> {
  const [rows, uses] = await Promise.all([listCategories(ctx.db), countCategoryUses(ctx.db)]);
  const usesOf = (id: number) => uses.get(id) ?? NO_USES;
  return rows
    .filter((row) => row.parentId === null)
    .map((main) => {
      const children = rows
        .filter((row) => row.parentId === main.id)
        .map((row) => toConsoleCategory(row, usesOf(row.id)));
      return {
        ...toConsoleCategory(main, sum([usesOf(main.id), ...children.map((child) => child.uses)])),
        children,
      };
    });
}

/** Runs a change of the tree with every category locked, then tells the caches and answers the tree. */
async function changeTree(
  ctx: AppContext,
  change: (tx: Database, rows: CategoryRow[]) => Promise<void>,
): Promise<ConsoleCategoryTree> {
  await inTransaction(ctx.db, async (tx) => change(tx, await lockCategoryTree(tx)));
  onCategoriesChanged(ctx);
  return getConsoleCategoryTree(ctx);
}

/** The main category with this id among locked rows; else a field error on `parentId`. */
function mainCategoryOf(rows: CategoryRow[], id: number): CategoryRow {
  const main = rows.find((row) => row.id === id && row.parentId === null);
  if (!main) throw new AppError('VALIDATION', { fields: { parentId: 'error.catalogue.subcategoryOnly' } });
  return main;
}

/** A sub-category among locked rows: RECORD_NOT_FOUND, or CATEGORY_MAIN_FIXED for a main category. */
function subcategoryOf(rows: CategoryRow[], id: number): CategoryRow & { parentId: number } {
  const row = rows.find((r) => r.id === id);
  if (!row) throw new AppError('RECORD_NOT_FOUND');
  if (row.parentId === null) throw new AppError('CATEGORY_MAIN_FIXED');
  return { ...row, parentId: row.parentId };
}

const lastSortUnder = (rows: CategoryRow[], parentId: number) =>
  Math.max(-1, ...rows.filter((row) => row.parentId === parentId).map((row) => row.sort)) + 1;

const namesOf = (row: CategoryRow) => ({ en: row.nameEn, zh: row.nameZh, ja: row.nameJa });

/** Adds a sub-category at the end of a main category's list; suppliers and buyers see it at once. Audited. */
export function createSubcategory(
  ctx: AppContext,
  caller: StaffCaller,
  input: CallInput<typeof consoleCatalogueCalls.categoryCreate>,
): Promise<ConsoleCategoryTree> {
  return changeTree(ctx, async (tx, rows) => {
    const main = mainCategoryOf(rows, input.parentId);
    const row = await insertCategory(tx, {
      // A stable code nobody types: c<id> (the seed's codes are words).
      code: `new_${randomUUID()}`,
      parentId: main.id,
      nameEn: input.names.en,
      nameZh: input.names.zh,
      nameJa: input.names.ja,
      sort: lastSortUnder(rows, main.id),
    });
    await updateCategoryRow(tx, row.id, { code: `c${row.id}` });
    await recordAudit(tx, {
      actor: caller,
      action: 'catalogue.category.create',
      targetType: 'category',
      targetId: row.id,
      details: { parent: main.nameEn, names: input.names },
    });
  });
}

/** Renames a category in en/zh/ja; its id stays, so every product keeps it. Audited with the old names. */
export function renameCategory(
  ctx: AppContext,
  caller: StaffCaller,
  input: CallInput<typeof consoleCatalogueCalls.categoryRename>,
): Promise<ConsoleCategoryTree> {
  return changeTree(ctx, async (tx, rows) => {
    const row = rows.find((r) => r.id === input.id);
    if (!row) throw new AppError('RECORD_NOT_FOUND');
    const before = namesOf(row);
    if (JSON.stringify(before) === JSON.stringify(input.names)) return;
    await updateCategoryRow(tx, row.id, {
      nameEn: input.names.en,
      nameZh: input.names.zh,
      nameJa: input.names.ja,
    });
    await recordAudit(tx, {
      actor: caller,
      action: 'catalogue.category.rename',
      targetType: 'category',
      targetId: row.id,
      details: { from: before, to: input.names },
    });
  });
}

/**
 * Moves a sub-category (last in the list) under another main category. Its id stays, so products,
 * buyers and companies keep it; RFQs filed under it and the main categories of companies selling in
 * it follow in the same transaction. Audited.
 */
export function moveSubcategory(
  ctx: AppContext,
  caller: StaffCaller,
  input: CallInput<typeof consoleCatalogueCalls.categoryMove>,
): Promise<ConsoleCategoryTree> {
  return changeTree(ctx, async (tx, rows) => {
    const row = subcategoryOf(rows, input.id);
    const target = mainCategoryOf(rows, input.parentId);
    if (row.parentId === target.id) return;
    const from = rows.find((r) => r.id === row.parentId);
    await updateCategoryRow(tx, row.id, { parentId: target.id, sort: lastSortUnder(rows, target.id) });
    await refileUnderMainCategory(tx, [row.id], target.id);
    await recordAudit(tx, {
      actor: caller,
      action: 'catalogue.category.move',
      targetType: 'category',
      targetId: row.id,
      details: { name: row.nameEn, from: from?.nameEn ?? null, to: target.nameEn },
    });
  });
}

/** Puts the main categories (parentId null), or one main category's sub-categories, in a new order. Audited. */
export function reorderCategories(
  ctx: AppContext,
  caller: StaffCaller,
  input: CallInput<typeof consoleCatalogueCalls.categoryReorder>,
): Promise<ConsoleCategoryTree> {
  return changeTree(ctx, async (tx, rows) => {
    if (input.parentId !== null) mainCategoryOf(rows, input.parentId);
    const siblings = rows.filter((row) => row.parentId === input.parentId).map((row) => row.id);
    const wanted = new Set(input.ids);
    if (
      wanted.size !== input.ids.length ||
      wanted.size !== siblings.length ||
      siblings.some((id) => !wanted.has(id))
    )
      throw new AppError('VALIDATION', { fields: { ids: 'validation.invalid' } });
    if (siblings.every((id, i) => input.ids[i] === id)) return;
    await updateCategorySorts(tx, input.ids);
    await recordAudit(tx, {
      actor: caller,
      action: 'catalogue.category.reorder',
      targetType: 'category',
      targetId: input.parentId ?? 0,
      details: { parentId: input.parentId, order: input.ids },
    });
  });
}

/** The uses of a category as catalog messages ("catalogue products: 3"), those above zero. */
function usesText(uses: CategoryUses): MessageRef[] {
  return USE_KINDS.filter((kind) => uses[kind] > 0).map((kind) => ({
    key: `error.catalogue.use.${kind}`,
    values: { count: uses[kind] },
  }));
}

/** Removes a sub-category nothing uses (CATEGORY_IN_USE says what does). Audited. */
export async function deleteSubcategory(
  ctx: AppContext,
  caller: StaffCaller,
  id: number,
): Promise<ConsoleCategoryTree> {
  try {
    return await changeTree(ctx, async (tx, rows) => {
      const row = subcategoryOf(rows, id);
      const uses = (await countCategoryUses(tx)).get(row.id) ?? NO_USES;
      if (total(uses) > 0) throw new AppError('CATEGORY_IN_USE', { values: { uses: usesText(uses) } });
      await deleteCategoryRow(tx, row.id);
      await recordAudit(tx, {
        actor: caller,
        action: 'catalogue.category.delete',
        targetType: 'category',
        targetId: row.id,
        details: { code: row.code, names: namesOf(row) },
      });
    });
  } catch (error) {
    // A product was filed under it between the count and the removal: its foreign key refused it.
    if (isForeignKeyViolation(error)) throw new AppError('CATEGORY_IN_USE', { values: { uses: '…' } });
    throw error;
  }
}
