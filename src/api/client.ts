import axios, { type AxiosRequestConfig, type AxiosResponse } from 'axios';
import type { Behaviour, ErrorsConfig } from '../shared/generated/errors.schema';
import { constants } from '../shared/config/constants';
import { behaviourFor, errorsConfig, isSuccessCode } from '../shared/config/errors';
import { signRequest } from '../shared/sign';
import { CancellationRegistry } from './cancellation';
import { decisionFor, type PolicyDecision } from './errorPolicy';
import type { KeyValueStorage } from '../shared/keyValueStorage';
import { fingerprintId } from './fingerprint';
import { SubmitTokens } from './submitTokens';
import { browserTimeZone } from './timeZone';

/** What login hands the browser (product §3): the token, and the per-session signing key from the `sign` header. */
export interface ApiSession {
  token: string;
  signKey: string;
}

export interface ApiClientOptions {
  /** The one API base (product §7); same origin by default. */
  baseURL?: string;
  getSession: () => ApiSession | undefined;
  getLanguage: () => string;
  /** The merchant's app id in a merchant-embedded session (product §6), else undefined. */
  getAppId?: () => string | undefined;
  /** Keeps the fingerprint id across visits. */
  storage: KeyValueStorage;
  /** Called with every decision other than none; the app toasts, clears the session, navigates. */
  onPolicy?: (decision: PolicyDecision) => void;
  /** True while the user is on the order history (product §4: 70006/70008 return there after login). */
  isInHistory?: () => boolean;
  timeoutMs?: number;
  errors?: ErrorsConfig;
}

export type QueryValue = string | number | boolean | undefined;

export interface ApiRequest {
  method: 'GET' | 'POST';
  /** Path after the API base, e.g. "/trade/list". */
  path: string;
  query?: Record<string, QueryValue>;
  /** JSON-serialised, except a Blob (a photo File), which is sent as is with its own Content-Type. */
  body?: unknown;
  signal?: AbortSignal;
  /** Toasts are suppressed (product §7: failures of fee requests are ignored silently); session decisions still apply. */
  silent?: boolean;
}

export type ApiError = {
  kind: 'error';
  /** The server's returnCode, or "network" / "timeout" when no answer came. */
  code: string;
  message: string;
  behaviour: Behaviour;
  policy: PolicyDecision;
  /** The envelope's data when a refusal carries some (a refused merchant link's reason). */
  data?: unknown;
};

export type ApiResult<T> = { kind: 'ok'; data: T; headers: Record<string, string> } | ApiError | { kind: 'cancelled' };

interface Envelope {
  returnCode: string;
  returnMsg?: string;
  data?: unknown;
  success?: boolean;
}

/** No answer from the server: the i18n key says why (product §7 calls, §8). */
export const transportFailures = {
  network: 'errors.network',
  timeout: 'errors.timeout',
} as const;

export type TransportFailure = keyof typeof transportFailures;

function transportError(reason: TransportFailure): ApiError {
  return {
    kind: 'error',
    code: reason,
    message: '',
    behaviour: 'toast',
    policy: { kind: 'toast', message: '', messageKey: transportFailures[reason], durationMs: constants.toastMs },
  };
}

function isEnvelope(value: unknown): value is Envelope {
  return typeof value === 'object' && value !== null && typeof (value as Envelope).returnCode === 'string';
}

/** Path and query exactly as sent, so the signed text is the sent text. */
export function pathWithQuery(path: string, query?: Record<string, QueryValue>): string {
  const entries = Object.entries(query ?? {}).filter((entry): entry is [string, string | number | boolean] => entry[1] !== undefined);
  if (entries.length === 0) return path;
  return `${path}?${new URLSearchParams(entries.map(([key, value]) => [key, String(value)])).toString()}`;
}

function plainHeaders(headers: AxiosResponse['headers']): Record<string, string> {
  const plain: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) if (typeof value === 'string') plain[name.toLowerCase()] = value;
  return plain;
}

/**
 * The request body as sent. A Blob goes as raw bytes (the KYC photo uploads of product §7); its sign
 * covers an empty body, as the server checks it (the bytes are not text).
 */
function encodeBody(body: unknown): { data: string | Blob | undefined; contentType: string | undefined } {
  if (body === undefined) return { data: undefined, contentType: undefined };
  if (body instanceof Blob) return { data: body, contentType: body.type || 'application/octet-stream' };
  return { data: JSON.stringify(body), contentType: 'application/json' };
}

/** What the interceptors need to know of one call beyond axios's own config. */
interface CallOptions {
  silent: boolean;
  /** A submit action's idempotency key, made from the path, query and body as sent (product §7 submit-token). */
  submitToken?: (sent: { url: string; data: string | Blob | undefined }) => string;
  /** Set by the cancellation interceptor: aborted by cancelAll() or the caller's own signal. */
  controller?: AbortController;
}

