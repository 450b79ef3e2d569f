import { ATTRIBUTE_LIST_CODES, type AttributeList, type AttributeUse } from '@sc/contract';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import {
  attributeOptions,
  productQuotes,
  quotationLines,
  quotations,
  rfqQuotes,
  rfqs,
  servicePackages,
  supplierProducts,
} from '../../db/schema/index.js';

export type AttributeRow = typeof attributeOptions.$inferSelect;

/** Every stored row of every list (a list without rows is served with the contract's defaults). */
export function listAttributeRows(db: Database): Promise<AttributeRow[]> {
  return db.select().from(attributeOptions).orderBy(asc(attributeOptions.list), asc(attributeOptions.sort));
}

/**
 * Locks a list's rows for a change, making them first when the list has none yet: every code of
 * the contract, offered, in the contract's order (a list is stored whole or not at all).
 */
export async function lockAttributeList(tx: Database, list: AttributeList): Promise<AttributeRow[]> {
  const codes = ATTRIBUTE_LIST_CODES[list];
  await tx
    .insert(attributeOptions)
    .values(codes.map((value, sort) => ({ list, value, sort })))
    .onConflictDoNothing();
  return tx
    .select()
    .from(attributeOptions)
    .where(eq(attributeOptions.list, list))
    .orderBy(asc(attributeOptions.sort))
    .for('update');
}

/** Saves one code's offer and names. */
export async function updateAttributeRow(
  tx: Database,
  list: AttributeList,
  value: string,
  change: Pick<AttributeRow, 'offered' | 'nameEn' | 'nameZh' | 'nameJa' | 'updatedAt'>,
): Promise<void> {
  await tx
    .update(attributeOptions)
    .set(change)
    .where(and(eq(attributeOptions.list, list), eq(attributeOptions.value, value)));
}

/** Numbers a list's codes in the given order. */
export async function setAttributeOrder(
  tx: Database,
  list: AttributeList,
  values: readonly string[],
  at: Date,
): Promise<void> {
  const ordered = sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );
  await tx.execute(sql`
    update ${attributeOptions} set sort = o.sort - 1, updated_at = ${at.toISOString()}::timestamptz
    from unnest(array[${ordered}]::text[]) with ordinality as o(value, sort)
    where ${attributeOptions.list} = ${list} and ${attributeOptions.value} = o.value`);
}

/** Where each list's codes are stored: the table's column, under the use it is counted as. */
const USES: Record<AttributeList, { use: AttributeUse; table: SQL; column: SQL }[]> = {
  place: [
    { use: 'quotations', table: sql`${quotations}`, column: sql`place` },
    { use: 'rfqs', table: sql`${rfqs}`, column: sql`place` },
    { use: 'rfqQuotes', table: sql`${rfqQuotes}`, column: sql`place` },
  ],
  unit: [
    { use: 'quotationLines', table: sql`${quotationLines}`, column: sql`price_unit` },
    { use: 'products', table: sql`${supplierProducts}`, column: sql`pricing_unit` },
    { use: 'rfqs', table: sql`${rfqs}`, column: sql`unit` },
    { use: 'rfqQuotes', table: sql`${rfqQuotes}`, column: sql`unit` },
  ],
  currency: [
    { use: 'quotations', table: sql`${quotations}`, column: sql`currency` },
    { use: 'productQuotes', table: sql`${productQuotes}`, column: sql`currency` },
    { use: 'rfqs', table: sql`${rfqs}`, column: sql`target_currency` },
    { use: 'rfqQuotes', table: sql`${rfqQuotes}`, column: sql`currency` },
    { use: 'packages', table: sql`${servicePackages}`, column: sql`currency` },
  ],
  // Working languages are offered in selects but not stored on any row yet.
  language: [],
};

/** How many stored rows use each code of a list, per use (codes in use only). */
export async function countAttributeUses(
  db: Database,
  list: AttributeList,
): Promise<{ use: AttributeUse; value: string; count: number }[]> {
  const sources = USES[list];
  if (sources.length === 0) return [];
  const parts = sources.map(
    ({ use, table, column }) =>
      sql`(select ${use}::text as use, ${column}::text as value, count(*)::int as n from ${table}
           where ${column} is not null group by ${column})`,
  );
  const result = (await db.execute(sql.join(parts, sql` union all `))) as unknown as {
    rows: { use: AttributeUse; value: string; n: number | string }[];
  };
  return result.rows.map((row) => ({ use: row.use, value: row.value, count: Number(row.n) }));
}
