import { API_BASE, type ApiCall, type CallBody, type CallData, errorMessageKey, TIMINGS } from '@sc/contract';
import type { AxiosRequestConfig } from 'axios';
import { ApiError, CLIENT_ERROR_CODES } from './ApiError';
import { takeEarlyCall } from './earlyCalls';
import { showErrorMessage } from './feedback';
import { loadHttpLibrary } from './httpLibrary';
import { translate, translateUnchecked } from './i18n';
import { loadingOverlay } from './loadingCounter';
import { classifyBody, classifyFailure, type Outcome } from './responseOutcome';

/** Anything with zod's `safeParse`, so responses can be checked against the contract. */
export type ResponseSchema<T> = {
  safeParse(value: unknown): { success: true; data: T } | { success: false; error: unknown };
};

export type RequestOptions<T> = {
  /** Show the full-screen loading overlay while the call runs (default: the client's default). */
  overlay?: boolean;
  /** Show failures as an error toast (default true); forms turn this off and show field errors. */
  notify?: boolean;
  /** Checks the `data` of a successful answer. */
  schema?: ResponseSchema<T>;
  signal?: AbortSignal;
};

/** Options of a contract call: the call's result schema always checks the answer. */
export type CallOptions = Omit<RequestOptions<unknown>, 'schema'>;

/** Options of an upload: never the overlay (the upload shows its own progress). */
export type UploadOptions<T> = Omit<RequestOptions<T>, 'overlay'> & {
  /** Called with 0–100 as the body is sent. */
  onProgress?: (percent: number) => void;
};

export type Unauthorized = Extract<Outcome, { kind: 'unauthorized' }>;

export type ApiClientOptions = {
  /** Headers of every request; `Authorization: Bearer …` marks a call made with a session. */
  headers: (request: { forceBasic: boolean }) => Record<string, string>;
  /** Ends the area's session after a 401 to a call made with its token; gives the error to raise. */
  onSessionEnded: (outcome: Unauthorized) => ApiError;
  /** Whether calls show the loading overlay unless told otherwise. */
  overlayByDefault: boolean;
};

type Axios = typeof import('axios').default;
type Transport = { axios: Axios; client: ReturnType<Axios['create']> };

/**
 * One HTTP core for every area (portal, buyers' app, console): the same envelope handling, error
 * mapping and response checks; each area brings its own headers and session end.
 */
