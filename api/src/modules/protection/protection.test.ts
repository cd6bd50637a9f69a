// Over 300 lines: one app (listening, for the card sandbox) for every rule of player protection: the limits at
// their edges, the cooling-offs, and what a break and an exclusion close and leave open.
import {
  ACCOUNT_RESTRICTED_CODE,
  formatProtectionTime,
  LIMIT_WINDOW_MS,
  PROTECTION_CODES,
  PROTECTION_MESSAGES,
  usdCents,
  type LimitPeriod,
  type Order,
  type ProtectionAnswer,
  type SpendingAnswer,
} from '@arcade/contracts';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { newStaff } from '../../testing/staff';
import { runReceiveCli } from '../amoe/receive-cli';
import {
  approvedAccount,
  bank,
  firstGame,
  givePlayedSc,
  kycApprove,
  verifiedPlayer,
} from '../games/testing/game-fixtures';
import { fakeClock } from '../identity/clock';
import { sendMarketingEmail } from '../marketing/marketing-service';
import { api, newKey, tokenize } from '../shop/testing/shop-driver';
import { call, loginAdmin, newPlayer, type Player } from '../wallet/testing/players';

jest.setTimeout(180_000);

const PASSWORD = 'WalletPass2026!';
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

let t: TestApp;
let admin: Record<string, string>;
let clock: ReturnType<typeof fakeClock>;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  admin = await loginAdmin(t.app);
}, 180_000);
afterAll(async () => t?.close());
beforeEach(() => {
  // Starts at the real time (the mail-in CLI and order expiry read the real clock), then moves only forward.
  clock = fakeClock(new Date());
  t.app.protection.clock = clock;
  t.app.marketing.clock = clock;
});

const view = async (p: Player) =>
  (await call<ProtectionAnswer>(t.app, p.cookies, 'GET', '/api/v1/protection')).body.data;
const setLimit = (p: Player, period: LimitPeriod, amount: number | null) =>
  call<ProtectionAnswer>(t.app, p.cookies, 'POST', '/api/v1/protection/limits', { period, amount });
const order = (p: Player, amount: number) =>
  api<{ order: Order }>(
    t.app,
    p.cookies,
    'POST',
    '/api/v1/shop/orders',
    { amount, method: 'card' },
    newKey(),
  );
const charge = async (p: Player, orderId: string) =>
  api(
    t.app,
    p.cookies,
    'POST',
    '/api/v1/wallet/goat/process',
    {
      paymentToken: await tokenize(t.app),
      orderId,
      amount: 0,
      coinAmount: 0,
      bonusAmount: 0,
      packageType: 'x',
    },
    newKey(),
  );
/** A whole card purchase of `amount` dollars; answers the refusal (or null when it was paid). */
async function buy(p: Player, amount: number) {
  const created = await order(p, amount);
  if (created.status !== 200) return created;
  const paid = await charge(p, created.body.data.order.id);
  expect([paid.status, (paid.body.data as { order: Order }).order?.status]).toEqual([200, 'paid']);
  return null;
}
const charges = async (orderId: string) =>
  Number(
    (
      await t.db.query<{ n: string }>(
        `SELECT count(*) AS n FROM payment_sandbox_objects WHERE kind = 'card_charge' AND data->>'reference' = $1`,
        [orderId],
      )
    ).rows[0]!.n,
  );

