import { OVERVIEW_RULES, type SupplierStateCounts } from '@sc/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import {
  buyerContacts,
  buyers,
  conversations,
  credentials,
  paymentOrders,
  paymentRefunds,
  rfqQuotes,
  rfqs,
  serviceLedger,
  suppliers,
  supportMessages,
  supportThreads,
} from '../../db/schema/index.js';

// Both drivers (pg and PGlite) answer raw SQL with { rows }.
type Rows<T> = { rows: T[] };

/** The overview's window: UTC days `from`…`to` (today), figures taken at `now`. */
export interface OverviewWindow {
  from: string;
  to: string;
  now: Date;
}

const int = (value: unknown) => Number(value ?? 0);

async function rowsOf<T>(db: Database, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as Rows<T>).rows;
}

/** `days(day)`: one row per UTC day of the window. */
const daysCte = (w: OverviewWindow) =>
  sql`days as (select generate_series(${w.from}::date, ${w.to}::date, interval '1 day')::date as day)`;

/** `at` lies in the window: from the first day's midnight (UTC) up to now. */
const inWindow = (at: SQL, w: OverviewWindow) =>
  sql`${at} >= (${w.from}::date::timestamp at time zone 'UTC') and ${at} <= ${w.now.toISOString()}::timestamptz`;

const utcDay = (at: SQL) => sql`(${at} at time zone 'UTC')::date`;
const dayText = sql`to_char(days.day, 'YYYY-MM-DD')`;

/**
 * Supplier companies by state at the end of each day (today: now). Suspended wins (from
 * `suspended_at`, so a company reactivated since counts by its service); then the ledger's periods
 * at that moment: none (or a refund's cut over it) is expired, a subscription period is paying, else trial.
 */
export async function supplierStatesByDay(db: Database, w: OverviewWindow) {
  const now = w.now.toISOString();
  const covering = (condition: SQL) =>
    sql`exists (select 1 from ${serviceLedger} l where l.supplier_id = s.id and ${condition}
         and l.period_starts_at <= m.at and l.period_ends_at > m.at)`;
  const rows = await rowsOf<SupplierStateCounts & { day: string }>(
    db,
    sql`with ${daysCte(w)},
      moments as (select day, least((day + 1)::timestamp at time zone 'UTC', ${now}::timestamptz) as at from days)
    select to_char(m.day, 'YYYY-MM-DD') as day,
      count(x.state) filter (where x.state = 'trial')::int as trial,
      count(x.state) filter (where x.state = 'paying')::int as paying,
      count(x.state) filter (where x.state = 'expired')::int as expired,
      count(x.state) filter (where x.state = 'suspended')::int as suspended
    from moments m
    left join lateral (
      select case
        when s.suspended_at is not null and s.suspended_at <= m.at then 'suspended'
        when ${covering(sql`l.days < 0`)} then 'expired'
        when ${covering(sql`l.days > 0 and l.plan = 'subscription'`)} then 'paying'
        when ${covering(sql`l.days > 0 and l.plan = 'trial'`)} then 'trial'
        else 'expired' end as state
      from ${suppliers} s where s.created_at <= m.at
    ) x on true
    group by m.day order by m.day`,
  );
  return rows.map((row) => ({
    day: row.day,
    trial: int(row.trial),
    paying: int(row.paying),
    expired: int(row.expired),
    suspended: int(row.suspended),
  }));
}

/** Supplier companies signed up and buyers joined, per day. */
export async function signUpsByDay(db: Database, w: OverviewWindow) {
  const rows = await rowsOf<{ day: string; suppliers: number; buyers: number }>(
    db,
    sql`with ${daysCte(w)},
      s as (select ${utcDay(sql`created_at`)} as day, count(*) as n from ${suppliers}
            where ${inWindow(sql`created_at`, w)} group by 1),
      b as (select ${utcDay(sql`joined_at`)} as day, count(*) as n from ${buyers}
            where ${inWindow(sql`joined_at`, w)} group by 1)
    select ${dayText} as day, coalesce(s.n, 0)::int as suppliers, coalesce(b.n, 0)::int as buyers
    from days left join s on s.day = days.day left join b on b.day = days.day order by days.day`,
  );
  return rows.map((row) => ({ day: row.day, suppliers: int(row.suppliers), buyers: int(row.buyers) }));
}

