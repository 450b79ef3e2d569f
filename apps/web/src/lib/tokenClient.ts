import { API_BASE, errorMessageKey, TIMINGS } from '@sc/contract';
import axios from 'axios';
import { ApiError, CLIENT_ERROR_CODES } from './ApiError';
import { showErrorMessage } from './feedback';
import type { ResponseSchema } from './http';
import { currentLang, translate } from './i18n';
import { langTag } from './language';
import { classifyBody, classifyFailure, type Outcome } from './responseOutcome';

export type TokenRequestOptions<T> = {
  /** Show failures as an error toast (default true). */
  notify?: boolean;
  schema?: ResponseSchema<T>;
  signal?: AbortSignal;
};

type Unauthorized = Extract<Outcome, { kind: 'unauthorized' }>;

/**
 * A JSON client for an area with its own session (the buyers' app, the console): its own token,
 * never the portal's headers or session handling. `onSessionEnded` runs when a call made with the
 * token is refused with 401 and gives the error to raise.
 */
export function createTokenClient(options: {
  getToken: () => string | null;
  onSessionEnded: (outcome: Unauthorized) => ApiError;
}) {
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
        if (sentToken) return options.onSessionEnded(outcome);
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

  /** POST a JSON body to a contract path (under /api) as the signed-in user; resolves with `data`. */
  return async function post<T = unknown>(
    path: string,
    body: unknown = {},
    request: TokenRequestOptions<T> = {},
  ): Promise<T> {
    const token = options.getToken();
    const headers: Record<string, string> = { 'Accept-Language': langTag(currentLang()) };
    if (token) headers.Authorization = `Bearer ${token}`;
    let outcome: Outcome;
    try {
      const response = await client.post<unknown>(path, body, { headers, signal: request.signal });
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
      if (request.notify !== false && !error.isNotified) showErrorMessage(error.msg);
      throw error;
    }
    if (!request.schema) return outcome.data as T;
    const parsed = request.schema.safeParse(outcome.data);
    if (parsed.success) return parsed.data;
    console.error(`Unexpected response from ${path}`, parsed.error);
    const error = new ApiError({ code: CLIENT_ERROR_CODES.badResponse, msg: translate('http.apiError') });
    if (request.notify !== false) showErrorMessage(error.msg);
    throw error;
  };
}