describe('purchase limits', () => {
  it.each(['day', 'week', 'month'] as const)(
    'the %s limit refuses exactly past its edge, before the provider, and frees up on time',
    async (period) => {
      const p = await newPlayer(t.app, t.db, `limit-${period}`);
      expect((await setLimit(p, period, 20)).status).toBe(200);
      const first = clock();
      expect(await buy(p, 15)).toBeNull();
      clock.advance(HOUR);
      expect(await buy(p, 5)).toBeNull(); // exactly at the limit: allowed
      clock.advance(HOUR);

      const refused = await order(p, 5);
      const resetsAt = new Date(first.getTime() + LIMIT_WINDOW_MS[period]);
      expect([refused.status, refused.body.errors, refused.body.message]).toEqual([
        403,
        [PROTECTION_CODES.limitReached],
        PROTECTION_MESSAGES.limitReached({
          period,
          limit: usdCents(2000),
          remaining: usdCents(0),
          resetsAt,
        }),
      ]);
      expect(refused.body.message).toContain(formatProtectionTime(resetsAt));
      expect(refused.body.data).toEqual({
        limit: {
          kind: 'purchase',
          period,
          limit: usdCents(2000),
          remaining: usdCents(0),
          resetsAt: resetsAt.toISOString(),
        },
      });

      clock.set(new Date(resetsAt.getTime() - 1));
      expect((await order(p, 5)).status).toBe(403);
      clock.set(resetsAt);
      expect(await buy(p, 5)).toBeNull();
      const limits = (await view(p)).limits.find((l) => l.period === period)!;
      expect(limits).toMatchObject({
        limit: usdCents(2000),
        used: usdCents(1000),
        remaining: usdCents(1000),
      });
    },
  );

  it('an order made while there was room is refused at payment, and nothing is charged', async () => {
    const p = await newPlayer(t.app, t.db, 'limit-pay');
    await setLimit(p, 'day', 30);
    const early = await order(p, 20);
    expect(early.status).toBe(200);
    expect(await buy(p, 20)).toBeNull();
    const refused = await charge(p, early.body.data.order.id);
    expect([refused.status, refused.body.errors]).toEqual([403, [PROTECTION_CODES.limitReached]]);
    expect(refused.body.message).toBe(
      PROTECTION_MESSAGES.limitReached({
        period: 'day',
        limit: usdCents(3000),
        remaining: usdCents(1000),
        resetsAt: new Date(clock().getTime() + DAY),
      }),
    );
    expect(await charges(early.body.data.order.id)).toBe(0);
    const stored = await api<{ order: Order }>(
      t.app,
      p.cookies,
      'GET',
      `/api/v1/shop/orders/${early.body.data.order.id}`,
    );
    expect(stored.body.data.order.status).toBe('created');
    // A failed payment does not count: a bank deposit beyond the limit is refused before the invoice too.
    const deposit = await api(
      t.app,
      p.cookies,
      'POST',
      '/api/v1/wallet/deposit',
      { amount: 15, paymentGateway: 'bank' },
      newKey(),
    );
    expect([deposit.status, deposit.body.errors]).toEqual([403, [PROTECTION_CODES.limitReached]]);
  });

  it('a cut applies at once; a raise waits 24 hours and a removal 7 days, shown with their time', async () => {
    const p = await newPlayer(t.app, t.db, 'limit-cool');
    const start = clock();
    expect((await setLimit(p, 'week', 50)).body.message).toBe(PROTECTION_MESSAGES.limitSaved('week', 'now'));
    const cut = await setLimit(p, 'week', 20);
    expect(cut.body.data.limits.find((l) => l.period === 'week')).toMatchObject({
      limit: usdCents(2000),
      pending: null,
    });
    expect(await buy(p, 20)).toBeNull();
    const raiseAt = new Date(start.getTime() + DAY);
    const raise = await setLimit(p, 'week', 100);
    expect(raise.body.message).toBe(PROTECTION_MESSAGES.limitSaved('week', 'pending', raiseAt));
    expect(raise.body.data.limits.find((l) => l.period === 'week')).toEqual({
      kind: 'purchase',
      period: 'week',
      limit: usdCents(2000),
      used: usdCents(2000),
      remaining: usdCents(0),
      pending: { limit: usdCents(10000), effectiveAt: raiseAt.toISOString() },
    });
    // Asking again does not restart the wait.
    clock.advance(HOUR);
    expect((await setLimit(p, 'week', 100)).body.data.limits[1]!.pending!.effectiveAt).toBe(
      raiseAt.toISOString(),
    );
    clock.set(new Date(raiseAt.getTime() - 1));
    expect((await order(p, 5)).status).toBe(403);
    clock.set(raiseAt);
    expect(await buy(p, 80)).toBeNull();
    expect((await view(p)).limits[1]).toMatchObject({ limit: usdCents(10000), pending: null });

    // Removal: 7 days, the limit holds meanwhile.
    const removeAt = new Date(raiseAt.getTime() + 7 * DAY);
    const removal = await setLimit(p, 'week', null);
    expect(removal.body.data.limits[1]!.pending).toEqual({
      limit: null,
      effectiveAt: removeAt.toISOString(),
    });
    clock.set(new Date(removeAt.getTime() - 1));
    expect((await view(p)).limits[1]!.limit).toEqual(usdCents(10000));
    // A cut while a removal waits applies at once and cancels the removal.
    const cutAgain = await setLimit(p, 'week', 40);
    expect(cutAgain.body.data.limits[1]).toMatchObject({ limit: usdCents(4000), pending: null });
    await setLimit(p, 'week', null);
    clock.set(new Date(clock().getTime() + 7 * DAY));
    expect((await view(p)).limits[1]).toMatchObject({ limit: null, pending: null, remaining: null });
    expect(await buy(p, 150)).toBeNull();
  });

  it('refuses bad input with a clear message and changes nothing', async () => {
    const p = await newPlayer(t.app, t.db, 'limit-bad');
    for (const body of [
      { period: 'year', amount: 10 },
      { period: 'day', amount: 0 },
      { period: 'day', amount: 1.005 },
      { period: 'day', amount: '10' },
      { period: 'day', amount: 100_001 },
      { period: 'day' },
    ]) {
      const res = await call(t.app, p.cookies, 'POST', '/api/v1/protection/limits', body);
      expect([body, res.status]).toEqual([body, 400]);
    }
    expect((await view(p)).limits.every((l) => l.limit === null && l.pending === null)).toBe(true);
    expect((await call(t.app, undefined, 'GET', '/api/v1/protection')).status).toBe(401);
  });
});

