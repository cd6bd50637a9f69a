import crypto from 'node:crypto';
import {
  ERROR_CODES,
  goldCoins,
  ROLE_PERMISSIONS,
  sweepCents,
  type AuditAnswer,
  type PlayerDetailAnswer,
  type PlayerLedgerAnswer,
  type PlayerSearchAnswer,
} from '@arcade/contracts';
import { useTestApp } from '../../testing/use-test-app';
import { loginAs } from '../../testing/test-app';
import {
  expectRefusedWithoutPermission,
  makeCallers,
  type Callers,
  type StaffEndpoint,
} from '../../testing/staff-permissions';
import { adjustBalance } from '../ledger/correction';
import { findUserById } from '../users/user-repository';
import { endSessionsOfLockedAccount } from './players-module';
import { call, newPlayer, type Player } from '../wallet/testing/players';

jest.setTimeout(180_000);
const t = useTestApp();

let callers: Callers;
let target: Player;
beforeAll(async () => {
  callers = await makeCallers(t.app, t.db);
  target = await newPlayer(t.app, t.db, 'target');
});
const admin = () => callers.staff.ADMIN.cookies;
const credit = (userId: string, amount: number, currency: 'GC' | 'SC' = 'SC') =>
  adjustBalance(t.db, {
    idempotencyKey: crypto.randomUUID(),
    userId,
    currency,
    amount,
    reason: 'test',
  });

describe('players endpoints refuse anonymous callers, players and staff without the permission', () => {
  const id = '00000000-0000-4000-8000-00000000abcd';
  const endpoints = (): StaffEndpoint[] => [
    { method: 'GET', url: '/api/v1/admin/players?q=a', permission: 'players.view' },
    { method: 'GET', url: `/api/v1/admin/players/${target.userId}`, permission: 'players.view' },
    { method: 'GET', url: `/api/v1/admin/players/${target.userId}/ledger`, permission: 'players.view' },
    {
      method: 'POST',
      url: `/api/v1/admin/players/${id}/lock`,
      permission: 'players.lock',
      payload: { reason: 'checking' },
    },
    {
      method: 'POST',
      url: `/api/v1/admin/players/${id}/unlock`,
      permission: 'players.lock',
      payload: { reason: 'checking' },
    },
    {
      method: 'POST',
      url: `/api/v1/admin/players/${id}/sessions/end`,
      permission: 'players.lock',
      payload: { reason: 'checking' },
    },
    {
      method: 'POST',
      url: `/api/v1/admin/players/${id}/notes`,
      permission: 'players.notes',
      payload: { body: 'checking' },
    },
    { method: 'GET', url: '/api/v1/admin/audit', permission: 'audit.view' },
    { method: 'GET', url: '/api/v1/admin/audit.csv', permission: 'audit.view' },
  ];
  it('each endpoint, each role of the permission table', async () => {
    for (const endpoint of endpoints()) {
      const holders = await expectRefusedWithoutPermission(t.app, callers, endpoint);
      expect(holders).toContain('ADMIN');
      // A holder passes the permission check (the made-up player id is then 404, never 401/403).
      for (const role of holders) {
        const res = await t.app.inject({
          method: endpoint.method,
          url: endpoint.url,
          cookies: callers.staff[role].cookies,
          payload: endpoint.payload as object | undefined,
        });
        expect([role, endpoint.url, res.statusCode]).toEqual([
          role,
          endpoint.url,
          endpoint.method === 'GET' ? 200 : 404,
        ]);
      }
    }
  });

  it('the permission table: SUPPORT locks and writes notes, CASHIER writes notes but does not lock', () => {
    expect(ROLE_PERMISSIONS.SUPPORT).toEqual(expect.arrayContaining(['players.lock', 'players.notes']));
    expect(ROLE_PERMISSIONS.CASHIER).toContain('players.notes');
    expect(ROLE_PERMISSIONS.CASHIER).not.toContain('players.lock');
  });
});

