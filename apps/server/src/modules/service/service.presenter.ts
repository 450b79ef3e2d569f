import type { QuotaLedgerEntry } from '@sc/contract';
import type { listLedger } from './service.repository.js';

type LedgerRow = Awaited<ReturnType<typeof listLedger>>['rows'][number];

/** The one place a quota ledger row becomes JSON, with who it concerns. */
export function toQuotaLedgerEntryDto({
  entry,
  buyerName,
  buyerCompany,
  userName,
}: LedgerRow): QuotaLedgerEntry {
  return {
    id: entry.id,
    delta: entry.delta,
    reason: entry.reason,
    buyerId: entry.buyerId,
    buyerName,
    buyerCompany,
    userName,
    at: entry.createdAt.toISOString(),
  };
}
