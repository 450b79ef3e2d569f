import {
  ALWAYS_OFFERED,
  ATTRIBUTE_LIST_CODES,
  type AttributeList,
  type AttributeListDetail,
  type AttributeOption,
  type CallInput,
  type consoleAttributeCalls,
  LANG_TAGS,
  type Lang,
  type Option,
  translate,
} from '@sc/contract';
import type { AppContext } from '../../context.js';
import { inTransaction } from '../../db/inTransaction.js';
import { AppError } from '../../http/AppError.js';
import type { StaffCaller } from '../../http/caller.js';
import { defineCache } from '../../platform/caches.js';
import { recordAudit } from '../audit/audit.service.js';
import {
  type AttributeRow,
  countAttributeUses,
  listAttributeRows,
  lockAttributeList,
  setAttributeOrder,
  updateAttributeRow,
} from './attributes.repository.js';

/** The lists' rows: read once, dropped here and in the app's other processes when the team changes one. */
const ATTRIBUTE_ROWS = defineCache<AttributeRow[]>({
  name: 'attributeOptions',
  // A safety net only: a change drops the rows everywhere at once.
  ttlMs: 10 * 60_000,
  maxEntries: 1,
  dropOn: ['attributes'],
});
const DROP_TOPIC = 'attributes';

/** One code of a list as the selects see it. */
interface EffectiveOption {
  value: string;
  offered: boolean;
  names: Record<Lang, string | null>;
}

const displayNames = (lang: Lang, type: 'currency' | 'language') =>
  new Intl.DisplayNames([LANG_TAGS[lang]], { type, fallback: 'code' });

/** The built-in name of a code in a language (the team's name overrides it). */
function builtInName(list: AttributeList, value: string, lang: Lang): string {
  switch (list) {
    case 'place':
      return translate(lang, `place.${value}`);
    case 'unit':
      return translate(lang, `unit.${value}`);
    case 'currency':
      return displayNames(lang, 'currency').of(value) ?? value;
    case 'language':
      return displayNames(lang, 'language').of(value) ?? value;
  }
}

/** A select's label: currencies keep their code in front (`USD · US Dollar`), as before. */
function labelOf(list: AttributeList, option: EffectiveOption, lang: Lang): string {
  const name = option.names[lang] ?? builtInName(list, option.value, lang);
  return list === 'currency' ? `${option.value} · ${name}` : name;
}

function rowsOf(ctx: AppContext): Promise<AttributeRow[]> {
  return ctx.caches.of(ATTRIBUTE_ROWS).get('all', () => listAttributeRows(ctx.db));
}

/**
 * A list as the team set it: stored rows in their order (codes the contract added since at the
 * end, offered); the contract's order, all offered, while nothing is stored (a fresh database).
 */
function effectiveList(list: AttributeList, rows: readonly AttributeRow[]): EffectiveOption[] {
  const stored = new Map(rows.filter((row) => row.list === list).map((row) => [row.value, row]));
  const codes = ATTRIBUTE_LIST_CODES[list] as readonly string[];
  return codes
    .map((value, index) => ({ value, index, row: stored.get(value) }))
    .sort((a, b) => (a.row?.sort ?? codes.length + a.index) - (b.row?.sort ?? codes.length + b.index))
    .map(({ value, row }) => ({
      value,
      offered: row?.offered ?? true,
      names: { en: row?.nameEn ?? null, ch: row?.nameZh ?? null, ja: row?.nameJa ?? null },
    }));
}

/** The offered codes of a list, in the team's order, named in the caller's language (`attribute/select/*`). */
export async function listOfferedOptions(
  ctx: AppContext,
  list: AttributeList,
  lang: Lang,
): Promise<Option[]> {
  return effectiveList(list, await rowsOf(ctx))
    .filter((option) => option.offered)
    .map((option) => ({ value: option.value, label: labelOf(list, option, lang) }));
}

/** One value a write is about to store, and the value(s) the row held before (kept even when no longer offered). */
export interface OfferedCheck {
  field: string;
  list: AttributeList;
  value: string | null | undefined;
  had?: readonly (string | null)[];
}

/**
 * The rule "a write may not newly store a code the team took out of its list" with the lists read
 * now: call it before a transaction, use the returned check inside it (no query of its own there).
 * The check throws ATTRIBUTE_NOT_OFFERED naming the fields; a row that already held the code keeps it.
 */
