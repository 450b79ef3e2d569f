import { desc, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { auditLog } from '../../db/schema/index.js';

export type AuditRow = typeof auditLog.$inferSelect;
export type AuditEntryInput = {
  /** Who acted; a null user id for an account no longer there (the name is kept as it was). */
  actor: { userId: number | null; realName: string };
  action: string;
  targetType: string;
  targetId: string | number;
  details?: Record<string, unknown>;
  /** For what a supplier company's user did: the entry shows in that company's own audit log. */
  supplierId?: number | null;
  /** The address the change came from (`request.ip`: the client by the trusted-proxy rule). */
  ip?: string | null;
  /** When it happened (`ctx.clock.now()`); the database's time when left out. */
  at?: Date;
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
    ...(entry.at ? { createdAt: entry.at } : {}),
  });
}

/**
 * The platform team's latest entries. A company's own entries (those with a supplier id: what its
 * users did) belong to that company's audit log, not to the console's.
 */
export async function listRecentAudit(db: Database, limit: number): Promise<AuditRow[]> {
  return db
    .select()
    .from(auditLog)
    .where(isNull(auditLog.supplierId))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(limit);
}
