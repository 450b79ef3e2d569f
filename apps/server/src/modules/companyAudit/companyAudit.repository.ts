import { and, asc, count, desc, eq, gte, inArray, lt, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { auditLog, users } from '../../db/schema/index.js';

/** What the company's list is narrowed to (the company itself always). */
export interface CompanyAuditFilter {
  supplierId: number;
  actions?: readonly string[];
  actorUserId?: number;
  from?: Date | null;
  to?: Date | null;
}

function whereOf(filter: CompanyAuditFilter): SQL | undefined {
  return and(
    eq(auditLog.supplierId, filter.supplierId),
    filter.actions ? inArray(auditLog.action, [...filter.actions]) : undefined,
    filter.actorUserId !== undefined ? eq(auditLog.actorUserId, filter.actorUserId) : undefined,
    filter.from ? gte(auditLog.createdAt, filter.from) : undefined,
    filter.to ? lt(auditLog.createdAt, filter.to) : undefined,
  );
}

/** A page of the company's entries, newest first, with the kind of account that acted. */
export async function listCompanyAuditRows(
  db: Database,
  filter: CompanyAuditFilter,
  page: { offset: number; limit: number },
) {
  return db
    .select({
      id: auditLog.id,
      actorUserId: auditLog.actorUserId,
      actorName: auditLog.actorName,
      actorKind: users.kind,
      action: auditLog.action,
      targetType: auditLog.targetType,
      targetId: auditLog.targetId,
      details: auditLog.details,
      ip: auditLog.ip,
      createdAt: auditLog.createdAt,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorUserId))
    .where(whereOf(filter))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .offset(page.offset)
    .limit(page.limit);
}
export type CompanyAuditRow = Awaited<ReturnType<typeof listCompanyAuditRows>>[number];

export async function countCompanyAuditRows(db: Database, filter: CompanyAuditFilter): Promise<number> {
  const [row] = await db.select({ n: count() }).from(auditLog).where(whereOf(filter));
  return row?.n ?? 0;
}

/** The company's users who have entries, by their current name. */
export async function listCompanyAuditActors(db: Database, supplierId: number) {
  return db
    .selectDistinct({ userId: users.id, name: users.realName })
    .from(auditLog)
    .innerJoin(users, eq(users.id, auditLog.actorUserId))
    .where(and(eq(auditLog.supplierId, supplierId), eq(users.supplierId, supplierId)))
    .orderBy(asc(users.realName), asc(users.id));
}

/** A user's name now (the actor of what a provider's notify settles); undefined when gone. */
export async function findUserName(db: Database, userId: number): Promise<string | undefined> {
  const [row] = await db.select({ name: users.realName }).from(users).where(eq(users.id, userId));
  return row?.name;
}
