import type { SupplierState } from '@sc/contract';
import { type SQL, sql } from 'drizzle-orm';
import { serviceLedger } from '../../db/schema/index.js';

/**
 * A company's state at `at` as one SQL expression, so lists filter, sort and count by it in the
 * database. The same rule as `findServiceAt` (serviceTimeline.ts) at one moment: a moment is covered
 * when a period granted with days covers it and no take-back (a refund, a reversed reward) cuts over
 * it; a covering subscription wins over the trial. Suspension by the platform team wins over all.
 * `supplierId` and `suspendedAt` are the company's qualified columns, e.g. sql`"suppliers"."id"`.
 */
export function supplierStateSql(supplierId: SQL, suspendedAt: SQL, at: Date): SQL<SupplierState> {
  const moment = sql`${at.toISOString()}::timestamptz`;
  const covering = (condition: SQL) =>
    sql`exists (select 1 from ${serviceLedger} l where l.supplier_id = ${supplierId} and ${condition}
      and l.period_starts_at <= ${moment} and l.period_ends_at > ${moment})`;
  return sql<SupplierState>`(case
    when ${suspendedAt} is not null then 'suspended'
    when ${covering(sql`l.days < 0`)} then 'expired'
    when ${covering(sql`l.days > 0 and l.plan = 'subscription'`)} then 'paying'
    when ${covering(sql`l.days > 0 and l.plan = 'trial'`)} then 'trial'
    else 'expired' end)`;
}
