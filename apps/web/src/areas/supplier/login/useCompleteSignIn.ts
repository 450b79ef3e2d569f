import { useNavigate } from 'react-router';
import { loadMenu } from '../../../features/menu/api/loadMenu';
import { homePathOf } from '../../../features/menu/menuTree';
import { takeReturnUrl } from '../../../lib/returnUrl';
import { clearLocalSession } from '../../../lib/sessionEnd';
import { session } from '../../../lib/storage';

/**
 * After the token is stored: load the role-based menu (the routes are built from it), then go to
 * the address saved before login, else to the home page. Without a menu the session is undone.
 */
export function useCompleteSignIn(): () => Promise<void> {
  const navigate = useNavigate();
  return async () => {
    let menu: Awaited<ReturnType<typeof loadMenu>>;
    try {
      menu = await loadMenu();
    } catch (error) {
      clearLocalSession('logout');
      throw error;
    }
    navigate(takeReturnUrl(session, homePathOf(menu)), { replace: true });
  };
}
