import type { AudiencePlan } from '@sc/contract';
import { type SQL, sql } from 'drizzle-orm';
import { contentItems, serviceLedger, suppliers } from '../../db/schema/index.js';

/**
 * The service a supplier is on now, as a notice audience sees it: from the ledger's periods covering
 * now (a refund's negative period covering now leaves none).
 */
export function supplierPlanSql(
  supplierIdColumn: SQL | typeof suppliers.id,
): SQL<'paying' | 'trial' | 'none'> {
  const covering = sql`${serviceLedger.supplierId} = ${supplierIdColumn}
      and ${serviceLedger.periodStartsAt} <= now() and ${serviceLedger.periodEndsAt} > now()`;
  return sql<'paying' | 'trial' | 'none'>`(
    select case when bool_or(${serviceLedger.days} < 0) then 'none'
                when bool_or(${serviceLedger.plan} = 'subscription') then 'paying'
                when count(*) > 0 then 'trial' else 'none' end
    from ${serviceLedger}
    where ${covering} and ${serviceLedger.days} <> 0)`;
}

/** What decides whether a notice reaches one company. */
export type AudienceFacts = { plan: 'paying' | 'trial' | 'none'; country: string; categories: string[] };

/** Items whose audience includes a company with these facts. */
export function reachesCompany(facts: AudienceFacts): SQL {
  const audience = contentItems.audience;
  const categories = facts.categories.length
    ? sql`jsonb_exists_any(${audience}->'categories', ${sql`array[${sql.join(
        facts.categories.map((category) => sql`${category}`),
        sql`, `,
      )}]::text[]`})`
    : sql`false`;
  return sql`(${audience}->>'plan' = 'all' or ${audience}->>'plan' = ${facts.plan})
    and (jsonb_array_length(${audience}->'countries') = 0 or jsonb_exists(${audience}->'countries', ${facts.country}))
    and (jsonb_array_length(${audience}->'categories') = 0 or ${categories})`;
}

/** Companies an audience reaches (for counting them). */
export function companiesReached(audience: {
  plan: AudiencePlan;
  countries: readonly string[];
  categories: readonly string[];
}): SQL {
  const plan =
    audience.plan === 'all'
      ? sql`true`
      : sql`${supplierPlanSql(suppliers.id)} = ${audience.plan === 'paying' ? 'paying' : 'trial'}`;
  const countries = audience.countries.length
    ? sql`${suppliers.country} in (${sql.join(
        audience.countries.map((country) => sql`${country}`),
        sql`, `,
      )})`
    : sql`true`;
  const categories = audience.categories.length
    ? sql`${suppliers.mainCategories} && array[${sql.join(
        audience.categories.map((category) => sql`${category}`),
        sql`, `,
      )}]::text[]`
    : sql`true`;
  return sql`${plan} and ${countries} and ${categories}`;
}
