import type { Operator, OperatorAccount } from '@sc/contract';
import type { OperatorListRow, OperatorRow } from './operators.repository.js';

/** An operator row as the operators list shows it. */
export function toOperatorDto(row: OperatorListRow): Operator {
  return {
    id: row.id,
    realName: row.realName,
    email: row.email,
    role: row.role,
    status: row.status,
    totpEnabled: row.totpEnabledAt !== null,
    totpRequired: row.totpRequired,
    lastSignInAt: row.lastLoginAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The signed-in operator's own account. */
export function toOperatorAccountDto(
  row: OperatorRow,
  role: OperatorAccount['role'],
  permissions: string[],
): OperatorAccount {
  return {
    userId: row.id,
    realName: row.realName,
    email: row.email,
    role,
    permissions,
    totpEnabled: row.totpEnabledAt !== null,
    totpRequired: row.totpRequired,
  };
}
