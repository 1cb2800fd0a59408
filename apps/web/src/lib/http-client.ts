import { getStorage, type KeyValueStorage, storageKeys } from './storage';

export const SESSION_EXPIRED_MESSAGE = 'Your session has expired. Please log in again.';

export interface ApiErrorDetail {
  field: string;
  message: string;
}

/** A failed API call: the HTTP status, the server's message (shopper-readable) and optional field details. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string | undefined;
  readonly details: ApiErrorDetail[] | undefined;
  readonly body: unknown;

  constructor(status: number, message: string, code?: string, details?: ApiErrorDetail[], body?: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.details = details;
    this.body = body;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** The server's own message when the error body carried one, else null (callers pick their fallback). */
export function serverMessage(error: unknown): string | null {
  if (!isApiError(error)) return null;
  const body = error.body;
  if (body && typeof body === 'object' && typeof (body as { message?: unknown }).message === 'string') {
    return error.message;
  }
  return null;
}

type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Record<string, QueryValue>;
  body?: unknown;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /**
   * false: a 401 is returned to the caller as it is, without refreshing the session or ending it
   * (logging out: an expired session is ended locally anyway, with no 'session expired' alert).
   */
  refreshOnUnauthorized?: boolean;
  /** 'file': a successful body is returned as a DownloadedFile (invoices); errors are still read as JSON */
  responseType?: 'json' | 'file';
  /** sees the headers of a successful answer (a search's total match count rides in one) */
  onHeaders?: (headers: Headers) => void;
}

export interface HttpClientDeps {
  fetch: typeof fetch;
  storage: KeyValueStorage;
  baseUrl?: string;
  /** called once when a session cannot be refreshed (tokens are already removed) */
  onSessionExpired?: () => void;
  /** called with the new access token after a successful refresh */
  onTokenRefreshed?: (accessToken: string) => void;
}

const REFRESH_PATH = '/users/refresh';

function buildUrl(baseUrl: string, path: string, query?: Record<string, QueryValue>): string {
  let url = `${baseUrl}${path.startsWith('/') ? path : `/${path}`}`;
  if (query) {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query)) {
      if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
    }
    const qs = params.toString();
    if (qs) url += `?${qs}`;
  }
  return url;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export interface DownloadedFile {
  blob: Blob;
  /** the server's name for it (Content-Disposition), when it gave one */
  filename: string | null;
}

async function readFile(response: Response): Promise<DownloadedFile> {
  const disposition = response.headers.get('Content-Disposition') ?? '';
  const filename = /filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? null;
  return { blob: await response.blob(), filename };
}

function toApiError(status: number, body: unknown): ApiError {
  const record = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  const message =
    typeof record.message === 'string' && record.message ? record.message : `Request failed (${status})`;
  const code = typeof record.code === 'string' ? record.code : undefined;
  const details = Array.isArray(record.details) ? (record.details as ApiErrorDetail[]) : undefined;
  return new ApiError(status, message, code, details, body);
}

export interface HttpClient {
  request<T>(path: string, options?: RequestOptions): Promise<T>;
  get<T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>): Promise<T>;
  post<T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>): Promise<T>;
  put<T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>): Promise<T>;
  patch<T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>): Promise<T>;
  delete<T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>): Promise<T>;
  /**
   * Sends a request this client cannot make itself (an upload that reports its progress) with the same
   * session: `attempt` gets the current access token and answers with the status it met; on a 401 the
   * session is refreshed as for any call (one refresh shared with them) and `attempt` runs once more.
   */
  withSession<R extends { status: number }>(attempt: (token: string | null) => Promise<R>): Promise<R>;
  /** GET a file, with the same session handling as every other call */
  getFile(
    path: string,
    options?: Omit<RequestOptions, 'method' | 'body' | 'responseType'>,
  ): Promise<DownloadedFile>;
  /**
   * replace callbacks after creation (the app wires them to its store and router); the server renderer
   * hands in its own fetch, which answers from the API in the same process
   */
  configure(deps: Partial<Pick<HttpClientDeps, 'fetch' | 'onSessionExpired' | 'onTokenRefreshed'>>): void;
}

/**
 * The one HTTP client of the storefront. Adds the stored bearer token, sends cookies, turns error bodies
 * into ApiError, and on a 401 refreshes the access token once and replays the request. Concurrent 401s
 * share a single refresh and are replayed with its token; when refresh is impossible the session ends.
 */
