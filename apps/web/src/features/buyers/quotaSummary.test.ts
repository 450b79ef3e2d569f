import type { Quota, ServiceStatus } from '@sc/contract';
import { describe, expect, it } from 'vitest';
import { quotaState, usedPercent } from './quotaSummary';

const quota = (patch: Partial<Quota>): Quota => ({ total: 20, used: 5, remaining: 15, active: 15, ...patch });
const service = (status: ServiceStatus['status']): ServiceStatus => ({
  status,
  startsAt: null,
  endsAt: null,
  daysLeft: status === 'none' ? 0 : 9,
  coveredUntil: null,
});

describe('quotaState', () => {
  it('says when there is no live service even with contacts left', () => {
    expect(quotaState(quota({ active: 0 }), service('none'))).toBe('none');
  });

  it('tells exhausted from low and fine', () => {
    expect(quotaState(quota({ used: 20, remaining: 0, active: 0 }), service('trial'))).toBe('exhausted');
    expect(quotaState(quota({ used: 17, remaining: 3, active: 3 }), service('subscription'))).toBe('low');
    expect(quotaState(quota({}), service('trial'))).toBe('ok');
  });
});

describe('usedPercent', () => {
  it('is the used share, 0 without a quota', () => {
    expect(usedPercent(quota({ used: 5 }))).toBe(25);
    expect(usedPercent(quota({ total: 0, used: 0 }))).toBe(0);
  });
});
