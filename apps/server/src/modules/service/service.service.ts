import {
  type Page,
  type Quota,
  type QuotaLedgerEntry,
  type ServiceStatus,
  type TimeRemaining,
  TRIAL,
} from '@sc/contract';
import type { AppContext } from '../../context.js';
import type { Database } from '../../db/client.js';
import { pageRange, toPage } from '../../db/page.js';
import { AppError } from '../../http/AppError.js';
import type { SupplierCaller } from '../../http/caller.js';
import { toQuotaLedgerEntryDto } from './service.presenter.js';
import {
  creditQuota,
  debitQuota,
  findLiveService,
  findQuota,
  insertService,
  listLedger,
} from './service.repository.js';

const DAY_MS = 86_400_000;

/** What every new supplier company starts with: the free trial and its buyer contacts. */
export async function grantTrial(db: Database, supplierId: number): Promise<void> {
  await insertService(db, { supplierId, kind: 'trial', days: TRIAL.days });
  await creditQuota(db, { supplierId, amount: TRIAL.buyerContacts, reason: 'trial' });
}

/** Trial with days left, a subscription, or no live service (SPEC 1). */
export async function getServiceStatus(db: Database, supplierId: number): Promise<ServiceStatus> {
  const live = await findLiveService(db, supplierId);
  if (!live) return { status: 'none', startsAt: null, endsAt: null, daysLeft: 0 };
  return {
    status: live.kind,
    startsAt: live.startsAt.toISOString(),
    endsAt: live.endsAt.toISOString(),
    daysLeft: Math.max(0, Math.ceil((live.endsAt.getTime() - Date.now()) / DAY_MS)),
  };
}

/** Whether a service is live, its days left and when it ends. */
export async function getTimeRemaining(db: Database, supplierId: number): Promise<TimeRemaining> {
  const service = await getServiceStatus(db, supplierId);
  return { live: service.status !== 'none', daysLeft: service.daysLeft, endsAt: service.endsAt };
}

/** My company's buyer-contact quota: granted, spent, remaining and spendable now. */
export async function getQuota(db: Database, supplierId: number): Promise<Quota> {
  const [quota, live] = await Promise.all([findQuota(db, supplierId), findLiveService(db, supplierId)]);
  const remaining = Math.max(0, quota.total - quota.used);
  return { total: quota.total, used: quota.used, remaining, active: live ? remaining : 0 };
}

/** Every credit and debit of my quota, newest first. */
export async function listQuotaLedger(
  ctx: AppContext,
  caller: SupplierCaller,
  page: { pageIndex: number; pageSize: number },
): Promise<Page<QuotaLedgerEntry>> {
  const { rows, total } = await listLedger(ctx.db, caller.supplierId, pageRange(page));
  return toPage(rows.map(toQuotaLedgerEntryDto), total, page);
}

/**
 * Why a contact that costs quota would be refused now (null when it would go through), and the live
 * service whose quota it would use: an exhausted trial is not a missing subscription.
 */
export async function findQuotaRefusal(
  db: Database,
  supplierId: number,
): Promise<{
  refusal: 'NO_LIVE_SUBSCRIPTION' | 'QUOTA_EXHAUSTED' | null;
  plan: 'trial' | 'subscription' | null;
}> {
  const [quota, live] = await Promise.all([getQuota(db, supplierId), findLiveService(db, supplierId)]);
  if (!live) return { refusal: 'NO_LIVE_SUBSCRIPTION', plan: null };
  return { refusal: quota.remaining > 0 ? null : 'QUOTA_EXHAUSTED', plan: live.kind };
}

/**
 * Spends one contact inside the caller's transaction, or throws (rolling the transaction back):
 * NO_LIVE_SUBSCRIPTION without a live service, QUOTA_EXHAUSTED when none is left.
 */
export async function chargeForContact(
  tx: Database,
  entry: { supplierId: number; buyerId: number; userId: number; reason: 'contact' | 'reply' },
): Promise<void> {
  const live = await findLiveService(tx, entry.supplierId);
  if (!live) throw new AppError('NO_LIVE_SUBSCRIPTION');
  if (await debitQuota(tx, entry)) return;
  const { total } = await findQuota(tx, entry.supplierId);
  throw new AppError('QUOTA_EXHAUSTED', { values: { total, plan: { key: `quotaPlan.${live.kind}` } } });
}
