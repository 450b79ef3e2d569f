import type { ServiceStatus } from '@sc/contract';

/** Days before the end of the last paid-for day at which the portal starts reminding. */
export const REMINDER_DAYS = 7;

/**
 * What the service banner says: the trial (or subscription) ends within a week with nothing after
 * it, there is no live service, or nothing to say.
 */
export function serviceReminderOf(status: ServiceStatus | undefined): 'ending' | 'none' | null {
  if (!status) return null;
  if (status.status === 'none') return 'none';
  const continues = status.coveredUntil && status.endsAt && status.coveredUntil !== status.endsAt;
  return !continues && status.daysLeft <= REMINDER_DAYS ? 'ending' : null;
}
