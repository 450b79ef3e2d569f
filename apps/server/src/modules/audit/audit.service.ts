import type { AuditEntry } from '@sc/contract';
import type { AppContext } from '../../context.js';
import type { Database } from '../../db/client.js';
import { type AuditEntryInput, listRecentAudit, writeAudit } from './audit.repository.js';

const AUDIT_LIST_LIMIT = 200;

/** The latest audit entries, newest first. */
export async function listAudit(ctx: AppContext): Promise<AuditEntry[]> {
  const rows = await listRecentAudit(ctx.db, AUDIT_LIST_LIMIT);
  return rows.map((row) => ({
    id: row.id,
    actor: row.actorName,
    action: row.action,
    targetType: row.targetType,
    targetId: row.targetId,
    details: row.details,
    at: row.createdAt.toISOString(),
  }));
}

/** Records what a team member did; call it inside the transaction of the change itself. */
export async function recordAudit(tx: Database, entry: AuditEntryInput): Promise<void> {
  await writeAudit(tx, entry);
}
