import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { FetchJar } from './testing/cookie-jar';

jest.setTimeout(180_000);

/**
 * The whole Google sign-in against the development OpenID provider, over real HTTP with a cookie jar. The api runs
 * in a child process (tsx), since openid-client and oidc-provider are ESM-only packages.
 */
let child: ChildProcess;
let base: string;

beforeAll(async () => {
  const tsxCli = require.resolve('tsx/cli', { paths: [path.resolve(__dirname, '../../..')] });
  child = spawn(process.execPath, [tsxCli, path.join(__dirname, 'testing', 'oidc-test-server.ts')], {
    env: { ...process.env, NODE_OPTIONS: '' },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (c) => (stderr += c));
  const port = await new Promise<number>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (c) => {
      out += c;
      const line = out.split('\n').find((l) => l.startsWith('{'));
      if (line) resolve((JSON.parse(line) as { port: number }).port);
    });
    child.on('exit', (code) => reject(new Error(`server exited ${code}: ${stderr}`)));
  });
  base = `http://127.0.0.1:${port}`;
}, 180_000);

afterAll(async () => {
  if (child && child.exitCode === null) {
    const done = new Promise((resolve) => child.on('exit', resolve));
    child.kill('SIGTERM');
    await done;
  }
});

const loc = (res: Response) => {
  const l = res.headers.get('location');
  if (!l) throw new Error(`no redirect (${res.status})`);
  return new URL(l, base).href;
};

