import { useEffect, useMemo } from 'react';
import { useLocation, useNavigate, useRoutes } from 'react-router';
import { usePermissionsSync } from '../../features/menu/api/usePermissionsSync';
import { saveReturnUrl } from '../../lib/returnUrl';
import { session as sessionArea } from '../../lib/storage';
import { useSession } from '../../lib/useSession';
import { decideGuard } from '../guards/decideGuard';
import { buildAppRoutes } from './buildAppRoutes';

function GuardRedirect({ to, returnTo }: { to: string; returnTo?: { head: string; full: string } }) {
  const navigate = useNavigate();
  const head = returnTo?.head;
  const full = returnTo?.full;
  useEffect(() => {
    if (head && full) saveReturnUrl(sessionArea, { head, full });
    navigate(to, { replace: true });
  }, [navigate, to, head, full]);
  return null;
}

/**
 * The routes, rebuilt from the stored menu whenever the session changes (or, live, the user's
 * permissions: the menu is fetched again), behind the guard.
 */
export function AppRoutes() {
  const { isLoggedIn, menu } = useSession();
  const location = useLocation();
  usePermissionsSync(isLoggedIn);
  const routes = useMemo(() => buildAppRoutes(isLoggedIn ? menu : []), [isLoggedIn, menu]);
  const element = useRoutes(routes);
  const decision = decideGuard(location, isLoggedIn);
  if (decision.kind === 'redirect') return <GuardRedirect to={decision.to} returnTo={decision.returnTo} />;
  return element;
}
