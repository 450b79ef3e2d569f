import { apiPaths } from '@sc/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';

vi.mock('../../../lib/session', () => ({
  sessionStore: {
    get: () => ({
      isLoggedIn: true,
      token: 't1',
      adminId: '7',
      supplierId: '3',
      adminCode: null,
      realName: 'Demo',
      email: 'demo@suppliercloud.test',
      loginTime: null,
      menu: [],
    }),
  },
}));

/** The paths fetched so far, the API prefix left out. */
function serving(permissions: string[]) {
  const fetch = vi.fn(async (url: string) => {
    const data = url.endsWith(apiPaths.roleMenuList) ? { roles: [], permissions } : {};
    return new Response(JSON.stringify({ code: 0, msg: '', data }), { status: 200 });
  });
  vi.stubGlobal('fetch', fetch);
  return () => fetch.mock.calls.map(([url]) => url.replace(/^\/api/, ''));
}

/** A first load of the home page: the module fresh, as the page opens. */
async function opening() {
  vi.resetModules();
  return import('./earlyHomeCalls');
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => vi.unstubAllGlobals());

describe('the home page’s calls as it opens', () => {
  it('sends only what the greeting and the shell read until the blocks’ code is fetched', async () => {
    const fetched = serving(['home:read', 'service:read', 'company:read', 'buyer:read']);
    const { startHomeCalls, startHomeBlockCalls } = await opening();
    startHomeCalls();
    await flush();
    expect(fetched()).toEqual([apiPaths.loginInfo, apiPaths.roleMenuList]);

    startHomeBlockCalls();
    await flush();
    expect(fetched().slice(2).sort()).toEqual(
      [
        apiPaths.effectiveService,
        apiPaths.quotaInfo,
        apiPaths.credentialStatus,
        apiPaths.dashboardInfo,
        apiPaths.taskList,
        apiPaths.guideInfo,
        apiPaths.whatsNewList,
        apiPaths.dashboardRecommendedList,
      ].sort(),
    );
    // Once: the blocks opened again later ask for fresh data themselves.
    startHomeBlockCalls();
    await flush();
    expect(fetched()).toHaveLength(10);
  });

  it('sends the blocks’ calls the user’s permissions show, and only those', async () => {
    const fetched = serving(['service:read']);
    const { startHomeCalls, startHomeBlockCalls } = await opening();
    startHomeCalls();
    startHomeBlockCalls();
    await flush();
    expect(fetched().slice(2).sort()).toEqual([apiPaths.effectiveService, apiPaths.quotaInfo].sort());
  });

  it('sends nothing for the blocks when the page was not opened on the home page', async () => {
    const fetched = serving(['home:read']);
    const { startHomeBlockCalls } = await opening();
    startHomeBlockCalls();
    await flush();
    expect(fetched()).toEqual([]);
  });
});
