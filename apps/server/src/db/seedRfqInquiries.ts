import { sql } from 'drizzle-orm';
import type { AppContext } from '../context.js';
import { buyerProducts } from './schema/index.js';
import { pickWith } from './seedRfqWords.js';

const DAY = 86_400_000;

/** Values as one SQL list, each its own parameter (an array parameter would become a row). */
const list = (values: (number | string)[]) =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );

/**
 * Buyers asking about the popular products in chat over the 60 days (kind 'inquired'), with
 * the buyers' purchasing categories and search words brought up to date.
 */
export async function seedRfqInquiries<P extends string>(
  ctx: AppContext,
  hot: Map<string, { product: { id: number; name: string }; weight: number; profile: P }[]>,
  buyersOf: Map<string, { id: number }[]>,
  now: number,
  random: () => number,
  daysAgo: (profile: P) => number,
) {
  const values: (typeof buyerProducts.$inferInsert)[] = [];
  const wordsOf = new Map<number, string[]>();
  for (const [main, entries] of hot) {
    const pool = buyersOf.get(main) ?? [];
    for (const { product, weight, profile } of entries) {
      const asked = new Set<{ id: number }>();
      const n = Math.min(pool.length, Math.round(20 * weight * (0.7 + random() * 0.6)));
      for (let tries = 0; asked.size < n && tries < n * 4; tries++) asked.add(pickWith(pool, random));
      for (const buyer of asked) {
        values.push({
          buyerId: buyer.id,
          masterProductId: product.id,
          kind: 'inquired',
          at: new Date(now - daysAgo(profile) * DAY - 60_000),
        });
        wordsOf.set(buyer.id, [...(wordsOf.get(buyer.id) ?? []), product.name.toLowerCase()]);
      }
    }
  }
  if (values.length === 0) return;
  await ctx.db.insert(buyerProducts).values(values).onConflictDoNothing();
  const ids = [...wordsOf.keys()];
  await ctx.db.execute(sql`
    update buyers b set
      search_text = b.search_text || ' ' || v.words,
      purchasing_category_ids = (
        select coalesce(array_agg(distinct mp.category_id order by mp.category_id), '{}')
        from buyer_products bp join master_products mp on mp.id = bp.master_product_id
        where bp.buyer_id = b.id and bp.kind <> 'browsed')
    from unnest(array[${list(ids)}]::int[], array[${list(ids.map((id) => wordsOf.get(id)?.join(' ') ?? ''))}]::text[])
      as v(id, words)
    where b.id = v.id`);
}