describe('player search', () => {
  it('finds by e-mail, name, phone and id; paginated by the server; players only', async () => {
    const tag = crypto.randomBytes(4).toString('hex');
    const { rows } = await t.db.query<{ id: string }>(
      `INSERT INTO users (email, first_name, last_name, phone, state)
       VALUES ($1, 'Rosa', $2, $3, 'Ohio'), ($4, 'Rosa', $2, NULL, 'Ohio') RETURNING id`,
      [
        `rosa-${tag}@example.test`,
        `Zq${tag}`,
        `+1555${Date.now().toString().slice(-7)}`,
        `rosa2-${tag}@example.test`,
      ],
    );
    const search = (q: string, extra = '') =>
      call<PlayerSearchAnswer>(
        t.app,
        admin(),
        'GET',
        `/api/v1/admin/players?q=${encodeURIComponent(q)}${extra}`,
      );
    const byName = await search(`rosa zq${tag}`);
    expect(byName.status).toBe(200);
    expect(byName.body.data.total).toBe(2);
    expect(byName.body.data.players.map((p) => p.name)).toEqual([`Rosa Zq${tag}`, `Rosa Zq${tag}`]);
    const byEmail = await search(`ROSA2-${tag}`);
    expect(byEmail.body.data.players.map((p) => p.id)).toEqual([rows[1]!.id]);
    const phone = (
      await t.db.query<{ phone: string }>(`SELECT phone FROM users WHERE id = $1`, [rows[0]!.id])
    ).rows[0]!.phone;
    const byPhone = await search(`(${phone.slice(2, 5)}) ${phone.slice(5, 8)}-${phone.slice(8)}`);
    expect(byPhone.body.data.players.map((p) => p.id)).toEqual([rows[0]!.id]);
    const byId = await search(rows[0]!.id.toUpperCase());
    expect(byId.body.data.players.map((p) => p.email)).toEqual([`rosa-${tag}@example.test`]);
    const paged = await search(`zq${tag}`, '&limit=1&page=2');
    expect([paged.body.data.total, paged.body.data.page, paged.body.data.players.length]).toEqual([2, 2, 1]);
    const past = await search(`zq${tag}`, '&limit=1&page=5');
    expect([past.body.data.total, past.body.data.players.length]).toEqual([2, 0]);
    // Staff accounts are not players.
    const staffEmail = (
      await t.db.query<{ email: string }>(`SELECT email FROM users WHERE id = $1`, [
        callers.staff.SUPPORT.userId,
      ])
    ).rows[0]!.email;
    expect((await search(staffEmail)).body.data.total).toBe(0);
    expect((await search('%')).status).toBe(200);
    expect((await search('x'.repeat(321))).status).toBe(400);
  });
});

describe("a player's page and ledger", () => {
  it('shows the profile, verification, sessions, balances, notes and the ledger with running balances', async () => {
    const p = await newPlayer(t.app, t.db, 'page');
    await credit(p.userId, 1500);
    await credit(p.userId, -500);
    await credit(p.userId, 200);
    await credit(p.userId, 70, 'GC');
    const note = await call(
      t.app,
      callers.staff.CASHIER.cookies,
      'POST',
      `/api/v1/admin/players/${p.userId}/notes`,
      {
        body: '  Called about a late payout  ',
      },
    );
    expect(note.status).toBe(201);
    const res = await call<PlayerDetailAnswer>(t.app, admin(), 'GET', `/api/v1/admin/players/${p.userId}`);
    expect(res.status).toBe(200);
    const player = res.body.data.player;
    expect(player.profile).toMatchObject({ id: p.userId, firstName: 'Test', state: 'Texas', role: 'USER' });
    expect(player.verification.emailVerifiedAt).not.toBeNull();
    expect(player.verification.kycStatus).toBeNull();
    expect(player.lock).toBeNull();
    // Every amount of a staff view is a Money (issue 28 item 1).
    expect(player.balances).toEqual({ GC: goldCoins(70), SC: sweepCents(1200) });
    expect(player.sessions.filter((s) => !s.revokedAt)).toHaveLength(1);
    expect(player.notes.map((n) => n.body)).toEqual(['Called about a late payout']);
    expect([player.orders, player.redemptions, player.gameAccounts, player.restrictions]).toEqual([
      [],
      [],
      [],
      [],
    ]);

    const ledger = await call<PlayerLedgerAnswer>(
      t.app,
      admin(),
      'GET',
      `/api/v1/admin/players/${p.userId}/ledger?currency=SC&limit=2`,
    );
    expect(ledger.status).toBe(200);
    expect(ledger.body.data.total).toBe(3);
    expect(ledger.body.data.entries.map((e) => [e.amount, e.balanceAfter])).toEqual([
      [sweepCents(200), sweepCents(1200)],
      [sweepCents(-500), sweepCents(1000)],
    ]);
    const second = await call<PlayerLedgerAnswer>(
      t.app,
      admin(),
      'GET',
      `/api/v1/admin/players/${p.userId}/ledger?currency=SC&limit=2&page=2`,
    );
    expect(second.body.data.entries.map((e) => [e.amount, e.balanceAfter])).toEqual([
      [sweepCents(1500), sweepCents(1500)],
    ]);
    const gc = await call<PlayerLedgerAnswer>(
      t.app,
      admin(),
      'GET',
      `/api/v1/admin/players/${p.userId}/ledger?currency=GC`,
    );
    expect(gc.body.data.entries.map((e) => [e.amount, e.balanceAfter])).toEqual([
      [goldCoins(70), goldCoins(70)],
    ]);
  });

  it('answers 404 for an unknown player and for a staff account, 400 for a malformed id or currency', async () => {
    const unknown = crypto.randomUUID();
    expect((await call(t.app, admin(), 'GET', `/api/v1/admin/players/${unknown}`)).status).toBe(404);
    expect((await call(t.app, admin(), 'GET', `/api/v1/admin/players/${unknown}/ledger`)).status).toBe(404);
    const staff = await call(t.app, admin(), 'GET', `/api/v1/admin/players/${callers.staff.CASHIER.userId}`);
    expect(staff.status).toBe(404);
    expect((await call(t.app, admin(), 'GET', '/api/v1/admin/players/not-a-uuid')).status).toBe(400);
    const bad = await call(
      t.app,
      admin(),
      'GET',
      `/api/v1/admin/players/${target.userId}/ledger?currency=USD`,
    );
    expect(bad.status).toBe(400);
    const empty = await call(t.app, admin(), 'POST', `/api/v1/admin/players/${target.userId}/notes`, {
      body: '   ',
    });
    expect(empty.status).toBe(400);
  });
});

