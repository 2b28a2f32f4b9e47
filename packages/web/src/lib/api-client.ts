import { LIMITS } from '@artledger/domain';
import { ApiError, type ApiErrorDetail } from './api-error';
import { clearSession, getToken } from './auth-storage';
import { takeEarlyResponse } from './early-requests';
import { markSessionEnded } from './session/session-ended';

export const API_BASE = '/api';

type Query = Record<string, string | number | boolean | null | undefined>;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Query;
  signal?: AbortSignal;
  timeoutMs?: number;
}

export interface UploadOptions {
  method?: 'POST' | 'PUT';
  onProgress?: (percent: number) => void;
  timeoutMs?: number;
}

// A 401 from the sign-in calls means "wrong credentials", not "your session ended".
const AUTH_PATHS = ['/auth/login', '/auth/register'];

export function buildUrl(path: string, query?: Query): string {
  const url = `${API_BASE}${path.startsWith('/') ? path : `/${path}`}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${url}?${search}` : url;
}

/** A 401 outside the sign-in calls: the session ended. Exported for the few calls that use fetch directly. */
export function handleUnauthorized(path: string): void {
  if (AUTH_PATHS.some((p) => path.startsWith(p))) return;
  clearSession();
  // A full page load drops every cached query and in-memory session in one go; the sign-in page then
  // says the session ended and, once signed in, returns to this page.
  if (window.location.pathname !== '/login') {
    const { pathname, search, hash } = window.location;
    markSessionEnded(`${pathname}${search}${hash}`);
    window.location.assign('/login');
  }
}

function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function httpError(status: number, payload: unknown): ApiError {
  const body = typeof payload === 'object' && payload !== null ? (payload as Record<string, unknown>) : {};
  const serverMessage = typeof body.error === 'string' && body.error ? body.error : undefined;
  return new ApiError({
    status,
    kind: 'http',
    message: serverMessage ?? `Request failed with status ${status}`,
    code: typeof body.code === 'string' ? body.code : undefined,
    details: Array.isArray(body.details) ? (body.details as ApiErrorDetail[]) : undefined,
    serverMessage,
  });
}

function authHeaders(): Record<string, string> {
  const token = getToken();
  return token ? { Authorization: `Bearer ${token}` } : {};
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return (await send<T>(path, options)).payload;
}

/** One page of a list route: its rows, and the number matching in X-Total-Count (null without one). */
export interface ListPage<T> {
  items: T[];
  total: number | null;
}

async function getPage<T>(path: string, options: Omit<RequestOptions, 'method' | 'body'> = {}) {
  const { payload, headers } = await send<T[]>(path, { ...options, method: 'GET' });
  const count = headers.get('X-Total-Count');
  const total = count === null ? null : Number(count);
  return { items: payload, total: Number.isSafeInteger(total) ? total : null } satisfies ListPage<T>;
}

async function send<T>(path: string, options: RequestOptions): Promise<{ payload: T; headers: Headers }> {
  const { method = 'GET', body, query, signal, timeoutMs = LIMITS.requestTimeoutMs } = options;
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const forwardAbort = () => controller.abort(signal?.reason);
  signal?.addEventListener('abort', forwardAbort, { once: true });

  const headers: Record<string, string> = { Accept: 'application/json', ...authHeaders() };
  if (body !== undefined) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    const url = buildUrl(path, query);
    const early = method === 'GET' ? takeEarlyResponse(url) : undefined;
    response = await (early ??
      fetch(url, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: controller.signal,
      }));
  } catch (error) {
    if (timedOut) {
      throw new ApiError({ status: 0, kind: 'timeout', message: 'The request timed out', code: 'TIMEOUT' });
    }
    // A caller's own cancellation (e.g. TanStack Query) must stay an AbortError.
    if (signal?.aborted) throw error;
    throw new ApiError({ status: 0, kind: 'network', message: 'Network error', code: 'NETWORK_ERROR' });
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', forwardAbort);
  }

  const payload = parseJson(await response.text().catch(() => ''));
  if (response.status === 401) handleUnauthorized(path);
  if (!response.ok) throw httpError(response.status, payload);
  return { payload: payload as T, headers: response.headers };
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'GET' }),
  /** A list route's page with its X-Total-Count. */
  page: getPage,
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  patch: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PATCH', body }),
  delete: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'DELETE' }),
};

/** Multipart calls go through XMLHttpRequest because fetch cannot report upload progress. */
export function upload<T>(path: string, formData: FormData, options: UploadOptions = {}): Promise<T> {
  const { method = 'POST', onProgress, timeoutMs = LIMITS.uploadTimeoutMs } = options;
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, buildUrl(path));
    xhr.timeout = timeoutMs;
    xhr.setRequestHeader('Accept', 'application/json');
    for (const [name, value] of Object.entries(authHeaders())) xhr.setRequestHeader(name, value);
    if (onProgress) {
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
      };
    }
    xhr.onload = () => {
      const payload = parseJson(xhr.responseText);
      if (xhr.status === 401) handleUnauthorized(path);
      if (xhr.status >= 200 && xhr.status < 300) resolve(payload as T);
      else reject(httpError(xhr.status, payload));
    };
    xhr.onerror = () =>
      reject(new ApiError({ status: 0, kind: 'network', message: 'Network error', code: 'NETWORK_ERROR' }));
    xhr.ontimeout = () =>
      reject(new ApiError({ status: 0, kind: 'timeout', message: 'The request timed out', code: 'TIMEOUT' }));
    xhr.send(formData);
  });
}
