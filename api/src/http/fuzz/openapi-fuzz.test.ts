import { cookiesOf, createTestApp, type TestApp } from '../../testing/test-app';
import { casesFor, operationsOf, SITE_ORIGIN, type FuzzCase } from './fuzz-cases';
import { changedTables, createDigest } from './db-digest';
import { secondFactorStep } from '../../testing/staff';

/**
 * Issue 7.9: every operation of GET /api/openapi.json gets generated bad inputs (fuzz-cases.ts), sent to the real
 * app logged out, as the demo player and (admin routes) as the demo admin. No answer may be a 5xx, and a 4xx must
 * leave every table as it was (db-digest.ts says which table is left out and why). Seeded: the same cases each run.
 */
const PLAYER = { email: 'player@arcade.test', password: 'PlayerPass2026!' };
const ADMIN = { email: 'admin@arcade.test', password: 'AdminPass2026!' };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

/** A distinct client address per request, so that per-address rate limits do not hide the route behind a 429. */
let address = 0;
const nextAddress = () => {
  address += 1;
  return `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`;
};

const cookieHeader = (jar: Record<string, string>) =>
  Object.entries(jar)
    .map(([k, v]) => `${k}=${encodeURIComponent(v)}`)
    .join('; ');

it('answers every generated bad input of every documented route with a non-5xx, changing nothing on a 4xx', async () => {
  const docRes = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
  expect(docRes.statusCode).toBe(200);
  const operations = operationsOf(docRes.json());
  expect(operations.length).toBeGreaterThan(30);

  const digest = await createDigest(t.db);
  const identities: { name: string; jar: () => Promise<Record<string, string>>; admin: boolean }[] = [];
  const sessions = new Map<string, Record<string, string>>();
  let signedInAgain = false;
  const signedIn = (name: string, who: typeof PLAYER) => async () => {
    let jar = sessions.get(name);
    if (!jar) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/user/login',
        headers: { origin: SITE_ORIGIN },
        payload: who,
        remoteAddress: nextAddress(),
      });
      // A staff account answers 202 and signs in with its second factor (testing/staff.ts).
      jar = res.statusCode === 202 ? (await secondFactorStep(t.app, who.email, res)).cookies : cookiesOf(res);
      expect(Object.keys(jar)).toContain('access_token');
      sessions.set(name, jar);
      signedInAgain = true;
    }
    return jar;
  };
  identities.push({ name: 'anonymous', jar: async () => ({}), admin: false });
  identities.push({ name: 'player', jar: signedIn('player', PLAYER), admin: false });
  identities.push({ name: 'admin', jar: signedIn('admin', ADMIN), admin: true });

  const failures: string[] = [];
  const perRoute = new Map<string, number>();
  let sent = 0;
  let before = await digest();
  const send = async (c: FuzzCase, identity: (typeof identities)[number]) => {
    const jar = await identity.jar();
    if (signedInAgain) {
      // The login itself wrote sessions rows: compare against the state after it.
      before = await digest();
      signedInAgain = false;
    }
    const res = await t.app.inject({
      method: c.method as 'GET',
      url: c.url,
      headers: { ...c.headers, ...(Object.keys(jar).length ? { cookie: cookieHeader(jar) } : {}) },
      payload: c.payload,
      remoteAddress: nextAddress(),
    });
    sent += 1;
    const after = await digest();
    const label = `${c.name} [${identity.name}] -> ${res.statusCode}`;
    if (res.statusCode >= 500) failures.push(`${label}: ${res.body.slice(0, 200)}`);
    if (res.statusCode >= 400 && res.statusCode < 500) {
      const changed = changedTables(before, after);
      if (changed.length) failures.push(`${label} changed ${changed.join(', ')}`);
    }
    // A write that succeeded may have ended or rotated the session (logout, refresh): sign in again.
    const ok = res.statusCode < 300;
    if (identity.name !== 'anonymous' && ok && 'access_token' in cookiesOf(res))
      sessions.delete(identity.name);
    before = after;
  };

  for (const [index, op] of operations.entries()) {
    const cases = casesFor(op, index);
    const isAdminRoute = op.path.includes('/admin/');
    for (const c of cases) {
      for (const identity of identities) {
        // Logged out always; the player on routes that take a session; the admin on admin routes only.
        if (identity.name === 'player' && (!op.signedIn || isAdminRoute)) continue;
        if (identity.name === 'admin' && !isAdminRoute) continue;
        await send(c, identity);
        perRoute.set(`${op.method} ${op.path}`, (perRoute.get(`${op.method} ${op.path}`) ?? 0) + 1);
      }
    }
  }

  const uncovered = operations.filter((op) => !perRoute.get(`${op.method} ${op.path}`));
  console.log(
    `openapi fuzz: ${operations.length} operations, ${sent} requests (${[...perRoute.values()].join('+')}), ` +
      `${failures.length} failures`,
  );
  expect(uncovered.map((op) => `${op.method} ${op.path}`)).toEqual([]);
  expect(failures.slice(0, 40)).toEqual([]);
}, 600_000); // thousands of requests: minutes on a loaded 2-core machine
