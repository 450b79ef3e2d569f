import {
  apiPaths,
  type LoginTokenRequest,
  type LoginTokenResult,
  LoginTokenResultSchema,
} from '@sc/contract';
import { apiPostForm } from '../../../lib/http';

/** POST /api/auth/oauth/token, form-encoded with the web client's Basic authorization (SPEC 7). */
export function requestToken(request: LoginTokenRequest): Promise<LoginTokenResult> {
  const form = new URLSearchParams({
    username: request.username,
    password: request.password,
    grant_type: request.grant_type,
    randomStr: request.randomStr,
    code: request.code,
  });
  return apiPostForm(apiPaths.token, form, { schema: LoginTokenResultSchema, notify: false });
}
