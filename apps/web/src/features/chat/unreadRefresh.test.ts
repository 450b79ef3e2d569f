import { MESSAGE_TYPE } from '@sc/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createUnreadRefresher, shouldRefreshUnread } from './unreadRefresh';

describe('shouldRefreshUnread', () => {
  const me = 'S0001';
  it('refreshes for a buyer message that is not a system notice', () => {
    expect(shouldRefreshUnread({ createCode: 'B0042', type: MESSAGE_TYPE.text }, me)).toBe(true);
    expect(shouldRefreshUnread({ createCode: 'B0042', type: MESSAGE_TYPE.product }, me)).toBe(true);
  });
  it('ignores a system notice from someone else', () => {
    expect(shouldRefreshUnread({ createCode: 'system', type: MESSAGE_TYPE.system }, me)).toBe(false);
  });
  it('ignores my own messages unless they are system notices', () => {
    expect(shouldRefreshUnread({ createCode: me, type: MESSAGE_TYPE.text }, me)).toBe(false);
    expect(shouldRefreshUnread({ createCode: me, type: MESSAGE_TYPE.system }, me)).toBe(true);
  });
  it('treats every message as from someone else when my code is unknown', () => {
    expect(shouldRefreshUnread({ createCode: me, type: MESSAGE_TYPE.text }, null)).toBe(true);
  });
});

describe('createUnreadRefresher', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('asks for the count only after the delay, once for a burst, and stores it', async () => {
    const fetchCount = vi.fn().mockResolvedValue(7);
    const onCount = vi.fn();
    const refresher = createUnreadRefresher({ delayMs: 1000, fetchCount, onCount });
    refresher.schedule();
    refresher.schedule();
    await vi.advanceTimersByTimeAsync(999);
    expect(fetchCount).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchCount).toHaveBeenCalledTimes(1);
    expect(onCount).toHaveBeenCalledWith(7);
    refresher.schedule();
    await vi.advanceTimersByTimeAsync(1000);
    expect(fetchCount).toHaveBeenCalledTimes(2);
  });

  it('keeps the stored count when the call fails', async () => {
    const onCount = vi.fn();
    const refresher = createUnreadRefresher({
      delayMs: 1000,
      fetchCount: () => Promise.reject(new Error('code 500')),
      onCount,
    });
    refresher.schedule();
    await vi.advanceTimersByTimeAsync(1000);
    expect(onCount).not.toHaveBeenCalled();
  });

  it('drops a waiting refresh and a late answer when cancelled (sign-out)', async () => {
    let resolve: (n: number) => void = () => {};
    const onCount = vi.fn();
    const refresher = createUnreadRefresher({
      delayMs: 1000,
      fetchCount: () => new Promise<number>((r) => (resolve = r)),
      onCount,
    });
    const inFlight = refresher.refreshNow();
    refresher.schedule();
    refresher.cancel();
    resolve(3);
    await inFlight;
    await vi.advanceTimersByTimeAsync(2000);
    expect(onCount).not.toHaveBeenCalled();
  });
});
