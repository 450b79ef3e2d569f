import type { ChangeOperatorRole, Operator } from '@sc/contract';
import type { AppContext } from '../../context.js';
import type { Database } from '../../db/client.js';
import { inTransaction } from '../../db/inTransaction.js';
import { AppError } from '../../http/AppError.js';
import type { StaffCaller } from '../../http/caller.js';
import { recordAudit } from '../audit/audit.service.js';
import { getOperator } from './operatorDirectory.service.js';
import {
  countUsableAdmins,
  findRoleOfOperator,
  findStaffRoleId,
  lockAdminRole,
  lockOperatorRow,
  type OperatorRow,
  replaceOperatorRole,
  revokeOperatorSessions,
  setOperatorStatus,
  updateOperatorTotp,
} from './operators.repository.js';

// A platform administrator's changes to another operator. Each runs in one transaction with its
// audit entry; a refused change writes nothing. Changes that could remove an administrator lock the
// administrator role first, so the console always keeps one active administrator who can sign in.

/** The target operator, locked; nobody changes their own account from the operators list. */
async function lockTarget(tx: Database, caller: StaffCaller, userId: number): Promise<OperatorRow> {
  if (userId === caller.userId) throw new AppError('OPERATOR_SELF_CHANGE');
  const row = await lockOperatorRow(tx, userId);
  if (!row) throw new AppError('RECORD_NOT_FOUND');
  return row;
}

/** Refuses to take the last usable platform administrator away (`row` is one being demoted or disabled). */
async function assertNotLastAdmin(tx: Database, row: OperatorRow): Promise<void> {
  if ((await findRoleOfOperator(tx, row.id)) !== 'platform_admin' || row.status !== 'active') return;
  if ((await countUsableAdmins(tx, row.id)) === 0) throw new AppError('OPERATOR_LAST_ADMIN');
}

/**
 * Gives another operator a new console role; it applies at once: their cached sessions are forgotten
 * everywhere and their open console hears `permissions:changed`.
 */
export async function changeOperatorRole(
  ctx: AppContext,
  caller: StaffCaller,
  input: ChangeOperatorRole,
  ip: string,
): Promise<Operator> {
  const changed = await inTransaction(ctx.db, async (tx) => {
    await lockAdminRole(tx);
    const row = await lockTarget(tx, caller, input.userId);
    const from = await findRoleOfOperator(tx, row.id);
    if (from === input.role) return false;
    const roleId = await findStaffRoleId(tx, input.role);
    if (!roleId)
      throw new AppError('OPERATOR_ROLE_INVALID', { fields: { role: 'error.OPERATOR_ROLE_INVALID' } });
    if (from === 'platform_admin') await assertNotLastAdmin(tx, row);
    await replaceOperatorRole(tx, row.id, roleId);
    await recordAudit(tx, {
      actor: caller,
      action: 'operator.roleChanged',
      targetType: 'operator',
      targetId: row.id,
      details: { email: row.email, from, to: input.role },
      ip,
    });
    return true;
  });
  if (changed) ctx.notifier.permissionsChanged([input.userId]);
  return getOperator(ctx, input.userId);
}

/**
 * Disables another operator: sign-in is refused and every session of theirs ends in the same
 * transaction; once committed their open console hears `session:ended` (reason `disabled`).
 */
export async function disableOperator(
  ctx: AppContext,
  caller: StaffCaller,
  userId: number,
  ip: string,
): Promise<Operator> {
  await inTransaction(ctx.db, async (tx) => {
    await lockAdminRole(tx);
    const row = await lockTarget(tx, caller, userId);
    if (row.status === 'disabled') throw new AppError('OPERATOR_ALREADY_DISABLED');
    await assertNotLastAdmin(tx, row);
    await setOperatorStatus(tx, row.id, { status: 'disabled', at: ctx.clock.now(), by: caller.userId });
    const ended = await revokeOperatorSessions(tx, row.id);
    await recordAudit(tx, {
      actor: caller,
      action: 'operator.disabled',
      targetType: 'operator',
      targetId: row.id,
      details: { email: row.email, sessionsEnded: ended.length },
      ip,
    });
  });
  ctx.notifier.endSessions({ userId }, 'disabled');
  return getOperator(ctx, userId);
}

/** Enables a disabled operator again: they may sign in. */
export async function enableOperator(
  ctx: AppContext,
  caller: StaffCaller,
  userId: number,
  ip: string,
): Promise<Operator> {
  await inTransaction(ctx.db, async (tx) => {
    const row = await lockTarget(tx, caller, userId);
    if (row.status !== 'disabled') throw new AppError('OPERATOR_NOT_DISABLED');
    await setOperatorStatus(tx, row.id, { status: 'active', at: null, by: null });
    await recordAudit(tx, {
      actor: caller,
      action: 'operator.enabled',
      targetType: 'operator',
      targetId: row.id,
      details: { email: row.email, disabledAt: row.disabledAt?.toISOString() ?? null },
      ip,
    });
  });
  return getOperator(ctx, userId);
}

/**
 * Resets another operator's two-factor sign-in (a lost phone): the secret is forgotten and setting
 * it up again is required at their next sign-in.
 */
export async function resetOperatorTotp(
  ctx: AppContext,
  caller: StaffCaller,
  userId: number,
  ip: string,
): Promise<Operator> {
  await inTransaction(ctx.db, async (tx) => {
    const row = await lockTarget(tx, caller, userId);
    await updateOperatorTotp(tx, row.id, { totpSecret: null, totpEnabledAt: null, totpRequired: true });
    await recordAudit(tx, {
      actor: caller,
      action: 'operator.totpReset',
      targetType: 'operator',
      targetId: row.id,
      details: { email: row.email, wasEnabled: row.totpEnabledAt !== null },
      ip,
    });
  });
  return getOperator(ctx, userId);
}
