import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import {
  roles,
  serviceLedger,
  serviceReminders,
  suppliers,
  userRoles,
  users,
} from '../../db/schema/index.js';

/** The role whose holders are mailed about their company's service (every company's first user has it). */
const ADMIN_ROLE = 'owner';

/**
 * Companies with a trial period ending in (from, until]: the candidates for a reminder. Written with
 * literal values so the partial index on trial ends serves it.
 */
export async function findTrialsEndingBetween(db: Database, from: Date, until: Date): Promise<number[]> {
  const rows = await db
    .selectDistinct({ supplierId: serviceLedger.supplierId })
    .from(serviceLedger)
    .where(
      sql`${serviceLedger.plan} = 'trial' and ${serviceLedger.days} > 0 and ${serviceLedger.periodEndsAt} > ${from} and ${serviceLedger.periodEndsAt} <= ${until}`,
    )
    .orderBy(asc(serviceLedger.supplierId));
  return rows.map((row) => row.supplierId);
}

/**
 * Records one reminder of a period; false when it was recorded before (by an earlier or a concurrent
 * run), so only the run that records it sends its mail.
 */
export async function insertReminderOnce(
  db: Database,
  reminder: { supplierId: number; periodEndsAt: Date; thresholdDays: number; at: Date },
): Promise<boolean> {
  const rows = await db
    .insert(serviceReminders)
    .values({
      supplierId: reminder.supplierId,
      periodEndsAt: reminder.periodEndsAt,
      thresholdDays: reminder.thresholdDays,
      sentAt: reminder.at,
    })
    .onConflictDoNothing()
    .returning({ id: serviceReminders.id });
  return rows.length > 0;
}

/** The company's name, country and time zone, and its active admin users: whom a reminder goes to. */
export async function findReminderAudience(db: Database, supplierId: number) {
  const [company] = await db
    .select({ name: suppliers.name, country: suppliers.country, timeZone: suppliers.timeZone })
    .from(suppliers)
    .where(eq(suppliers.id, supplierId));
  const admins = await db
    .selectDistinct({ id: users.id, email: users.email, realName: users.realName, lang: users.lang })
    .from(users)
    .innerJoin(userRoles, eq(userRoles.userId, users.id))
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(
      and(
        eq(users.supplierId, supplierId),
        eq(users.kind, 'supplier'),
        eq(users.status, 'active'),
        eq(roles.code, ADMIN_ROLE),
      ),
    )
    .orderBy(asc(users.id));
  return { company, admins };
}
