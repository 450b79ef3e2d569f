import { buyerPaths } from '../../../lib/paths';

export type BuyerGuardDecision =
  | { kind: 'allow' }
  | { kind: 'redirect'; to: string /** The page to come back to after sign-in. */; returnTo?: string };

function normalize(pathname: string): string {
  return (pathname.replace(/\/+$/, '') || '/').toLowerCase();
}

/**
 * The guard of the buyers' app, on the buyer session only: signed out, every page but the
 * sign-in page goes to /buyer/login and remembers the address; signed in, the sign-in page
 * goes to the conversations.
 */
export function decideBuyerGuard(
  location: { pathname: string; search: string },
  isSignedIn: boolean,
): BuyerGuardDecision {
  const isLogin = normalize(location.pathname) === buyerPaths.login;
  // The invitation link works signed in or out: it sets the password of the account it names.
  if (normalize(location.pathname) === buyerPaths.setPassword) return { kind: 'allow' };
  if (isSignedIn) return isLogin ? { kind: 'redirect', to: buyerPaths.root } : { kind: 'allow' };
  if (isLogin) return { kind: 'allow' };
  const isHome = normalize(location.pathname) === buyerPaths.root && location.search.length <= 1;
  return {
    kind: 'redirect',
    to: buyerPaths.login,
    ...(isHome ? {} : { returnTo: location.pathname + location.search }),
  };
}