/** Buyer contacts spent (a contact opened, or the first reply to a buyer), per day, from the ledger. */
export async function contactsSpentByDay(db: Database, w: OverviewWindow) {
  const rows = await rowsOf<{ day: string; spent: number }>(
    db,
    sql`with ${daysCte(w)},
      c as (select ${utcDay(sql`created_at`)} as day, -sum(contacts) as n from ${serviceLedger}
            where reason in ('contact', 'reply') and ${inWindow(sql`created_at`, w)} group by 1)
    select ${dayText} as day, coalesce(c.n, 0)::int as spent
    from days left join c on c.day = days.day order by days.day`,
  );
  return rows.map((row) => ({ day: row.day, spent: int(row.spent) }));
}

/** Conversations started, per day, by who started them. */
export async function conversationsByDay(db: Database, w: OverviewWindow) {
  const rows = await rowsOf<{ day: string; by_buyers: number; by_suppliers: number }>(
    db,
    sql`with ${daysCte(w)},
      c as (select ${utcDay(sql`created_at`)} as day,
              count(*) filter (where started_by = 'buyer') as buyers,
              count(*) filter (where started_by = 'supplier') as suppliers
            from ${conversations} where ${inWindow(sql`created_at`, w)} group by 1)
    select ${dayText} as day, coalesce(c.buyers, 0)::int as by_buyers, coalesce(c.suppliers, 0)::int as by_suppliers
    from days left join c on c.day = days.day order by days.day`,
  );
  return rows.map((row) => ({
    day: row.day,
    byBuyers: int(row.by_buyers),
    bySuppliers: int(row.by_suppliers),
  }));
}

/**
 * Buyer-started contacts per day the buyer wrote: answered by the supplier within 24 h, and counted
 * (answered in time, or 24 h over); plus those still inside their 24 h and unanswered (not counted).
 */
export async function responsesByDay(db: Database, w: OverviewWindow) {
  const now = w.now.toISOString();
  const limit = sql`make_interval(hours => ${OVERVIEW_RULES.answeredWithinHours}::int)`;
  const inTime = sql`contacted_at is not null and contacted_at <= started_at + ${limit}`;
  const [daily, [waiting]] = await Promise.all([
    rowsOf<{ day: string; answered: number; counted: number }>(
      db,
      sql`with ${daysCte(w)},
        c as (select ${utcDay(sql`started_at`)} as day,
                count(*) filter (where ${inTime}) as answered,
                count(*) filter (where (${inTime}) or started_at <= ${now}::timestamptz - ${limit}) as counted
              from ${buyerContacts} where started_by = 'buyer' and ${inWindow(sql`started_at`, w)} group by 1)
      select ${dayText} as day, coalesce(c.answered, 0)::int as answered, coalesce(c.counted, 0)::int as counted
      from days left join c on c.day = days.day order by days.day`,
    ),
    rowsOf<{ n: number }>(
      db,
      sql`select count(*)::int as n from ${buyerContacts}
        where started_by = 'buyer' and contacted_at is null
          and started_at > ${now}::timestamptz - ${limit} and started_at <= ${now}::timestamptz`,
    ),
  ]);
  return {
    daily: daily.map((row) => ({ day: row.day, answered: int(row.answered), counted: int(row.counted) })),
    waiting: int(waiting?.n),
  };
}

/** RFQs posted and quotes sent on RFQs, per day; RFQs held for review now. */
export async function rfqsByDay(db: Database, w: OverviewWindow) {
  const [daily, [review]] = await Promise.all([
    rowsOf<{ day: string; posted: number; quotes: number }>(
      db,
      sql`with ${daysCte(w)},
        r as (select ${utcDay(sql`posted_at`)} as day, count(*) as n from ${rfqs}
              where ${inWindow(sql`posted_at`, w)} group by 1),
        q as (select ${utcDay(sql`submitted_at`)} as day, count(*) as n from ${rfqQuotes}
              where ${inWindow(sql`submitted_at`, w)} group by 1)
      select ${dayText} as day, coalesce(r.n, 0)::int as posted, coalesce(q.n, 0)::int as quotes
      from days left join r on r.day = days.day left join q on q.day = days.day order by days.day`,
    ),
    rowsOf<{ n: number }>(db, sql`select count(*)::int as n from ${rfqs} where state = 'review'`),
  ]);
  return {
    daily: daily.map((row) => ({ day: row.day, posted: int(row.posted), quotes: int(row.quotes) })),
    inReview: int(review?.n),
  };
}

