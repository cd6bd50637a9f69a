import ky, { type KyInstance } from 'ky';
import { API_BASE, ERROR_CODES, MESSAGES, SESSION_MESSAGES, TIMING } from '@arcade/contracts';
import { ApiError, hasErrorCode, normaliseError } from './api-error';
import { appStore } from './store';
import { navigate } from './navigation';
import { toast } from './toast';
import { logout } from './session';
import { takeBootAnswer } from './boot-data';

export interface RequestOptions {
  json?: unknown;
  body?: FormData;
  searchParams?: Record<string, string | number | boolean | undefined>;
  /** Extra request headers (the coin shop's Idempotency-Key, issue 11). */
  headers?: Record<string, string>;
  /** Internal: this request is the retry after a refresh. */
  isRetry?: boolean;
}

export interface ApiResult<T> {
  status: number;
  message: string;
  data: T;
  body: unknown;
}

const NO_RECOVERY = ['user/login', 'user/refresh-token'];

const http: KyInstance = ky.create({
  prefixUrl: API_BASE,
  credentials: 'include',
  throwHttpErrors: false,
  retry: 0,
  timeout: 30_000,
});

let refreshing: Promise<void> | null = null;

/** One refresh at a time; concurrent 401s share it. */
function refreshSession(): Promise<void> {
  refreshing ??= (async () => {
    const res = await http.post('user/refresh-token');
    const body = await readBody(res);
    if (!res.ok) throw normaliseError(body, res.status);
  })().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

async function readBody(res: Response): Promise<unknown> {
  if (res.status === 204) return null;
  const text = await res.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return { message: text.slice(0, 200) };
  }
}

function cleanPath(path: string): string {
  return path.replace(/^\/+/, '');
}

function clean(params?: RequestOptions['searchParams']): Record<string, string> | undefined {
  if (!params) return undefined;
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== '') out[k] = String(v);
  return out;
}

function handleRefreshFailure(err: unknown): void {
  if (hasErrorCode(err, ERROR_CODES.jwtExpired)) {
    toast('error', MESSAGES.sessionExpired, 5000, 'session-expired');
    void logout({ redirectDelayMs: TIMING.sessionExpiredRedirectMs, reason: 'expired' });
  } else {
    // Revoked or unknown session (ended elsewhere): the player is told instead of landing on /login silently.
    toast('error', SESSION_MESSAGES.sessionEnded, TIMING.sessionEndedToastMs, 'session-ended');
    void logout({ redirectDelayMs: TIMING.refreshFailedRedirectMs, reason: 'refresh-failed' });
  }
}

/** Sends a request and answers the envelope's data; throws ApiError (SPEC §7, §8). */
export async function request<T>(
  method: string,
  path: string,
  options: RequestOptions = {},
): Promise<ApiResult<T>> {
  const p = cleanPath(path);
  // The page's HTML may carry this GET's answer (a public one its first render needs, issue 9).
  if (method === 'GET' && !options.headers) {
    const query = new URLSearchParams(clean(options.searchParams)).toString();
    const boot = takeBootAnswer(query ? `${p}?${query}` : p);
    if (boot) return { status: 200, message: '', data: boot.data as T, body: null };
  }
  let res: Response;
  try {
    res = await http(p, {
      method,
      json: options.json,
      body: options.body,
      searchParams: clean(options.searchParams),
      headers: options.headers,
    });
  } catch (e) {
    throw new ApiError({
      message: e instanceof Error && e.message ? e.message : MESSAGES.unknownError,
      status: 0,
    });
  }
  const body = await readBody(res);
  if (res.ok) {
    const env = (body ?? {}) as { message?: string; data?: T };
    return { status: res.status, message: env.message ?? '', data: env.data as T, body };
  }
  const error = normaliseError(body, res.status);
  const loggedIn = appStore.getState().user !== null;

  if (res.status === 401 && !NO_RECOVERY.includes(p) && !options.isRetry) {
    if (hasErrorCode(error, ERROR_CODES.unauthorized)) {
      if (loggedIn) void logout({ reason: 'unauthorized' });
      throw error;
    }
    try {
      await refreshSession();
    } catch (refreshError) {
      if (loggedIn) handleRefreshFailure(refreshError);
      throw error;
    }
    return request<T>(method, path, { ...options, isRetry: true });
  }

  if (res.status === 403 && hasErrorCode(error, ERROR_CODES.geo) && !p.startsWith('user')) {
    setTimeout(() => navigate('/not-available'), TIMING.geoRedirectMs);
  }
  throw error;
}

export const api = {
  get: <T>(path: string, searchParams?: RequestOptions['searchParams']) =>
    request<T>('GET', path, { searchParams }).then((r) => r.data),
  post: <T>(path: string, json?: unknown) => request<T>('POST', path, { json }).then((r) => r.data),
  put: <T>(path: string, json?: unknown) => request<T>('PUT', path, { json }).then((r) => r.data),
  patch: <T>(path: string, json?: unknown) => request<T>('PATCH', path, { json }).then((r) => r.data),
  delete: <T>(path: string) => request<T>('DELETE', path).then((r) => r.data),
  request,
};

/** Multipart upload (SPEC §7): the file under a configurable field (default "file") plus extra fields. */
export function uploadFile<T>(
  path: string,
  file: Blob,
  options: { field?: string; fileName?: string; fields?: Record<string, string> } = {},
): Promise<ApiResult<T>> {
  const form = new FormData();
  for (const [k, v] of Object.entries(options.fields ?? {})) form.append(k, v);
  form.append(
    options.field ?? 'file',
    file,
    options.fileName ?? (file instanceof File ? file.name : 'upload'),
  );
  return request<T>('POST', path, { body: form });
}
