// The excluded states as operator data and the compliance side of protection (issue 30 items 5 and 6): a state
// closed with an effective date turns its players redeem-only at that time and not before; registration reads the
// same list; every change is audited; the compliance permissions follow the permission table; staff can restrict
// but never shorten what a player chose.
import {
  ACCOUNT_RESTRICTED_CODE,
  ELIGIBILITY_MESSAGES,
  STATE_EXCLUDED_CODE,
  type EligibilityAnswer,
  type EligibilityChange,
  type ProtectionAnswer,
  type User,
} from '@arcade/contracts';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { expectRefusedWithoutPermission, makeCallers, type Callers } from '../../testing/staff-permissions';
import { fakeClock } from '../identity/clock';
import { registerPayload } from '../identity/testing/identity-test-kit';
import { newKey, api } from '../shop/testing/shop-driver';
import { call, newPlayer, type Player } from '../wallet/testing/players';

jest.setTimeout(180_000);

const HOUR = 60 * 60 * 1000;
let t: TestApp;
let callers: Callers;
let clock: ReturnType<typeof fakeClock>;
beforeAll(async () => {
  t = await createTestApp();
  callers = await makeCallers(t.app, t.db);
}, 180_000);
afterAll(async () => t?.close());
beforeEach(() => {
  clock = fakeClock(new Date());
  t.app.protection.clock = clock;
});

const compliance = () => callers.staff.COMPLIANCE.cookies;
const setEligibility = (body: Record<string, unknown>, cookies = compliance()) =>
  call<EligibilityChange>(t.app, cookies, 'POST', '/api/v1/admin/eligibility', body);
const order = (p: Player) =>
  api(t.app, p.cookies, 'POST', '/api/v1/shop/orders', { amount: 10, method: 'card' }, newKey());
async function playerIn(state: string, label: string): Promise<Player> {
  const p = await newPlayer(t.app, t.db, label);
  await t.db.query('UPDATE users SET state = $2 WHERE id = $1', [p.userId, state]);
  return p;
}

describe('excluded states', () => {
  it('a state closed from a later time turns its players redeem-only at that time and not before', async () => {
    const p = await playerIn('Ohio', 'ohio');
    const other = await playerIn('Utah', 'utah');
    const at = new Date(clock().getTime() + HOUR);
    const saved = await setEligibility({
      state: 'Ohio',
      status: 'excluded',
      effectiveAt: at.toISOString(),
      reason: 'Ohio statute restricting sweepstakes',
    });
    expect([saved.status, saved.body.message]).toEqual([
      201,
      ELIGIBILITY_MESSAGES.saved('Ohio', 'excluded', at, clock()),
    ]);
    const list = await call<EligibilityAnswer>(t.app, compliance(), 'GET', '/api/v1/admin/eligibility');
    expect(list.body.data.states.find((s) => s.state === 'Ohio')).toEqual({
      state: 'Ohio',
      status: 'eligible',
      since: null,
      next: { status: 'excluded', effectiveAt: at.toISOString() },
    });

    clock.set(new Date(at.getTime() - 1));
    expect((await order(p)).status).toBe(200);
    clock.set(at);
    const refused = await order(p);
    expect([refused.status, refused.body.errors, refused.body.message]).toEqual([
      403,
      [ACCOUNT_RESTRICTED_CODE, STATE_EXCLUDED_CODE],
      ELIGIBILITY_MESSAGES.stateExcluded('Ohio', at),
    ]);
    expect(refused.body.message).toContain(
      'You can still sign in, see your history and redeem what you are owed.',
    );
    // Only that state.
    expect((await order(other)).status).toBe(200);

    // Reopened: from that time the money guards let the player through again.
    const reopen = new Date(at.getTime() + HOUR);
    await setEligibility({
      state: 'Ohio',
      status: 'eligible',
      effectiveAt: reopen.toISOString(),
      reason: 'Statute struck down',
    });
    clock.set(reopen);
    expect((await order(p)).status).toBe(200);
  });

  it('a state closed now: the player is told why on their account, and registration there is refused', async () => {
    const p = await playerIn('Vermont', 'vermont');
    expect(
      (await setEligibility({ state: 'Vermont', status: 'excluded', reason: 'Regulator letter' })).status,
    ).toBe(201);
    const me = await call<{ user: User }>(t.app, p.cookies, 'GET', '/api/v1/user/me');
    expect(me.body.data.user.restriction).toMatchObject({ reason: 'state_excluded' });
    expect(me.body.data.user.restriction!.message).toMatch(
      /^Sweepstakes play is no longer offered to residents of Vermont \(since /,
    );
    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/register',
      payload: registerPayload({ state: 'Vermont' }),
    });
    expect([registered.statusCode, registered.json().message]).toEqual([
      400,
      ELIGIBILITY_MESSAGES.registrationClosed('Vermont'),
    ]);
    // Every change is in the audit log, with the status before and after and the reason.
    const audit = await t.db.query<{ action: string; reason: string; before: unknown; after: unknown }>(
      `SELECT action, reason, before, after FROM audit_log WHERE action = 'eligibility.set' AND target_id = 'Vermont'`,
    );
    expect(audit.rows).toEqual([
      {
        action: 'eligibility.set',
        reason: 'Regulator letter',
        before: { status: 'eligible' },
        after: { status: 'excluded', effectiveAt: expect.any(String) },
      },
    ]);
  });

  it('the geo gate reads the same list: a request from a closed state is refused at its time, on every node', async () => {
    const geo = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/v1/geo', headers: { 'x-dev-geo': 'US-KS' } })).json()
        .data;
    expect(await geo()).toMatchObject({ region: 'KS', allowed: true, reason: 'ok' });
    const at = new Date(clock().getTime() + HOUR);
    await setEligibility({
      state: 'Kansas',
      status: 'excluded',
      effectiveAt: at.toISOString(),
      reason: 'Kansas statute restricting sweepstakes',
    });
    expect(await geo()).toMatchObject({ allowed: true });
    clock.set(at);
    expect(await geo()).toMatchObject({ region: 'KS', allowed: false, reason: 'region' });
    // A money route behind the gate refuses the location itself, whatever state the player registered in.
    const p = await playerIn('Texas', 'travels-to-kansas');
    const fromKansas = await call(
      t.app,
      p.cookies,
      'POST',
      '/api/v1/game-withdrawals',
      { gameId: 'any', currency: 'SC' },
      { 'x-dev-geo': 'US-KS' },
    );
    expect([fromKansas.status, fromKansas.body.errors]).toEqual([403, ['geo']]);

    // Another node reads a change made elsewhere when it refreshes (every CLOSED_STATES_REFRESH_MS).
    await t.db.query(
      `INSERT INTO state_eligibility_changes (state, status, effective_at, reason) VALUES ('Kansas', 'eligible', $1, 'Reopened elsewhere')`,
      [at],
    );
    expect(await geo()).toMatchObject({ allowed: false });
    await t.app.closedStates.refresh();
    expect(await geo()).toMatchObject({ region: 'KS', allowed: true, reason: 'ok' });
  });

  it('refuses a change in the past, an unknown state or no reason, and changes nothing', async () => {
    const before = await t.db.query('SELECT count(*)::int AS n FROM state_eligibility_changes');
    for (const body of [
      {
        state: 'Maine',
        status: 'excluded',
        reason: 'x',
        effectiveAt: new Date(Date.now() - 2 * HOUR).toISOString(),
      },
      {
        state: 'Maine',
        status: 'excluded',
        reason: 'Past date',
        effectiveAt: new Date(Date.now() - 2 * HOUR).toISOString(),
      },
      { state: 'Nevada', status: 'excluded', reason: 'Not a state we operate in' },
      { state: 'Maine', status: 'closed', reason: 'Bad status' },
    ]) {
      const res = await setEligibility(body);
      expect(res.status).toBe(400);
    }
    const after = await t.db.query('SELECT count(*)::int AS n FROM state_eligibility_changes');
    expect(after.rows).toEqual(before.rows);
  });
});