/**
 * Card payments (by the day they were paid) less refunds paid back (by the day they settled), per
 * currency, summed as numeric in SQL: per day with movement, and over the window.
 */
export async function revenueByDay(db: Database, w: OverviewWindow) {
  const flows = sql`flows as (
      select ${utcDay(sql`paid_at`)} as day, currency, 1 as payments, amount as gross, 0::numeric as refunded
      from ${paymentOrders} where paid_at is not null and ${inWindow(sql`paid_at`, w)}
      union all
      select ${utcDay(sql`r.settled_at`)} as day, o.currency, 0, 0::numeric, r.amount
      from ${paymentRefunds} r join ${paymentOrders} o on o.id = r.order_id
      where r.status = 'succeeded' and ${inWindow(sql`r.settled_at`, w)})`;
  const [daily, totals] = await Promise.all([
    rowsOf<{ day: string; currency: string; net: string }>(
      db,
      sql`with ${flows}
      select to_char(day, 'YYYY-MM-DD') as day, currency, (sum(gross) - sum(refunded))::numeric(14,2)::text as net
      from flows group by day, currency order by day, currency`,
    ),
    rowsOf<{ currency: string; payments: number; gross: string; refunded: string; net: string }>(
      db,
      sql`with ${flows}
      select currency, sum(payments)::int as payments, sum(gross)::numeric(14,2)::text as gross,
        sum(refunded)::numeric(14,2)::text as refunded, (sum(gross) - sum(refunded))::numeric(14,2)::text as net
      from flows group by currency order by sum(payments) desc, currency`,
    ),
  ]);
  return {
    daily: daily.map((row) => ({ day: row.day, currency: row.currency, net: row.net })),
    currencies: totals.map((row) => ({ ...row, payments: int(row.payments) })),
  };
}

/** Credentials submitted per day; those waiting for review now. */
export async function credentialsByDay(db: Database, w: OverviewWindow) {
  const [daily, [pending]] = await Promise.all([
    rowsOf<{ day: string; submitted: number }>(
      db,
      sql`with ${daysCte(w)},
        c as (select ${utcDay(sql`submitted_at`)} as day, count(*) as n from ${credentials}
              where ${inWindow(sql`submitted_at`, w)} group by 1)
      select ${dayText} as day, coalesce(c.n, 0)::int as submitted
      from days left join c on c.day = days.day order by days.day`,
    ),
    rowsOf<{ n: number }>(db, sql`select count(*)::int as n from ${credentials} where state = 'pending'`),
  ]);
  return {
    daily: daily.map((row) => ({ day: row.day, submitted: int(row.submitted) })),
    waiting: int(pending?.n),
  };
}

/** Suppliers' support messages per day; threads whose last message is the supplier's (waiting) now. */
export async function supportByDay(db: Database, w: OverviewWindow) {
  const [daily, [waiting]] = await Promise.all([
    rowsOf<{ day: string; messages: number }>(
      db,
      sql`with ${daysCte(w)},
        m as (select ${utcDay(sql`created_at`)} as day, count(*) as n from ${supportMessages}
              where sender_kind = 'supplier' and ${inWindow(sql`created_at`, w)} group by 1)
      select ${dayText} as day, coalesce(m.n, 0)::int as messages
      from days left join m on m.day = days.day order by days.day`,
    ),
    rowsOf<{ n: number }>(
      db,
      sql`select count(*)::int as n from ${supportThreads} t
        join ${supportMessages} last on last.id = t.last_message_id
        where last.sender_kind = 'supplier'`,
    ),
  ]);
  return {
    daily: daily.map((row) => ({ day: row.day, messages: int(row.messages) })),
    waiting: int(waiting?.n),
  };
}
