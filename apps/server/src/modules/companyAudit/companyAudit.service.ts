import {
  type CallInput,
  COMPANY_AUDIT_PERIOD_DAYS,
  type CompanyAuditPage,
  type CompanyAuditUser,
  companyAuditActionsOf,
  type companyAuditCalls,
} from '@sc/contract';
import type { AppContext } from '../../context.js';
import type { SupplierCaller } from '../../http/caller.js';
import { toCompanyAuditEntryDto } from './companyAudit.presenter.js';
import {
  type CompanyAuditFilter,
  countCompanyAuditRows,
  listCompanyAuditActors,
  listCompanyAuditRows,
} from './companyAudit.repository.js';

const DAY_MS = 86_400_000;

/** The range a query asks for: counted back from now (the context's clock), custom, or everything. */
function rangeOf(ctx: AppContext, input: CallInput<typeof companyAuditCalls.list>) {
  if (input.period === 'all') return { from: null, to: null };
  if (input.period === 'custom')
    return {
      from: input.from ? new Date(input.from) : null,
      to: input.to ? new Date(input.to) : null,
    };
  const days = COMPANY_AUDIT_PERIOD_DAYS[input.period];
  return { from: new Date(ctx.clock.now().getTime() - days * DAY_MS), to: null };
}

/** My company's audit log, newest first, narrowed by action group, colleague and dates. */
export async function listCompanyAudit(
  ctx: AppContext,
  caller: SupplierCaller,
  input: CallInput<typeof companyAuditCalls.list>,
): Promise<CompanyAuditPage> {
  const range = rangeOf(ctx, input);
  const filter: CompanyAuditFilter = {
    supplierId: caller.supplierId,
    ...(input.group ? { actions: companyAuditActionsOf(input.group) } : {}),
    ...(input.actorUserId !== undefined ? { actorUserId: input.actorUserId } : {}),
    ...range,
  };
  const [rows, total] = await Promise.all([
    listCompanyAuditRows(ctx.db, filter, {
      offset: (input.pageIndex - 1) * input.pageSize,
      limit: input.pageSize,
    }),
    countCompanyAuditRows(ctx.db, filter),
  ]);
  return {
    list: rows.map(toCompanyAuditEntryDto),
    total,
    pageIndex: input.pageIndex,
    pageSize: input.pageSize,
    from: range.from?.toISOString() ?? null,
    to: range.to?.toISOString() ?? null,
  };
}

/** The colleagues who have entries in my company's log (the user filter's choices). */
export async function listCompanyAuditUsers(
  ctx: AppContext,
  caller: SupplierCaller,
): Promise<CompanyAuditUser[]> {
  return listCompanyAuditActors(ctx.db, caller.supplierId);
}
