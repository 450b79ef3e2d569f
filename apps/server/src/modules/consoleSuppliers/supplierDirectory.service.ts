import {
  type CallInput,
  CONSOLE_SUPPLIER_LIMITS,
  type ConsoleSupplier,
  type ConsoleSupplierCredential,
  type ConsoleSupplierDetail,
  type consoleSupplierCalls,
  type Lang,
  type LedgerEntry,
  type Page,
} from '@sc/contract';
import type { AppContext } from '../../context.js';
import { pageRange, toPage } from '../../db/page.js';
import { AppError } from '../../http/AppError.js';
import { getLogoUrls } from '../company/companyPublic.service.js';
import { getCompanyProfileById } from '../company/consoleCompany.service.js';
import { listCompanyCredentialsForConsole } from '../credentials/credentialReview.service.js';
import { listCompanyLedgerPage } from '../service/companyLedger.service.js';
import { getQuota, getServiceStatus } from '../service/service.service.js';
import {
  toAuditEntryDto,
  toConsoleSupplierDto,
  toConsoleSupplierUserDto,
  toSignInDto,
  toSupplierOrderDto,
} from './consoleSuppliers.presenter.js';
import {
  countActivitySince,
  findSupplierForConsole,
  listAuditAboutCompany,
  listCompanyUsers,
  listRecentOrders,
  listRecentSignIns,
  listSuppliersForConsole,
  type SupplierListRow,
} from './consoleSuppliers.repository.js';

const DAY_MS = 86_400_000;
const RECENT_ORDERS = 5;

async function toConsoleSuppliers(ctx: AppContext, rows: SupplierListRow[]): Promise<ConsoleSupplier[]> {
  const logos = await getLogoUrls(
    ctx,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toConsoleSupplierDto(row, logos.get(row.id) ?? null));
}

/** A company as the list shows it, its state as of now; RECORD_NOT_FOUND when there is none. */
export async function getConsoleSupplier(ctx: AppContext, supplierId: number): Promise<ConsoleSupplier> {
  const row = await findSupplierForConsole(ctx.db, supplierId, ctx.clock.now());
  if (!row) throw new AppError('RECORD_NOT_FOUND');
  const [dto] = await toConsoleSuppliers(ctx, [row]);
  if (!dto) throw new AppError('RECORD_NOT_FOUND');
  return dto;
}

/** Companies by state (as of now), country and verification, searched by company, user email or name. */
export async function listConsoleSuppliers(
  ctx: AppContext,
  query: CallInput<typeof consoleSupplierCalls.list>,
): Promise<Page<ConsoleSupplier>> {
  const { rows, total } = await listSuppliersForConsole(
    ctx.db,
    { keyword: query.keyword, state: query.state, country: query.country, verified: query.verified },
    query.sort,
    ctx.clock.now(),
    pageRange(query),
  );
  return toPage(await toConsoleSuppliers(ctx, rows), total, query);
}

/** The newest version of each of the company's credentials, newest series first. */
async function credentialsOf(ctx: AppContext, supplierId: number): Promise<ConsoleSupplierCredential[]> {
  const versions = await listCompanyCredentialsForConsole(ctx, { supplierId });
  const seen = new Set<number>();
  return versions.flatMap((version) => {
    if (seen.has(version.seriesId)) return [];
    seen.add(version.seriesId);
    return [
      {
        id: version.id,
        type: version.type,
        version: version.version,
        state: version.state,
        expiresOn: version.expiresOn,
        submittedAt: version.submittedAt,
        reviewedAt: version.reviewedAt,
      },
    ];
  });
}

/**
 * A company in full for the platform team: its row and profile (showroom state included), users,
 * service and quota now, credentials, newest payment orders, and recent activity (30-day counts,
 * sign-ins, what the team did about it).
 */
export async function getConsoleSupplierDetail(
  ctx: AppContext,
  supplierId: number,
  lang: Lang,
): Promise<ConsoleSupplierDetail> {
  const now = ctx.clock.now();
  const since = new Date(now.getTime() - CONSOLE_SUPPLIER_LIMITS.activityDays * DAY_MS);
  const recent = CONSOLE_SUPPLIER_LIMITS.recentMax;
  const company = await getConsoleSupplier(ctx, supplierId);
  const [profile, users, service, quota, credentials, orders, counts, signIns, audit] = await Promise.all([
    getCompanyProfileById(ctx, supplierId),
    listCompanyUsers(ctx.db, supplierId),
    getServiceStatus(ctx.db, supplierId, now),
    getQuota(ctx.db, supplierId, now),
    credentialsOf(ctx, supplierId),
    listRecentOrders(ctx.db, supplierId, RECENT_ORDERS),
    countActivitySince(ctx.db, supplierId, since),
    listRecentSignIns(ctx.db, supplierId, recent),
    listAuditAboutCompany(ctx.db, supplierId, recent),
  ]);
  return {
    ...company,
    profile,
    users: users.map(toConsoleSupplierUserDto),
    service,
    quota,
    credentials,
    orders: orders.map((order) => toSupplierOrderDto(order, lang)),
    activity: {
      ...counts,
      signIns: signIns.map(toSignInDto),
      audit: audit.map(toAuditEntryDto),
    },
  };
}

/** A company's service ledger, newest first; RECORD_NOT_FOUND for an unknown company. */
export async function listConsoleSupplierLedger(
  ctx: AppContext,
  query: CallInput<typeof consoleSupplierCalls.ledger>,
): Promise<Page<LedgerEntry>> {
  await getConsoleSupplier(ctx, query.supplierId);
  return listCompanyLedgerPage(ctx, query.supplierId, query);
}
