import { COMPANY_AUDIT_ACTION_GROUPS, type CompanyAuditEntry, isCompanyAuditAction } from '@sc/contract';
import type { CompanyAuditRow } from './companyAudit.repository.js';

/**
 * An entry as the company sees it. What the platform team did (a refund, a locked field changed on
 * request) shows as the team's, without the operator's name or address.
 */
export function toCompanyAuditEntryDto(row: CompanyAuditRow): CompanyAuditEntry {
  const isPlatform = row.actorKind === 'staff';
  const hasName = row.actorName.trim() !== '';
  return {
    id: row.id,
    at: row.createdAt.toISOString(),
    actor: isPlatform
      ? { kind: 'platform', userId: null, name: null }
      : hasName || row.actorUserId !== null
        ? { kind: 'member', userId: row.actorUserId, name: hasName ? row.actorName : null }
        : { kind: 'system', userId: null, name: null },
    action: row.action,
    group: isCompanyAuditAction(row.action) ? COMPANY_AUDIT_ACTION_GROUPS[row.action] : null,
    targetType: row.targetType,
    targetId: row.targetId,
    details: row.details,
    ip: isPlatform ? null : row.ip,
  };
}