declare module 'axios' {
  interface AxiosRequestConfig {
    gangway?: CallOptions;
  }
}

type Answered = AxiosResponse<ApiResult<unknown>>;

export type ApiClient = ReturnType<typeof createApiClient>;

/** What a plain call needs of the client: an endpoint function takes this, so it can also be sent ahead. */
export interface Requester {
  request<T>(request: ApiRequest): Promise<ApiResult<T>>;
}

/** How long an answer asked ahead waits for its screen: past it, the screen asks again (a quote is priced for a short window). */
const aheadKeptMs = 10_000;

export function createApiClient(options: ApiClientOptions) {
  const registry = new CancellationRegistry();
  const submitTokens = new SubmitTokens();
  const config = options.errors ?? errorsConfig;
  const timeoutMs = options.timeoutMs ?? constants.requestTimeoutMs;

  /**
   * The one axios instance of the app. The fetch adapter in the browser and in the tests alike;
   * product §9: a call without an answer within timeoutMs is abandoned, and said as a timeout. Every
   * status is an answer: the envelope says what happened, not the HTTP status.
   */
  const http = axios.create({
    baseURL: options.baseURL ?? '/api',
    adapter: 'fetch',
    timeout: timeoutMs,
    // The body is serialised by send() and signed as is: axios must not touch it.
    transformRequest: [(data: unknown) => data],
    validateStatus: () => true,
    transitional: { clarifyTimeoutError: true, silentJSONParsing: true, forcedJSONParsing: true },
  });

  // Request interceptors run last-registered first: cancellation, then submit-token, then the signature over both.

  /** The headers every call carries (product §7), and the session's token and sign when signed in. */
  http.interceptors.request.use(async (request) => {
    const timestamp = String(Date.now());
    const { headers } = request;
    headers.set('timestamp', timestamp);
    headers.set('Accept-Language', options.getLanguage());
    headers.set('timezone', browserTimeZone());
    headers.set('fingerprint-id', fingerprintId(options.storage));
    const appId = options.getAppId?.();
    if (appId) headers.set('appid', appId);
    const session = options.getSession();
    if (session) {
      headers.set('token', session.token);
      const body = typeof request.data === 'string' ? request.data : '';
      headers.set(
        'sign',
        await signRequest({ key: session.signKey, timestamp, method: request.method?.toUpperCase() ?? 'GET', pathAndQuery: request.url ?? '', body }),
      );
    }
    return request;
  });

  /** product §7 submit-token: a submit action's key, for the request exactly as sent. */
  http.interceptors.request.use((request) => {
    const submitToken = request.gangway?.submitToken;
    if (submitToken) request.headers.set('submit-token', submitToken({ url: request.url ?? '', data: request.data as string | Blob | undefined }));
    return request;
  });

  /** product §7: every pending call can be cancelled at once, on a route change; the caller's signal still cancels its own. */
  http.interceptors.request.use((request) => {
    const controller = registry.open(request.signal as AbortSignal | undefined);
    request.signal = controller.signal;
    request.gangway = { silent: false, ...request.gangway, controller };
    return request;
  });

  function closeCall(request: AxiosRequestConfig | undefined): void {
    const controller = request?.gangway?.controller;
    if (controller) registry.close(controller);
  }

  /** The envelope: returnCode 0000 is the data; any other code is an error with its config/errors.json decision. */
  function resultOf(response: AxiosResponse): ApiResult<unknown> {
    const envelope: unknown = response.data;
    if (!isEnvelope(envelope)) return transportError('network');
    if (isSuccessCode(envelope.returnCode, config)) return { kind: 'ok', data: envelope.data, headers: plainHeaders(response.headers) };
    const message = envelope.returnMsg ?? '';
    const behaviour = behaviourFor(envelope.returnCode, config);
    const policy = decisionFor(behaviour, { code: envelope.returnCode, message, isInHistory: options.isInHistory?.() ?? false }, config);
    const data = envelope.data === undefined || envelope.data === null ? {} : { data: envelope.data };
    return { kind: 'error', code: envelope.returnCode, message, behaviour, policy, ...data };
  }

  /** No answer: a cancellation (route change, the caller), the timeout, or the network. */
  function failureOf(error: unknown): ApiResult<unknown> {
    const request = axios.isAxiosError(error) ? error.config : undefined;
    if (axios.isCancel(error) || request?.gangway?.controller?.signal.aborted) return { kind: 'cancelled' };
    const timedOut = axios.isAxiosError(error) && (error.code === 'ETIMEDOUT' || error.code === 'ECONNABORTED');
    return transportError(timedOut ? 'timeout' : 'network');
  }

  const asResponse = (result: ApiResult<unknown>, response: Pick<AxiosResponse, 'config'> & Partial<AxiosResponse>): Answered => ({
    status: response.status ?? 0,
    statusText: response.statusText ?? '',
    headers: response.headers ?? {},
    config: response.config,
    data: result,
  });

  http.interceptors.response.use(
    (response) => {
      closeCall(response.config);
      return asResponse(resultOf(response), response);
    },
    (error: unknown) => {
      const request = axios.isAxiosError(error) ? error.config : undefined;
      closeCall(request);
      if (!request) throw error;
      return asResponse(failureOf(error), { config: request });
    },
  );

  /** product §8 error policy: the app hears every decision but none; a silent call's toasts are kept quiet (product §7 fee requests). */
  http.interceptors.response.use((response: Answered) => {
    const result = response.data;
    if (result.kind !== 'error' || result.policy.kind === 'none') return response;
    if (response.config.gangway?.silent && result.policy.kind === 'toast') return response;
    options.onPolicy?.(result.policy);
    return response;
  });

  async function send<T>(request: ApiRequest, submitToken?: CallOptions['submitToken']): Promise<ApiResult<T>> {
    const { data, contentType } = encodeBody(request.body);
    const response = await http.request<ApiResult<T>>({
      method: request.method,
      url: pathWithQuery(request.path, request.query),
      data,
      // No body, no Content-Type: the server refuses a body type it was not sent.
      headers: { 'Content-Type': contentType ?? false },
      signal: request.signal,
      gangway: { silent: request.silent ?? false, submitToken },
    });
    return response.data;
  }

  /** Answers asked ahead of the screen that needs them (`ahead`), each taken by the first identical request. */
  const askedAhead = new Map<string, Promise<ApiResult<unknown>>>();
  const sameRequest = (request: ApiRequest) => `${request.method} ${pathWithQuery(request.path, request.query)}\n${JSON.stringify(request.body ?? null)}`;

  /** An answer asked ahead, handed to the caller; its signal still cancels the wait for it. */
  function takeAhead<T>(request: ApiRequest): Promise<ApiResult<T>> | undefined {
    // Nearly always nothing is kept: no request pays for building its key then.
    if (askedAhead.size === 0) return undefined;
    const key = sameRequest(request);
    const ahead = askedAhead.get(key) as Promise<ApiResult<T>> | undefined;
    if (!ahead) return undefined;
    askedAhead.delete(key);
    const { signal } = request;
    if (!signal) return ahead;
    if (signal.aborted) return Promise.resolve({ kind: 'cancelled' });
    return new Promise((resolve) => {
      const cancel = () => resolve({ kind: 'cancelled' });
      signal.addEventListener('abort', cancel, { once: true });
      void ahead.then((result) => {
        signal.removeEventListener('abort', cancel);
        resolve(result);
      });
    });
  }

  return {
    request: <T>(request: ApiRequest) => takeAhead<T>(request) ?? send<T>(request),

    /**
     * The same client, except that its requests are sent now and kept, unanswered to their caller,
     * for the first identical request of the screen that needs them (within aheadKeptMs): the
     * landing page's first quote leaves while the shell runs, not after the screen has loaded and rendered.
     */
    ahead(): Requester {
      return {
        request<T>(request: ApiRequest): Promise<ApiResult<T>> {
          const key = sameRequest(request);
          const answer = send<T>(request);
          askedAhead.set(key, answer);
          setTimeout(() => {
            if (askedAhead.get(key) === answer) askedAhead.delete(key);
          }, aheadKeptMs);
          return answer;
        },
      };
    },

    /**
     * A user's submit action (product §7 submit-token): a fresh key per action, the same key when the
     * same request is sent again under actionName before the server answered it (a retry). See SubmitTokens.
     */
    async submit<T>(actionName: string, request: ApiRequest): Promise<ApiResult<T>> {
      let key = '';
      const result = await send<T>(request, ({ url, data }) => {
        // The method, path, query and body as sent: a Blob body compares by identity.
        key = submitTokens.keyFor(actionName, typeof data === 'string' || data === undefined ? `${request.method} ${url}\n${data ?? ''}` : data);
        return key;
      });
      const answered = result.kind === 'ok' || (result.kind === 'error' && !(result.code in transportFailures));
      if (answered) submitTokens.settle(actionName, key);
      return result;
    },

    /** Where a path after the API base is, for a page the app opens or frames (a provider's card fields): an absolute URL passes as it is. */
    urlOf: (path: string) => http.getUri({ url: path }),

    /** The router calls this on every route change (product §7). */
    cancelAll: () => registry.cancelAll(),

    pendingCount: () => registry.size,

    /** product §9: 130 s unless overridden. */
    timeoutMs,
  };
}
