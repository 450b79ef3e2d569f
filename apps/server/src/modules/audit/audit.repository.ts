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
  /** For what a supplier company's user did: the entry shows in that company's own audit log. */
  supplierId?: number | null;
  /** The address the change came from (`clientAddress(request)`). */
  ip?: string | null;
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
    supplierId: entry.supplierId ?? null,
    ip: entry.ip ?? null,
  });
}

export async function listRecentAudit(db: Database, limit: number): Promise<AuditRow[]> {
  return db.select().from(auditLog).orderBy(desc(auditLog.createdAt), desc(auditLog.id)).limit(limit);
}
