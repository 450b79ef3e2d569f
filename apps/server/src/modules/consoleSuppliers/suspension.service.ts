import type { CallInput, ConsoleSupplier, consoleSupplierCalls } from '@sc/contract';
import type { AppContext } from '../../context.js';
import { inTransaction } from '../../db/inTransaction.js';
import { AppError } from '../../http/AppError.js';
import type { StaffCaller } from '../../http/caller.js';
import { suspensionNote } from '../accounts/companySuspension.js';
import { revokeCompanySessions } from '../accounts/session.service.js';
import { recordAudit } from '../audit/audit.service.js';
import { lockCompanySuspension, setCompanySuspension } from '../company/consoleCompany.service.js';
import { getConsoleSupplier } from './supplierDirectory.service.js';

/**
 * Suspends a company with the reason its users are shown. In one transaction with its audit entry:
 * the company is marked suspended and every session of its users ends; once committed, their open
 * sockets hear `session:ended` (reason `suspended`, with the reason) and are disconnected. While
 * suspended, sign-in is refused (COMPANY_SUSPENDED) and buyers cannot see its showroom.
 */
export async function suspendSupplier(
  ctx: AppContext,
  caller: StaffCaller,
  input: CallInput<typeof consoleSupplierCalls.suspend>,
): Promise<ConsoleSupplier> {
  const now = ctx.clock.now();
  const sessionIds = await inTransaction(ctx.db, async (tx) => {
    const company = await lockCompanySuspension(tx, input.supplierId);
    if (!company) throw new AppError('RECORD_NOT_FOUND');
    if (company.suspendedAt) throw new AppError('COMPANY_ALREADY_SUSPENDED');
    await setCompanySuspension(tx, company.id, { at: now, reason: input.reason });
    const ended = await revokeCompanySessions(tx, company.id);
    await recordAudit(tx, {
      actor: caller,
      action: 'company.suspend',
      targetType: 'supplier',
      targetId: company.id,
      details: { name: company.name, reason: input.reason, sessionsEnded: ended.length },
    });
    return ended;
  });
  if (sessionIds.length) ctx.notifier.endSessions({ sessionIds }, 'suspended', suspensionNote(input.reason));
  return getConsoleSupplier(ctx, input.supplierId);
}

/**
 * Lifts a company's suspension, with a reason kept in the audit log (same transaction): its users may
 * sign in again and buyers see its showroom again.
 */
export async function reactivateSupplier(
  ctx: AppContext,
  caller: StaffCaller,
  input: CallInput<typeof consoleSupplierCalls.reactivate>,
): Promise<ConsoleSupplier> {
  await inTransaction(ctx.db, async (tx) => {
    const company = await lockCompanySuspension(tx, input.supplierId);
    if (!company) throw new AppError('RECORD_NOT_FOUND');
    if (!company.suspendedAt) throw new AppError('COMPANY_NOT_SUSPENDED');
    await setCompanySuspension(tx, company.id, null);
    await recordAudit(tx, {
      actor: caller,
      action: 'company.reactivate',
      targetType: 'supplier',
      targetId: company.id,
      details: {
        name: company.name,
        reason: input.reason,
        suspendedAt: company.suspendedAt.toISOString(),
        suspendReason: company.suspendReason,
      },
    });
  });
  return getConsoleSupplier(ctx, input.supplierId);
}
