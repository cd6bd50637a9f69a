import { useTestApp } from '../../testing/use-test-app';
import { newStaff } from '../../testing/staff';
import { checkLedger } from '../ledger/ledger-check';
import { transfer } from '../ledger/transfer';
import { call, type Player } from '../wallet/testing/players';
import {
  approvedAccount,
  bank,
  firstGame,
  givePlayedSc,
  kycApprove,
  systemBalance,
  verifiedPlayer,
} from './testing/game-fixtures';

/**
 * A seeded random run of loads, plays, game withdrawals, redemptions, cancellations, staff decisions and payout
 * outcomes, several at once (PGlite by default; PostgreSQL with DATABASE_URL). Afterwards the ledger checks hold,
 * escrow and pending accounts equal what is open, the sandbox platform's credits reconcile with the ledger, and no
 * request answered 5xx. GAMES_SEED / GAMES_OPS replay or lengthen a run.
 */
jest.setTimeout(600_000);
const t = useTestApp();
const SEED = Number(process.env.GAMES_SEED ?? 20261123);
const OPS = Number(process.env.GAMES_OPS ?? (process.env.DATABASE_URL ? 400 : 160));

function mulberry32(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

it(`keeps every ledger and reconciliation check (seed ${SEED}, ${OPS} operations)`, async () => {
  const rnd = mulberry32(SEED);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(rnd() * xs.length)]!;
  const int = (lo: number, hi: number) => lo + Math.floor(rnd() * (hi - lo + 1));
  const game = await firstGame(t);
  const cashier = await newStaff(t.app, t.db, 'CASHIER');
  const players: (Player & { jar: Record<string, string> })[] = [];
  for (let i = 0; i < 6; i++) {
    const p = await verifiedPlayer(t, int(0, 40_000), `run${i}`);
    await transfer(t.db, {
      idempotencyKey: `run-gc:${SEED}:${i}`,
      from: { system: 'promotions' },
      to: { user: p.userId },
      amount: int(500, 20_000),
      currency: 'GC',
      type: 'daily_bonus',
      description: 'test GC',
    });
    if (i % 3 !== 2) {
      await kycApprove(t, p.userId);
      await givePlayedSc(t, p.userId, int(5_000, 60_000), `run:${SEED}:${i}`);
    }
    const accountId = await approvedAccount(t, p, game.id);
    const reveal = await call<{ username: string; temporaryPassword: string }>(
      t.app,
      p.cookies,
      'POST',
      `/api/v1/game-accounts/${accountId}/reveal`,
    );
    const session = await t.app.inject({
      method: 'POST',
      url: '/sandbox/game-platform/player/session',
      payload: { username: reveal.body.data.username, password: reveal.body.data.temporaryPassword },
    });
    const jar = { sgp_session: session.cookies.find((c) => c.name === 'sgp_session')!.value };
    await t.app.inject({
      method: 'POST',
      url: '/sandbox/game-platform/player/password',
      cookies: jar,
      payload: { currentPassword: reveal.body.data.temporaryPassword, newPassword: `NewPass-${i}-${SEED}` },
    });
    players.push({ ...p, jar });
  }

  const statuses: number[] = [];
  const tally = new Map<string, number>();
  const recorder = (kind: string) => (s: number) => {
    statuses.push(s);
    tally.set(`${kind}:${s}`, (tally.get(`${kind}:${s}`) ?? 0) + 1);
    return s;
  };
  const openRedemptions = async (userId: string) =>
    (
      await t.db.query<{ id: string; status: string }>(
        `SELECT id, status FROM redemptions WHERE user_id = $1 AND status IN ('pending', 'in_review', 'approved', 'sent')`,
        [userId],
      )
    ).rows;

  const op = async () => {
    const p = pick(players);
    const kind = pick([
      'load',
      'load',
      'spin',
      'spin',
      'spin',
      'withdraw',
      'redeem',
      'decide',
      'settle',
      'cancel',
    ] as const);
    const record = recorder(kind);
    if (kind === 'load') {
      const currency = pick(['SC', 'GC'] as const);
      const amount = currency === 'SC' ? int(100, 20_000) : int(1, 50) * 100;
      record(
        (
          await call(t.app, p.cookies, 'POST', '/api/v1/recharge-requests', {
            gameId: game.id,
            currency,
            amount,
          })
        ).status,
      );
    } else if (kind === 'spin') {
      const res = await t.app.inject({
        method: 'POST',
        url: '/sandbox/game-platform/player/spin',
        cookies: p.jar,
        payload: { currency: pick(['SC', 'GC'] as const), bet: int(1, 500) },
      });
      record(res.statusCode);
    } else if (kind === 'withdraw') {
      const body = rnd() < 0.5 ? {} : { amount: int(1, 5_000) };
      record(
        (
          await call(t.app, p.cookies, 'POST', '/api/v1/game-withdrawals', {
            gameId: game.id,
            currency: pick(['SC', 'GC'] as const),
            ...body,
          })
        ).status,
      );
    } else if (kind === 'redeem') {
      const amount = int(4_000, 30_000);
      const body =
        rnd() < 0.7
          ? { method: 'bank_transfer', amount, bank }
          : { method: 'gift_card', amount, giftCard: { brand: 'amazon', email: 'pat@example.com' } };
      record((await call(t.app, p.cookies, 'POST', '/api/v1/wallet/withdraw', body)).status);
    } else if (kind === 'cancel') {
      const [open] = await openRedemptions(p.userId);
      if (open)
        record((await call(t.app, p.cookies, 'POST', `/api/v1/wallet/redemptions/${open.id}/cancel`)).status);
    } else if (kind === 'decide') {
      const [open] = await openRedemptions(p.userId);
      if (!open) return;
      const action = pick(['approve', 'approve', 'reject', 'review'] as const);
      const send = () =>
        call(
          t.app,
          cashier.cookies,
          'POST',
          `/api/v1/admin/redemptions/${open.id}/${action}`,
          action === 'reject' ? { reason: 'Random run' } : undefined,
        );
      // Sometimes the same decision twice at once.
      const results = rnd() < 0.3 ? await Promise.all([send(), send()]) : [await send()];
      results.forEach((r) => record(r.status));
    } else {
      const sent = (await openRedemptions(p.userId)).find((r) => r.status === 'sent');
      if (sent) {
        const outcome = rnd() < 0.8 ? 'paid' : 'failed';
        const res = await t.app.inject({
          method: 'POST',
          url: `/sandbox/payouts/${sent.id}/settle`,
          payload: { outcome },
        });
        record(res.statusCode);
      }
    }
  };

  for (let done = 0; done < OPS; done += 4) await Promise.all([op(), op(), op(), op()]);

  console.log(`seed ${SEED}:`, JSON.stringify([...tally.entries()].sort()));
  expect(statuses.filter((s) => s >= 500)).toEqual([]);
  expect(statuses.filter((s) => s >= 200 && s < 300).length).toBeGreaterThan(OPS / 4);
  expect((await checkLedger(t.db)).violations).toEqual([]);

  // Escrow holds exactly the pending loads; the pending account exactly the open redemptions.
  for (const currency of ['SC', 'GC']) {
    const pending = await t.db.query<{ s: string | null }>(
      `SELECT sum(amount)::text AS s FROM recharge_requests WHERE status = 'pending' AND currency = $1`,
      [currency],
    );
    expect(await systemBalance(t, 'game_escrow', currency)).toBe(Number(pending.rows[0]!.s ?? 0));
  }
  const open = await t.db.query<{ s: string | null }>(
    `SELECT sum(amount)::text AS s FROM redemptions WHERE status IN ('pending', 'in_review', 'approved', 'sent')`,
  );
  expect(await systemBalance(t, 'redemptions_pending')).toBe(Number(open.rows[0]!.s ?? 0));

  // The platform's credits = loads it confirmed - withdrawals it confirmed + winnings - wagers.
  for (const currency of ['SC', 'GC']) {
    const r = await t.db.query<{
      credits: string;
      won: string;
      wagered: string;
      loaded: string;
      withdrawn: string;
    }>(
      `SELECT (SELECT coalesce(sum(balance), 0) FROM sgp_balances WHERE currency = $1)::text AS credits,
              (SELECT coalesce(sum(won), 0) FROM sgp_balances WHERE currency = $1)::text AS won,
              (SELECT coalesce(sum(wagered), 0) FROM sgp_balances WHERE currency = $1)::text AS wagered,
              (SELECT coalesce(sum(amount), 0) FROM recharge_requests WHERE status = 'approved' AND currency = $1)::text AS loaded,
              (SELECT coalesce(sum(amount), 0) FROM game_withdrawals WHERE status = 'approved' AND currency = $1)::text AS withdrawn`,
      [currency],
    );
    const f = r.rows[0]!;
    expect(Number(f.credits)).toBe(
      Number(f.loaded) - Number(f.withdrawn) + Number(f.won) - Number(f.wagered),
    );
    // The ledger's game_loads account moved the same: -(confirmed loads) ... +(withdrawals).
    expect(await systemBalance(t, 'game_loads', currency)).toBe(Number(f.loaded) - Number(f.withdrawn));
  }

  // No player holds more "needs play" than SC; redeemable never negative; one open redemption at most.
  for (const p of players) {
    const standing = await call<{ sweep: number; redeemable: number; needsPlay: number }>(
      t.app,
      p.cookies,
      'GET',
      '/api/v1/wallet/redeemable',
    );
    expect(standing.body.data.redeemable).toBeGreaterThanOrEqual(0);
    expect(standing.body.data.needsPlay).toBeLessThanOrEqual(standing.body.data.sweep);
    expect((await openRedemptions(p.userId)).length).toBeLessThanOrEqual(1);
  }
});
