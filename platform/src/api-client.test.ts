import type { User } from '@arcade/contracts';
import { api, uploadFile } from './api-client';
import { ApiError } from './api-error';
import { appStore } from './store';
import { setNavigator } from './navigation';
import { resetLogoutGuard } from './session';
import { resetBootDataCache } from './boot-data';

type Handler = (url: string, init: Request) => Response | Promise<Response>;
const calls: Array<{ method: string; url: string }> = [];
let handler: Handler;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const user = {
  _id: 'u1',
  role: 'USER',
  name: { first: 'Pat' },
  balance: 0,
  sweepCoins: 0,
} as unknown as User;
const navigations: string[] = [];

beforeEach(() => {
  calls.length = 0;
  navigations.length = 0;
  resetLogoutGuard();
  appStore.setState({ user, toasts: [] });
  setNavigator((to) => navigations.push(to));
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const req = input instanceof Request ? input : new Request(String(input), init);
    const path = new URL(req.url).pathname;
    calls.push({ method: req.method, url: path });
    // A real server reads the body; ky's cloned request stream waits until it is consumed.
    const copy = req.clone();
    if (req.body) await req.arrayBuffer();
    return handler(path, copy);
  }) as typeof fetch;
  jest.useRealTimers();
});

describe('error normalisation (SPEC §7)', () => {
  it('takes message and errors from the body', async () => {
    handler = () => json(400, { success: false, message: 'Bad thing', errors: [{ path: 'x' }] });
    await expect(api.get('wallet/balance')).rejects.toMatchObject({
      message: 'Bad thing',
      status: 400,
      errors: [{ path: 'x' }],
    });
  });
  it('errors only when the body has a list; "Unknown error occurred" without a message', async () => {
    handler = () => json(500, { errors: 'not a list' });
    const err = (await api.get('x').catch((e) => e)) as ApiError;
    expect(err).toBeInstanceOf(ApiError);
    expect(err.message).toBe('Unknown error occurred');
    expect(err.errors).toBeUndefined();
  });
  it('answers the envelope data on success and sends cookies to /api/v1', async () => {
    handler = () => json(200, { success: true, statusCode: 200, message: 'OK', data: { gold: 5 } });
    await expect(api.get('wallet/balance')).resolves.toEqual({ gold: 5 });
    expect(calls[0]).toEqual({ method: 'GET', url: '/api/v1/wallet/balance' });
  });
});

describe('401 handling (SPEC §8)', () => {
  it('refreshes once and retries the call once', async () => {
    let first = true;
    handler = (path) => {
      if (path.endsWith('/user/refresh-token')) return json(200, { success: true, data: {} });
      if (first) {
        first = false;
        return json(401, { message: 'jwt expired', errors: ['jwt_expired'] });
      }
      return json(200, { success: true, data: { ok: 1 } });
    };
    await expect(api.get('wallet/balance')).resolves.toEqual({ ok: 1 });
    expect(calls.map((c) => c.url)).toEqual([
      '/api/v1/wallet/balance',
      '/api/v1/user/refresh-token',
      '/api/v1/wallet/balance',
    ]);
  });

  it('concurrent 401s share one refresh', async () => {
    const seen = new Map<string, number>();
    handler = (path) => {
      if (path.endsWith('/user/refresh-token')) return json(200, { success: true, data: {} });
      const n = (seen.get(path) ?? 0) + 1;
      seen.set(path, n);
      return n === 1
        ? json(401, { message: 'jwt expired', errors: ['jwt_expired'] })
        : json(200, { success: true, data: path });
    };
    await Promise.all([api.get('a'), api.get('b'), api.get('c')]);
    expect(calls.filter((c) => c.url.endsWith('refresh-token'))).toHaveLength(1);
  });

  it('never refreshes for login', async () => {
    handler = () => json(401, { message: 'Invalid email or password' });
    await expect(api.post('user/login', {})).rejects.toMatchObject({ status: 401 });
    expect(calls).toHaveLength(1);
  });

  it('a refresh failing with "jwt expired": one session-expired toast, logout, /login after 1.5 s', async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    handler = (path) => {
      if (path.endsWith('/user/refresh-token'))
        return json(401, { message: 'jwt expired', errors: ['jwt_expired'] });
      if (path.endsWith('/user/logout')) return json(200, { success: true, data: null });
      return json(401, { message: 'jwt expired', errors: ['jwt_expired'] });
    };
    await expect(api.get('a')).rejects.toMatchObject({ status: 401 });
    await api.get('b').catch(() => undefined);
    await jest.advanceTimersByTimeAsync(10);
    const toasts = appStore
      .getState()
      .toasts.filter((t) => t.message === 'Your session has expired. Please log in again to continue.');
    expect(toasts).toHaveLength(1);
    expect(appStore.getState().user).toBeNull();
    expect(navigations).toEqual([]);
    await jest.advanceTimersByTimeAsync(1500);
    expect(navigations).toEqual(['/login']);
  });

  it('another refresh failure (session ended elsewhere) says so, logs out and goes to /login after 0.5 s', async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    handler = (path) =>
      path.endsWith('/user/logout')
        ? json(200, {})
        : json(401, {
            message: 'Refresh token reuse detected. Please log in again.',
            errors: ['session_revoked'],
          });
    await api.get('a').catch(() => undefined);
    expect(appStore.getState().toasts.map((t) => t.message)).toContain(
      'Your session ended. Please log in again.',
    );
    await jest.advanceTimersByTimeAsync(499);
    expect(navigations).toEqual([]);
    await jest.advanceTimersByTimeAsync(2);
    expect(navigations).toEqual(['/login']);
  });

  it('"Unauthorized request" logs out without a refresh', async () => {
    handler = (path) =>
      path.endsWith('/user/logout')
        ? json(200, {})
        : json(401, { message: 'Unauthorized request', errors: ['unauthorized'] });
    await api.get('a').catch(() => undefined);
    await new Promise((r) => setTimeout(r, 0));
    expect(calls.map((c) => c.url)).not.toContain('/api/v1/user/refresh-token');
    expect(appStore.getState().user).toBeNull();
    expect(navigations).toEqual(['/login']);
  });

  it('reacts to the machine code, not the text: an "Unauthorized request" message without the code refreshes', async () => {
    let first = true;
    handler = (path) => {
      if (path.endsWith('/user/refresh-token')) return json(200, { success: true, data: {} });
      if (first) {
        first = false;
        return json(401, { message: 'Unauthorized request' });
      }
      return json(200, { success: true, data: { ok: 1 } });
    };
    await expect(api.get('wallet/balance')).resolves.toEqual({ ok: 1 });
    expect(calls.map((c) => c.url)).toContain('/api/v1/user/refresh-token');
  });

  it('the jwt_expired code alone (any wording) gives the session-expired toast', async () => {
    handler = (path) => {
      if (path.endsWith('/user/refresh-token'))
        return json(401, { message: 'Sitzung abgelaufen', errors: ['jwt_expired'] });
      if (path.endsWith('/user/logout')) return json(200, { success: true, data: null });
      return json(401, { message: 'expired', errors: ['jwt_expired'] });
    };
    await api.get('a').catch(() => undefined);
    await new Promise((r) => setTimeout(r, 0));
    const toasts = appStore
      .getState()
      .toasts.filter((t) => t.message === 'Your session has expired. Please log in again to continue.');
    expect(toasts).toHaveLength(1);
  });

  it('an anonymous visitor is not sent to /login by a background 401', async () => {
    appStore.setState({ user: null });
    handler = () => json(401, { message: 'Unauthorized request', errors: ['unauthorized'] });
    await api.get('user/me').catch(() => undefined);
    expect(navigations).toEqual([]);
  });
});

