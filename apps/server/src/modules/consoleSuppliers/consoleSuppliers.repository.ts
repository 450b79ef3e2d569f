import type { SupplierSort, SupplierState } from '@sc/contract';
import { and, count, desc, eq, gte, ilike, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { containsPattern } from '../../db/likePattern.js';
import {
  auditLog,
  conversations,
  paymentOrders,
  quotations,
  rfqQuotes,
  roles,
  sessions,
  suppliers,
  userRoles,
  users,
} from '../../db/schema/index.js';
import { supplierStateSql } from '../service/supplierState.js';

// Subqueries name the outer company by hand: in a one-table select Drizzle renders ${suppliers.id}
// unqualified, which inside a subquery would mean the subquery's own table.
const companyId = sql`"suppliers"."id"`;
const lastSignIn =
  sql`(select max(u.last_login_at) from ${users} u where u.supplier_id = ${companyId})`.mapWith(
    users.lastLoginAt,
  );
const userCount = sql<number>`(select count(*)::int from ${users} u where u.supplier_id = ${companyId})`;

const stateAt = (now: Date) => supplierStateSql(companyId, sql`"suppliers"."suspended_at"`, now);

const rowColumns = (now: Date) => ({
  id: suppliers.id,
  name: suppliers.name,
  country: suppliers.country,
  state: stateAt(now),
  verifiedAt: suppliers.verifiedAt,
  showroomStatus: suppliers.showroomStatus,
  users: userCount,
  createdAt: suppliers.createdAt,
  lastSignInAt: lastSignIn,
  suspendedAt: suppliers.suspendedAt,
  suspendReason: suppliers.suspendReason,
});

export type SupplierListRow = {
  id: number;
  name: string;
  country: string;
  state: SupplierState;
  verifiedAt: Date | null;
  showroomStatus: (typeof suppliers.$inferSelect)['showroomStatus'];
  users: number;
  createdAt: Date;
  lastSignInAt: Date | null;
  suspendedAt: Date | null;
  suspendReason: string | null;
};

export interface SupplierFilter {
  keyword?: string | undefined;
  state?: SupplierState | undefined;
  country?: string | undefined;
  verified?: boolean | undefined;
}

const COMPANY_NUMBER = /^#?0*(\d{1,9})$/;

function whereOf(filter: SupplierFilter, now: Date): SQL | undefined {
  const keyword = filter.keyword?.trim();
  const pattern = keyword ? containsPattern(keyword) : undefined;
  const number = keyword ? COMPANY_NUMBER.exec(keyword)?.[1] : undefined;
  return and(
    pattern
      ? or(
          ilike(suppliers.name, pattern),
          sql`exists (select 1 from ${users} u where u.supplier_id = ${companyId}
            and (u.email ilike ${pattern} or u.real_name ilike ${pattern}))`,
          number ? eq(suppliers.id, Number(number)) : undefined,
        )
      : undefined,
    filter.state ? sql`${stateAt(now)} = ${filter.state}` : undefined,
    filter.country ? eq(suppliers.country, filter.country) : undefined,
    filter.verified === undefined
      ? undefined
      : filter.verified
        ? isNotNull(suppliers.verifiedAt)
        : isNull(suppliers.verifiedAt),
  );
}

/** Companies matching the filter with their state at `now`: newest sign-ups or latest sign-ins first. */
export async function listSuppliersForConsole(
  db: Database,
  filter: SupplierFilter,
  sort: SupplierSort,
  now: Date,
  page: { offset: number; limit: number },
): Promise<{ rows: SupplierListRow[]; total: number }> {
  const where = whereOf(filter, now);
  const order =
    sort === 'lastActivity'
      ? [sql`${lastSignIn} desc nulls last`, desc(suppliers.id)]
      : [desc(suppliers.createdAt), desc(suppliers.id)];
  const [rows, [total]] = await Promise.all([
    db
      .select(rowColumns(now))
      .from(suppliers)
      .where(where)
      .orderBy(...order)
      .offset(page.offset)
      .limit(page.limit),
    db.select({ n: count() }).from(suppliers).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** One company as the list shows it, with its state at `now`. */
export async function findSupplierForConsole(
  db: Database,
  supplierId: number,
  now: Date,
): Promise<SupplierListRow | undefined> {
  const [row] = await db.select(rowColumns(now)).from(suppliers).where(eq(suppliers.id, supplierId));
  return row;
}

/** The company's users with their roles, admins first then by sign-up. */
export async function listCompanyUsers(db: Database, supplierId: number) {
  return db
    .select({
      id: users.id,
      name: users.realName,
      email: users.email,
      jobTitle: users.jobTitle,
      status: users.status,
      emailVerifiedAt: users.emailVerifiedAt,
      createdAt: users.createdAt,
      lastLoginAt: users.lastLoginAt,
      roles: sql<
        string[]
      >`coalesce((select array_agg(r.code order by r.code) from ${userRoles} ur join ${roles} r on r.id = ur.role_id where ur.user_id = "users"."id"), '{}')`,
    })
    .from(users)
    .where(eq(users.supplierId, supplierId))
    .orderBy(users.createdAt, users.id);
}

/** The newest sign-ins (sessions opened) of the company's users. */
export async function listRecentSignIns(db: Database, supplierId: number, limit: number) {
  return db
    .select({
      userName: users.realName,
      email: users.email,
      at: sessions.createdAt,
      ip: sessions.ip,
      userAgent: sessions.userAgent,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(users.supplierId, supplierId))
    .orderBy(desc(sessions.createdAt), desc(sessions.id))
    .limit(limit);
}

/** Conversations started, quotations made and RFQ quotes sent by the company since `since`. */
export async function countActivitySince(db: Database, supplierId: number, since: Date) {
  const [[started], [made], [quoted]] = await Promise.all([
    db
      .select({ n: count() })
      .from(conversations)
      .where(and(eq(conversations.supplierId, supplierId), gte(conversations.createdAt, since))),
    db
      .select({ n: count() })
      .from(quotations)
      .where(and(eq(quotations.supplierId, supplierId), gte(quotations.createdAt, since))),
    db
      .select({ n: count() })
      .from(rfqQuotes)
      .where(and(eq(rfqQuotes.supplierId, supplierId), gte(rfqQuotes.submittedAt, since))),
  ]);
  return { conversations: started?.n ?? 0, quotations: made?.n ?? 0, rfqQuotes: quoted?.n ?? 0 };
}

/** The company's newest payment orders. */
export async function listRecentOrders(db: Database, supplierId: number, limit: number) {
  return db
    .select({
      merchantTransactionId: paymentOrders.merchantTransactionId,
      packageNames: paymentOrders.packageNames,
      amount: paymentOrders.amount,
      currency: paymentOrders.currency,
      status: paymentOrders.status,
      createdAt: paymentOrders.createdAt,
      paidAt: paymentOrders.paidAt,
    })
    .from(paymentOrders)
    .where(eq(paymentOrders.supplierId, supplierId))
    .orderBy(desc(paymentOrders.id))
    .limit(limit);
}

/**
 * What the platform team recorded about the company, newest first: entries targeting it (suspension,
 * grants, change requests), naming it in their details (credentials, RFQ quotes) or targeting one of
 * its payment orders (refunds).
 */
export async function listAuditAboutCompany(db: Database, supplierId: number, limit: number) {
  const id = String(supplierId);
  return db
    .select()
    .from(auditLog)
    .where(
      or(
        and(eq(auditLog.targetType, 'supplier'), eq(auditLog.targetId, id)),
        sql`${auditLog.details}->>'supplierId' = ${id}`,
        and(
          eq(auditLog.targetType, 'payment_order'),
          sql`${auditLog.targetId} in (select o.merchant_transaction_id from ${paymentOrders} o where o.supplier_id = ${supplierId})`,
        ),
      ),
    )
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(limit);
}