describe('loss limits and the spending dashboard', () => {
  /** A redemption paid out to the player now (its amount in SC cents, 1 SC = $1). */
  async function paidOut(p: Player, cents: number) {
    const transfer = await t.db.query<{ id: string }>('SELECT max(id) AS id FROM ledger_transfers');
    await t.db.query(
      `INSERT INTO redemptions (user_id, amount, method, destination, details_enc, hold_transfer_id, status, paid_at)
       VALUES ($1, $2, 'bank_transfer', 'Bank ••••6789', 'x', $3, 'paid', $4)`,
      [p.userId, cents, transfer.rows[0]!.id, clock()],
    );
  }
  const setLoss = (p: Player, period: LimitPeriod, amount: number | null) =>
    call<ProtectionAnswer>(t.app, p.cookies, 'POST', '/api/v1/protection/limits', {
      kind: 'loss',
      period,
      amount,
    });

  it('counts purchases minus redemptions paid out, refuses past its edge and frees up on time', async () => {
    const p = await newPlayer(t.app, t.db, 'loss-week');
    const saved = await setLoss(p, 'week', 20);
    expect(saved.body.message).toBe(PROTECTION_MESSAGES.limitSaved('week', 'now', undefined, 'loss'));
    const first = clock();
    expect(await buy(p, 15)).toBeNull();
    clock.advance(HOUR);
    const refused = await order(p, 10);
    const resetsAt = new Date(first.getTime() + LIMIT_WINDOW_MS.week);
    expect([refused.status, refused.body.errors, refused.body.message]).toEqual([
      403,
      [PROTECTION_CODES.limitReached],
      PROTECTION_MESSAGES.limitReached({
        kind: 'loss',
        period: 'week',
        limit: usdCents(2000),
        remaining: usdCents(500),
        resetsAt,
      }),
    ]);
    expect(refused.body.message).toContain('loss limit of $20.00 (purchases minus redemptions paid');
    // $10 paid out: the net is $5, so $15 more fits, exactly to the edge, and then nothing more.
    await paidOut(p, 1000);
    expect(await buy(p, 10)).toBeNull();
    expect(await buy(p, 5)).toBeNull();
    expect((await order(p, 5)).status).toBe(403);
    expect((await view(p)).limits.find((l) => l.kind === 'loss' && l.period === 'week')).toMatchObject({
      limit: usdCents(2000),
      used: usdCents(2000),
      remaining: usdCents(0),
    });
    // The purchase limits are another kind: none is set, and each counts what was bought.
    expect((await view(p)).limits.find((l) => l.kind === 'purchase' && l.period === 'week')).toMatchObject({
      limit: null,
      used: usdCents(3000),
    });
    // When the redemption leaves the window the net would rise: the purchases leave first, so a week after the
    // first purchase there is room again.
    clock.set(new Date(resetsAt.getTime() - 1));
    expect((await order(p, 5)).status).toBe(403);
    clock.set(resetsAt);
    expect((await order(p, 5)).status).toBe(200);
  });

  it('a purchase larger than the limit itself says so, and a raise of a loss limit waits 24 hours', async () => {
    const p = await newPlayer(t.app, t.db, 'loss-small');
    await setLoss(p, 'day', 8);
    const refused = await order(p, 10);
    expect(refused.body.message).toBe(
      PROTECTION_MESSAGES.limitReached({
        kind: 'loss',
        period: 'day',
        limit: usdCents(800),
        remaining: usdCents(800),
        resetsAt: null,
      }),
    );
    expect(refused.body.message).toContain('this purchase is larger than the limit itself');
    const raise = await setLoss(p, 'day', 50);
    const raiseAt = new Date(clock().getTime() + DAY);
    expect(raise.body.message).toBe(PROTECTION_MESSAGES.limitSaved('day', 'pending', raiseAt, 'loss'));
    expect((await order(p, 10)).status).toBe(403);
    clock.set(raiseAt);
    expect((await order(p, 10)).status).toBe(200);
  });

  it('the dashboard shows the paid purchases and redemptions of each week and month, the current one last', async () => {
    const p = await newPlayer(t.app, t.db, 'spending');
    expect(await buy(p, 25)).toBeNull();
    expect(await buy(p, 10)).toBeNull();
    await order(p, 40); // created, never paid: not spending
    await paidOut(p, 1250);
    const res = await call<SpendingAnswer>(t.app, p.cookies, 'GET', '/api/v1/protection/spending');
    expect(res.status).toBe(200);
    const { weeks, months } = res.body.data;
    expect([weeks.length, months.length]).toEqual([12, 12]);
    const now = Date.now();
    for (const last of [weeks.at(-1)!, months.at(-1)!]) {
      expect(new Date(last.start).getTime()).toBeLessThanOrEqual(now);
      expect(new Date(last.end).getTime()).toBeGreaterThan(now);
      expect(last).toMatchObject({
        purchases: usdCents(3500),
        redemptions: usdCents(1250),
        net: usdCents(2250),
      });
    }
    expect(new Date(weeks.at(-1)!.start).getUTCDay()).toBe(1);
    expect(weeks.slice(0, -1).every((w) => w.purchases.amount === 0)).toBe(true);
    // Another player's spending is not shown; a visitor gets 401.
    const other = await newPlayer(t.app, t.db, 'spending-other');
    const theirs = await call<SpendingAnswer>(t.app, other.cookies, 'GET', '/api/v1/protection/spending');
    expect(theirs.body.data.weeks.at(-1)!.purchases).toEqual(usdCents(0));
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/protection/spending' })).statusCode).toBe(401);
  });

  it('counts the time signed in: each session from its start to its last renewal plus 15 minutes, cut at its end', async () => {
    const p = await newPlayer(t.app, t.db, 'time-played');
    // A Wednesday noon (UTC): its week began on Monday 23 November, its month on the 1st.
    const now = new Date('2026-11-25T12:00:00Z');
    clock.set(now);
    const at = (iso: string) => new Date(iso);
    const session = async (start: string, renewals: string[], revoked: string | null) => {
      const { rows } = await t.db.query<{ id: string }>(
        'INSERT INTO sessions (user_id, created_at, revoked_at) VALUES ($1, $2, $3) RETURNING id',
        [p.userId, at(start), revoked ? at(revoked) : null],
      );
      for (const r of renewals)
        await t.db.query(
          `INSERT INTO refresh_tokens (session_id, family_id, token_hash, expires_at, created_at)
           VALUES ($1, gen_random_uuid(), $2, $3, $4)`,
          [rows[0]!.id, `th-${crypto.randomUUID()}`, new Date(at(r).getTime() + 86_400_000), at(r)],
        );
    };
    // This week: renewed for an hour, then signed out 10 minutes after the last renewal: 70 minutes.
    await session(
      '2026-11-24T09:00:00Z',
      ['2026-11-24T09:30:00Z', '2026-11-24T10:00:00Z'],
      '2026-11-24T10:10:00Z',
    );
    // This week: never renewed, never signed out: one access token's life, 15 minutes.
    await session('2026-11-25T08:00:00Z', [], null);
    // Still open now (renewed 5 minutes ago): counted up to now, 2 hours.
    await session('2026-11-25T10:00:00Z', ['2026-11-25T11:55:00Z'], null);
    // Across the week boundary (Sunday 23:30 to Monday 00:30 UTC): 30 minutes in each week.
    await session('2026-11-22T23:30:00Z', ['2026-11-23T00:15:00Z'], '2026-11-23T00:30:00Z');
    // Last month: 45 minutes.
    await session('2026-10-15T20:00:00Z', ['2026-10-15T20:30:00Z'], null);

    const res = await call<SpendingAnswer>(t.app, p.cookies, 'GET', '/api/v1/protection/spending');
    const { weeks, months } = res.body.data;
    expect(weeks.at(-1)!.start).toBe('2026-11-23T00:00:00.000Z');
    expect(weeks.at(-1)!.minutesSignedIn).toBe(70 + 15 + 120 + 30);
    expect(weeks.at(-2)!.minutesSignedIn).toBe(30);
    expect(months.at(-1)!.minutesSignedIn).toBe(70 + 15 + 120 + 60);
    expect(months.at(-2)!.minutesSignedIn).toBe(45);
    // Older weeks: only the October session (the one of newPlayer's sign-in began after this clock's now).
    expect(
      weeks
        .slice(0, -2)
        .map((w) => w.minutesSignedIn)
        .filter(Boolean),
    ).toEqual([45]);
  });
});

