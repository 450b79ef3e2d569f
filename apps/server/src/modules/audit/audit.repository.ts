import { desc } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { auditLog } from '../../db/schema/index.js';

export type AuditRow = typeof auditLog.$inferSelect;
export type AuditEntryInput = {
  actor: { userId: number; realName: string };
  action: string;
  targetType: string;
  targetId: string | number;
  details?: Record<string, unknown>;
};

/** Records what a team member did; call it inside the transaction of the change itself. */
export async function writeAudit(tx: Database, entry: AuditEntryInput): Promise<void> {
  await tx.insert(auditLog).values({
    actorUserId: entry.actor.userId,
    actorName: entry.actor.realName,
    action: entry.action,
    targetType: entry.targetType,
    targetId: String(entry.targetId),
    details: entry.details ?? {},
  });
}

export async function listRecentAudit(db: Database, limit: number): Promise<AuditRow[]> {
  return db.select().from(auditLog).orderBy(desc(auditLog.createdAt), desc(auditLog.id)).limit(limit);
}
