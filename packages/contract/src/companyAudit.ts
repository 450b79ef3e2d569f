/** The company's own audit log, read-only for the owner and managers (issue 19). */

/**
 * What a company's audit log records (`audit_log.action` for entries with a supplier id); each is
 * written in the same transaction as the change, with the acting user and their address.
 */
export const COMPANY_AUDIT_ACTIONS = [
  'user.invited',
  'user.invitationResent',
  'user.invitationRevoked',
  'user.joined',
  'user.roleChanged',
  'user.disabled',
  'user.enabled',
  'ownership.transferRequested',
  'ownership.transferCancelled',
  'ownership.transferred',
  'role.created',
  'role.updated',
  'role.deleted',
  'conversation.handedOver',
  'company.profileUpdated',
  'billing.paid',
] as const;
export type CompanyAuditAction = (typeof COMPANY_AUDIT_ACTIONS)[number];
