// Over 300 lines: one journey end to end (account, reveal, load, play, verify, withdraw, redeem) whose last step
// searches every log, mail, SMS and socket payload of the run for the credentials; it cannot be cut in two.
import { Writable } from 'node:stream';
import { formatMoney, sweepCents, type Money } from '@arcade/contracts';
import { createLogger } from '../../http/logger';
import { useTestApp } from '../../testing/use-test-app';
import { newStaff } from '../../testing/staff';
import { checkLedger } from '../ledger/ledger-check';
import { call } from '../wallet/testing/players';
import { firstGame, verifiedPlayer } from './testing/game-fixtures';
import type { TestApp } from '../../testing/test-app';

jest.setTimeout(180_000);

const logLines: string[] = [];
const sink = new Writable({
  write(chunk: Buffer, _enc, done) {
    logLines.push(chunk.toString('utf8'));
    done();
  },
});
const t = useTestApp({ logger: createLogger({ logLevel: 'trace' }, sink) });

/** Every socket payload the flow pushes. */
const socketPayloads: string[] = [];
const secrets: string[] = [];
beforeAll(() => {
  const live = t.app.live;
  for (const key of ['emitToUser', 'emitToAdmins', 'emitToPermission'] as const) {
    const original = live[key].bind(live) as (...args: unknown[]) => void;
    (live as unknown as Record<string, unknown>)[key] = (...args: unknown[]) => {
      socketPayloads.push(JSON.stringify(args));
      original(...args);
    };
  }
});

const sandbox = (
  app: TestApp,
  jar: Record<string, string>,
  method: 'GET' | 'POST',
  path: string,
  payload?: unknown,
) =>
  app.app.inject({
    method,
    url: `/sandbox/game-platform/player${path}`,
    cookies: jar,
    payload: payload as object,
  });

async function balances(app: TestApp, userId: string) {
  const r = await app.db.query<{ currency: string; balance: string }>(
    `SELECT currency, balance FROM ledger_accounts WHERE user_id = $1`,
    [userId],
  );
  const out = { GC: 0, SC: 0 } as Record<string, number>;
  for (const row of r.rows) out[row.currency] = Number(row.balance);
  return out;
}

