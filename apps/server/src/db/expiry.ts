import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import { productQuotes } from './schema/index.js';

/** Today in UTC: quotes and quotations are valid through their date (the contract's `isExpiredOn`). */
export const utcTodaySql = sql`(now() at time zone 'utc')::date`;

/** Whether an expiration date column lies before today (UTC). */
export function isExpiredSql(expiresOn: AnyColumn): SQL<boolean> {
  return sql<boolean>`${expiresOn} < ${utcTodaySql}`;
}

/**
 * 'none', or whether the newest quote of a product is still valid today (UTC), for selects from
 * supplier_products. The outer product id is written out qualified: in a one-table select Drizzle
 * renders ${column} as a bare "id", which inside the subquery would mean the quote's id.
 */
export const productQuoteStatusSql = sql<'none' | 'active' | 'expired'>`coalesce((
  select case when q.expires_on >= ${utcTodaySql} then 'active' else 'expired' end
  from ${productQuotes} q where q.product_id = "supplier_products"."id" order by q.id desc limit 1), 'none')`;
