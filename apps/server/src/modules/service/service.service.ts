import type {
  LedgerEntry,
  LedgerReason,
  Page,
  Quota,
  ServicePlan,
  ServiceStatus,
  TimeRemaining,
} from '@sc/contract';
import type { AppContext } from '../../context.js';
import type { Database } from '../../db/client.js';
import { pageRange, toPage } from '../../db/page.js';
import { AppError } from '../../http/AppError.js';
import type { SupplierCaller } from '../../http/caller.js';
import { toLedgerEntryDto } from './service.presenter.js';
import {
  findContactRefundOf,
  findGrantOfOrder,
  findLedgerEntry,
  findPeriodRows,
  insertLedgerEntry,
  type LedgerRow,
  listLedger,
  lockSupplierLedger,
  sumContacts,
  sumTakenBack,
} from './service.repository.js';
import { addDays, daysUntil, effectivePeriods, type ServiceAt, serviceAt } from './serviceTimeline.js';

/** The trial every new supplier company starts with (configuration: TRIAL_DAYS, TRIAL_BUYER_CONTACTS). */
export interface TrialTerms {
  days: number;
  buyerContacts: number;
}

/** The company's service at `now`, computed from the ledger's periods. */
export async function findServiceAt(db: Database, supplierId: number, now: Date): Promise<ServiceAt> {
  return serviceAt(effectivePeriods(await findPeriodRows(db, supplierId)), now);
}

/** Grants the trial: its days from `now` and its buyer contacts, in one ledger entry. */
export async function grantTrial(
  db: Database,
  supplierId: number,
  terms: TrialTerms,
  now: Date,
): Promise<void> {
  await insertLedgerEntry(db, {
    supplierId,
    reason: 'trial',
    days: terms.days,
    contacts: terms.buyerContacts,
    period: { plan: 'trial', startsAt: now, endsAt: addDays(now, terms.days) },
    at: now,
  });
}

export interface Grant {
  supplierId: number;
  reason: Extract<
    LedgerReason,
    'payment' | 'renewal' | 'credential_reward' | 'referral_reward' | 'operator_grant'
  >;
  days: number;
  contacts: number;
  plan?: ServicePlan;
  orderId?: number;
  userId?: number | null;
  note?: string | null;
}

/**
 * Grants days and contacts inside the caller's transaction. The days start at the end of the service
 * already covered (a renewal follows on) or at `now` when nothing is live. Returns the entry and its period.
 */
export async function grantService(
  tx: Database,
  grant: Grant,
  now: Date,
): Promise<{ entryId: number; startsAt: Date | null; endsAt: Date | null }> {
  await lockSupplierLedger(tx, grant.supplierId);
  let period: { plan: ServicePlan; startsAt: Date; endsAt: Date } | undefined;
  if (grant.days > 0) {
    const { coveredUntil } = await findServiceAt(tx, grant.supplierId, now);
    const startsAt = coveredUntil ?? now;
    period = { plan: grant.plan ?? 'subscription', startsAt, endsAt: addDays(startsAt, grant.days) };
  }
  const entryId = await insertLedgerEntry(tx, {
    supplierId: grant.supplierId,
    reason: grant.reason,
    days: grant.days,
    contacts: grant.contacts,
    ...(period ? { period } : {}),
    orderId: grant.orderId ?? null,
    userId: grant.userId ?? null,
    note: grant.note ?? null,
    at: now,
  });
  return { entryId, startsAt: period?.startsAt ?? null, endsAt: period?.endsAt ?? null };
}

/** Trial with days left, a subscription, or no live service (SPEC 1). */
export async function getServiceStatus(db: Database, supplierId: number, now: Date): Promise<ServiceStatus> {
  const { current, coveredUntil } = await findServiceAt(db, supplierId, now);
  if (!current) return { status: 'none', startsAt: null, endsAt: null, daysLeft: 0, coveredUntil: null };
  return {
    status: current.plan,
    startsAt: current.startsAt.toISOString(),
    endsAt: current.endsAt.toISOString(),
    daysLeft: daysUntil(current.endsAt, now),
    coveredUntil: coveredUntil?.toISOString() ?? null,
  };
}

/** Whether a service is live, its days left (periods that follow on included) and when it ends. */
export async function getTimeRemaining(db: Database, supplierId: number, now: Date): Promise<TimeRemaining> {
  const { coveredUntil } = await findServiceAt(db, supplierId, now);
  if (!coveredUntil) return { live: false, daysLeft: 0, endsAt: null };
  return { live: true, daysLeft: daysUntil(coveredUntil, now), endsAt: coveredUntil.toISOString() };
}

/** My company's buyer-contact quota: granted, spent, remaining and spendable now. */
export async function getQuota(db: Database, supplierId: number, now: Date): Promise<Quota> {
  const [{ granted, spent }, { current }] = await Promise.all([
    sumContacts(db, supplierId),
    findServiceAt(db, supplierId, now),
  ]);
  const remaining = Math.max(0, granted - spent);
  return { total: granted, used: spent, remaining, active: current ? remaining : 0 };
}

/** Every grant and spend of my company, newest first. */
export async function listLedgerPage(
  ctx: AppContext,
  caller: SupplierCaller,
  page: { pageIndex: number; pageSize: number },
): Promise<Page<LedgerEntry>> {
  const { rows, total } = await listLedger(ctx.db, caller.supplierId, pageRange(page));
  return toPage(rows.map(toLedgerEntryDto), total, page);
}

/**
 * Why a contact that costs quota would be refused now (null when it would go through), and the live
 * service whose quota it would use: an exhausted trial is not a missing subscription.
 */
