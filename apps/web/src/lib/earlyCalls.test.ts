import { afterEach, describe, expect, it, vi } from 'vitest';
import { startEarlyCall, takeEarlyCall } from './earlyCalls';

function answering(body: unknown, status = 200) {
  const fetch = vi.fn(
    async (_url: string, _init?: RequestInit) => new Response(JSON.stringify(body), { status }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('early calls', () => {
  it('sends the call once and hands its answer to the first identical call only', async () => {
    const fetch = answering({ code: 0, msg: '', data: { roles: [] } });
    startEarlyCall('/api-web/v1/menu/role/list', { b: 2, a: 1 }, { Authorization: 'Bearer t1' });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/api-web/v1/menu/role/list');

    // The same body in another key order is the same call.
    const taken = takeEarlyCall('/api-web/v1/menu/role/list', { a: 1, b: 2 }, 'Bearer t1');
    await expect(taken).resolves.toEqual({ status: 200, body: { code: 0, msg: '', data: { roles: [] } } });
    expect(takeEarlyCall('/api-web/v1/menu/role/list', { a: 1, b: 2 }, 'Bearer t1')).toBeUndefined();
  });

  it('is not taken by a call with another body or another session', () => {
    answering({ code: 0, msg: '', data: null });
    startEarlyCall('/api-web/v1/notice/list', { pageIndex: 1 }, { Authorization: 'Bearer t1' });
    expect(takeEarlyCall('/api-web/v1/notice/list', { pageIndex: 2 }, 'Bearer t1')).toBeUndefined();
    expect(takeEarlyCall('/api-web/v1/notice/list', { pageIndex: 1 }, 'Bearer t2')).toBeUndefined();
    expect(takeEarlyCall('/api-web/v1/notice/list', { pageIndex: 1 }, 'Bearer t1')).toBeDefined();
  });

  it('drops an answer nobody took for a while: the page then asks for fresh data', () => {
    vi.useFakeTimers();
    answering({ code: 0, msg: '', data: null });
    startEarlyCall('/api-web/v1/guide/info', {}, { Authorization: 'Bearer t1' });
    vi.advanceTimersByTime(60_000);
    expect(takeEarlyCall('/api-web/v1/guide/info', {}, 'Bearer t1')).toBeUndefined();
  });

  it('answers null when the request fails, so the page sends the call itself', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('offline');
      }),
    );
    startEarlyCall('/api-web/v1/task/supplier/list', {}, { Authorization: 'Bearer t1' });
    await expect(takeEarlyCall('/api-web/v1/task/supplier/list', {}, 'Bearer t1')).resolves.toBeNull();
  });
});