describe('the compliance permissions', () => {
  it('follow the permission table', async () => {
    const p = await newPlayer(t.app, t.db, 'perm');
    const endpoints = [
      { method: 'GET', url: '/api/v1/admin/eligibility', permission: 'compliance.view' },
      {
        method: 'POST',
        url: '/api/v1/admin/eligibility',
        permission: 'compliance.manage',
        payload: { state: 'Iowa', status: 'eligible', reason: 'Permission check' },
      },
      { method: 'GET', url: `/api/v1/admin/users/${p.userId}/protection`, permission: 'compliance.view' },
      { method: 'GET', url: `/api/v1/admin/users/${p.userId}/restrictions`, permission: 'compliance.view' },
      {
        method: 'POST',
        url: `/api/v1/admin/users/${p.userId}/restriction/lift`,
        permission: 'compliance.manage',
        payload: { note: 'Permission check' },
      },
    ] as const;
    for (const endpoint of endpoints) {
      const holders = await expectRefusedWithoutPermission(t.app, callers, endpoint);
      expect(holders).toEqual(expect.arrayContaining(['ADMIN', 'COMPLIANCE']));
    }
  });

  it("staff see a player's limits and break, restrict and lift with an audit, and never shorten the break", async () => {
    const p = await newPlayer(t.app, t.db, 'break');
    await call(t.app, p.cookies, 'POST', '/api/v1/protection/limits', {
      kind: 'loss',
      period: 'week',
      amount: 40,
    });
    const taken = await call(t.app, p.cookies, 'POST', '/api/v1/protection/break', {
      days: 7,
      password: 'WalletPass2026!',
    });
    expect(taken.status).toBe(200);
    // The player's own account says why, in the words of every refusal (the consent switches show it too).
    const me = await call<{ user: User }>(t.app, p.cookies, 'GET', '/api/v1/user/me');
    expect(me.body.data.user.restriction).toMatchObject({ reason: 'break' });
    expect(me.body.data.user.restriction!.message).toMatch(/^You are taking a break until /);
    const seen = await call<ProtectionAnswer>(
      t.app,
      compliance(),
      'GET',
      `/api/v1/admin/users/${p.userId}/protection`,
    );
    expect(seen.body.data.block).toMatchObject({ kind: 'break', duration: '7d' });
    expect(seen.body.data.limits.find((l) => l.kind === 'loss' && l.period === 'week')!.limit).toEqual({
      amount: 4000,
      currency: 'USD',
      scale: 2,
    });

    const restricted = await call(
      t.app,
      compliance(),
      'POST',
      `/api/v1/admin/users/${p.userId}/restriction`,
      {
        reason: 'staff',
      },
    );
    expect(restricted.status).toBe(201);
    const lifted = await call(
      t.app,
      compliance(),
      'POST',
      `/api/v1/admin/users/${p.userId}/restriction/lift`,
      {
        note: 'Reviewed',
      },
    );
    expect(lifted.status).toBe(200);
    // The player's own break still closes purchases.
    const refused = await order(p);
    expect([refused.status, refused.body.errors]).toEqual([403, [ACCOUNT_RESTRICTED_CODE, 'break_active']]);
    const audit = await t.db.query<{ action: string }>(
      `SELECT action FROM audit_log WHERE target_user_id = $1 ORDER BY id`,
      [p.userId],
    );
    expect(audit.rows.map((r) => r.action)).toEqual(['player.restrict', 'player.restriction.lift']);
  });
});