export function createHttpClient(initial: HttpClientDeps): HttpClient {
  const deps: HttpClientDeps = { ...initial };
  const baseUrl = deps.baseUrl ?? '/api';
  let refreshInFlight: Promise<string | null> | null = null;

  const getToken = () => deps.storage.getItem(storageKeys.accessToken);

  function send(path: string, options: RequestOptions, token: string | null): Promise<Response> {
    const accept = options.responseType === 'file' ? '*/*' : 'application/json';
    const headers: Record<string, string> = { Accept: accept, ...options.headers };
    if (options.body !== undefined) headers['Content-Type'] = 'application/json';
    if (token) headers.Authorization = `Bearer ${token}`;
    return deps.fetch(buildUrl(baseUrl, path, options.query), {
      method: options.method ?? 'GET',
      headers,
      body: options.body !== undefined ? JSON.stringify(options.body) : undefined,
      credentials: 'include',
      signal: options.signal,
    });
  }

  function endSession() {
    deps.storage.removeItem(storageKeys.accessToken);
    deps.storage.removeItem(storageKeys.refreshToken);
    deps.onSessionExpired?.();
  }

  async function runRefresh(): Promise<string | null> {
    const refreshToken = deps.storage.getItem(storageKeys.refreshToken);
    if (!refreshToken) {
      endSession();
      return null;
    }
    try {
      const response = await send(REFRESH_PATH, { method: 'POST', body: { token: refreshToken } }, null);
      const body = (await readBody(response)) as Record<string, unknown> | undefined;
      if (!response.ok || !body || body.success !== true || typeof body.accessToken !== 'string') {
        endSession();
        return null;
      }
      deps.storage.setItem(storageKeys.accessToken, body.accessToken);
      if (typeof body.refreshToken === 'string')
        deps.storage.setItem(storageKeys.refreshToken, body.refreshToken);
      deps.onTokenRefreshed?.(body.accessToken);
      return body.accessToken;
    } catch {
      endSession();
      return null;
    }
  }

  /** One refresh at a time: everyone who hits a 401 while it runs waits for the same result. */
  function refreshOnce(): Promise<string | null> {
    if (!refreshInFlight) {
      refreshInFlight = runRefresh().finally(() => {
        refreshInFlight = null;
      });
    }
    return refreshInFlight;
  }

  async function withSession<R extends { status: number }>(
    attempt: (token: string | null) => Promise<R>,
  ): Promise<R> {
    const usedToken = getToken();
    const first = await attempt(usedToken);
    if (first.status !== 401 || !usedToken) return first;
    const current = getToken();
    // Signed out while this request was in flight: there is no session left to refresh or to end.
    if (!current) return first;
    // Another request may already have refreshed while this one was in flight: replay without refreshing.
    const newToken = current !== usedToken ? current : await refreshOnce();
    if (!newToken) throw toApiError(401, { message: SESSION_EXPIRED_MESSAGE, code: 'SESSION_EXPIRED' });
    return attempt(newToken);
  }

  async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
    const mayRefresh = options.refreshOnUnauthorized !== false && path !== REFRESH_PATH;
    const response = mayRefresh
      ? await withSession((token) => send(path, options, token))
      : await send(path, options, getToken());

    if (response.ok) options.onHeaders?.(response.headers);
    if (response.ok && options.responseType === 'file') return (await readFile(response)) as T;
    const body = await readBody(response);
    if (!response.ok) throw toApiError(response.status, body);
    return body as T;
  }

  return {
    request,
    get: (path, options) => request(path, { ...options, method: 'GET' }),
    post: (path, body, options) => request(path, { ...options, method: 'POST', body }),
    put: (path, body, options) => request(path, { ...options, method: 'PUT', body }),
    patch: (path, body, options) => request(path, { ...options, method: 'PATCH', body }),
    delete: (path, options) => request(path, { ...options, method: 'DELETE' }),
    withSession,
    getFile: (path, options) => request(path, { ...options, method: 'GET', responseType: 'file' }),
    configure(next) {
      Object.assign(deps, next);
    },
  };
}

/**
 * The app-wide client. When the session expires it alerts and goes to sign-in; the app may re-wire that
 * via configure().
 */
export const http = createHttpClient({
  fetch: (input, init) => globalThis.fetch(input, init),
  storage: getStorage(),
  onSessionExpired: () => {
    window.alert(SESSION_EXPIRED_MESSAGE);
    window.location.assign('/auth/login');
  },
});
