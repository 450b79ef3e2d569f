import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { authKeys } from '../../features/auth/api/authKeys';
import { useSession } from '../../lib/useSession';

/** A query of back=1 refreshes the user info with the stored email and sign=1 (SPEC 2). */
export function useBackSignRefresh(): void {
  const location = useLocation();
  const { isLoggedIn, email } = useSession();
  const queryClient = useQueryClient();
  const handledKey = useRef<string | null>(null);
  const isBack = new URLSearchParams(location.search).get('back') === '1';

  useEffect(() => {
    if (!isBack || !isLoggedIn || handledKey.current === location.key) return;
    handledKey.current = location.key;
    // Loaded here, not with the app: the call's schemas (zod) stay off the sign-in page.
    import('../../features/auth/api/useUserInfo')
      .then(({ fetchUserInfo }) => fetchUserInfo({ userName: email, sign: 1 }, { overlay: false }))
      .then((info) => queryClient.setQueryData(authKeys.userInfo(), info))
      .catch((error: unknown) => console.warn('User info refresh failed', error));
  }, [isBack, isLoggedIn, email, location.key, queryClient]);
}
