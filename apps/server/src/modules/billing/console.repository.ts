import type { OrderStatus } from '@sc/contract';
import { and, count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { containsPattern } from '../../db/likePattern.js';
import {
  paymentEvents,
  paymentOrders,
  paymentRefunds,
  servicePackages,
  suppliers,
  users,
} from '../../db/schema/index.js';

/** Every package with how many orders were paid for it. */
export function listAllPackages(db: Database) {
  return db
    .select({
      pkg: servicePackages,
      // Column names are written out: inside the subquery an unqualified "id" would be the order's.
      ordersPaid: sql<number>`(select count(*)::int from payment_orders o where o.package_id = ${servicePackages}.id and o.paid_at is not null)`,
    })
    .from(servicePackages)
    .orderBy(servicePackages.sortOrder, servicePackages.id);
}

export async function findPackage(db: Database, id: number) {
  const [row] = await db.select().from(servicePackages).where(eq(servicePackages.id, id));
  return row;
}

/** Creates or changes a package; returns its row. */
export async function upsertPackage(
  db: Database,
  id: number | undefined,
  values: Omit<typeof servicePackages.$inferInsert, 'id'>,
) {
  if (id === undefined) {
    const [row] = await db.insert(servicePackages).values(values).returning();
    return row;
  }
  const [row] = await db.update(servicePackages).set(values).where(eq(servicePackages.id, id)).returning();
  return row;
}

/** Orders of every company, newest first, filtered by status and order number or company name. */
export async function listAllOrders(
  db: Database,
  filter: { status?: OrderStatus | undefined; keyword?: string | undefined },
  page: { offset: number; limit: number },
) {
  const where = and(
    filter.status ? eq(paymentOrders.status, filter.status) : undefined,
    filter.keyword
      ? or(
          ilike(paymentOrders.merchantTransactionId, containsPattern(filter.keyword)),
          ilike(suppliers.name, containsPattern(filter.keyword)),
        )
      : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        order: paymentOrders,
        companyName: suppliers.name,
        events: sql<number>`(select count(*)::int from payment_events e where e.order_id = ${paymentOrders}.id)`,
      })
      .from(paymentOrders)
      .innerJoin(suppliers, eq(suppliers.id, paymentOrders.supplierId))
      .where(where)
      .orderBy(desc(paymentOrders.id))
      .offset(page.offset)
      .limit(page.limit),
    db
      .select({ n: count() })
      .from(paymentOrders)
      .innerJoin(suppliers, eq(suppliers.id, paymentOrders.supplierId))
      .where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Companies whose name contains the words (or whose id is the number), by name, at most `limit`. */
export async function searchCompanies(db: Database, keyword: string, limit: number) {
  const id = /^\d{1,9}$/.test(keyword) ? Number(keyword) : null;
  return db
    .select({ id: suppliers.id, name: suppliers.name, country: suppliers.country })
    .from(suppliers)
    .where(
      keyword
        ? or(ilike(suppliers.name, containsPattern(keyword)), ...(id !== null ? [eq(suppliers.id, id)] : []))
        : undefined,
    )
    .orderBy(suppliers.name, suppliers.id)
    .limit(limit);
}

export async function findCompanyName(db: Database, supplierId: number) {
  const [row] = await db.select({ name: suppliers.name }).from(suppliers).where(eq(suppliers.id, supplierId));
  return row?.name ?? null;
}

/** Every event recorded for an order, oldest first. */
export function listOrderEvents(db: Database, orderId: number) {
  return db.select().from(paymentEvents).where(eq(paymentEvents.orderId, orderId)).orderBy(paymentEvents.id);
}

/** Every refund of an order with who asked for it, oldest first. */
export function listOrderRefunds(db: Database, orderId: number) {
  return db
    .select({ refund: paymentRefunds, staffName: users.realName })
    .from(paymentRefunds)
    .leftJoin(users, eq(users.id, paymentRefunds.staffUserId))
    .where(eq(paymentRefunds.orderId, orderId))
    .orderBy(paymentRefunds.id);
}

/** Payments and refunds per UTC day and currency between two days (inclusive). */
export async function settlementRows(db: Database, from: string, to: string) {
  const result = await db.execute(sql`
    with payments as (
      select (${paymentOrders.paidAt} at time zone 'UTC')::date as day, ${paymentOrders.currency} as currency,
             count(*)::int as n, sum(${paymentOrders.amount}) as total
      from ${paymentOrders}
      where ${paymentOrders.paidAt} is not null
        and (${paymentOrders.paidAt} at time zone 'UTC')::date between ${from}::date and ${to}::date
      group by 1, 2),
    refunds as (
      select (${paymentRefunds.settledAt} at time zone 'UTC')::date as day, ${paymentOrders.currency} as currency,
             count(*)::int as n, sum(${paymentRefunds.amount}) as total
      from ${paymentRefunds} join ${paymentOrders} on ${paymentOrders.id} = ${paymentRefunds.orderId}
      where ${paymentRefunds.status} = 'succeeded'
        and (${paymentRefunds.settledAt} at time zone 'UTC')::date between ${from}::date and ${to}::date
      group by 1, 2)
    select to_char(coalesce(p.day, r.day), 'YYYY-MM-DD') as day, coalesce(p.currency, r.currency) as currency,
           coalesce(p.n, 0) as payments, coalesce(p.total, 0)::numeric(14,2)::text as gross,
           coalesce(r.n, 0) as refunds, coalesce(r.total, 0)::numeric(14,2)::text as refunded,
           (coalesce(p.total, 0) - coalesce(r.total, 0))::numeric(14,2)::text as net
    from payments p full join refunds r on p.day = r.day and p.currency = r.currency
    order by 1 desc, 2`);
  return (
    result as unknown as {
      rows: {
        day: string;
        currency: string;
        payments: number;
        gross: string;
        refunds: number;
        refunded: string;
        net: string;
      }[];
    }
  ).rows;
}