describe('a break and a self-exclusion', () => {
  /** A verified player with a game account, played SC to redeem, a pending redemption, and e-mail consent. */
  async function readyPlayer(label: string) {
    const p = await verifiedPlayer(t, 0, label);
    const game = await firstGame(t);
    await approvedAccount(t, p, game.id);
    await kycApprove(t, p.userId);
    await givePlayedSc(t, p.userId, 20_000, `protect:${p.userId}`);
    await t.db.query('UPDATE users SET is_opted = true WHERE id = $1', [p.userId]);
    const pending = await call<{ redemption: { id: string } }>(
      t.app,
      p.cookies,
      'POST',
      '/api/v1/wallet/withdraw',
      {
        method: 'bank_transfer',
        amount: 5_000,
        bank,
      },
    );
    expect(pending.status).toBe(201);
    const mailIn = await call<{ request: { code: string } }>(
      t.app,
      p.cookies,
      'POST',
      '/api/v1/amoe/requests',
    );
    expect(mailIn.status).toBe(201);
    return {
      p,
      game,
      redemptionId: pending.body.data.redemption.id,
      mailInCode: mailIn.body.data.request.code,
    };
  }

  async function expectClosed(
    ready: Awaited<ReturnType<typeof readyPlayer>>,
    code: string,
    message: string,
    couponCode: string,
  ) {
    const { p, game } = ready;
    const attempts: [string, unknown][] = [
      ['/api/v1/shop/orders', { amount: 10, method: 'card' }],
      ['/api/v1/wallet/deposit', { amount: 10, paymentGateway: 'bank' }],
      ['/api/v1/recharge-requests', { gameId: game.id, currency: 'GC', amount: 100 }],
      ['/api/v1/recharge-requests', { gameId: game.id, currency: 'SC', amount: 100 }],
      ['/api/v1/claim/daily-bonus', undefined],
      ['/api/v1/claim/sweep-bonus', undefined],
      ['/api/v1/amoe/requests', undefined],
      ['/api/v1/coupons/redeem', { code: couponCode }],
    ];
    for (const [url, body] of attempts) {
      const res = await call(t.app, p.cookies, 'POST', url, body);
      expect({ url, status: res.status, errors: res.body.errors, message: res.body.message }).toEqual({
        url,
        status: 403,
        errors: [ACCOUNT_RESTRICTED_CODE, code],
        message,
      });
    }
    // The mail-in card received by staff and by the CLI: refused the same way.
    const received = await call(t.app, admin, 'POST', '/api/v1/admin/amoe/receive', {
      code: ready.mailInCode,
      accept: true,
    });
    expect([received.status, received.body.message]).toEqual([403, message]);
    const lines: string[] = [];
    expect(await runReceiveCli([ready.mailInCode], t.db, (l) => lines.push(l))).toBe(1);
    expect(lines).toEqual([`${ready.mailInCode}: ${message}`]);
    // Marketing stops at once.
    const mail = await sendMarketingEmail(t.app.marketing, {
      userId: p.userId,
      subject: 'Weekend bonus',
      text: 'Spin twice.',
      origin: 'http://localhost',
    });
    expect(mail).toEqual({ status: 'skipped', reason: 'restricted' });
    // Open: reading, redeeming what is owed (refused here only by the one-at-a-time rule, not by the block),
    // and the redemption pending from before goes on through staff.
    expect((await call(t.app, p.cookies, 'GET', '/api/v1/wallet/balance')).status).toBe(200);
    const redeem = await call(t.app, p.cookies, 'POST', '/api/v1/wallet/withdraw', {
      method: 'bank_transfer',
      amount: 5_000,
      bank,
    });
    expect([redeem.status, redeem.body.errors]).toEqual([409, ['redemption_pending']]);
    const cashier = await newStaff(t.app, t.db, 'ADMIN');
    const approved = await call(
      t.app,
      cashier.cookies,
      'POST',
      `/api/v1/admin/redemptions/${ready.redemptionId}/approve`,
    );
    expect(approved.status).toBe(200);
    const tracked = await call<{ redemption: { status: string } }>(
      t.app,
      p.cookies,
      'GET',
      `/api/v1/wallet/redemptions/${ready.redemptionId}`,
    );
    expect(tracked.body.data.redemption.status).toBe('sent'); // approved and handed to the payout provider
  }

  const newCoupon = async () => {
    const code = `PROTECT${Date.now()}${Math.floor(Math.random() * 1000)}`;
    const res = await call(t.app, admin, 'POST', '/api/v1/admin/coupons', {
      code,
      amount: 500,
      currency: 'GC',
      usageLimit: 5,
    });
    expect(res.status).toBe(201);
    return code;
  };

  it('a break closes purchases, loads, SC play, claims, free entries and marketing, leaves redemption open, and cannot be shortened', async () => {
    const ready = await readyPlayer('break');
    const { p } = ready;
    const couponCode = await newCoupon();
    const wrong = await call(t.app, p.cookies, 'POST', '/api/v1/protection/break', {
      days: 7,
      password: 'nope',
    });
    expect([wrong.status, wrong.body.errors]).toEqual([403, [PROTECTION_CODES.wrongPassword]]);
    const odd = await call(t.app, p.cookies, 'POST', '/api/v1/protection/break', {
      days: 2,
      password: PASSWORD,
    });
    expect(odd.status).toBe(400);
    expect((await view(p)).block).toBeNull();

    const endsAt = new Date(clock().getTime() + 7 * DAY);
    const taken = await call<ProtectionAnswer>(t.app, p.cookies, 'POST', '/api/v1/protection/break', {
      days: 7,
      password: PASSWORD,
    });
    expect([taken.status, taken.body.message]).toEqual([200, PROTECTION_MESSAGES.breakTaken(endsAt)]);
    expect(taken.body.data.block).toMatchObject({
      kind: 'break',
      code: 'break_active',
      endsAt: endsAt.toISOString(),
    });
    const message = PROTECTION_MESSAGES.breakActive(endsAt);
    expect(message).toContain(formatProtectionTime(endsAt));
    await expectClosed(ready, PROTECTION_CODES.breakActive, message, couponCode);

    // Shorter: refused; staff lifting a restriction does not touch it; a longer one extends it.
    const shorter = await call(t.app, p.cookies, 'POST', '/api/v1/protection/break', {
      days: 3,
      password: PASSWORD,
    });
    expect([shorter.status, shorter.body.errors, shorter.body.message]).toEqual([
      409,
      [PROTECTION_CODES.cannotShorten],
      PROTECTION_MESSAGES.cannotShorten(endsAt),
    ]);
    const revoke = await call(t.app, p.cookies, 'POST', '/api/v1/protection/exclusion/revoke', {
      password: PASSWORD,
    });
    expect([revoke.status, revoke.body.errors]).toEqual([409, [PROTECTION_CODES.cannotLift]]);
    expect(
      (await call(t.app, admin, 'POST', `/api/v1/admin/users/${p.userId}/restriction/lift`, { note: 'x' }))
        .status,
    ).toBe(404);
    expect((await view(p)).block!.endsAt).toBe(endsAt.toISOString());

    // It ends on time.
    clock.set(new Date(endsAt.getTime() - 1));
    expect((await call(t.app, p.cookies, 'POST', '/api/v1/claim/daily-bonus')).status).toBe(403);
    clock.set(endsAt);
    expect((await view(p)).block).toBeNull();
    expect((await call(t.app, p.cookies, 'POST', '/api/v1/claim/daily-bonus')).status).toBe(200);
  });

  it('a fixed self-exclusion closes the same, cannot be shortened by a break or lifted early', async () => {
    const ready = await readyPlayer('exclude');
    const { p } = ready;
    const couponCode = await newCoupon();
    const start = clock();
    const endsAt = new Date(start);
    endsAt.setUTCMonth(endsAt.getUTCMonth() + 6);
    const taken = await call<ProtectionAnswer>(t.app, p.cookies, 'POST', '/api/v1/protection/exclusion', {
      duration: '6m',
      password: PASSWORD,
    });
    expect([taken.status, taken.body.message]).toEqual([200, PROTECTION_MESSAGES.exclusionTaken(endsAt)]);
    await expectClosed(
      ready,
      PROTECTION_CODES.selfExcluded,
      PROTECTION_MESSAGES.selfExcluded(endsAt),
      couponCode,
    );

    const breakInstead = await call(t.app, p.cookies, 'POST', '/api/v1/protection/break', {
      days: 30,
      password: PASSWORD,
    });
    expect([breakInstead.status, breakInstead.body.errors]).toEqual([409, [PROTECTION_CODES.cannotShorten]]);
    const revoke = await call(t.app, p.cookies, 'POST', '/api/v1/protection/exclusion/revoke', {
      password: PASSWORD,
    });
    expect([revoke.status, revoke.body.errors, revoke.body.message]).toEqual([
      409,
      [PROTECTION_CODES.cannotLift],
      PROTECTION_MESSAGES.cannotLiftFixed(endsAt),
    ]);
    const longer = await call<ProtectionAnswer>(t.app, p.cookies, 'POST', '/api/v1/protection/exclusion', {
      duration: '1y',
      password: PASSWORD,
    });
    expect(longer.status).toBe(200);
    clock.set(endsAt);
    expect((await view(p)).block).toMatchObject({ kind: 'exclusion', duration: '1y' });
  });

  it('an indefinite exclusion is revoked only after 6 months, then ends after a 7-day cooling-off', async () => {
    const p = await verifiedPlayer(t, 0, 'indef');
    await kycApprove(t, p.userId);
    await givePlayedSc(t, p.userId, 10_000, `indef:${p.userId}`);
    const start = clock();
    const taken = await call<ProtectionAnswer>(t.app, p.cookies, 'POST', '/api/v1/protection/exclusion', {
      duration: 'indefinite',
      password: PASSWORD,
    });
    const from = new Date(start);
    from.setUTCMonth(from.getUTCMonth() + 6);
    expect(taken.body.data.block).toMatchObject({ endsAt: null, revocableFrom: from.toISOString() });
    const claim = await call(t.app, p.cookies, 'POST', '/api/v1/claim/daily-bonus');
    expect([claim.status, claim.body.message]).toEqual([403, PROTECTION_MESSAGES.selfExcluded(null)]);
    // Redeeming what is owed stays open while excluded.
    const redeem = await call(t.app, p.cookies, 'POST', '/api/v1/wallet/withdraw', {
      method: 'bank_transfer',
      amount: 5_000,
      bank,
    });
    expect(redeem.status).toBe(201);
    const fixed = await call(t.app, p.cookies, 'POST', '/api/v1/protection/exclusion', {
      duration: '5y',
      password: PASSWORD,
    });
    expect([fixed.status, fixed.body.errors]).toEqual([409, [PROTECTION_CODES.cannotShorten]]);

    clock.set(new Date(from.getTime() - 1));
    const early = await call(t.app, p.cookies, 'POST', '/api/v1/protection/exclusion/revoke', {
      password: PASSWORD,
    });
    expect([early.status, early.body.errors, early.body.message]).toEqual([
      409,
      [PROTECTION_CODES.cannotLift],
      PROTECTION_MESSAGES.cannotLiftYet(from),
    ]);
    clock.set(from);
    const endsAt = new Date(from.getTime() + 7 * DAY);
    const revoked = await call<ProtectionAnswer>(
      t.app,
      p.cookies,
      'POST',
      '/api/v1/protection/exclusion/revoke',
      {
        password: PASSWORD,
      },
    );
    expect([revoked.status, revoked.body.message]).toEqual([200, PROTECTION_MESSAGES.revokeAsked(endsAt)]);
    expect(revoked.body.data.block).toMatchObject({ endsAt: endsAt.toISOString(), revocableFrom: null });
    const twice = await call(t.app, p.cookies, 'POST', '/api/v1/protection/exclusion/revoke', {
      password: PASSWORD,
    });
    expect([twice.status, twice.body.message]).toEqual([409, PROTECTION_MESSAGES.revokeAlreadyAsked(endsAt)]);
    clock.set(new Date(endsAt.getTime() - 1));
    expect((await call(t.app, p.cookies, 'POST', '/api/v1/claim/daily-bonus')).status).toBe(403);
    clock.set(endsAt);
    expect((await call(t.app, p.cookies, 'POST', '/api/v1/claim/daily-bonus')).status).toBe(200);
  });

  it('a player without a password (Google sign-up) is asked to set one first', async () => {
    const p = await newPlayer(t.app, t.db, 'nopass');
    await t.db.query('UPDATE users SET password_hash = NULL WHERE id = $1', [p.userId]);
    const res = await call(t.app, p.cookies, 'POST', '/api/v1/protection/break', { days: 1, password: 'x' });
    expect([res.status, res.body.errors]).toEqual([409, [PROTECTION_CODES.passwordRequired]]);
  });
});

describe('password guessing', () => {
  // Last in the file: it uses up this address's minute.
  it('the password-confirmed routes answer 429 after 30 attempts a minute from one address', async () => {
    const p = await newPlayer(t.app, t.db, 'guess');
    const statuses: number[] = [];
    for (let i = 0; i < 31; i += 1)
      statuses.push(
        (await call(t.app, p.cookies, 'POST', '/api/v1/protection/break', { days: 1, password: `guess${i}` }))
          .status,
      );
    expect(statuses).toContain(429);
    expect(statuses.filter((s) => s !== 403 && s !== 429)).toEqual([]);
    expect((await view(p)).block).toBeNull();
  });
});