export async function findQuotaRefusal(
  db: Database,
  supplierId: number,
  now: Date,
): Promise<{
  refusal: 'NO_LIVE_SUBSCRIPTION' | 'QUOTA_EXHAUSTED' | null;
  plan: ServicePlan | null;
}> {
  const [{ granted, spent }, { current }] = await Promise.all([
    sumContacts(db, supplierId),
    findServiceAt(db, supplierId, now),
  ]);
  if (!current) return { refusal: 'NO_LIVE_SUBSCRIPTION', plan: null };
  return { refusal: granted > spent ? null : 'QUOTA_EXHAUSTED', plan: current.plan };
}

/**
 * Spends one contact inside the caller's transaction, or throws (rolling the transaction back):
 * NO_LIVE_SUBSCRIPTION without a live service, QUOTA_EXHAUSTED when none is left. The supplier's
 * row is locked first, so concurrent contacts queue and never spend the same contact twice.
 * Returns the id of the ledger entry that spent it.
 */
export async function chargeForContact(
  tx: Database,
  entry: { supplierId: number; buyerId: number; userId: number; reason: 'contact' | 'reply' },
  now: Date,
): Promise<number> {
  await lockSupplierLedger(tx, entry.supplierId);
  const { current } = await findServiceAt(tx, entry.supplierId, now);
  if (!current) throw new AppError('NO_LIVE_SUBSCRIPTION');
  const { granted, spent } = await sumContacts(tx, entry.supplierId);
  if (granted <= spent) {
    throw new AppError('QUOTA_EXHAUSTED', {
      values: { total: granted, plan: { key: `quotaPlan.${current.plan}` } },
    });
  }
  return insertLedgerEntry(tx, { ...entry, contacts: -1, at: now });
}

/**
 * Takes back part of what an order granted, inside the caller's transaction (a refund): `share` of
 * its days, from the end of its period backwards, and of its contacts, never more contacts than are
 * left. A full refund takes back all that earlier refunds left. Returns what was taken.
 */
export async function takeBackOrderGrant(
  tx: Database,
  input: { orderId: number; share: { refunded: bigint; total: bigint }; note: string },
  now: Date,
): Promise<{ days: number; contacts: number }> {
  const grant = await findGrantOfOrder(tx, input.orderId);
  if (!grant?.periodEndsAt) return { days: 0, contacts: 0 };
  return takeBack(tx, grant, { reason: 'refund', share: input.share, note: input.note }, now);
}

/**
 * Takes back all that is left of a reward (a revoked credential, a referral reversed for fraud):
 * its days from the end of its period backwards, its contacts as far as they are not spent.
 */
export async function takeBackReward(
  tx: Database,
  input: { entryId: number; note: string },
  now: Date,
): Promise<{ days: number; contacts: number }> {
  const grant = await findLedgerEntry(tx, input.entryId);
  if (!grant) return { days: 0, contacts: 0 };
  const all = { refunded: 1n, total: 1n };
  return takeBack(tx, grant, { reason: 'reward_reversal', share: all, note: input.note }, now);
}

async function takeBack(
  tx: Database,
  grant: LedgerRow,
  input: { reason: 'refund' | 'reward_reversal'; share: { refunded: bigint; total: bigint }; note: string },
  now: Date,
): Promise<{ days: number; contacts: number }> {
  await lockSupplierLedger(tx, grant.supplierId);
  const taken = await sumTakenBack(tx, grant.id);
  const isFull = input.share.refunded >= input.share.total;
  const part = (of: number) => Number((BigInt(of) * input.share.refunded) / input.share.total);
  const days = Math.max(
    0,
    isFull ? grant.days - taken.days : Math.min(part(grant.days), grant.days - taken.days),
  );
  const { granted, spent } = await sumContacts(tx, grant.supplierId);
  const wanted = isFull
    ? grant.contacts - taken.contacts
    : Math.min(part(grant.contacts), grant.contacts - taken.contacts);
  const contacts = Math.max(0, Math.min(wanted, granted - spent));
  if (days === 0 && contacts === 0) return { days, contacts };
  const end = grant.periodEndsAt ? addDays(grant.periodEndsAt, -taken.days) : null;
  await insertLedgerEntry(tx, {
    supplierId: grant.supplierId,
    reason: input.reason,
    days: -days,
    contacts: -contacts,
    ...(days > 0 && end
      ? { period: { plan: grant.plan ?? 'subscription', startsAt: addDays(end, -days), endsAt: end } }
      : {}),
    orderId: grant.orderId,
    reversesId: grant.id,
    note: input.note,
    at: now,
  });
  return { days, contacts };
}

/**
 * Gives back a contact a quote spent (the platform rejected the quote), inside the caller's
 * transaction: a 'contact_refund' entry of +1 contact pointing at the spent entry, at most once per
 * spent entry. Returns the new entry's id, or null when there is nothing to give back (no such spend
 * of this company, or it was given back already).
 */
export async function refundContact(
  tx: Database,
  input: { supplierId: number; entryId: number; note: string; userId: number | null },
  now: Date,
): Promise<number | null> {
  await lockSupplierLedger(tx, input.supplierId);
  const spent = await findLedgerEntry(tx, input.entryId);
  if (
    !spent ||
    spent.supplierId !== input.supplierId ||
    (spent.reason !== 'contact' && spent.reason !== 'reply') ||
    spent.contacts >= 0
  )
    return null;
  if (await findContactRefundOf(tx, spent.id)) return null;
  return insertLedgerEntry(tx, {
    supplierId: input.supplierId,
    reason: 'contact_refund',
    contacts: -spent.contacts,
    reversesId: spent.id,
    buyerId: spent.buyerId,
    userId: input.userId,
    note: input.note,
    at: now,
  });
}
