import { apiPaths } from '@sc/contract';
import { startEarlyCall } from '../../lib/earlyCalls';
import { currentLang } from '../../lib/i18n';
import { buildRequestHeaders } from '../../lib/requestHeaders';
import { sessionStore } from '../../lib/session';

/** What menu/role/list answers, as far as choosing the home page's calls goes. */
type RoleAnswer = { code?: number; data?: { permissions?: unknown } } | undefined;

/**
 * Starts the calls the home page (/index) makes as it opens, before its code has loaded, so data and
 * code download together (the page takes the answers: earlyCalls). The same calls with the same
 * bodies as the hooks send, under the same conditions: the layout's (user, permissions), then, once
 * the permissions are in, the blocks each permission shows (WelcomePage). Not the unread count and
 * the notices: they are asked again when the live socket connects, and an answer from before the
 * connection could hide a message or notice that arrived in between.
 */
export function startHomeCalls(): void {
  const session = sessionStore.get();
  if (!session.isLoggedIn) return;
  const headers = buildRequestHeaders(session, currentLang());
  const start = (path: string, body: object = {}) => startEarlyCall(path, body, headers);

  start(apiPaths.loginInfo, { userName: session.email });
  void start(apiPaths.roleMenuList).then((answer) => {
    const permissions = (answer?.body as RoleAnswer)?.data?.permissions;
    if (answer?.status !== 200 || !Array.isArray(permissions)) return;
    const can = (permission: string) => permissions.includes(permission);
    if (can('service:read')) {
      start(apiPaths.effectiveService);
      start(apiPaths.quotaInfo);
    }
    if (can('company:read')) start(apiPaths.credentialStatus);
    if (can('home:read')) {
      start(apiPaths.dashboardInfo, { periodDays: 30 });
      start(apiPaths.taskList);
      start(apiPaths.guideInfo);
      start(apiPaths.whatsNewList);
    }
    if (can('buyer:read')) start(apiPaths.dashboardRecommendedList, { size: 5 });
  });
}
