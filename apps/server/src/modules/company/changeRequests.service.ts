import {
  type CallInput,
  type ConsoleChangeRequest,
  type consoleCompanyCalls,
  type Lang,
  type LockedField,
  translate,
} from '@sc/contract';
import type { AppContext } from '../../context.js';
import { inTransaction } from '../../db/inTransaction.js';
import { AppError } from '../../http/AppError.js';
import type { StaffCaller } from '../../http/caller.js';
import { recordAudit } from '../audit/audit.service.js';
import { COMPANY_TARGET, recordCompanyAudit } from '../companyAudit/companyAuditRecords.service.js';
import {
  announceSupportMessage,
  STAFF_SENDER_NAME,
  writeSupportMessageInTx,
} from '../support/support.service.js';
import {
  type ChangeRequestRow,
  closeRequest,
  findRequestForConsole,
  listRequestsForConsole,
  lockRequest,
} from './changeRequests.repository.js';
import { toChangeRequestDto } from './company.presenter.js';
import { insertHistory, lockCompany, updateCompany } from './company.repository.js';

const CONSOLE_LIST_LIMIT = 200;

type ConsoleRow = NonNullable<Awaited<ReturnType<typeof findRequestForConsole>>>;
function toConsoleDto(row: ConsoleRow): ConsoleChangeRequest {
  return {
    ...toChangeRequestDto(row.request),
    supplierId: row.request.supplierId,
    companyName: row.companyName,
    supportThreadId: row.supportThreadId,
  };
}

/** Change requests for the team: pending first (oldest first), then the latest decided. */
export async function listChangeRequests(
  ctx: AppContext,
  query: CallInput<typeof consoleCompanyCalls.changeRequests>,
): Promise<ConsoleChangeRequest[]> {
  const rows = await listRequestsForConsole(ctx.db, { status: query.status }, CONSOLE_LIST_LIMIT);
  return rows.filter((row) => row.request.status !== 'withdrawn').map(toConsoleDto);
}

/** The answer the company reads in its support chat, in the language the team member uses. */
function answerText(lang: Lang, request: ChangeRequestRow, applied: boolean, answer: string) {
  const head = translate(lang, applied ? 'changeRequest.applied' : 'changeRequest.rejected', {
    id: request.id,
  });
  return answer ? `${head}\n${answer}` : head;
}

/**
 * Applies a pending request (the locked fields take the new values, each change goes into the
 * profile history) or rejects it. The decision, the audit entry and the answer in the company's support
 * chat are written in one transaction.
 */
export async function decideChangeRequest(
  ctx: AppContext,
  caller: StaffCaller,
  input: CallInput<typeof consoleCompanyCalls.decide>,
  lang: Lang,
): Promise<ConsoleChangeRequest> {
  const applied = input.decision === 'apply';
  const { supplierId, message } = await inTransaction(ctx.db, async (tx) => {
    const request = await lockRequest(tx, input.id);
    if (!request || request.status === 'withdrawn') throw new AppError('RECORD_NOT_FOUND');
    if (request.status !== 'pending') throw new AppError('CHANGE_REQUEST_DECIDED');
    const company = await lockCompany(tx, request.supplierId);
    if (!company) throw new AppError('RECORD_NOT_FOUND');
    const to = request.toValues;
    const fields = Object.keys(to) as LockedField[];
    if (applied) {
      await updateCompany(tx, company.id, {
        ...(to.name ? { name: to.name } : {}),
        ...(to.country ? { country: to.country } : {}),
        ...(to.businessType !== undefined
          ? { businessType: to.businessType as typeof company.businessType }
          : {}),
      });
      await insertHistory(
        tx,
        fields.map((field) => ({
          supplierId: company.id,
          field,
          fromValue: company[field] ?? null,
          toValue: to[field] ?? null,
          changedBy: 'staff' as const,
          userId: caller.userId,
          changeRequestId: request.id,
        })),
      );
      // The company's own log shows it too, as the platform team's change.
      await recordCompanyAudit(
        tx,
        { supplierId: company.id, actor: caller, ip: null, at: ctx.clock.now() },
        {
          action: 'company.profileUpdated',
          targetType: COMPANY_TARGET,
          targetId: company.id,
          details: { fields },
        },
      );
    }
    await closeRequest(tx, request.id, {
      status: applied ? 'applied' : 'rejected',
      decidedBy: caller.userId,
      decidedAt: ctx.clock.now(),
      answer: input.answer || null,
    });
    await recordAudit(tx, {
      actor: caller,
      action: applied ? 'company.changeRequest.apply' : 'company.changeRequest.reject',
      targetType: 'supplier',
      targetId: company.id,
      details: {
        changeRequestId: request.id,
        from: request.fromValues,
        to: request.toValues,
        answer: input.answer,
      },
    });
    const message = await writeSupportMessageInTx(tx, company.id, {
      senderKind: 'staff',
      senderUserId: caller.userId,
      senderName: STAFF_SENDER_NAME,
      content: answerText(lang, request, applied, input.answer),
    });
    return { supplierId: company.id, message };
  });
  announceSupportMessage(ctx, supplierId, message);
  const row = await findRequestForConsole(ctx.db, input.id);
  if (!row) throw new AppError('RECORD_NOT_FOUND');
  return toConsoleDto(row);
}
