import { apiPaths, type UserInfo, UserInfoSchema } from '@sc/contract';
import { useQuery } from '@tanstack/react-query';
import { apiPost } from '../../../lib/http';
import { sessionStore } from '../../../lib/session';
import { useSession } from '../../../lib/useSession';

export const userInfoQueryKey = ['auth', 'userInfo'] as const;

/**
 * admin/login/info with the stored email (`sign: 1` after coming back from elsewhere, SPEC 2);
 * refreshes the stored name, email and codes.
 */
export async function fetchUserInfo(
  body: { userName: string; sign?: number },
  options: { signal?: AbortSignal; overlay?: boolean } = {},
): Promise<UserInfo> {
  const info = await apiPost(apiPaths.loginInfo, body, { schema: UserInfoSchema, notify: false, ...options });
  sessionStore.saveUser(info);
  return info;
}

/** The signed-in user's profile and company. */
export function useUserInfo() {
  const { email, isLoggedIn } = useSession();
  return useQuery({
    queryKey: userInfoQueryKey,
    queryFn: ({ signal }) => fetchUserInfo({ userName: email }, { signal, overlay: false }),
    enabled: isLoggedIn,
    staleTime: 60_000,
  });
}
