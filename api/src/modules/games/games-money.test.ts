// Over 300 lines: one app and database for every money path of the games (loads, withdrawals, redemptions on
// both platforms, the staff bounds), each describe a path; splitting would start the app once per file.
import { ERROR_CODES, STAFF_MESSAGES, sweepCents } from '@arcade/contracts';
import { useTestApp } from '../../testing/use-test-app';
import { newStaff, promoteAndSignIn } from '../../testing/staff';
import { checkLedger } from '../ledger/ledger-check';
import { call } from '../wallet/testing/players';
import { PlatformError, type GamePlatform } from './game-platform';
import { gamesRetryRunner } from './games-plugin';
import { retryUnanswered } from './game-transfers-retry';
import {
  approvedAccount,
  bank,
  firstGame,
  givePlayedSc,
  kycApprove,
  scBalance,
  systemBalance,
  verifiedPlayer,
} from './testing/game-fixtures';

jest.setTimeout(180_000);

describe('loads on the sandbox platform', () => {
  const t = useTestApp();

  it('a load with an insufficient balance creates nothing', async () => {
    const game = await firstGame(t);
    const player = await verifiedPlayer(t, 1_000);
    await approvedAccount(t, player, game.id);
    const count = async () =>
      Number((await t.db.query<{ n: string }>(`SELECT count(*) AS n FROM ledger_transfers`)).rows[0]!.n);
    const transfersBefore = await count();
    const res = await call(t.app, player.cookies, 'POST', '/api/v1/recharge-requests', {
      gameId: game.id,
      currency: 'SC',
      amount: 1_001,
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Insufficient balance');
    expect(res.body.errors).toContain('insufficient_balance');
    const rows = await t.db.query(`SELECT 1 FROM recharge_requests WHERE user_id = $1`, [player.userId]);
    expect(rows.rowCount).toBe(0);
    expect(await count()).toBe(transfersBefore);
    expect(await scBalance(t, player.userId)).toBe(1_000);
  });

  it('GC loads are in cents (whole coins), and a refusal by the platform refunds exactly', async () => {
    const game = await firstGame(t);
    const player = await verifiedPlayer(t, 3_333);
    await approvedAccount(t, player, game.id);
    const odd = await call(t.app, player.cookies, 'POST', '/api/v1/recharge-requests', {
      gameId: game.id,
      currency: 'GC',
      amount: 150,
    });
    expect(odd.status).toBe(400);
    // The platform no longer knows the account: it answers 404, the load fails and is refunded to the cent.
    await t.db.query(`UPDATE game_accounts SET external_id = gen_random_uuid()::text WHERE user_id = $1`, [
      player.userId,
    ]);
    const escrowBefore = await systemBalance(t, 'game_escrow');
    const res = await call<{ request: { status: string; id: string } }>(
      t.app,
      player.cookies,
      'POST',
      '/api/v1/recharge-requests',
      {
        gameId: game.id,
        currency: 'SC',
        amount: 3_333,
      },
    );
    expect(res.status).toBe(201);
    expect(res.body.data.request.status).toBe('failed');
    expect(await scBalance(t, player.userId)).toBe(3_333);
    expect(await systemBalance(t, 'game_escrow')).toBe(escrowBefore);
    // The refunded SC are as unplayed as before.
    const standing = await call<{ needsPlay: number }>(
      t.app,
      player.cookies,
      'GET',
      '/api/v1/wallet/redeemable',
    );
    expect(standing.body.data.needsPlay).toBe(3_333);
    const note = await t.db.query<{ payload: { status: string } }>(
      `SELECT payload FROM notifications WHERE user_id = $1 AND type = 'recharge_status_updated'`,
      [player.userId],
    );
    expect(note.rows.map((r) => r.payload.status)).toEqual(['failed']);
    expect((await checkLedger(t.db)).violations).toEqual([]);
  });
});

describe('approving a game-account request', () => {
  const t = useTestApp();

  it('ten staff approving at once make one platform account; a stale claim can be taken over', async () => {
    const game = await firstGame(t);
    const player = await verifiedPlayer(t);
    const req = await call<{ request: { id: string } }>(
      t.app,
      player.cookies,
      'POST',
      `/api/v1/games/${game.id}/account-request`,
    );
    const id = req.body.data.request.id;
    const staff = await Promise.all(Array.from({ length: 10 }, () => newStaff(t.app, t.db, 'ADMIN')));
    const answers = await Promise.all(
      staff.map((s) =>
        call(t.app, s.cookies, 'POST', `/api/v1/admin/game-account-requests/${id}/decision`, {
          approve: true,
        }),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    for (const a of answers.filter((x) => x.status !== 200)) {
      expect({ status: a.status, body: a.body }).toMatchObject({ status: 409 });
      // claimed_by_other: another approver's decision holds the work-queue claim (issue 29 item 2).
      expect(['already_decided', 'request_being_decided', 'claimed_by_other']).toContain(
        (a.body as unknown as { errors: string[] }).errors[0],
      );
    }
    const platformAccounts = await t.db.query(`SELECT id FROM sgp_accounts WHERE player_ref = $1`, [
      player.userId,
    ]);
    expect(platformAccounts.rows).toHaveLength(1);

    // An approver that died after claiming: within five minutes others are told it is being decided; after, one
    // takes over and the platform answers the same account (by reference), with a new temporary password.
    const other = await verifiedPlayer(t);
    const second = await call<{ request: { id: string } }>(
      t.app,
      other.cookies,
      'POST',
      `/api/v1/games/${game.id}/account-request`,
    );
    const secondId = second.body.data.request.id;
    const first = await t.app.games.platform.createAccount({
      playerRef: other.userId,
      gameSlug: game.slug,
      usernameHint: 'other',
      reference: secondId,
    });
    await t.db.query(`UPDATE game_account_requests SET claimed_at = now() WHERE id = $1`, [secondId]);
    const blocked = await call(
      t.app,
      staff[0]!.cookies,
      'POST',
      `/api/v1/admin/game-account-requests/${secondId}/decision`,
      {
        approve: false,
        notes: 'Duplicate player',
      },
    );
    expect(blocked.status).toBe(409);
    expect((blocked.body as unknown as { errors: string[] }).errors).toEqual(['request_being_decided']);
    await t.db.query(
      `UPDATE game_account_requests SET claimed_at = now() - interval '6 minutes' WHERE id = $1`,
      [secondId],
    );
    const taken = await call(
      t.app,
      staff[1]!.cookies,
      'POST',
      `/api/v1/admin/game-account-requests/${secondId}/decision`,
      {
        approve: true,
      },
    );
    expect(taken.status).toBe(200);
    const accounts = await t.db.query<{ external_id: string }>(
      `SELECT external_id FROM game_accounts WHERE user_id = $1`,
      [other.userId],
    );
    expect(accounts.rows).toEqual([{ external_id: first.externalId }]);
    expect(
      (await t.db.query(`SELECT id FROM sgp_accounts WHERE player_ref = $1`, [other.userId])).rows,
    ).toHaveLength(1);
  });
});

describe('a platform that does not answer', () => {
  const t = useTestApp();

  it('leaves loads and withdrawals pending; the retry job loads and withdraws once when it is back', async () => {
    const game = await firstGame(t);
    const player = await verifiedPlayer(t, 5_000);
    await approvedAccount(t, player, game.id);
    const real = t.app.games.platform;
    const down: GamePlatform = Object.assign(Object.create(real) as GamePlatform, {
      loadCredits: () => Promise.reject(new PlatformError('timeout')),
      withdrawCredits: () => Promise.reject(new PlatformError('timeout')),
    });
    t.app.games.platform = down;
    try {
      const load = await call<{ request: { id: string; status: string } }>(
        t.app,
        player.cookies,
        'POST',
        '/api/v1/recharge-requests',
        { gameId: game.id, currency: 'SC', amount: 2_000 },
      );
      expect(load.status).toBe(201);
      expect(load.body.data.request.status).toBe('pending');
      expect(await scBalance(t, player.userId)).toBe(3_000);
      const out = await call<{ withdrawal: { id: string; status: string } }>(
        t.app,
        player.cookies,
        'POST',
        '/api/v1/game-withdrawals',
        { gameId: game.id, currency: 'SC' },
      );
      expect(out.body.data.withdrawal.status).toBe('pending');
      // Still down: the job tries both and leaves them pending; nothing moves.
      expect(await retryUnanswered(t.app.games, 0)).toEqual({ tried: 2, stillPending: 2 });
      expect(await scBalance(t, player.userId)).toBe(3_000);
    } finally {
      t.app.games.platform = real;
    }
    // Back: one run of the job settles the load, then withdraws the 20 SC it put in the game.
    const runner = gamesRetryRunner(t.app, 60_000, 0);
    await runner.register();
    expect(await runner.tick()).toEqual(['games.retry-unanswered']);
    const statuses = await t.db.query<{ kind: string; status: string }>(
      `SELECT 'load' AS kind, status FROM recharge_requests WHERE user_id = $1
       UNION ALL SELECT 'withdrawal', status FROM game_withdrawals WHERE user_id = $1 ORDER BY 1`,
      [player.userId],
    );
    expect(statuses.rows).toEqual([
      { kind: 'load', status: 'approved' },
      { kind: 'withdrawal', status: 'approved' },
    ]);
    expect(await scBalance(t, player.userId)).toBe(5_000);
    // Asked again (a second node, a late answer): the platform's idempotency keys move nothing more.
    expect(await retryUnanswered(t.app.games, 0)).toEqual({ tried: 0, stillPending: 0 });
    expect(await scBalance(t, player.userId)).toBe(5_000);
    expect((await checkLedger(t.db)).violations).toEqual([]);
  });
});

describe('the manual platform: staff record each step', () => {
  const t = useTestApp({ env: { GAME_PLATFORM: 'manual' } });

  it('loads wait for staff; rejection refunds exactly; approval settles once; withdrawals credit what staff took out', async () => {
    const game = await firstGame(t);
    const player = await verifiedPlayer(t, 10_000);
    const req = await call<{ request: { id: string } }>(
      t.app,
      player.cookies,
      'POST',
      `/api/v1/games/${game.id}/account-request`,
    );
    const support = await newStaff(t.app, t.db, 'SUPPORT');
    const noCredentials = await call(
      t.app,
      support.cookies,
      'POST',
      `/api/v1/admin/game-account-requests/${req.body.data.request.id}/decision`,
      {
        approve: true,
      },
    );
    expect(noCredentials.status).toBe(400);
    const ok = await call(
      t.app,
      support.cookies,
      'POST',
      `/api/v1/admin/game-account-requests/${req.body.data.request.id}/decision`,
      {
        approve: true,
        username: 'pat_reels',
        temporaryPassword: 'Temp-Pass-1234',
      },
    );
    expect(ok.status).toBe(200);

    const cashier = await newStaff(t.app, t.db, 'CASHIER');
    const load = await call<{ request: { id: string; status: string } }>(
      t.app,
      player.cookies,
      'POST',
      '/api/v1/recharge-requests',
      {
        gameId: game.id,
        currency: 'SC',
        amount: 4_000,
      },
    );
    expect(load.body.data.request.status).toBe('pending');
    expect(await scBalance(t, player.userId)).toBe(6_000);
    expect(await systemBalance(t, 'game_escrow')).toBe(4_000);
    // Staff lists send Money (issue 28 item 1): a load's hundredths of SC with their scale, not a bare number.
    const loads = await call<{ requests: { id: string; amount: unknown }[] }>(
      t.app,
      cashier.cookies,
      'GET',
      '/api/v1/admin/recharge-requests?status=pending',
    );
    expect(loads.body.data.requests.find((r) => r.id === load.body.data.request.id)?.amount).toEqual(
      sweepCents(4_000),
    );
    // SUPPORT may not decide loads.
    expect(
      (
        await call(
          t.app,
          support.cookies,
          'POST',
          `/api/v1/admin/recharge-requests/${load.body.data.request.id}/decision`,
          { approve: false, notes: 'x' },
        )
      ).status,
    ).toBe(403);
    const noReason = await call(
      t.app,
      cashier.cookies,
      'POST',
      `/api/v1/admin/recharge-requests/${load.body.data.request.id}/decision`,
      { approve: false },
    );
    expect(noReason.status).toBe(400);
    const rejected = await call(
      t.app,
      cashier.cookies,
      'POST',
      `/api/v1/admin/recharge-requests/${load.body.data.request.id}/decision`,
      {
        approve: false,
        notes: 'Game under maintenance',
      },
    );
    expect(rejected.status).toBe(200);
    expect(await scBalance(t, player.userId)).toBe(10_000);
    expect(await systemBalance(t, 'game_escrow')).toBe(0);
    const again = await call(
      t.app,
      cashier.cookies,
      'POST',
      `/api/v1/admin/recharge-requests/${load.body.data.request.id}/decision`,
      { approve: true },
    );
    expect(again.status).toBe(409);
    expect(await scBalance(t, player.userId)).toBe(10_000);

    const load2 = await call<{ request: { id: string } }>(
      t.app,
      player.cookies,
      'POST',
      '/api/v1/recharge-requests',
      {
        gameId: game.id,
        currency: 'SC',
        amount: 7_000,
      },
    );
    const approvals = await Promise.all(
      Array.from({ length: 10 }, () =>
        call(
          t.app,
          cashier.cookies,
          'POST',
          `/api/v1/admin/recharge-requests/${load2.body.data.request.id}/decision`,
          { approve: true },
        ),
      ),
    );
    expect(approvals.filter((r) => r.status === 200)).toHaveLength(1);
    expect(await systemBalance(t, 'game_escrow')).toBe(0);

    const out = await call<{ withdrawal: { id: string; status: string } }>(
      t.app,
      player.cookies,
      'POST',
      '/api/v1/game-withdrawals',
      {
        gameId: game.id,
        currency: 'SC',
        // On the manual platform the player says how much the game shows: staff may credit at most that.
        amount: 9_000,
      },
    );
    expect(out.body.data.withdrawal.status).toBe('pending');
    const asked = await call<{ withdrawals: { id: string; requestedAmount: unknown; amount: unknown }[] }>(
      t.app,
      cashier.cookies,
      'GET',
      '/api/v1/admin/game-withdrawals?status=pending',
    );
    expect(asked.body.data.withdrawals.find((w) => w.id === out.body.data.withdrawal.id)).toMatchObject({
      requestedAmount: sweepCents(9_000),
      amount: sweepCents(0),
    });
    const paid = await call(
      t.app,
      cashier.cookies,
      'POST',
      `/api/v1/admin/game-withdrawals/${out.body.data.withdrawal.id}/decision`,
      {
        approve: true,
        amount: 9_000,
        wagered: 7_000,
      },
    );
    expect(paid.status).toBe(200);
    expect(await scBalance(t, player.userId)).toBe(3_000 + 9_000);
    expect(
      (
        await call(
          t.app,
          cashier.cookies,
          'POST',
          `/api/v1/admin/game-withdrawals/${out.body.data.withdrawal.id}/decision`,
          { approve: true, amount: 9_000 },
        )
      ).status,
    ).toBe(409);
    expect(await scBalance(t, player.userId)).toBe(12_000);
    // 7,000 were loaded and all wagered: the 9,000 back are played; the 3,000 never loaded still need play.
    const standing = await call<{ redeemable: number; needsPlay: number }>(
      t.app,
      player.cookies,
      'GET',
      '/api/v1/wallet/redeemable',
    );
    expect(standing.body.data).toMatchObject({ redeemable: 9_000, needsPlay: 3_000 });
    const audit = await t.db.query<{ action: string }>(`SELECT action FROM audit_log ORDER BY id`);
    expect(audit.rows.map((r) => r.action)).toEqual(
      expect.arrayContaining([
        'game_account.approve',
        'recharge.reject',
        'recharge.approve',
        'game_withdrawal.approve',
      ]),
    );
    // The audit records each amount as a Money, so the back office shows it with its unit (issue 28 item 1).
    const amounts = await t.db.query<{ action: string; details: { amount: unknown } }>(
      `SELECT action, details FROM audit_log WHERE action IN ('recharge.approve', 'game_withdrawal.approve')
         AND target_id IN ($1, $2) ORDER BY id`,
      [load2.body.data.request.id, out.body.data.withdrawal.id],
    );
    expect(amounts.rows.map((r) => [r.action, r.details.amount])).toEqual([
      ['recharge.approve', sweepCents(7_000)],
      ['game_withdrawal.approve', sweepCents(9_000)],
    ]);
    expect((await checkLedger(t.db)).violations).toEqual([]);
  });
});

describe('Sweep Coin redemption', () => {
  const t = useTestApp();
  const redeem = (cookies: Record<string, string>, amount: number) =>
    call<{ redemption: { id: string; status: string } }>(t.app, cookies, 'POST', '/api/v1/wallet/withdraw', {
      method: 'bank_transfer',
      amount,
      bank,
    });

  it('refuses each rule with its own message and code', async () => {
    const p = await verifiedPlayer(t, 0);
    await givePlayedSc(t, p.userId, 300_000, `rules:${p.userId}`);
    const refuse = async (amount: number, code: string, status: number) => {
      const res = await redeem(p.cookies, amount);
      expect({ code: res.body.errors?.[0], status: res.status }).toEqual({ code, status });
      return res.body.message;
    };
    expect(await refuse(10_000, 'kyc_required', 403)).toBe(
      'Verify your identity before your first redemption',
    );
    await kycApprove(t, p.userId, `${new Date().getUTCFullYear() - 20}-01-01`);
    expect(await refuse(10_000, 'underage', 403)).toBe('You must be 21 or older to redeem Sweep Coins');
    await t.db.query(`UPDATE kyc_sessions SET date_of_birth = '1990-01-01' WHERE user_id = $1`, [p.userId]);
    await t.db.query(`UPDATE users SET state = 'California' WHERE id = $1`, [p.userId]);
    expect(await refuse(10_000, 'state_not_eligible', 403)).toBe(
      'Sweep Coin redemption is not available in your state',
    );
    await t.db.query(`UPDATE users SET state = 'Texas' WHERE id = $1`, [p.userId]);
    expect(await refuse(4_999, 'below_minimum', 400)).toBe('The minimum redemption is 50 SC');
    expect(await refuse(200_001, 'daily_limit', 400)).toBe(
      'This redemption is over your daily redemption limit',
    );

    const first = await redeem(p.cookies, 150_000);
    expect(first.status).toBe(201);
    expect(await scBalance(t, p.userId)).toBe(150_000);
    expect(await systemBalance(t, 'redemptions_pending')).toBe(150_000);
    expect(await refuse(5_000, 'redemption_pending', 409)).toBe('You already have a redemption in progress');

    // Cancelling while pending returns every coin.
    const cancel = await call(
      t.app,
      p.cookies,
      'POST',
      `/api/v1/wallet/redemptions/${first.body.data.redemption.id}/cancel`,
    );
    expect(cancel.status).toBe(200);
    expect(await scBalance(t, p.userId)).toBe(300_000);
    // A cancelled redemption does not count toward the daily limit.
    const second = await redeem(p.cookies, 150_000);
    expect(second.status).toBe(201);
    const admin = await newStaff(t.app, t.db, 'CASHIER');
    await call(
      t.app,
      admin.cookies,
      'POST',
      `/api/v1/admin/redemptions/${second.body.data.redemption.id}/approve`,
    );
    const settle = await t.app.inject({
      method: 'POST',
      url: `/sandbox/payouts/${second.body.data.redemption.id}/settle`,
      payload: { outcome: 'paid' },
    });
    expect(settle.statusCode).toBe(200);
    // 1,500 SC paid in the last 24 hours: 600 more is over the 2,000 SC limit, 500 is not.
    expect(await refuse(60_000, 'daily_limit', 400)).toBe(
      'This redemption is over your daily redemption limit',
    );
    expect((await redeem(p.cookies, 50_000)).status).toBe(201);

    // Unplayed SC cannot be redeemed.
    const q = await verifiedPlayer(t, 20_000);
    await kycApprove(t, q.userId);
    const unplayed = await redeem(q.cookies, 10_000);
    expect(unplayed.status).toBe(400);
    expect(unplayed.body.errors).toContain('sc_unplayed');
    expect(unplayed.body.message).toContain('Only Sweep Coins played at least once can be redeemed');
    const standing = await call<{ redeemable: number; needsPlay: number; blockers: string[] }>(
      t.app,
      q.cookies,
      'GET',
      '/api/v1/wallet/redeemable',
    );
    expect(standing.body.data).toMatchObject({ redeemable: 0, needsPlay: 20_000 });
    expect(standing.body.data.blockers).toContain('below_minimum');
  });

  it('50 concurrent approvals pay once; the payout webhook is verified and processed once; the tracker reaches paid', async () => {
    const p = await verifiedPlayer(t, 0);
    await givePlayedSc(t, p.userId, 80_000, `race:${p.userId}`);
    await kycApprove(t, p.userId);
    const r = await redeem(p.cookies, 75_000);
    expect(r.status).toBe(201);
    const id = r.body.data.redemption.id;
    const cashier = await newStaff(t.app, t.db, 'CASHIER');
    const queued = await call<{ redemptions: { id: string; amount: unknown }[] }>(
      t.app,
      cashier.cookies,
      'GET',
      '/api/v1/admin/redemptions?status=pending',
    );
    expect(queued.body.data.redemptions.find((x) => x.id === id)?.amount).toEqual(sweepCents(75_000));
    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        call(t.app, cashier.cookies, 'POST', `/api/v1/admin/redemptions/${id}/approve`),
      ),
    );
    expect(results.filter((x) => x.status === 200)).toHaveLength(1);
    expect(results.filter((x) => x.status === 409)).toHaveLength(49);
    const tracker = await call<{
      redemption: {
        status: string;
        waitingFor: string;
        expectedBy: string;
        steps: { step: string; state: string }[];
      };
    }>(t.app, p.cookies, 'GET', `/api/v1/wallet/redemptions/${id}`);
    expect(tracker.body.data.redemption.status).toBe('sent');
    expect(tracker.body.data.redemption.waitingFor).toMatch(
      /^Bank transfer sent today: waiting for your bank to confirm$/,
    );
    expect(tracker.body.data.redemption.expectedBy).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    // A forged or stale webhook is refused.
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/v1/payouts/webhook',
      headers: {
        'content-type': 'application/json',
        'x-payout-signature': `t=${Math.floor(Date.now() / 1000)},v1=${'0'.repeat(64)}`,
      },
      payload: JSON.stringify({ eventId: 'e1', reference: 'x', status: 'paid' }),
    });
    expect(forged.statusCode).toBe(401);
    const payouts = t.app.games.payouts as import('./payouts').SandboxPayoutProvider;
    const ref = (
      await t.db.query<{ payout_ref: string }>(`SELECT payout_ref FROM redemptions WHERE id = $1`, [id])
    ).rows[0]!.payout_ref;
    const stale = payouts.webhook(ref, 'paid', undefined, new Date(Date.now() - 10 * 60 * 1000));
    const staleRes = await t.app.inject({
      method: 'POST',
      url: '/api/v1/payouts/webhook',
      headers: { 'content-type': 'application/json', 'x-payout-signature': stale.signature },
      payload: stale.body,
    });
    expect(staleRes.statusCode).toBe(401);
    const fresh = payouts.webhook(ref, 'paid');
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/payouts/webhook',
        headers: { 'content-type': 'application/json', 'x-payout-signature': fresh.signature },
        payload: fresh.body,
      });
    const [a, b] = await Promise.all([send(), send()]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect([a.json().data.duplicate, b.json().data.duplicate].sort()).toEqual([false, true]);
    const again = await t.app.inject({
      method: 'POST',
      url: `/sandbox/payouts/${id}/settle`,
      payload: { outcome: 'paid' },
    });
    expect(again.json().data.duplicate).toBe(true);
    const pays = await t.db.query(`SELECT 1 FROM ledger_transfers WHERE idempotency_key LIKE $1`, [
      `redemption-pay:${id}`,
    ]);
    expect(pays.rowCount).toBe(1);
    expect(await scBalance(t, p.userId)).toBe(5_000);
    const done = await call<{
      redemption: { status: string; steps: { step: string; state: string }[]; waitingFor: null };
    }>(t.app, p.cookies, 'GET', `/api/v1/wallet/redemptions/${id}`);
    expect(done.body.data.redemption.status).toBe('paid');
    expect(done.body.data.redemption.steps.map((s) => `${s.step}:${s.state}`)).toEqual([
      'requested:done',
      'in_review:done',
      'approved:done',
      'sent:done',
      'paid:done',
    ]);
    expect(done.body.data.redemption.waitingFor).toBeNull();
    // Every step the tracker shows after the request reached the player as a notification (issue 28 item 3).
    const notices = await t.db.query<{ payload: { requestId: string; status: string } }>(
      `SELECT payload FROM notifications WHERE user_id = $1 AND type = 'withdrawal_status_updated' ORDER BY seq`,
      [p.userId],
    );
    expect(notices.rows.filter((n) => n.payload.requestId === id).map((n) => n.payload.status)).toEqual([
      'approved',
      'sent',
      'completed',
    ]);
    expect((await checkLedger(t.db)).violations).toEqual([]);
  });

  it('rejection returns the SC with the reason; a failed payout returns them too', async () => {
    const p = await verifiedPlayer(t, 0);
    await givePlayedSc(t, p.userId, 12_345, `reject:${p.userId}`);
    await kycApprove(t, p.userId);
    const cashier = await newStaff(t.app, t.db, 'CASHIER');
    const r = await redeem(p.cookies, 10_000);
    const review = await call(
      t.app,
      cashier.cookies,
      'POST',
      `/api/v1/admin/redemptions/${r.body.data.redemption.id}/review`,
    );
    expect(review.status).toBe(200);
    const inReview = await call<{ redemption: { waitingFor: string } }>(
      t.app,
      p.cookies,
      'GET',
      `/api/v1/wallet/redemptions/${r.body.data.redemption.id}`,
    );
    expect(inReview.body.data.redemption.waitingFor).toBe('In review since today');
    const rej = await call<{ redemption: { status: string; reason: string } }>(
      t.app,
      cashier.cookies,
      'POST',
      `/api/v1/admin/redemptions/${r.body.data.redemption.id}/reject`,
      { reason: 'Bank account name does not match' },
    );
    expect(rej.body.data.redemption).toMatchObject({
      status: 'rejected',
      reason: 'Bank account name does not match',
    });
    expect(await scBalance(t, p.userId)).toBe(12_345);

    const r2 = await redeem(p.cookies, 12_000);
    await call(
      t.app,
      cashier.cookies,
      'POST',
      `/api/v1/admin/redemptions/${r2.body.data.redemption.id}/approve`,
    );
    const failed = await t.app.inject({
      method: 'POST',
      url: `/sandbox/payouts/${r2.body.data.redemption.id}/settle`,
      payload: { outcome: 'failed', reason: 'Account closed' },
    });
    expect(failed.statusCode).toBe(200);
    expect(await scBalance(t, p.userId)).toBe(12_345);
    const mine = await call<{ redemptions: { status: string; reason: string | null }[] }>(
      t.app,
      p.cookies,
      'GET',
      '/api/v1/wallet/redemptions',
    );
    expect(mine.body.data.redemptions.map((x) => x.status)).toEqual(['failed', 'rejected']);
    // The returned SC were played: still redeemable.
    const standing = await call<{ redeemable: number }>(t.app, p.cookies, 'GET', '/api/v1/wallet/redeemable');
    expect(standing.body.data.redeemable).toBe(12_345);
    expect((await checkLedger(t.db)).violations).toEqual([]);
  });
});

