import type { LoginTokenRequest, LoginTokenResult } from '@sc/contract';
import { sessionStore } from '../../../lib/session';

// The call and its answer's schema (zod) load with the first attempt (or ahead, when the sign-in page
// is idle), not with the sign-in page.
export const loadRequestToken = () => import('./requestToken');

/** Signs in and stores the session (token, admin id, codes, name, email, login time). */
export async function signIn(request: LoginTokenRequest): Promise<LoginTokenResult> {
  const { requestToken } = await loadRequestToken();
  const result = await requestToken(request);
  sessionStore.saveLogin(result);
  return result;
}
