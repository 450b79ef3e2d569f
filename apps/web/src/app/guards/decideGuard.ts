import { isBuyerAppPath, isConsolePath, paths, publicPaths } from '../../lib/paths';

export type GuardDecision =
  | { kind: 'allow' }
  | {
      kind: 'redirect';
      to: string;
      /** Where to come back after login (SPEC 2: buyerUrlHead and buyerUrl in sessionStorage). */
      returnTo?: { head: string; full: string };
    };

function normalize(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return (trimmed || '/').toLowerCase();
}

/**
 * The route guard of SPEC 2: signed-out visitors may open only /login, /resetPwd and /verify-email; anything
 * else goes to /login (keeping the address when it had a query). On /buyersList the query
 * parameter merchant_transaction_id becomes merchantTransactionId. The buyers' app (/buyer/…) has
 * its own session and guard, so this one lets it through; so has the platform console (/console/…).
 */
export function decideGuard(
  location: { pathname: string; search: string },
  isLoggedIn: boolean,
): GuardDecision {
  const path = normalize(location.pathname);
  if (isBuyerAppPath(path)) return { kind: 'allow' };
  if (isConsolePath(path)) return { kind: 'allow' };
  const isPublic = publicPaths.some((publicPath) => publicPath.toLowerCase() === path);
  if (!isLoggedIn && !isPublic) {
    const hasQuery = location.search.length > 1;
    return {
      kind: 'redirect',
      to: paths.login,
      ...(hasQuery
        ? { returnTo: { head: location.pathname, full: location.pathname + location.search } }
        : {}),
    };
  }
  if (path === paths.buyersList.toLowerCase()) {
    const params = new URLSearchParams(location.search);
    const id = params.get('merchant_transaction_id');
    if (id !== null) {
      params.delete('merchant_transaction_id');
      params.set('merchantTransactionId', id);
      return { kind: 'redirect', to: `${location.pathname}?${params.toString()}` };
    }
  }
  return { kind: 'allow' };
}
