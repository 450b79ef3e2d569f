import type { LedgerEntry } from '@sc/contract';
import type { listLedger } from './service.repository.js';

type LedgerRow = Awaited<ReturnType<typeof listLedger>>['rows'][number];

/** The one place a ledger row becomes JSON, with who and which order it concerns. */
export function toLedgerEntryDto({
  entry,
  orderNumber,
  buyerName,
  buyerCompany,
  userName,
  credentialType,
  invitedName,
}: LedgerRow): LedgerEntry {
  return {
    id: entry.id,
    reason: entry.reason,
    days: entry.days,
    contacts: entry.contacts,
    plan: entry.plan,
    periodStartsAt: entry.periodStartsAt?.toISOString() ?? null,
    periodEndsAt: entry.periodEndsAt?.toISOString() ?? null,
    orderNumber,
    note: entry.note,
    credentialType,
    invitedName,
    buyerId: entry.buyerId,
    buyerName,
    buyerCompany,
    userName,
    at: entry.createdAt.toISOString(),
  };
}
