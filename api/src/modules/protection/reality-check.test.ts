// Reality checks (issue 30 item 3) and the first-purchase limit offer (item 1) on the controllable clock.
import { usdCents, type RealityCheckAnswer } from '@arcade/contracts';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { fakeClock } from '../identity/clock';
import { call, newPlayer, type Player } from '../wallet/testing/players';

jest.setTimeout(120_000);

const HOUR = 60 * 60 * 1000;
let t: TestApp;
let clock: ReturnType<typeof fakeClock>;
beforeAll(async () => {
  t = await createTestApp();
}, 120_000);
afterAll(async () => t?.close());
beforeEach(() => {
  clock = fakeClock(new Date(Date.now() + 1000));
  t.app.protection.clock = clock;
});

const rc = async (p: Player, method: 'GET' | 'POST' = 'GET', url = '', body?: unknown) =>
  call<RealityCheckAnswer>(t.app, p.cookies, method, `/api/v1/protection/${url || 'reality-check'}`, body);

test('off by default; 1, 2 or 3 hours accepted, anything else a 400', async () => {
  const p = await newPlayer(t.app, t.db);
  const first = await rc(p);
  expect(first.status).toBe(200);
  expect(first.body.data).toMatchObject({
    intervalHours: null,
    dueAt: null,
    due: false,
    limitOffered: false,
  });
  expect((await rc(p, 'POST', 'reality-check', { intervalHours: 4 })).status).toBe(400);
  expect((await rc(p, 'POST', 'reality-check', { intervalHours: '1' })).status).toBe(400);
  const set = await rc(p, 'POST', 'reality-check', { intervalHours: 2 });
  expect(set.status).toBe(200);
  expect(set.body.data.intervalHours).toBe(2);
  expect((await rc(p, 'POST', 'reality-check', { intervalHours: null })).body.data.dueAt).toBeNull();
});

test('due exactly one interval after the session started, and one interval after each acknowledgement', async () => {
  const p = await newPlayer(t.app, t.db);
  const set = (await rc(p, 'POST', 'reality-check', { intervalHours: 1 })).body.data;
  const started = new Date(set.sessionStartedAt).getTime();
  expect(new Date(set.dueAt!).getTime()).toBe(started + HOUR);
  clock.set(new Date(started + HOUR - 1000));
  expect((await rc(p)).body.data.due).toBe(false);
  clock.set(new Date(started + HOUR));
  const due = (await rc(p)).body.data;
  expect(due.due).toBe(true);
  expect(due.minutesPlayed).toBe(60);
  clock.advance(5 * 60 * 1000);
  const acked = (await rc(p, 'POST', 'reality-check/ack')).body.data;
  expect(acked.due).toBe(false);
  expect(new Date(acked.dueAt!).getTime()).toBe(started + 65 * 60 * 1000 + HOUR);
  clock.advance(HOUR - 1000);
  expect((await rc(p)).body.data.due).toBe(false);
  clock.advance(1000);
  expect((await rc(p)).body.data.due).toBe(true);
});

test("the session's net spend: paid purchases minus paid redemptions since it started, others not counted", async () => {
  const p = await newPlayer(t.app, t.db);
  const order = (price: number, status: string, ago = 0) =>
    t.db.query(
      `INSERT INTO orders (user_id, item_type, price_cents, coins, bonus_coins, method, provider, status, created_at)
       VALUES ($1, 'coins', $2, 100, 0, 'card', 'goat', $3, now() + make_interval(secs => $4))`,
      [p.userId, price, status, ago],
    );
  await order(2500, 'paid');
  await order(1000, 'failed');
  await order(4000, 'paid', -3600); // before the session
  const data = (await rc(p)).body.data;
  expect(data.purchases).toEqual(usdCents(2500));
  expect(data.redemptions).toEqual(usdCents(0));
  expect(data.net).toEqual(usdCents(2500));
});

test('the limit offer is recorded once and stays recorded', async () => {
  const p = await newPlayer(t.app, t.db);
  expect((await rc(p)).body.data).toMatchObject({ limitOffered: false, offerLimit: true });
  expect((await rc(p, 'POST', 'limit-offer')).body.data).toMatchObject({
    limitOffered: true,
    offerLimit: false,
  });
  await rc(p, 'POST', 'reality-check', { intervalHours: 3 });
  expect((await rc(p)).body.data).toMatchObject({ limitOffered: true, offerLimit: false });
});

test('no offer for a player with a purchase limit or a purchase already paid', async () => {
  const withLimit = await newPlayer(t.app, t.db);
  const set = await call(t.app, withLimit.cookies, 'POST', '/api/v1/protection/limits', {
    period: 'week',
    amount: 50,
  });
  expect(set.status).toBe(200);
  expect((await rc(withLimit)).body.data.offerLimit).toBe(false);
  const buyer = await newPlayer(t.app, t.db);
  await t.db.query(
    `INSERT INTO orders (user_id, item_type, price_cents, coins, bonus_coins, method, provider, status)
     VALUES ($1, 'coins', 1000, 100, 0, 'card', 'goat', 'paid')`,
    [buyer.userId],
  );
  expect((await rc(buyer)).body.data.offerLimit).toBe(false);
});

test('signed out: 401', async () => {
  const r = await call(t.app, undefined, 'GET', '/api/v1/protection/reality-check');
  expect(r.status).toBe(401);
});

test('the sandbox clock endpoint moves the protection clock with SANDBOX=on, and is absent without it', async () => {
  const before = t.app.protection.clock().getTime();
  const moved = await t.app.inject({
    method: 'POST',
    url: '/api/v1/dev/protection-clock',
    payload: { advanceMs: HOUR },
  });
  expect(moved.statusCode).toBe(200);
  expect(t.app.protection.clock().getTime() - before).toBeGreaterThanOrEqual(HOUR);
  // reset puts it back on the real time (the spec that moved it does so for the specs after it)
  const reset = await t.app.inject({
    method: 'POST',
    url: '/api/v1/dev/protection-clock',
    payload: { reset: true },
  });
  expect(reset.statusCode).toBe(200);
  expect(Math.abs(t.app.protection.clock().getTime() - Date.now())).toBeLessThan(60_000);
  const off = await createTestApp({ config: { sandbox: false } });
  try {
    const r = await off.app.inject({
      method: 'POST',
      url: '/api/v1/dev/protection-clock',
      payload: { advanceMs: 1 },
    });
    expect(r.statusCode).toBe(404);
  } finally {
    await off.close();
  }
});