export function createApiClient(options: ApiClientOptions) {
  // axios loads with the first call, not with the page: the sign-in page draws before any call.
  let transport: Promise<Transport> | undefined;
  const loadTransport = () => {
    transport ??= loadHttpLibrary().then((axios) => ({
      axios,
      client: axios.create({ baseURL: API_BASE, timeout: TIMINGS.requestTimeoutMs, withCredentials: true }),
    }));
    return transport;
  };

  function toApiError(outcome: Exclude<Outcome, { kind: 'ok' }>, sentToken: boolean): ApiError {
    const apiError = translate('http.apiError');
    switch (outcome.kind) {
      case 'business':
        return new ApiError({
          code: outcome.code,
          msg: outcome.msg || translateUnchecked(errorMessageKey(outcome.code)),
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
      case 'network':
        return new ApiError({ code: CLIENT_ERROR_CODES.network, msg: apiError });
    }
  }

  function fail(error: ApiError, notify: boolean): ApiError {
    if (notify && !error.isNotified) {
      showErrorMessage(error.msg);
      const { code, msg, data, status } = error;
      return new ApiError({ code, msg, data, status, isNotified: true });
    }
    return error;
  }

  async function send<T>(
    config: AxiosRequestConfig,
    request: RequestOptions<T>,
    forceBasic = false,
  ): Promise<T> {
    const showOverlay = request.overlay ?? options.overlayByDefault;
    const endLoading = showOverlay ? loadingOverlay.begin() : () => undefined;
    const notify = request.notify !== false;
    const headers = options.headers({ forceBasic });
    const sentToken = headers.Authorization?.startsWith('Bearer ') ?? false;
    let outcome: Outcome;
    // Sent already as the page opened (earlyCalls): a success is taken as is; anything else is sent again.
    const pending =
      config.method === 'POST' && config.url
        ? takeEarlyCall(config.url, config.data, headers.Authorization)
        : undefined;
    const early = pending ? await pending : null;
    if (early && early.status >= 200 && early.status < 300) {
      outcome = classifyBody(early.body);
      return finish(outcome, config, request, notify, sentToken, endLoading);
    }
    const loaded = await loadTransport().catch((error: unknown) => {
      console.error('The HTTP client could not load', error);
      transport = undefined;
      return null;
    });
    if (!loaded) {
      endLoading();
      throw fail(new ApiError({ code: CLIENT_ERROR_CODES.network, msg: translate('http.apiError') }), notify);
    }
    const { axios, client } = loaded;
    try {
      const response = await client.request<unknown>({
        ...config,
        headers: { ...headers, ...config.headers },
      });
      outcome = classifyBody(response.data);
    } catch (error) {
      outcome = classifyFailure({
        isCancel: axios.isCancel(error),
        code: axios.isAxiosError(error) ? error.code : undefined,
        response: axios.isAxiosError(error) ? error.response : undefined,
      });
    }
    return finish(outcome, config, request, notify, sentToken, endLoading);
  }

  /** The call's result from its outcome: the checked data, or the error to throw. */
  function finish<T>(
    outcome: Outcome,
    config: AxiosRequestConfig,
    request: RequestOptions<T>,
    notify: boolean,
    sentToken: boolean,
    endLoading: () => void,
  ): T {
    // A failure clears every overlay of the portal (an error toast must not sit under a spinner).
    if (outcome.kind === 'ok' || outcome.kind === 'canceled' || !options.overlayByDefault) endLoading();
    else loadingOverlay.hideAll();

    if (outcome.kind !== 'ok') throw fail(toApiError(outcome, sentToken), notify);
    if (!request.schema) return outcome.data as T;
    const parsed = request.schema.safeParse(outcome.data);
    if (parsed.success) return parsed.data;
    console.error(`Unexpected response from ${config.url}`, parsed.error);
    throw fail(
      new ApiError({ code: CLIENT_ERROR_CODES.badResponse, msg: translate('http.apiError') }),
      notify,
    );
  }

  /** Makes a contract call: the body is typed by the call and the answer checked by its result schema. */
  function call<C extends ApiCall>(
    apiCall: C,
    body: CallBody<C>,
    request: CallOptions = {},
  ): Promise<CallData<C>> {
    return send<CallData<C>>(
      { method: 'POST', url: apiCall.path, data: body ?? {}, signal: request.signal },
      { ...request, schema: apiCall.result as ResponseSchema<CallData<C>> },
    );
  }

  /** POST a form-encoded body with the web client's Basic authorization (the login token call). */
  function postForm<T = unknown>(
    path: string,
    form: URLSearchParams,
    request: RequestOptions<T> = {},
  ): Promise<T> {
    return send<T>(
      {
        method: 'POST',
        url: path,
        data: form,
        signal: request.signal,
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      },
      request,
      true,
    );
  }

  /** POST a multipart body (e.g. `purpose` then `file`); reports upload progress instead of the overlay. */
  function upload<T = unknown>(path: string, form: FormData, request: UploadOptions<T> = {}): Promise<T> {
    const { onProgress, ...rest } = request;
    return send<T>(
      {
        method: 'POST',
        url: path,
        data: form,
        signal: request.signal,
        onUploadProgress: (event) => {
          if (!onProgress || !event.total) return;
          onProgress(Math.min(100, Math.round((event.loaded / event.total) * 100)));
        },
      },
      { ...rest, overlay: false },
    );
  }

  return { call, postForm, upload };
}
