import type { Quota, ServiceStatus } from '@sc/contract';

/** How the quota card reads: no live service, all contacts spent, running low, or fine. */
export type QuotaState = 'none' | 'exhausted' | 'low' | 'ok';

/** Below this share of contacts left the card warns. */
const LOW_SHARE = 0.2;

export function quotaState(quota: Quota, service: ServiceStatus | undefined): QuotaState {
  if (service?.status === 'none') return 'none';
  if (quota.active <= 0) return quota.total > 0 ? 'exhausted' : 'none';
  if (quota.total > 0 && quota.remaining / quota.total < LOW_SHARE) return 'low';
  return 'ok';
}

/** Share of the quota already used, 0–100, for the progress bar. */
export function usedPercent(quota: Quota): number {
  if (quota.total <= 0) return 0;
  return Math.min(100, Math.round((quota.used / quota.total) * 100));
}
