import { apiPaths } from '@sc/contract';
import { type EarlyAnswer, startEarlyCall } from '../../../lib/earlyCalls';
import { currentLang } from '../../../lib/i18n';
import { buildRequestHeaders } from '../../../lib/requestHeaders';
import { sessionStore } from '../../../lib/session';

/** What menu/role/list answers, as far as choosing the home page's calls goes. */
type RoleAnswer = { code?: number; data?: { permissions?: unknown } } | undefined;

type StartCall = (path: string, body?: object) => Promise<EarlyAnswer>;

/** The role answer and the caller of a page opened on /index, until its blocks' calls have started. */
let opening: { roles: Promise<EarlyAnswer>; start: StartCall } | undefined;

/**
 * Starts the calls the home page's greeting and its shell make as it opens (the user, the menu and
 * permissions), before their code has loaded, so data and code download together (the page takes the
 * answers: earlyCalls). The same calls with the same bodies as the hooks send. The blocks' calls wait
 * for `startHomeBlockCalls`: sent now, they would share the phone's connections with the greeting's
 * code. Not the unread count and the notices: they are asked again when the live socket connects, and
 * an answer from before the connection could hide a message or notice that arrived in between.
 */
export function startHomeCalls(): void {
  const session = sessionStore.get();
  if (!session.isLoggedIn) return;
  const headers = buildRequestHeaders(session, currentLang());
  const start: StartCall = (path, body = {}) => startEarlyCall(path, body, headers);
  start(apiPaths.loginInfo, { userName: session.email });
  opening = { roles: start(apiPaths.roleMenuList), start };
}

/**
 * Starts the calls of the home page's blocks that the user's permissions show (the same as
 * WelcomeBlocks' hooks send), once: called as the blocks' code is fetched, after the greeting is drawn,
 * so code and data download together. Does nothing unless the page was opened on /index.
 */
export function startHomeBlockCalls(): void {
  if (!opening) return;
  const { roles, start } = opening;
  opening = undefined;
  void roles.then((answer) => {
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
