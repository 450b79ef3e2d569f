// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { consoleSessionStore, useConsoleSession } from './consoleSession';
import { useConsoleLive } from './useConsoleLive';

// The server's side of the console socket: the test fires what it would emit.
const serverEvents = vi.hoisted(() => new Map<string, () => void>());
vi.mock('./consoleSocket', () => ({
  connectConsoleSocket: () => ({
    on: (event: string, handler: () => void) => serverEvents.set(event, handler),
    // The connection's manager: `reconnect` when the socket is back after a drop.
    io: {
      on: (event: string, handler: () => void) => serverEvents.set(`manager:${event}`, handler),
      off: (event: string) => serverEvents.delete(`manager:${event}`),
    },
    removeAllListeners: () => undefined,
    disconnect: () => undefined,
  }),
}));
// What the server answers for "who am I" (console account/me): the member's permissions now.
const account = vi.hoisted(() => ({ permissions: ['support:chat'] as string[] }));
vi.mock('./consoleHttp', () => ({
  consoleCall: async () => ({ ...account }),
}));

function signIn(permissions: string[]) {
  consoleSessionStore.saveLogin({
    access_token: 'staff-token',
    token_type: 'bearer',
    expires_in: 3600,
    adminId: 4,
    adminCode: 'STAFF00001',
    realName: 'Zhang Min',
    email: 'zhang.min@example.com',
    permissions,
  });
}

function renderConsole() {
  return renderHook(() => {
    useConsoleLive();
    return useConsoleSession();
  });
}

describe("the console following its member's permissions live", () => {
  beforeEach(() => {
    serverEvents.clear();
    signIn(['support:chat', 'credentials:review']);
  });
  afterEach(() => consoleSessionStore.clear());

  it('takes the new permissions when the server says they changed', async () => {
    const { result } = renderConsole();
    account.permissions = ['support:chat'];
    await act(async () => serverEvents.get('permissions:changed')?.());
    await vi.waitFor(() => expect(result.current.permissions).toEqual(['support:chat']));
  });

  it('after a reconnect, asks again: a change announced while the socket was away is not missed', async () => {
    const { result } = renderConsole();
    account.permissions = ['support:chat', 'notices:write'];
    await act(async () => serverEvents.get('manager:reconnect')?.());
    await vi.waitFor(() => expect(result.current.permissions).toEqual(['support:chat', 'notices:write']));
  });

  it('stops listening to reconnects once the member signs out', () => {
    const { unmount } = renderConsole();
    expect(serverEvents.has('manager:reconnect')).toBe(true);
    unmount();
    expect(serverEvents.has('manager:reconnect')).toBe(false);
  });
});