export async function loadOfferedCheck(ctx: AppContext): Promise<(checks: readonly OfferedCheck[]) => void> {
  const isOffered = await loadIsOffered(ctx);
  return (checks) => {
    const fields: Record<string, string> = {};
    for (const check of checks) {
      if (!check.value || isOffered(check.list, check.value)) continue;
      if (check.had?.includes(check.value)) continue;
      fields[check.field] = 'error.ATTRIBUTE_NOT_OFFERED';
    }
    if (Object.keys(fields).length > 0) throw new AppError('ATTRIBUTE_NOT_OFFERED', { fields });
  };
}

/** Whether a code is offered in its list now (for checks of many rows, such as an import's). */
export async function loadIsOffered(
  ctx: AppContext,
): Promise<(list: AttributeList, value: string) => boolean> {
  const rows = await rowsOf(ctx);
  const withdrawn = new Set(rows.filter((row) => !row.offered).map((row) => `${row.list}:${row.value}`));
  return (list, value) => !withdrawn.has(`${list}:${value}`);
}

/** Refuses a write that would newly store a code the team took out of its list (see `loadOfferedCheck`). */
export async function assertOffered(ctx: AppContext, checks: readonly OfferedCheck[]): Promise<void> {
  (await loadOfferedCheck(ctx))(checks);
}

/** A list for the console: every code in order, offered or not, its names and the rows using it. */
export async function getAttributeList(ctx: AppContext, list: AttributeList): Promise<AttributeListDetail> {
  const [rows, uses] = await Promise.all([listAttributeRows(ctx.db), countAttributeUses(ctx.db, list)]);
  const options: AttributeOption[] = effectiveList(list, rows).map((option) => {
    const mine = uses.filter((use) => use.value === option.value && use.count > 0);
    return {
      value: option.value,
      offered: option.offered,
      alwaysOffered: ALWAYS_OFFERED[list].includes(option.value),
      names: { en: option.names.en, zh: option.names.ch, ja: option.names.ja },
      builtIn: {
        en: builtInName(list, option.value, 'en'),
        zh: builtInName(list, option.value, 'ch'),
        ja: builtInName(list, option.value, 'ja'),
      },
      inUse: mine.reduce((total, use) => total + use.count, 0),
      uses: mine.map(({ use, count }) => ({ use, count })),
    };
  });
  return { list, options };
}

/**
 * Offers a code or takes it out of the selects (rows that use it keep it and its name), and sets its
 * names in the three languages; audited in the same transaction. A code every conversion needs
 * ('unit') stays offered (ATTRIBUTE_ALWAYS_OFFERED).
 */
export async function updateAttributeOption(
  ctx: AppContext,
  caller: StaffCaller,
  input: CallInput<typeof consoleAttributeCalls.update>,
): Promise<AttributeListDetail> {
  if (!input.offered && ALWAYS_OFFERED[input.list].includes(input.value))
    throw new AppError('ATTRIBUTE_ALWAYS_OFFERED', { fields: { offered: 'error.ATTRIBUTE_ALWAYS_OFFERED' } });
  const names = { nameEn: input.names.en, nameZh: input.names.zh, nameJa: input.names.ja };
  await inTransaction(ctx.db, async (tx) => {
    const row = (await lockAttributeList(tx, input.list)).find((r) => r.value === input.value);
    if (!row) throw new AppError('RECORD_NOT_FOUND');
    const before = { offered: row.offered, en: row.nameEn, zh: row.nameZh, ja: row.nameJa };
    const after = { offered: input.offered, ...input.names };
    if (JSON.stringify(before) === JSON.stringify(after)) return;
    await updateAttributeRow(tx, input.list, input.value, {
      offered: input.offered,
      ...names,
      updatedAt: ctx.clock.now(),
    });
    await recordAudit(tx, {
      actor: caller,
      action: 'attribute.update',
      targetType: 'attribute',
      targetId: `${input.list}:${input.value}`,
      details: { list: input.list, value: input.value, before, after },
    });
  });
  ctx.caches.drop(DROP_TOPIC);
  return getAttributeList(ctx, input.list);
}

/** Sets the order a list's selects show (every code, once); audited in the same transaction. */
export async function reorderAttributes(
  ctx: AppContext,
  caller: StaffCaller,
  input: CallInput<typeof consoleAttributeCalls.reorder>,
): Promise<AttributeListDetail> {
  await inTransaction(ctx.db, async (tx) => {
    const before = (await lockAttributeList(tx, input.list)).map((row) => row.value);
    if (before.join() === input.values.join()) return;
    await setAttributeOrder(tx, input.list, input.values, ctx.clock.now());
    await recordAudit(tx, {
      actor: caller,
      action: 'attribute.reorder',
      targetType: 'attribute',
      targetId: input.list,
      details: { list: input.list, before, after: input.values },
    });
  });
  ctx.caches.drop(DROP_TOPIC);
  return getAttributeList(ctx, input.list);
}
