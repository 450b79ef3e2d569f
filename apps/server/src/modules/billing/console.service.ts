import type {
  CompanyPick,
  ConsoleOrder,
  ConsoleOrderDetail,
  ConsoleOrderQuery,
  ConsolePackage,
  GrantInput,
  PackageInput,
  Page,
  RefundInput,
  SettlementReportQuery,
  SettlementRow,
} from '@sc/contract';
import { fromCents, toCents } from '@sc/contract';
import type { AppContext } from '../../context.js';
import { inTransaction } from '../../db/inTransaction.js';
import { pageRange, toPage } from '../../db/page.js';
import { AppError } from '../../http/AppError.js';
import type { StaffCaller } from '../../http/caller.js';
import { recordAudit } from '../audit/audit.service.js';
import { grantService } from '../service/service.service.js';
import { toOrderDto } from './billing.presenter.js';
import {
  findCompanyName,
  findPackage,
  listAllOrders,
  listAllPackages,
  listOrderEvents,
  listOrderRefunds,
  searchCompanies,
  settlementRows,
  upsertPackage,
} from './console.repository.js';
import { findOrder, findOrderPeriod, type OrderRow } from './orders.repository.js';
import { sumOpenRefunds } from './refunds.repository.js';
import { requestRefund } from './refunds.service.js';

const actorOf = (staff: StaffCaller) => ({ userId: staff.userId, realName: staff.realName });

/** Every package, on sale or not, with how many were paid. */
export async function listPackagesForConsole(ctx: AppContext): Promise<ConsolePackage[]> {
  const rows = await listAllPackages(ctx.db);
  return rows.map(({ pkg, ordersPaid }) => ({
    id: pkg.id,
    names: pkg.names,
    days: pkg.days,
    buyerContacts: pkg.buyerContacts,
    price: pkg.price,
    currency: pkg.currency,
    active: pkg.active,
    sortOrder: pkg.sortOrder,
    ordersPaid,
  }));
}

/** Creates or changes a package, with the audit entry in the same transaction. */
export async function savePackage(
  ctx: AppContext,
  staff: StaffCaller,
  input: PackageInput,
): Promise<ConsolePackage> {
  const saved = await inTransaction(ctx.db, async (tx) => {
    const before = input.id === undefined ? null : await findPackage(tx, input.id);
    if (input.id !== undefined && !before) throw new AppError('RECORD_NOT_FOUND');
    const row = await upsertPackage(tx, input.id, {
      names: input.names,
      days: input.days,
      buyerContacts: input.buyerContacts,
      price: input.price,
      currency: input.currency,
      active: input.active,
      sortOrder: input.sortOrder,
      updatedAt: ctx.clock.now(),
    });
    if (!row) throw new AppError('RECORD_NOT_FOUND');
    await recordAudit(tx, {
      actor: actorOf(staff),
      action: before ? 'package.update' : 'package.create',
      targetType: 'service_package',
      targetId: row.id,
      details: { before: before ?? null, after: input },
    });
    return row;
  });
  const all = await listPackagesForConsole(ctx);
  const found = all.find((p) => p.id === saved.id);
  if (!found) throw new AppError('RECORD_NOT_FOUND');
  return found;
}

/** Orders of every company for the console. */
export async function listOrdersForConsole(
  ctx: AppContext,
  query: ConsoleOrderQuery,
): Promise<Page<ConsoleOrder>> {
  const { rows, total } = await listAllOrders(
    ctx.db,
    { status: query.status, keyword: query.keyword },
    pageRange(query),
  );
  const list = rows.map(({ order, companyName, events }) => ({
    ...toOrderDto(order, 'en'),
    supplierId: order.supplierId,
    companyName,
    events,
  }));
  return toPage(list, total, query);
}

/** One order with its events (raw bodies) and refunds. */
export async function getOrderForConsole(
  ctx: AppContext,
  merchantTransactionId: string,
): Promise<ConsoleOrderDetail> {
  const order = await findOrder(ctx.db, merchantTransactionId);
  if (!order) throw new AppError('RECORD_NOT_FOUND');
  return orderDetail(ctx, order);
}

async function orderDetail(ctx: AppContext, order: OrderRow): Promise<ConsoleOrderDetail> {
  const [companyName, period, events, refunds, open] = await Promise.all([
    findCompanyName(ctx.db, order.supplierId),
    findOrderPeriod(ctx.db, order.id),
    listOrderEvents(ctx.db, order.id),
    listOrderRefunds(ctx.db, order.id),
    sumOpenRefunds(ctx.db, order.id),
  ]);
  const isPaid = order.status === 'succeeded' || order.status === 'partially_refunded';
  const refundable = isPaid ? toCents(order.amount) - toCents(order.refundedAmount) - toCents(open) : 0n;
  return {
    order: {
      ...toOrderDto(order, 'en', {
        periodStartsAt: period?.startsAt ?? null,
        periodEndsAt: period?.endsAt ?? null,
      }),
      supplierId: order.supplierId,
      companyName: companyName ?? '',
      events: events.length,
    },
    events: events.map((e) => ({
      id: e.id,
      kind: e.kind,
      status: e.status,
      outcome: e.outcome,
      rawBody: e.rawBody,
      receivedAt: e.receivedAt.toISOString(),
    })),
    refunds: refunds.map(({ refund, staffName }) => ({
      refundId: refund.refundId,
      amount: refund.amount,
      status: refund.status,
      reason: refund.reason,
      staffName,
      createdAt: refund.createdAt.toISOString(),
    })),
    refundable: fromCents(refundable > 0n ? refundable : 0n),
  };
}

/** Refunds part or all of a paid order (see requestRefund), then answers the order as it stands. */
export async function refundOrder(
  ctx: AppContext,
  staff: StaffCaller,
  input: RefundInput,
): Promise<ConsoleOrderDetail> {
  await requestRefund(ctx, staff, input);
  return getOrderForConsole(ctx, input.merchantTransactionId);
}

/** Companies to pick from by name or id (the grant form's picker). */
export async function pickCompanies(ctx: AppContext, keyword: string): Promise<CompanyPick[]> {
  return searchCompanies(ctx.db, keyword.trim(), 20);
}

/** An operator grant of days and/or contacts to a company, written with its audit entry. */
export async function grantByOperator(
  ctx: AppContext,
  staff: StaffCaller,
  input: GrantInput,
): Promise<{ entryId: number }> {
  if (!(await findCompanyName(ctx.db, input.supplierId))) throw new AppError('RECORD_NOT_FOUND');
  return inTransaction(ctx.db, async (tx) => {
    const { entryId } = await grantService(
      tx,
      {
        supplierId: input.supplierId,
        reason: 'operator_grant',
        days: input.days,
        contacts: input.contacts,
        plan: 'subscription',
        note: input.reason,
      },
      ctx.clock.now(),
    );
    await recordAudit(tx, {
      actor: actorOf(staff),
      action: 'service.grant',
      targetType: 'supplier',
      targetId: input.supplierId,
      details: { days: input.days, contacts: input.contacts, reason: input.reason, entryId },
    });
    return { entryId };
  });
}

/** Payments and refunds per UTC day and currency. */
export async function settlementReport(
  ctx: AppContext,
  query: SettlementReportQuery,
): Promise<SettlementRow[]> {
  if (query.from > query.to) throw new AppError('VALIDATION', { fields: { to: 'validation.invalid' } });
  return settlementRows(ctx.db, query.from, query.to);
}