/** Runs the flow up to the provider's interaction page; returns the jar and the interaction URL. */
async function startSignIn(jar = new FetchJar()) {
  const start = await jar.fetch(`${base}/api/v1/user/google`);
  expect(start.status).toBe(302);
  expect(jar.has('oidc_flow')).toBe(true);
  const authorize = new URL(loc(start));
  expect(authorize.pathname).toBe('/dev/oidc/auth');
  expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
  expect(authorize.searchParams.get('state')).toBeTruthy();
  expect(authorize.searchParams.get('nonce')).toBeTruthy();
  const toInteraction = await jar.fetch(authorize.href);
  expect([302, 303]).toContain(toInteraction.status);
  const interaction = loc(toInteraction);
  expect(new URL(interaction).pathname).toMatch(/^\/dev\/oidc\/interaction\//);
  const page = await jar.fetch(interaction);
  expect(page.status).toBe(200);
  expect(await page.text()).toContain('Development Google sign-in');
  return { jar, interaction };
}

/** Submits the interaction form and follows the provider back to our callback. */
async function finishSignIn(jar: FetchJar, interaction: string, form: Record<string, string>) {
  const login = await jar.fetch(`${interaction}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form).toString(),
  });
  expect(login.status).toBe(303);
  let next = loc(login);
  const seen: string[] = [];
  for (let i = 0; i < 5 && new URL(next).pathname.startsWith('/dev/oidc'); i++) {
    const res = await jar.fetch(next);
    next = loc(res);
  }
  const callback = new URL(next);
  expect(callback.pathname).toBe('/api/v1/user/google/callback');
  seen.push(callback.href);
  // Tokens never travel in a URL: only the code, state and issuer.
  expect([...callback.searchParams.keys()].sort()).toEqual(['code', 'iss', 'state']);
  const done = await jar.fetch(callback.href);
  expect(done.status).toBe(303);
  return { final: done.headers.get('location'), callback: callback.href };
}

const me = async (jar: FetchJar) => {
  const res = await jar.fetch(`${base}/api/v1/user/me`);
  return {
    status: res.status,
    user:
      res.status === 200
        ? ((await res.json()) as { data: { user: Record<string, unknown> } }).data.user
        : null,
  };
};

describe('Google sign-in (OIDC code flow with PKCE) against the development provider', () => {
  it('registers a new account that must confirm its state and 21+', async () => {
    const { jar, interaction } = await startSignIn();
    const { final } = await finishSignIn(jar, interaction, {
      email: 'Gina.Google@Example.test',
      name: 'Gina Google',
      emailVerified: 'on',
    });
    expect(final).toBe('/?completeProfile=1');
    expect(jar.has('access_token')).toBe(true);
    expect(jar.has('oidc_flow')).toBe(false);
    const { user } = await me(jar);
    expect(user).toMatchObject({
      email: 'gina.google@example.test',
      name: { first: 'Gina', last: 'Google' },
      isEmailVerified: true,
      state: null,
      phone: null,
    });

    const complete = await jar.fetch(`${base}/api/v1/user/complete-profile`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ state: 'Ohio', isAdult: true }),
    });
    expect(complete.status).toBe(200);
    expect(((await complete.json()) as { data: { user: Record<string, unknown> } }).data.user).toMatchObject({
      state: 'Ohio',
      needsProfileCompletion: false,
    });

    // Signing in again with the same Google account lands on /games in the same account.
    const again = await startSignIn();
    const second = await finishSignIn(again.jar, again.interaction, {
      email: 'gina.google@example.test',
      name: 'Gina Google',
      emailVerified: 'on',
    });
    expect(second.final).toBe('/games');
    expect((await me(again.jar)).user).toMatchObject({ _id: user!._id, state: 'Ohio' });
  });

  it('links to the existing account with the same verified e-mail', async () => {
    const { jar, interaction } = await startSignIn();
    const { final } = await finishSignIn(jar, interaction, {
      email: 'player@arcade.test',
      name: 'Demo Player',
      emailVerified: 'on',
    });
    expect(final).toBe('/games');
    expect((await me(jar)).user).toMatchObject({ email: 'player@arcade.test', state: 'Texas' });
  });

  it('never signs in to a staff account (admin@arcade.test) without its password', async () => {
    const { jar, interaction } = await startSignIn();
    const login = await jar.fetch(`${interaction}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        email: 'Admin@Arcade.test',
        name: 'Demo Admin',
        emailVerified: 'on',
      }).toString(),
    });
    expect(login.status).toBe(403);
    expect(await login.text()).toContain('Staff accounts cannot use the development sign-in');
    expect(jar.has('access_token')).toBe(false);
    expect((await me(jar)).status).toBe(401);
  });

  it('refuses an e-mail the provider does not call verified', async () => {
    const { jar, interaction } = await startSignIn();
    const { final } = await finishSignIn(jar, interaction, {
      email: 'unverified.google@example.test',
      name: 'Una Verified',
    });
    expect(final).toBe('/login?googleError=unverified_email');
    expect(jar.has('access_token')).toBe(false);
  });

  it('refuses a callback whose state does not match the flow cookie (CSRF / mix-up)', async () => {
    const victim = await startSignIn();
    const attacker = await startSignIn();
    // The victim's browser receives the attacker's callback (login CSRF): its own flow cookie does not match.
    const login = await attacker.jar.fetch(`${attacker.interaction}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        email: 'attacker@example.test',
        name: 'Eve Attacker',
        emailVerified: 'on',
      }).toString(),
    });
    let next = loc(login);
    while (new URL(next).pathname.startsWith('/dev/oidc')) next = loc(await attacker.jar.fetch(next));
    const res = await victim.jar.fetch(next);
    expect(res.headers.get('location')).toBe('/login?googleError=failed');
    expect(victim.jar.has('access_token')).toBe(false);
    // Without any flow cookie.
    const bare = await new FetchJar().fetch(next);
    expect(bare.headers.get('location')).toBe('/login?googleError=state');
  });

  it('reports a cancelled sign-in', async () => {
    const { jar, interaction } = await startSignIn();
    const abort = await jar.fetch(`${interaction}/abort`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: '',
    });
    let next = loc(abort);
    while (new URL(next).pathname.startsWith('/dev/oidc')) next = loc(await jar.fetch(next));
    const res = await jar.fetch(next);
    expect(res.headers.get('location')).toBe('/login?googleError=cancelled');
  });

  it('serves discovery and JWKS', async () => {
    const discovery = (await (
      await fetch(`${base}/dev/oidc/.well-known/openid-configuration`)
    ).json()) as Record<string, unknown>;
    expect(discovery.issuer).toBe(`${base}/dev/oidc`);
    expect(discovery.code_challenge_methods_supported).toEqual(['S256']);
    const jwks = (await (await fetch(String(discovery.jwks_uri))).json()) as { keys: unknown[] };
    expect(jwks.keys.length).toBeGreaterThan(0);
  });
});