describe('geo 403 (SPEC §8)', () => {
  it('goes to /not-available after 2 s on a non-user URL', async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    handler = () => json(403, { message: 'Not available', errors: ['geo'] });
    await api.post('claim/daily-bonus').catch(() => undefined);
    await jest.advanceTimersByTimeAsync(1999);
    expect(navigations).toEqual([]);
    await jest.advanceTimersByTimeAsync(1);
    expect(navigations).toEqual(['/not-available']);
  });
  it('does not redirect for user URLs', async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    handler = () => json(403, { message: 'Not available', errors: ['geo'] });
    await api.post('user/register').catch(() => undefined);
    await jest.advanceTimersByTimeAsync(3000);
    expect(navigations).toEqual([]);
  });
});

it('uploads multipart with the file under the configured field plus extra fields', async () => {
  let form: FormData | null = null;
  handler = async (_p, req) => {
    form = await req.formData();
    return json(200, { success: true, data: { ok: true } });
  };
  await uploadFile('user/upload-avatar', new Blob(['abc'], { type: 'image/png' }), {
    field: 'avatar',
    fileName: 'a.png',
    fields: { kind: 'front' },
  });
  expect(form!.get('kind')).toBe('front');
  expect(form!.get('avatar')).toBeTruthy();
});

describe("answers the page's HTML carried (issue 9, boot answers)", () => {
  const boot = (answers: Record<string, unknown>) => {
    const el = document.createElement('script');
    el.type = 'application/json';
    el.id = 'arcade-boot';
    el.textContent = JSON.stringify({ registry: { remotes: {} }, signedIn: false, answers });
    document.body.appendChild(el);
  };
  beforeEach(() => {
    resetBootDataCache();
    handler = () => json(200, { success: true, data: { from: 'server' } });
  });
  afterEach(() => document.getElementById('arcade-boot')?.remove());

  it('the first GET of that path is answered from the page, once; the next one asks the server', async () => {
    boot({ games: { from: 'page' } });
    await expect(api.get('games')).resolves.toEqual({ from: 'page' });
    expect(calls).toEqual([]);
    await expect(api.get('games')).resolves.toEqual({ from: 'server' });
    expect(calls).toEqual([{ method: 'GET', url: '/api/v1/games' }]);
  });

  it('another query string, another method or another path is not answered from the page', async () => {
    boot({ games: { from: 'page' } });
    await expect(api.get('games', { type: 'bonus' })).resolves.toEqual({ from: 'server' });
    await expect(api.post('games')).resolves.toEqual({ from: 'server' });
    await expect(api.get('wallet/balance')).resolves.toEqual({ from: 'server' });
    expect(calls).toHaveLength(3);
    // an undefined parameter is no parameter (what the server keyed)
    await expect(api.get('games', { type: undefined })).resolves.toEqual({ from: 'page' });
  });

  it('an answer the page has held too long is not used', async () => {
    boot({ games: { from: 'page' } });
    const now = jest.spyOn(performance, 'now').mockReturnValue(60_001);
    try {
      await expect(api.get('games')).resolves.toEqual({ from: 'server' });
    } finally {
      now.mockRestore();
    }
    expect(calls).toHaveLength(1);
  });
});
