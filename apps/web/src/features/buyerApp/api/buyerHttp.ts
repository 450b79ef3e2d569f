import { API_BASE, ErrorCode, errorMessageKey, TIMINGS } from '@sc/contract';
import axios from 'axios';
import { ApiError, CLIENT_ERROR_CODES } from '../../../lib/ApiError';
import { showErrorMessage } from '../../../lib/feedback';
import type { ResponseSchema } from '../../../lib/http';
import { currentLang, translate } from '../../../lib/i18n';
import { langTag } from '../../../lib/language';
import { classifyBody, classifyFailure, type Outcome } from '../../../lib/responseOutcome';
import { buyerSessionStore } from '../session/buyerSession';
import { endBuyerSession } from '../session/endBuyerSession';

export type BuyerRequestOptions<T> = {
  /** Show failures as an error toast (default true). */
  notify?: boolean;
  schema?: ResponseSchema<T>;
  signal?: AbortSignal;
};

// Its own client: the buyer's token, never the portal's headers (operatorId, supplierId…).
const client = axios.create({ baseURL: API_BASE, timeout: TIMINGS.requestTimeoutMs });

function toApiError(outcome: Exclude<Outcome, { kind: 'ok' }>, sentToken: boolean): ApiError {
  const apiError = translate('http.apiError');
  switch (outcome.kind) {
    case 'business':
      return new ApiError({
        code: outcome.code,
        msg: outcome.msg || translate(errorMessageKey(outcome.code)),
        data: outcome.data,
        status: 200,
      });
    case 'canceled':
      return new ApiError({ code: CLIENT_ERROR_CODES.canceled, msg: 'canceled', isNotified: true });
    case 'timeout':
      return new ApiError({ code: CLIENT_ERROR_CODES.timeout, msg: translate('http.timeout') });
    case 'unauthorized':
      if (sentToken) {
        endBuyerSession(outcome.envelope?.code === ErrorCode.SESSION_REPLACED ? 'replaced' : 'expired');
        return new ApiError({
          code: 401,
          msg: translate('buyerApp.session.expired'),
          status: 401,
          isNotified: true,
        });
      }
      return new ApiError({
        code: outcome.envelope?.code ?? 401,
        msg: outcome.envelope?.msg || apiError,
        status: 401,
      });
    case 'http':
      return new ApiError({
        code: outcome.envelope?.code ?? outcome.status,
        msg: outcome.envelope?.msg || apiError,
        data: outcome.envelope?.data,
        status: outcome.status,
      });
    case 'empty':
    case 'network':
      return new ApiError({ code: CLIENT_ERROR_CODES.network, msg: apiError });
  }
}

/** POST a JSON body to a contract path (under /api) as the signed-in buyer; resolves with `data`. */
export async function buyerPost<T = unknown>(
  path: string,
  body: unknown = {},
  options: BuyerRequestOptions<T> = {},
): Promise<T> {
  const token = buyerSessionStore.get().token;
  const headers: Record<string, string> = { 'Accept-Language': langTag(currentLang()) };
  if (token) headers.Authorization = `Bearer ${token}`;
  let outcome: Outcome;
  try {
    const response = await client.post<unknown>(path, body, { headers, signal: options.signal });
    outcome = classifyBody(response.data);
  } catch (error) {
    outcome = classifyFailure({
      isCancel: axios.isCancel(error),
      code: axios.isAxiosError(error) ? error.code : undefined,
      response: axios.isAxiosError(error) ? error.response : undefined,
    });
  }
  if (outcome.kind !== 'ok') {
    const error = toApiError(outcome, Boolean(token));
    if (options.notify !== false && !error.isNotified) showErrorMessage(error.msg);
    throw error;
  }
  if (!options.schema) return outcome.data as T;
  const parsed = options.schema.safeParse(outcome.data);
  if (parsed.success) return parsed.data;
  console.error(`Unexpected response from ${path}`, parsed.error);
  const error = new ApiError({ code: CLIENT_ERROR_CODES.badResponse, msg: translate('http.apiError') });
  if (options.notify !== false) showErrorMessage(error.msg);
  throw error;
}