describe('staff bounds on the manual platform', () => {
  const t = useTestApp({ env: { GAME_PLATFORM: 'manual' } });

  it('bounds staff by the records: no more than asked, than the credits, than was loaded; never their own account', async () => {
    const game = await firstGame(t);
    const player = await verifiedPlayer(t, 10_000, 'bounded');
    await approvedAccount(t, player, game.id, {
      username: 'bound_reels',
      temporaryPassword: 'Temp-Pass-1234',
    });
    const cashier = await newStaff(t.app, t.db, 'CASHIER');
    const load = await call<{ request: { id: string } }>(
      t.app,
      player.cookies,
      'POST',
      '/api/v1/recharge-requests',
      {
        gameId: game.id,
        currency: 'SC',
        amount: 5_000,
      },
    );
    const loadId = load.body.data.request.id;
    // The player, made staff, may not decide their own load.
    player.cookies = await promoteAndSignIn(t.app, player.userId, 'CASHIER');
    const own = await call(
      t.app,
      player.cookies,
      'POST',
      `/api/v1/admin/recharge-requests/${loadId}/decision`,
      {
        approve: true,
      },
    );
    expect(own.status).toBe(403);
    expect(own.body.errors).toContain(ERROR_CODES.ownAccount);
    await t.db.query(`UPDATE users SET role = 'USER' WHERE id = $1`, [player.userId]);
    expect(
      (
        await call(t.app, cashier.cookies, 'POST', `/api/v1/admin/recharge-requests/${loadId}/decision`, {
          approve: true,
        })
      ).status,
    ).toBe(200);
    const withdraw = async (amount?: number) =>
      (
        await call<{ withdrawal: { id: string } }>(
          t.app,
          player.cookies,
          'POST',
          '/api/v1/game-withdrawals',
          {
            gameId: game.id,
            currency: 'SC',
            ...(amount === undefined ? {} : { amount }),
          },
        )
      ).body.data.withdrawal.id;
    const asked = await withdraw(100);
    const everything = await withdraw();
    const before = await scBalance(t, player.userId);
    const cases: [string, string, Record<string, unknown>, string][] = [
      ['more than asked', asked, { approve: true, amount: 10_000_000 }, STAFF_MESSAGES.aboveRequested],
      [
        'more than the credits, asked everything',
        everything,
        { approve: true, amount: 5_001 },
        STAFF_MESSAGES.aboveCredits,
      ],
      [
        'wagered more than loaded',
        asked,
        { approve: true, amount: 100, wagered: 100_000 },
        STAFF_MESSAGES.wageredAboveLoaded,
      ],
    ];
    for (const [name, id, body, message] of cases) {
      const res = await call(
        t.app,
        cashier.cookies,
        'POST',
        `/api/v1/admin/game-withdrawals/${id}/decision`,
        body,
      );
      expect({ name, status: res.status, message: res.body.message, errors: res.body.errors }).toEqual({
        name,
        status: 400,
        message,
        errors: [ERROR_CODES.aboveRecords],
      });
    }
    expect(await scBalance(t, player.userId)).toBe(before);
    const pending = await t.db.query(
      `SELECT 1 FROM game_withdrawals WHERE user_id = $1 AND status = 'pending'`,
      [player.userId],
    );
    expect(pending.rowCount).toBe(2);
    // Within the records it goes through, once.
    const fine = await call(
      t.app,
      cashier.cookies,
      'POST',
      `/api/v1/admin/game-withdrawals/${everything}/decision`,
      {
        approve: true,
        amount: 5_000,
        wagered: 5_000,
      },
    );
    expect(fine.status).toBe(200);
    expect(await scBalance(t, player.userId)).toBe(before + 5_000);
    expect((await checkLedger(t.db)).violations).toEqual([]);
  });
});
