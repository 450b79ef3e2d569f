import { API_BASE, errorMessageKey, TIMINGS } from '@sc/contract';
import axios, { type AxiosRequestConfig } from 'axios';
import { ApiError, CLIENT_ERROR_CODES } from './ApiError';
import { showErrorMessage } from './feedback';
import { currentLang, translate } from './i18n';
import { loadingOverlay } from './loadingCounter';
import { buildRequestHeaders } from './requestHeaders';
import { classifyBody, classifyFailure, type Outcome } from './responseOutcome';
import { sessionStore } from './session';
import { endSession } from './sessionEnd';

/** Anything with zod's `safeParse`, so responses can be checked against the contract. */
export type ResponseSchema<T> = {
  safeParse(value: unknown): { success: true; data: T } | { success: false; error: unknown };
};

export type RequestOptions<T> = {
  /** Show the full-screen loading overlay while the call runs (default true). */
  overlay?: boolean;
  /** Show failures as an error toast (default true); forms turn this off and show field errors. */
  notify?: boolean;
  /** Checks the `data` of a successful answer. */
  schema?: ResponseSchema<T>;
  signal?: AbortSignal;
};

/** Options of an upload: never the overlay (the upload shows its own progress). */
export type UploadOptions<T> = Omit<RequestOptions<T>, 'overlay'> & {
  /** Called with 0–100 as the body is sent. */
  onProgress?: (percent: number) => void;
};

const client = axios.create({ baseURL: API_BASE, timeout: TIMINGS.requestTimeoutMs, withCredentials: true });

function fail(error: ApiError, notify: boolean): ApiError {
  if (notify && !error.isNotified) {
    showErrorMessage(error.msg);
    const { code, msg, data, status } = error;
    return new ApiError({ code, msg, data, status, isNotified: true });
  }
  return error;
}

/** Turns a failed outcome into the ApiError callers receive, handling 401 on the way. */
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
    case 'empty':
      console.warn('Empty response body');
      return new ApiError({ code: CLIENT_ERROR_CODES.network, msg: apiError, isNotified: true });
    case 'canceled':
      return new ApiError({ code: CLIENT_ERROR_CODES.canceled, msg: 'canceled', isNotified: true });
    case 'timeout':
      return new ApiError({ code: CLIENT_ERROR_CODES.timeout, msg: translate('http.timeout') });
    case 'unauthorized':
      if (sentToken) {
        endSession('unauthorized');
        return new ApiError({
          code: 401,
          msg: translate('http.sessionReplaced'),
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
    case 'network':
      return new ApiError({ code: CLIENT_ERROR_CODES.network, msg: apiError });
  }
}

async function send<T>(
  config: AxiosRequestConfig,
  options: RequestOptions<T>,
  forceBasic = false,
): Promise<T> {
  const endLoading = options.overlay === false ? () => undefined : loadingOverlay.begin();
  const notify = options.notify !== false;
  const headers = buildRequestHeaders(sessionStore.get(), currentLang(), { forceBasic });
  const sentToken = headers.Authorization?.startsWith('Bearer ') ?? false;
  let outcome: Outcome;
  try {
    const response = await client.request<unknown>({ ...config, headers: { ...headers, ...config.headers } });
    outcome = classifyBody(response.data);
  } catch (error) {
    outcome = classifyFailure({
      isCancel: axios.isCancel(error),
      code: axios.isAxiosError(error) ? error.code : undefined,
      response: axios.isAxiosError(error) ? error.response : undefined,
    });
  }
  if (outcome.kind === 'canceled') endLoading();
  else if (outcome.kind !== 'ok') loadingOverlay.hideAll();
  else endLoading();

  if (outcome.kind !== 'ok') throw fail(toApiError(outcome, sentToken), notify);
  if (!options.schema) return outcome.data as T;
  const parsed = options.schema.safeParse(outcome.data);
  if (parsed.success) return parsed.data;
  console.error(`Unexpected response from ${config.url}`, parsed.error);
  throw fail(new ApiError({ code: CLIENT_ERROR_CODES.badResponse, msg: translate('http.apiError') }), notify);
}

/** POST a JSON body to a contract path (relative to /api) and resolve with the envelope's data. */
export function apiPost<T = unknown>(
  path: string,
  body: unknown = {},
  options: RequestOptions<T> = {},
): Promise<T> {
  return send<T>({ method: 'POST', url: path, data: body, signal: options.signal }, options);
}

/** POST a form-encoded body with the web client's Basic authorization (the login token call). */
export function apiPostForm<T = unknown>(
  path: string,
  form: URLSearchParams,
  options: RequestOptions<T> = {},
): Promise<T> {
  return send<T>(
    {
      method: 'POST',
      url: path,
      data: form,
      signal: options.signal,
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    },
    options,
    true,
  );
}

/**
 * POST a multipart body (e.g. `purpose` then `file`) to a contract path with the same headers and
 * error handling as apiPost; reports upload progress instead of showing the loading overlay.
 */
export function apiUpload<T = unknown>(
  path: string,
  form: FormData,
  options: UploadOptions<T> = {},
): Promise<T> {
  const { onProgress, ...rest } = options;
  return send<T>(
    {
      method: 'POST',
      url: path,
      data: form,
      signal: options.signal,
      onUploadProgress: (event) => {
        if (!onProgress || !event.total) return;
        onProgress(Math.min(100, Math.round((event.loaded / event.total) * 100)));
      },
    },
    { ...rest, overlay: false },
  );
}
