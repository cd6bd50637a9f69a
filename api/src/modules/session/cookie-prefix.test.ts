import { SEEDED_ACCOUNTS } from '../../db/seed';
import { cookiesOf, createTestApp, type TestApp } from '../../testing/test-app';
import { cookieHeader } from '../identity/testing/identity-test-kit';

// Issue 7.7: with Secure cookies (production) the session cookies carry the __Host- / __Secure- prefixes.
const { player } = SEEDED_ACCOUNTS;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { cookieSecure: true } });
}, 180_000);
afterAll(() => t?.close());

const login = () =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/user/login',
    payload: { email: player.email, password: player.password },
  });

it('sets __Host-access_token (Path=/, Secure, no Domain) and __Secure-refresh_token', async () => {
  const res = await login();
  expect(res.statusCode).toBe(200);
  const raw = ([] as string[]).concat(res.headers['set-cookie'] as string[] | string);
  const access = raw.find((c) => c.startsWith('__Host-access_token='))!;
  const refresh = raw.find((c) => c.startsWith('__Secure-refresh_token='))!;
  expect(access).toMatch(/; Path=\/(;|$)/);
  expect(access).toMatch(/; Secure/);
  expect(access).not.toMatch(/Domain=/i);
  expect(refresh).toMatch(/; Path=\/api\/v1\/user(;|$)/);
  expect(refresh).toMatch(/; Secure/);
  expect(raw.some((c) => /^(access_token|refresh_token)=/.test(c))).toBe(false);
  expect(raw.some((c) => c.startsWith('__Secure-device_id='))).toBe(true);
});

it('reads the prefixed cookies only (a plain access_token is not a session)', async () => {
  const cookies = cookiesOf(await login());
  const me = (cookie: string) => t.app.inject({ url: '/api/v1/user/me', headers: { cookie } });
  expect(
    (await me(cookieHeader({ '__Host-access_token': cookies['__Host-access_token']! }))).statusCode,
  ).toBe(200);
  expect((await me(cookieHeader({ access_token: cookies['__Host-access_token']! }))).statusCode).toBe(401);
  const refreshed = await t.app.inject({
    method: 'POST',
    url: '/api/v1/user/refresh-token',
    headers: { cookie: cookieHeader({ '__Secure-refresh_token': cookies['__Secure-refresh_token']! }) },
  });
  expect(refreshed.statusCode).toBe(200);
  expect(Object.keys(cookiesOf(refreshed)).sort()).toEqual(['__Host-access_token', '__Secure-refresh_token']);
});
