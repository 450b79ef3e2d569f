import { accountCalls, type LoginInfoRequest, type UserInfo } from '@sc/contract';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/http';
import { sessionStore } from '../../../lib/session';
import { useSession } from '../../../lib/useSession';
import { authKeys } from './authKeys';

/**
 * admin/login/info with the stored email (`sign: 1` after coming back from elsewhere, SPEC 2);
 * refreshes the stored name, email and codes.
 */
export async function fetchUserInfo(
  body: LoginInfoRequest,
  options: { signal?: AbortSignal; overlay?: boolean } = {},
): Promise<UserInfo> {
  const info = await apiCall(accountCalls.loginInfo, body, { notify: false, ...options });
  sessionStore.saveUser(info);
  return info;
}

/** The signed-in user's profile and company. */
export function useUserInfo() {
  const { email, isLoggedIn } = useSession();
  return useQuery({
    queryKey: authKeys.userInfo(),
    queryFn: ({ signal }) => fetchUserInfo({ userName: email }, { signal, overlay: false }),
    enabled: isLoggedIn,
    staleTime: 60_000,
  });
}
