import type { ServiceStatus } from '@sc/contract';
import { describe, expect, it } from 'vitest';
import { serviceReminderOf } from './serviceReminder';

const status = (patch: Partial<ServiceStatus>): ServiceStatus => ({
  status: 'trial',
  startsAt: '2026-11-01T00:00:00.000Z',
  endsAt: '2026-11-15T00:00:00.000Z',
  daysLeft: 10,
  coveredUntil: '2026-11-15T00:00:00.000Z',
  ...patch,
});

describe('serviceReminderOf', () => {
  it('reminds in the last week when nothing follows, and when nothing is live', () => {
    expect(serviceReminderOf(status({ daysLeft: 10 }))).toBeNull();
    expect(serviceReminderOf(status({ daysLeft: 7 }))).toBe('ending');
    expect(serviceReminderOf(status({ status: 'subscription', daysLeft: 2 }))).toBe('ending');
    expect(serviceReminderOf(status({ status: 'none', daysLeft: 0, endsAt: null, coveredUntil: null }))).toBe(
      'none',
    );
  });

  it('stays quiet when a paid period follows on', () => {
    expect(serviceReminderOf(status({ daysLeft: 1, coveredUntil: '2027-02-13T00:00:00.000Z' }))).toBeNull();
  });
});
