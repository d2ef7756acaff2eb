/**
 * The one HTTP client (docs/spec.md §7): every call goes to `{host}/api/v1`, with `Accept-Language`
 * of the interface's language (the browser's by default), the bearer header when signed in (none
 * when signed out), the `XSRF-TOKEN` cookie echoed as `X-XSRF-TOKEN` to the page's own origin,
 * keys converted both ways except for `oauth` paths, only 2xx as success, every failure an
 * HttpError, no timeout unless a call asks for one.
 * With credentials, a 401 asks them for one refresh (shared by every call that meets a 401
 * meanwhile) and the call is replayed once with the new token; a second 401 is the caller's.
 */
import type { ApiConfig } from './config';
import { snakeCase } from '../resources/definition';
import { convertsKeys, toCamelKeys, toSnakeKeys } from './case';
import { HttpError, firstMessages, isHttpError, type HttpErrorKind } from './http-error';
import { fetchTransport, xhrTransport, type Transport, type UploadProgress } from './transport';

/** What the HTTP client needs of a session. */
export interface Credentials {
  /** The `Authorization` header value, or undefined when signed out; waits for a refresh under way. */
  authorization(): Promise<string | undefined>;
  /**
   * After a 401 answered to a call sent with `rejected`: resolves once a newer token is in place
   * (one refresh for every caller), rejects when none can be had.
   */
  renew(rejected: string): Promise<void>;
  /** Aborts when the current session ends: the calls made under it are canceled. */
  readonly ended: AbortSignal;
}

export type QueryValue = string | number | null | undefined | readonly (string | number)[];

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Appended to the URL; a list repeats its key (`ids[]=a&ids[]=b`); null and undefined are left out. */
  query?: Record<string, QueryValue>;
  /** Plain data goes as JSON; FormData, URLSearchParams and Blob go as they are. */
  body?: unknown;
  signal?: AbortSignal;
  /** Milliseconds for the whole call, replay included; none by default (docs/spec.md §7). */
  timeout?: number;
  /** Upload progress of the body (see transport.ts for where it is exact). */
  onUploadProgress?: (progress: UploadProgress) => void;
  /** Headers of this call beside the client's own (e.g. `If-Match`). */
  headers?: Record<string, string>;
}

export interface HttpClient {
  readonly apiUrl: string;
  /**
   * `path` is relative to the API base (`admin/authors`, `/me`) or an absolute URL under it (a
   * `links.next`). Resolves with the answer's body (undefined when empty), keys in camelCase.
   */
  request<T = unknown>(path: string, options?: RequestOptions): Promise<T>;
}

export interface HttpClientOptions {
  config: ApiConfig;
  fetch?: typeof fetch;
  credentials?: Credentials;
  /** The language to ask answers in (`Accept-Language`): the interface's; the browser's when not given. */
  language?: () => string | undefined;
  /** The `XSRF-TOKEN` cookie's value. */
  xsrfToken?: () => string | undefined;
  /** Used for uploads with progress when present (browsers). */
  XMLHttpRequest?: typeof XMLHttpRequest;
  /** Told of every call that failed on the server's or the wire's side (see FailedCall). */
  onFailedCall?: (failure: FailedCall) => void;
}

/**
 * A call that failed for a reason the user cannot fix: no answer (`network`), a 5xx, or a 2xx
 * whose body could not be read (`badResponse`). Only the method and the path are kept: never the
 * query, the headers or the body, which may carry tokens, passwords or search text.
 */
export interface FailedCall {
  method: string;
  /** The URL's path, e.g. `/api/v1/admin/authors/12`. */
  path: string;
  kind: Extract<HttpErrorKind, 'network' | 'badResponse'>;
  /** The answer's status, when one came. */
  status?: number;
}

const reportedKinds: ReadonlySet<HttpErrorKind> = new Set(['network', 'badResponse']);

