import type { User } from '@arcade/contracts';
import { appStore } from './store';
import { queryClient } from './query-client';
import { setNavigator } from './navigation';
import { SESSION_MESSAGES } from '@arcade/contracts';
import {
  endSessionEndedElsewhere,
  logout,
  resetBootData,
  resetLogoutGuard,
  loadCurrentUser,
  loadSession,
} from './session';

const user = {
  _id: 'u1',
  role: 'USER',
  name: { first: 'Pat' },
  balance: 7,
  sweepCoins: 3,
} as unknown as User;
let logoutCalls = 0;

beforeEach(() => {
  resetLogoutGuard();
  logoutCalls = 0;
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const url = input instanceof Request ? input.url : String(input);
    if (url.endsWith('/user/logout')) logoutCalls++;
    if (url.endsWith('/user/me'))
      return new Response(JSON.stringify({ success: true, data: { user } }), { status: 200 });
    return new Response('{}', { status: 200 });
  }) as typeof fetch;
});

it('logout clears user storage, queries and the user, goes to /login, and ignores repeats within 1 s', async () => {
  const navigations: string[] = [];
  setNavigator((to) => navigations.push(to));
  appStore.getState().setUser(user);
  localStorage.setItem('arcade:user:profile', 'x');
  sessionStorage.setItem('arcade:user:draft', 'y');
  localStorage.setItem('other', 'kept');
  queryClient.setQueryData(['k'], 1);
  expect(await logout()).toBe(true);
  expect(await logout()).toBe(false);
  expect(logoutCalls).toBe(1);
  expect(localStorage.getItem('arcade:user:profile')).toBeNull();
  expect(sessionStorage.getItem('arcade:user:draft')).toBeNull();
  expect(localStorage.getItem('other')).toBe('kept');
  expect(queryClient.getQueryData(['k'])).toBeUndefined();
  expect(appStore.getState().user).toBeNull();
  expect(navigations).toEqual(['/login']);
});

it('loads the current user and its balances; a failed load leaves it null', async () => {
  await loadCurrentUser();
  expect(appStore.getState().user?._id).toBe('u1');
  expect(appStore.getState().balances).toEqual({ gold: 7, sweep: 3 });
  expect(appStore.getState().sessionLoaded).toBe(true);
  globalThis.fetch = jest.fn(
    async () => new Response('{"message":"Unauthorized request","errors":["unauthorized"]}', { status: 401 }),
  ) as typeof fetch;
  appStore.getState().setUser(null);
  await loadCurrentUser();
  expect(appStore.getState().user).toBeNull();
});

it('a session ended elsewhere says why, keeps the page until the 1.5 s redirect, then goes to /login', async () => {
  jest.useFakeTimers();
  try {
    const navigations: string[] = [];
    setNavigator((to) => navigations.push(to));
    appStore.setState({ toasts: [] });
    appStore.getState().setUser(user);
    endSessionEndedElsewhere('password_changed');
    await jest.advanceTimersByTimeAsync(0);
    expect(appStore.getState().toasts.map((t) => t.message)).toEqual([
      SESSION_MESSAGES.sessionEndedPasswordChanged,
    ]);
    expect(appStore.getState().user).toBeNull();
    expect(appStore.getState().sessionEnding).toBe(true);
    expect(navigations).toEqual([]);
    await jest.advanceTimersByTimeAsync(1500);
    expect(navigations).toEqual(['/login']);
    expect(appStore.getState().sessionEnding).toBe(false);
  } finally {
    jest.useRealTimers();
  }
});

it('a visitor without session cookies is not asked for /user/me (no 401 on every load)', async () => {
  const urls: string[] = [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const url = input instanceof Request ? input.url : String(input);
    urls.push(new URL(url, 'http://x').pathname);
    if (url.endsWith('/user/session'))
      return new Response(JSON.stringify({ success: true, data: { signedIn: false } }), { status: 200 });
    return new Response('{"message":"Unauthorized request"}', { status: 401 });
  }) as typeof fetch;
  appStore.setState({ sessionLoaded: false });
  appStore.getState().setUser(user);
  expect(await loadSession()).toBeNull();
  expect(urls).toEqual(['/api/v1/user/session']);
  expect(appStore.getState().user).toBeNull();
  expect(appStore.getState().sessionLoaded).toBe(true);
});

it('with session cookies it loads the user through GET /user/me', async () => {
  const urls: string[] = [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const url = input instanceof Request ? input.url : String(input);
    urls.push(new URL(url, 'http://x').pathname);
    if (url.endsWith('/user/session'))
      return new Response(JSON.stringify({ success: true, data: { signedIn: true } }), { status: 200 });
    return new Response(JSON.stringify({ success: true, data: { user } }), { status: 200 });
  }) as typeof fetch;
  expect((await loadSession())?._id).toBe('u1');
  expect(urls).toEqual(['/api/v1/user/session', '/api/v1/user/me']);
});

describe('with the boot data the server inlined in the page (issue 9)', () => {
  const boot = (data: unknown) => {
    const el = document.createElement('script');
    el.type = 'application/json';
    el.id = 'arcade-boot';
    el.textContent = JSON.stringify(data);
    document.body.appendChild(el);
    return el;
  };
  let urls: string[];
  beforeEach(() => {
    resetBootData();
    urls = [];
    globalThis.fetch = jest.fn(async (input: RequestInfo | URL) => {
      const url = input instanceof Request ? input.url : String(input);
      urls.push(new URL(url, 'http://x').pathname);
      return new Response(JSON.stringify({ success: true, data: { user } }), { status: 200 });
    }) as typeof fetch;
  });
  afterEach(() => {
    document.getElementById('arcade-boot')?.remove();
    delete (window as unknown as Record<string, unknown>).__ARCADE_EARLY_ME__;
  });

  it('a visitor asks nothing at all', async () => {
    boot({ registry: { remotes: {} }, signedIn: false });
    appStore.setState({ sessionLoaded: false });
    expect(await loadSession()).toBeNull();
    expect(urls).toEqual([]);
    expect(appStore.getState().sessionLoaded).toBe(true);
  });

  it("a player's user comes from the request the page's inline script started", async () => {
    boot({ registry: { remotes: {} }, signedIn: true });
    (window as unknown as Record<string, unknown>).__ARCADE_EARLY_ME__ = Promise.resolve(
      new Response(JSON.stringify({ success: true, data: { user: { ...user, _id: 'early' } } }), {
        status: 200,
      }),
    );
    expect((await loadSession())?._id).toBe('early');
    expect(urls).toEqual([]);
    // Read once: a later load (after a sign-in in this page) asks the server again.
    document.getElementById('arcade-boot')?.remove();
    boot({ registry: { remotes: {} }, signedIn: false });
    expect((await loadSession())?._id).toBe('u1');
    expect(urls).toEqual(['/api/v1/user/session', '/api/v1/user/me']);
  });

  it('an early answer that is not a 200 goes through GET /user/me (refresh and retry)', async () => {
    boot({ registry: { remotes: {} }, signedIn: true });
    (window as unknown as Record<string, unknown>).__ARCADE_EARLY_ME__ = Promise.resolve(
      new Response('{"message":"jwt expired"}', { status: 401 }),
    );
    expect((await loadSession())?._id).toBe('u1');
    expect(urls).toEqual(['/api/v1/user/me']);
  });
});
