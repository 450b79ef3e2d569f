import { consolePaths } from '../../lib/paths';

/**
 * The console's own guard: without a console session every page goes to /console/login; with one,
 * the login page goes to the inbox. The portal's session plays no part.
 */
export function decideConsoleGuard(pathname: string, isSignedIn: boolean): { redirectTo: string | null } {
  const path = pathname.replace(/\/+$/, '').toLowerCase();
  const isLogin = path === consolePaths.login;
  if (!isSignedIn && !isLogin) return { redirectTo: consolePaths.login };
  if (isSignedIn && isLogin) return { redirectTo: consolePaths.root };
  return { redirectTo: null };
}