describe('lock, unlock and sessions', () => {
  it('a lock ends the sessions, refuses sign-in after a right password, and is audited with who, where, why, before and after', async () => {
    const email = `locked-${crypto.randomBytes(4).toString('hex')}@wallet.test`;
    const p = await newPlayer(t.app, t.db, email.split('@')[0]);
    const realEmail = (
      await t.db.query<{ email: string }>(`SELECT email FROM users WHERE id = $1`, [p.userId])
    ).rows[0]!.email;
    expect((await call(t.app, p.cookies, 'GET', '/api/v1/user/me')).status).toBe(200);

    const support = callers.staff.SUPPORT;
    const short = await call(t.app, support.cookies, 'POST', `/api/v1/admin/players/${p.userId}/lock`, {
      reason: 'x',
    });
    expect(short.status).toBe(400);
    const locked = await call(t.app, support.cookies, 'POST', `/api/v1/admin/players/${p.userId}/lock`, {
      reason: 'Chargeback fraud suspected',
    });
    expect(locked.status).toBe(200);
    expect((await call(t.app, p.cookies, 'GET', '/api/v1/user/me')).status).toBe(401);
    const again = await call(t.app, support.cookies, 'POST', `/api/v1/admin/players/${p.userId}/lock`, {
      reason: 'Chargeback fraud suspected',
    });
    expect([again.status, again.body.errors]).toEqual([409, [ERROR_CODES.lockState]]);

    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/login',
      payload: { email: realEmail, password: 'not the password 123!' },
    });
    expect(wrong.statusCode).toBe(401);
    const right = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/login',
      payload: { email: realEmail, password: 'WalletPass2026!' },
    });
    expect(right.statusCode).toBe(403);
    expect(right.json().errors).toEqual([ERROR_CODES.accountLocked]);

    const page = await call<PlayerDetailAnswer>(t.app, admin(), 'GET', `/api/v1/admin/players/${p.userId}`);
    expect(page.body.data.player.lock).toMatchObject({
      reason: 'Chargeback fraud suspected',
      lockedBy: support.userId,
    });
    expect(page.body.data.player.sessions.every((s) => s.revokedAt)).toBe(true);

    const unlocked = await call(t.app, admin(), 'POST', `/api/v1/admin/players/${p.userId}/unlock`, {
      reason: 'Bank confirmed the payment',
    });
    expect(unlocked.status).toBe(200);
    expect(
      (
        await call(t.app, admin(), 'POST', `/api/v1/admin/players/${p.userId}/unlock`, {
          reason: 'again please',
        })
      ).status,
    ).toBe(409);
    await expect(loginAs(t.app, realEmail, 'WalletPass2026!')).resolves.toBeDefined();

    const audit = await call<AuditAnswer>(
      t.app,
      admin(),
      'GET',
      `/api/v1/admin/audit?userId=${p.userId}&action=player.`,
    );
    expect(audit.body.data.entries.map((e) => [e.action, e.actorId, e.reason])).toEqual([
      ['player.unlock', callers.staff.ADMIN.userId, 'Bank confirmed the payment'],
      ['player.lock', support.userId, 'Chargeback fraud suspected'],
    ]);
    const [unlock, lock] = audit.body.data.entries;
    expect(lock!.ip).toBeTruthy();
    expect(lock!.before).toEqual({ locked: false });
    expect(lock!.after).toMatchObject({ locked: true, sessionsEnded: 1 });
    expect(unlock!.before).toMatchObject({ locked: true, lockReason: 'Chargeback fraud suspected' });
    expect(unlock!.after).toEqual({ locked: false });
  });

  it('refuses to lock a staff account (404) and ends one session or all of them', async () => {
    const staffTarget = await call(
      t.app,
      admin(),
      'POST',
      `/api/v1/admin/players/${callers.staff.SUPPORT.userId}/lock`,
      {
        reason: 'not a player',
      },
    );
    expect(staffTarget.status).toBe(404);

    const p = await newPlayer(t.app, t.db, 'sessions');
    const second = await loginAs(
      t.app,
      (await t.db.query<{ email: string }>(`SELECT email FROM users WHERE id = $1`, [p.userId])).rows[0]!
        .email,
      'WalletPass2026!',
    );
    const live = async () =>
      (
        await call<PlayerDetailAnswer>(t.app, admin(), 'GET', `/api/v1/admin/players/${p.userId}`)
      ).body.data.player.sessions.filter((s) => !s.revokedAt);
    const [first] = await live();
    expect(await live()).toHaveLength(2);
    const one = await call<{ ended: number }>(
      t.app,
      admin(),
      'POST',
      `/api/v1/admin/players/${p.userId}/sessions/end`,
      {
        sessionId: first!.id,
        reason: 'Player asked us to sign out a lost phone',
      },
    );
    expect([one.status, one.body.data.ended]).toEqual([200, 1]);
    expect(await live()).toHaveLength(1);
    const gone = await call(t.app, admin(), 'POST', `/api/v1/admin/players/${p.userId}/sessions/end`, {
      sessionId: first!.id,
      reason: 'Player asked us to sign out a lost phone',
    });
    expect(gone.status).toBe(404);
    const all = await call<{ ended: number }>(
      t.app,
      admin(),
      'POST',
      `/api/v1/admin/players/${p.userId}/sessions/end`,
      {
        reason: 'Sign out everywhere',
      },
    );
    expect(all.body.data.ended).toBe(1);
    expect(await live()).toHaveLength(0);
    expect((await call(t.app, p.cookies, 'GET', '/api/v1/user/me')).status).toBe(401);
    expect((await call(t.app, second, 'GET', '/api/v1/user/me')).status).toBe(401);
  });

  it('a sign-in that passes no login gate (Google) leaves a locked account no live session', async () => {
    const p = await newPlayer(t.app, t.db, 'oidc');
    await call(t.app, admin(), 'POST', `/api/v1/admin/players/${p.userId}/lock`, {
      reason: 'Fraud ring member',
    });
    // As the Google callback does after issueSession: a new live session, then the login hooks.
    await t.db.query(`INSERT INTO sessions (user_id) VALUES ($1)`, [p.userId]);
    const user = (await findUserById(t.db, p.userId))!;
    await endSessionsOfLockedAccount({ db: t.db, user, request: { server: t.app } as never });
    const live = await t.db.query(`SELECT 1 FROM sessions WHERE user_id = $1 AND revoked_at IS NULL`, [
      p.userId,
    ]);
    expect(live.rowCount).toBe(0);
    // An account that is not locked keeps its session.
    const q = await newPlayer(t.app, t.db, 'oidc-ok');
    await endSessionsOfLockedAccount({
      db: t.db,
      user: (await findUserById(t.db, q.userId))!,
      request: { server: t.app } as never,
    });
    expect((await call(t.app, q.cookies, 'GET', '/api/v1/user/me')).status).toBe(200);
  });
});