describe('the whole loop on the sandbox platform: account, reveal once, load, play, verify, withdraw, redeem', () => {
  it('works end to end and never leaks the credentials', async () => {
    const game = await firstGame(t);
    const player = await verifiedPlayer(t, 20_000);
    const admin = await newStaff(t.app, t.db, 'ADMIN');

    // Request an account (status pending, a second request refused).
    const req = await call<{ request: { id: string; status: string } }>(
      t.app,
      player.cookies,
      'POST',
      `/api/v1/games/${game.id}/account-request`,
    );
    expect(req.status).toBe(201);
    expect(req.body.data.request.status).toBe('pending');
    const again = await call(t.app, player.cookies, 'POST', `/api/v1/games/${game.slug}/account-request`);
    expect(again.status).toBe(409);
    expect(again.body.errors).toContain('game_account_pending');
    const status = await call<{ hasPendingRequest: boolean }>(
      t.app,
      player.cookies,
      'GET',
      `/api/v1/games/${game.id}/user-status`,
    );
    expect(status.body.data.hasPendingRequest).toBe(true);

    // A player cannot decide; staff approve.
    const denied = await call(
      t.app,
      player.cookies,
      'POST',
      `/api/v1/admin/game-account-requests/${req.body.data.request.id}/decision`,
      { approve: true },
    );
    expect(denied.status).toBe(403);
    const approved = await call(
      t.app,
      admin.cookies,
      'POST',
      `/api/v1/admin/game-account-requests/${req.body.data.request.id}/decision`,
      {
        approve: true,
        notes: 'welcome',
      },
    );
    expect(approved.status).toBe(200);
    const twice = await call(
      t.app,
      admin.cookies,
      'POST',
      `/api/v1/admin/game-account-requests/${req.body.data.request.id}/decision`,
      { approve: true },
    );
    expect(twice.status).toBe(409);

    const mine = await call<{
      account: { id: string; username: string; canRevealPassword: boolean; playUrl: string };
    }>(t.app, player.cookies, 'GET', `/api/v1/game-accounts/my-account/${game.id}`);
    expect(mine.body.data.account.canRevealPassword).toBe(true);
    expect(mine.body.data.account.playUrl).toBe('/sandbox/game-platform/play');

    // Reveal once; the second reveal shows nothing; the encrypted copy is gone.
    const reveal = await call<{ username: string; temporaryPassword: string }>(
      t.app,
      player.cookies,
      'POST',
      `/api/v1/game-accounts/${mine.body.data.account.id}/reveal`,
    );
    expect(reveal.status).toBe(200);
    const { username, temporaryPassword } = reveal.body.data;
    expect(temporaryPassword.length).toBeGreaterThanOrEqual(12);
    const second = await call(
      t.app,
      player.cookies,
      'POST',
      `/api/v1/game-accounts/${mine.body.data.account.id}/reveal`,
    );
    expect(second.status).toBe(410);
    expect(second.body.errors).toContain('credentials_revealed');
    const stored = await t.db.query<{ secret_enc: string | null }>(
      `SELECT secret_enc FROM game_accounts WHERE id = $1`,
      [mine.body.data.account.id],
    );
    expect(stored.rows[0]!.secret_enc).toBeNull();

    // Sign in to the sandbox game: a new password is required before playing.
    const signIn = await sandbox(t, {}, 'POST', '/session', { username, password: temporaryPassword });
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json().mustChangePassword).toBe(true);
    const jar = { sgp_session: signIn.cookies.find((c) => c.name === 'sgp_session')!.value };
    expect((await sandbox(t, jar, 'POST', '/spin', { currency: 'SC', bet: 10 })).statusCode).toBe(403);
    const newPassword = 'MyOwnGamePass2026';
    expect(
      (await sandbox(t, jar, 'POST', '/password', { currentPassword: temporaryPassword, newPassword }))
        .statusCode,
    ).toBe(200);
    const changed = await call<{ account: { passwordChanged: boolean } }>(
      t.app,
      player.cookies,
      'GET',
      `/api/v1/game-accounts/my-account/${game.slug}`,
    );
    expect(changed.body.data.account.passwordChanged).toBe(true);

    // Support resets a lost password: a new temporary one, revealed once more, required to change at sign-in.
    const support = await newStaff(t.app, t.db, 'SUPPORT');
    const reset = await call(
      t.app,
      support.cookies,
      'POST',
      `/api/v1/admin/game-accounts/${mine.body.data.account.id}/reset-password`,
      {},
    );
    expect(reset.status).toBe(200);
    const again2 = await call<{ temporaryPassword: string }>(
      t.app,
      player.cookies,
      'POST',
      `/api/v1/game-accounts/${mine.body.data.account.id}/reveal`,
    );
    expect(again2.status).toBe(200);
    const resetPassword = again2.body.data.temporaryPassword;
    expect(resetPassword).not.toBe(temporaryPassword);
    expect(
      (await call(t.app, player.cookies, 'POST', `/api/v1/game-accounts/${mine.body.data.account.id}/reveal`))
        .status,
    ).toBe(410);
    const relog = await sandbox(t, {}, 'POST', '/session', { username, password: resetPassword });
    expect(relog.json().mustChangePassword).toBe(true);
    jar.sgp_session = relog.cookies.find((c) => c.name === 'sgp_session')!.value;
    expect(
      (await sandbox(t, jar, 'POST', '/password', { currentPassword: resetPassword, newPassword }))
        .statusCode,
    ).toBe(200);
    secrets.push(resetPassword);

    // Load 150.00 SC (cents): wallet -> escrow -> settled at once by the sandbox platform.
    const load = await call<{ request: { status: string; amount: Money } }>(
      t.app,
      player.cookies,
      'POST',
      '/api/v1/recharge-requests',
      {
        gameId: game.id,
        currency: 'SC',
        amount: 15_000,
      },
    );
    expect(load.status).toBe(201);
    expect(load.body.data.request).toMatchObject({
      status: 'approved',
      amount: { amount: 15_000, currency: 'SC', scale: 2 },
    });
    expect((await balances(t, player.userId)).SC).toBe(5_000);

    // Before any play, all 50 SC left in the wallet still need play: nothing redeemable.
    const before = await call<{ redeemable: number; needsPlay: number }>(
      t.app,
      player.cookies,
      'GET',
      '/api/v1/wallet/redeemable',
    );
    expect(before.body.data).toMatchObject({ redeemable: 0, needsPlay: 5_000 });

    // Play: every round is verifiable after the seed is rotated.
    let lastRound = '';
    let wagered = 0;
    for (let i = 0; i < 40; i++) {
      const spin = await sandbox(t, jar, 'POST', '/spin', { currency: 'SC', bet: 250 });
      if (spin.statusCode !== 200) break;
      wagered += 250;
      lastRound = spin.json().roundId;
    }
    expect(wagered).toBeGreaterThan(0);
    const unverified = (await sandbox(t, jar, 'GET', `/rounds/${lastRound}/verify`)).json();
    expect(unverified.serverSeed).toBeNull();
    const rotated = (await sandbox(t, jar, 'POST', '/rotate-seed', {})).json();
    expect(rotated.revealed.serverSeed).toMatch(/^[0-9a-f]{64}$/);
    const proof = (await sandbox(t, jar, 'GET', `/rounds/${lastRound}/verify`)).json();
    expect(proof.verified).toBe(true);
    expect(proof.serverSeed).toBe(rotated.revealed.serverSeed);

    // Withdraw everything left in the game: the wallet gets exactly what the platform confirms.
    const me = (await sandbox(t, jar, 'GET', '/me')).json();
    const inGame = me.balances.SC as number;
    const walletBefore = (await balances(t, player.userId)).SC;
    const out = await call<{ withdrawal: { status: string; amount: Money } }>(
      t.app,
      player.cookies,
      'POST',
      '/api/v1/game-withdrawals',
      {
        gameId: game.id,
        currency: 'SC',
      },
    );
    if (inGame > 0) {
      expect(out.body.data.withdrawal).toMatchObject({ status: 'approved', amount: sweepCents(inGame) });
      expect((await balances(t, player.userId)).SC).toBe(walletBefore + inGame);
    } else expect(out.body.data.withdrawal.status).toBe('failed');
    // What the player's bell reads (issue 28): the load in SC, not dollars; the withdrawal as the SC it moved.
    const told = await t.db.query<{
      type: string;
      payload: { amount: Money; kind?: string; status: string };
    }>(
      `SELECT type, payload FROM notifications WHERE user_id = $1
         AND type IN ('recharge_status_updated', 'withdrawal_status_updated') ORDER BY seq`,
      [player.userId],
    );
    expect(told.rows.map((r) => [r.type, r.payload.kind ?? null, formatMoney(r.payload.amount)])).toEqual([
      ['recharge_status_updated', null, '150.00 SC'],
      ['withdrawal_status_updated', 'game_withdrawal', formatMoney(sweepCents(inGame))],
    ]);
    const account = await call<{ account: { wagered: { sweep: number } } }>(
      t.app,
      player.cookies,
      'GET',
      `/api/v1/game-accounts/my-account/${game.id}`,
    );
    expect(account.body.data.account.wagered.sweep).toBe(wagered);

    // Playthrough: of the 150 SC loaded, `wagered` were played; what came back is redeemable up to that.
    const standing = await call<{ redeemable: number; needsPlay: number; sweep: number }>(
      t.app,
      player.cookies,
      'GET',
      '/api/v1/wallet/redeemable',
    );
    const expectedUnplayed = Math.min(
      standing.body.data.sweep,
      5_000 + Math.max(0, Math.min(inGame, 15_000 - wagered)),
    );
    expect(standing.body.data.needsPlay).toBe(expectedUnplayed);
    expect(standing.body.data.redeemable).toBe(standing.body.data.sweep - expectedUnplayed);

    // Nothing ever carried the temporary password, the new password or the username outside the reveal.
    const notifications = await t.db.query<{ payload: unknown }>(`SELECT type, payload FROM notifications`);
    const audit = await t.db.query<{ details: unknown }>(`SELECT details FROM audit_log`);
    const mail = await t.db.query(`SELECT * FROM dev_mailbox`);
    const sms = await t.db.query(`SELECT * FROM dev_sms`);
    const haystacks = {
      notifications: JSON.stringify(notifications.rows),
      audit: JSON.stringify(audit.rows),
      mail: JSON.stringify(mail.rows),
      sms: JSON.stringify(sms.rows),
      logs: logLines.join('\n'),
      sockets: socketPayloads.join('\n'),
    };
    expect(haystacks.logs.length).toBeGreaterThan(1000);
    expect(haystacks.notifications).toContain('game_account');
    for (const [where, text] of Object.entries(haystacks)) {
      for (const secret of [temporaryPassword, newPassword, username, ...secrets])
        expect({ where, leaked: text.includes(secret) }).toEqual({ where, leaked: false });
    }
    expect((await checkLedger(t.db)).violations).toEqual([]);
  });
});