/** Reads one cookie of the page. */
function cookie(name: string, cookies: string | undefined = globalThis.document?.cookie): string | undefined {
  for (const pair of (cookies ?? '').split(';')) {
    const [key, ...value] = pair.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return undefined;
}

function encodeBody(body: unknown, convert: boolean): { body?: BodyInit; contentType?: string } {
  if (body === undefined) return {};
  if (body instanceof FormData || body instanceof URLSearchParams || body instanceof Blob) return { body };
  return { body: JSON.stringify(convert ? toSnakeKeys(body) : body), contentType: 'application/json' };
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** The body of an answer, or the HttpError it stands for. */
function readAnswer(status: number, text: string, convert: boolean): unknown {
  let parsed: unknown;
  let isJson = true;
  if (text.trim() !== '') {
    try {
      parsed = JSON.parse(text);
    } catch {
      isJson = false;
    }
  }
  const body = convert ? toCamelKeys(parsed) : parsed;
  if (status >= 200 && status < 300) {
    if (!isJson) throw new HttpError('badResponse', { status });
    return body;
  }
  const kind: HttpErrorKind = status >= 400 && status < 500 ? 'badRequest' : 'badResponse';
  if (!isObject(body)) throw new HttpError(kind, { status });
  const errors = firstMessages(body.errors);
  throw new HttpError(kind, { status, body: errors ? { ...body, errors } : body });
}

/**
 * One signal per call: the caller's signal, the call's timeout and the end of the session each
 * abort it, and the failure says which one it was.
 */
function callSignal(options: RequestOptions, sessionEnded: AbortSignal | undefined) {
  const timeout = new AbortController();
  const timer = options.timeout === undefined ? undefined : setTimeout(() => timeout.abort(), options.timeout);
  const signal = AbortSignal.any([timeout.signal, ...[options.signal, sessionEnded].filter((source) => source !== undefined)]);
  const kind = (): HttpErrorKind => (options.signal?.aborted ? 'aborted' : sessionEnded?.aborted ? 'canceled' : 'timeout');
  return { signal, kind, release: () => clearTimeout(timer) };
}

/** Waits for `promise` unless the call is aborted first. */
function unlessAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const abort = () => reject(signal.reason);
    signal.addEventListener('abort', abort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}

export function createHttpClient(options: HttpClientOptions): HttpClient {
  const { config, credentials } = options;
  const language = options.language ?? (() => globalThis.navigator?.language);
  const xsrfToken = options.xsrfToken ?? (() => cookie('XSRF-TOKEN'));
  const send = fetchTransport(options.fetch ?? globalThis.fetch.bind(globalThis));
  const XhrClass = options.XMLHttpRequest ?? globalThis.XMLHttpRequest;
  const upload: Transport | undefined = XhrClass ? xhrTransport(XhrClass) : undefined;
  const base = `${config.apiUrl}/`;
  const basePath = new URL(base).pathname;

  function resolveUrl(path: string): URL {
    const url = /^https?:\/\//i.test(path) ? new URL(path) : new URL(path.replace(/^\/+/, ''), base);
    // The bearer token goes to the API only, whatever a link in an answer says.
    if (!`${url.origin}${url.pathname}/`.startsWith(base)) throw new Error(`${path} is not under the API at ${config.apiUrl}`);
    return url;
  }

  function appendQuery(url: URL, query: RequestOptions['query'], convert: boolean) {
    for (const [key, value] of Object.entries(query ?? {})) {
      const name = convert ? snakeCase(key) : key;
      for (const item of Array.isArray(value) ? value : [value]) {
        if (item !== null && item !== undefined) url.searchParams.append(name, String(item));
      }
    }
  }

  function headersFor(url: URL, contentType: string | undefined): Record<string, string> {
    const headers: Record<string, string> = { Accept: 'application/json' };
    const browserLanguage = language();
    if (browserLanguage) headers['Accept-Language'] = browserLanguage;
    if (contentType) headers['Content-Type'] = contentType;
    // Like axios: the cookie's value is echoed to the page's own origin only, never elsewhere.
    const xsrf = url.origin === config.pageOrigin ? xsrfToken() : undefined;
    if (xsrf) headers['X-XSRF-TOKEN'] = xsrf;
    return headers;
  }

  async function request<T>(path: string, requestOptions: RequestOptions = {}): Promise<T> {
    const url = resolveUrl(path);
    const convert = convertsKeys(url.pathname.slice(basePath.length));
    appendQuery(url, requestOptions.query, convert);
    const { body, contentType } = encodeBody(requestOptions.body, convert);
    const headers = { ...headersFor(url, contentType), ...requestOptions.headers };
    const { onUploadProgress } = requestOptions;
    const transport = onUploadProgress && upload ? upload : send;
    const call = callSignal(requestOptions, credentials?.ended);

    const attempt = async (authorization: string | undefined): Promise<T> => {
      const answer = await transport({
        url: url.href,
        method: requestOptions.method ?? 'GET',
        headers: authorization ? { ...headers, Authorization: authorization } : headers,
        body,
        signal: call.signal,
        onUploadProgress,
      });
      return readAnswer(answer.status, answer.text, convert) as T;
    };

    try {
      const authorization = credentials ? await unlessAborted(credentials.authorization(), call.signal) : undefined;
      try {
        return await attempt(authorization);
      } catch (error) {
        if (!credentials || !authorization || !(error instanceof HttpError) || error.status !== 401) throw error;
        // A refresh that got no answer says so (the session stays); when the session is gone
        // meanwhile, the caller's own 401 stands. A refused refresh ends the session: canceled.
        await unlessAborted(credentials.renew(authorization), call.signal).catch((renewError: unknown) => {
          throw isHttpError(renewError) ? renewError : error;
        });
        const renewed = await credentials.authorization();
        if (!renewed) throw error;
        return await attempt(renewed);
      }
    } catch (error) {
      const failure = call.signal.aborted
        ? new HttpError(call.kind(), { cause: error })
        : error instanceof HttpError
          ? error
          : new HttpError('network', { cause: error });
      if (reportedKinds.has(failure.kind)) {
        options.onFailedCall?.({
          method: requestOptions.method ?? 'GET',
          path: url.pathname,
          kind: failure.kind as FailedCall['kind'],
          status: failure.status,
        });
      }
      throw failure;
    } finally {
      call.release();
    }
  }

  return { apiUrl: config.apiUrl, request };
}
