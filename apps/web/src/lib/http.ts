import { ErrorCode } from '@sc/contract';
import { ApiError } from './ApiError';
import { type ApiClientOptions, createApiClient } from './apiClient';
import { currentLang, translate } from './i18n';
import { buildRequestHeaders } from './requestHeaders';
import { sessionStore } from './session';
import { endSession } from './sessionEnd';

export type { CallOptions, RequestOptions, ResponseSchema, UploadOptions } from './apiClient';

const portalClient = createApiClient({
  headers: ({ forceBasic }) => buildRequestHeaders(sessionStore.get(), currentLang(), { forceBasic }),
  onSessionEnded: (outcome) => {
    // The company was suspended: the answer's message names the platform team's reason.
    if (outcome.envelope?.code === ErrorCode.COMPANY_SUSPENDED) {
      endSession('suspended', outcome.envelope.msg);
      return new ApiError({
        code: outcome.envelope.code,
        msg: outcome.envelope.msg,
        status: 401,
        isNotified: true,
      });
    }
    // The company's administrator disabled the user (issue 19).
    if (outcome.envelope?.code === ErrorCode.USER_DISABLED) {
      endSession('disabled', outcome.envelope.msg);
      return new ApiError({
        code: outcome.envelope.code,
        msg: outcome.envelope.msg,
        status: 401,
        isNotified: true,
      });
    }
    endSession('unauthorized');
    return new ApiError({ code: 401, msg: translate('http.sessionReplaced'), status: 401, isNotified: true });
  },
  overlayByDefault: true,
} satisfies ApiClientOptions);

/** Makes a contract call as the portal's signed-in user: `apiCall(quotationCalls.list, query)`. */
export const apiCall = portalClient.call;
/** POST a form-encoded body with the web client's Basic authorization (the login token call). */
export const apiPostForm = portalClient.postForm;
/** POST a multipart body (e.g. `purpose` then `file`) with upload progress. */
export const apiUpload = portalClient.upload;
