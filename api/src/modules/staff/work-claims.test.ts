// The work queue's claims (issue 29 item 2): two staff never work the same item; an abandoned claim expires.
import {
  WORK_CLAIM_MINUTES,
  WORK_QUEUE_KINDS,
  WORK_QUEUE_PERMISSIONS,
  type WorkClaim,
  type WorkQueueSummary,
} from '@arcade/contracts';
import {
  expectRefusedWithoutPermission,
  makeCallers,
  type StaffEndpoint,
} from '../../testing/staff-permissions';
import { newStaff } from '../../testing/staff';
import { useTestApp } from '../../testing/use-test-app';
import { fakeClock } from '../identity/clock';
import {
  bank,
  firstGame,
  givePlayedSc,
  kycApprove,
  scBalance,
  verifiedPlayer,
} from '../games/testing/game-fixtures';
import { call, type Player } from '../wallet/testing/players';

jest.setTimeout(180_000);
const t = useTestApp();

const MINUTE = 60_000;
let clock: ReturnType<typeof fakeClock>;
let first: Player;
let second: Player;
let cashier: Player;

beforeAll(async () => {
  first = await newStaff(t.app, t.db, 'ADMIN');
  second = await newStaff(t.app, t.db, 'ADMIN');
  cashier = await newStaff(t.app, t.db, 'CASHIER');
  await t.db.query(`UPDATE users SET first_name = 'Ada', last_name = 'First' WHERE id = $1`, [first.userId]);
});
beforeEach(() => {
  clock = fakeClock(new Date(Date.now() + 1000));
  t.app.workQueue.clock = clock;
});

/** A new pending game-account request of a new player; answers its id. */
async function pendingRequest(label: string): Promise<string> {
  const game = await firstGame(t);
  const player = await verifiedPlayer(t, 0, label);
  const r = await call<{ request: { id: string } }>(
    t.app,
    player.cookies,
    'POST',
    `/api/v1/games/${game.id}/account-request`,
  );
  expect(r.status).toBe(201);
  return r.body.data.request.id;
}

const take = (who: Player, id: string, kind = 'game_account') =>
  call<{ claim: WorkClaim }>(t.app, who.cookies, 'POST', '/api/v1/admin/queue/claims', { kind, id });
const release = async (who: Player, id: string) => {
  const res = await t.app.inject({
    method: 'DELETE',
    url: `/api/v1/admin/queue/claims/game_account/${id}`,
    cookies: who.cookies,
  });
  return { status: res.statusCode, body: res.json<{ data: { released: boolean } }>() };
};
const reject = (who: Player, id: string) =>
  call(t.app, who.cookies, 'POST', `/api/v1/admin/game-account-requests/${id}/decision`, {
    approve: false,
    notes: 'Not this time',
  });
const statusOf = async (id: string) =>
  (await t.db.query<{ status: string }>(`SELECT status FROM game_account_requests WHERE id = $1`, [id]))
    .rows[0]!.status;
const claimsSeenBy = async (who: Player) =>
  (await call<{ claims: WorkClaim[] }>(t.app, who.cookies, 'GET', '/api/v1/admin/queue/claims')).body.data
    .claims;

test('the first staff member takes an item; the second gets 409 claimed_by_other with who and until when', async () => {
  const id = await pendingRequest('claim-one');
  const taken = await take(first, id);
  expect(taken.status).toBe(200);
  expect(taken.body.message).toBe('Claimed');
  expect(taken.body.data.claim).toMatchObject({
    kind: 'game_account',
    id,
    staffId: first.userId,
    mine: true,
  });
  expect(new Date(taken.body.data.claim.expiresAt).getTime()).toBe(
    clock().getTime() + WORK_CLAIM_MINUTES * MINUTE,
  );

  const refused = await take(second, id);
  expect(refused.status).toBe(409);
  expect(refused.body.errors).toEqual(['claimed_by_other']);
  expect(refused.body.data).toMatchObject({
    claim: {
      staffId: first.userId,
      staffName: 'Ada First',
      mine: false,
      expiresAt: taken.body.data.claim.expiresAt,
    },
  });

  // The holder's activity renews the claim (same claimedAt, a later expiry).
  clock.advance(4 * MINUTE);
  const renewed = await take(first, id);
  expect(renewed.status).toBe(200);
  expect(renewed.body.message).toBe('Claim renewed');
  expect(renewed.body.data.claim.claimedAt).toBe(taken.body.data.claim.claimedAt);
  expect(new Date(renewed.body.data.claim.expiresAt).getTime()).toBe(
    clock().getTime() + WORK_CLAIM_MINUTES * MINUTE,
  );

  // Both see who holds it.
  expect((await claimsSeenBy(second)).find((c) => c.id === id)).toMatchObject({
    staffName: 'Ada First',
    mine: false,
  });
  expect((await claimsSeenBy(first)).find((c) => c.id === id)).toMatchObject({ mine: true });

  // A new claim is audited; a renewal is not.
  const audit = await t.db.query(`SELECT action FROM audit_log WHERE target_id = $1`, [id]);
  expect(audit.rows).toEqual([{ action: 'queue.claim' }]);
});

test('a decision is refused with 409 claimed_by_other while another holds the claim; nothing is decided', async () => {
  const id = await pendingRequest('claim-decide');
  expect((await take(first, id)).status).toBe(200);
  const refused = await reject(second, id);
  expect(refused.status).toBe(409);
  expect(refused.body.errors).toEqual(['claimed_by_other']);
  expect(await statusOf(id)).toBe('pending');

  // The holder decides; the claim goes with the item.
  const decided = await reject(first, id);
  expect(decided.status).toBe(200);
  expect(await statusOf(id)).toBe('rejected');
  expect((await t.db.query(`SELECT 1 FROM work_claims WHERE item_id = $1`, [id])).rowCount).toBe(0);
  // Taken after it was decided: 409 already_decided.
  const late = await take(second, id);
  expect(late.status).toBe(409);
  expect(late.body.errors).toEqual(['already_decided']);
});

test('an abandoned claim expires: after the configured time the second takes it and the first cannot decide', async () => {
  const id = await pendingRequest('claim-expiry');
  expect((await take(first, id)).status).toBe(200);
  clock.advance(WORK_CLAIM_MINUTES * MINUTE - 1000);
  expect((await take(second, id)).status).toBe(409);
  clock.advance(1000);
  expect((await claimsSeenBy(second)).some((c) => c.id === id)).toBe(false);
  const taken = await take(second, id);
  expect(taken.status).toBe(200);
  expect(taken.body.data.claim).toMatchObject({ staffId: second.userId, mine: true });
  expect(taken.body.data.claim.claimedAt).toBe(clock().toISOString());

  const refused = await reject(first, id);
  expect(refused.status).toBe(409);
  expect(refused.body.errors).toEqual(['claimed_by_other']);
  expect(await statusOf(id)).toBe('pending');
});

test('release frees the item for the other; an unclaimed item is claimed by its decision', async () => {
  const id = await pendingRequest('claim-release');
  expect((await take(first, id)).status).toBe(200);
  // Only the holder releases.
  expect((await release(second, id)).body.data.released).toBe(false);
  expect((await take(second, id)).status).toBe(409);
  const released = await release(first, id);
  expect(released.status).toBe(200);
  expect(released.body.data.released).toBe(true);
  expect((await claimsSeenBy(second)).some((c) => c.id === id)).toBe(false);

  // Unclaimed: the second decides straight away (the decision takes the claim itself).
  expect((await reject(second, id)).status).toBe(200);
  expect(await statusOf(id)).toBe('rejected');
  const actions = await t.db.query<{ action: string }>(
    `SELECT action FROM audit_log WHERE target_id = $1 ORDER BY id`,
    [id],
  );
  expect(actions.rows.map((r) => r.action)).toEqual(['queue.claim', 'queue.release', 'game_account.reject']);
});

test('a claim needs the permission that decides its kind; unknown items are 404; anonymous 401', async () => {
  const id = await pendingRequest('claim-perm');
  const refused = await take(cashier, id);
  expect(refused.status).toBe(403);
  expect((await take(first, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
  expect((await take(first, id, 'payment')).status).toBe(400);
  expect((await call(t.app, undefined, 'GET', '/api/v1/admin/queue/summary')).status).toBe(401);
  // The cashier sees no game-account claims (not their queue).
  expect((await take(first, id)).status).toBe(200);
  expect((await claimsSeenBy(cashier)).some((c) => c.id === id)).toBe(false);
});

test('the summary counts every waiting item, the oldest one and its age, and the claimed ones', async () => {
  const id = await pendingRequest('claim-summary');
  await t.db.query(
    `UPDATE game_account_requests SET created_at = $2::timestamptz - interval '2 hours' WHERE id = $1`,
    [id, clock()],
  );
  expect((await take(second, id)).status).toBe(200);
  const summary = await call<WorkQueueSummary>(t.app, first.cookies, 'GET', '/api/v1/admin/queue/summary');
  expect(summary.status).toBe(200);
  const accounts = summary.body.data.queues.find((q) => q.kind === 'game_account')!;
  const waiting = await t.db.query<{ n: string; oldest: Date }>(
    `SELECT count(*) AS n, min(created_at) AS oldest FROM game_account_requests WHERE status = 'pending'`,
  );
  expect(accounts.count).toBe(Number(waiting.rows[0]!.n));
  expect(accounts.oldestAt).toBe(new Date(waiting.rows[0]!.oldest).toISOString());
  expect(accounts.oldestAgeSeconds).toBeGreaterThanOrEqual(2 * 60 * 60);
  expect(accounts.claimed).toBeGreaterThanOrEqual(1);
  expect(summary.body.data.queues.map((q) => q.kind)).toEqual([
    'game_account',
    'load',
    'game_withdrawal',
    'redemption',
  ]);
  // The cashier's summary has only the queues a cashier decides.
  const theirs = await call<WorkQueueSummary>(t.app, cashier.cookies, 'GET', '/api/v1/admin/queue/summary');
  expect(theirs.body.data.queues.map((q) => q.kind)).toEqual(['load', 'game_withdrawal', 'redemption']);
});

test('table-driven over the permission table: every claim route refuses anonymous, a player and a role without its permission', async () => {
  const callers = await makeCallers(t.app, t.db);
  const id = await pendingRequest('claim-table');
  const endpoints: StaffEndpoint[] = [
    { method: 'GET', url: '/api/v1/admin/queue/summary', permission: 'staff.notifications' },
    { method: 'GET', url: '/api/v1/admin/queue/claims', permission: 'staff.notifications' },
    ...WORK_QUEUE_KINDS.map((kind): StaffEndpoint => ({
      method: 'POST',
      url: '/api/v1/admin/queue/claims',
      permission: WORK_QUEUE_PERMISSIONS[kind],
      payload: { kind, id },
    })),
  ];
  for (const endpoint of endpoints) {
    const holders = await expectRefusedWithoutPermission(t.app, callers, endpoint);
    expect(holders.length).toBeGreaterThan(0);
  }
});

test('the money decisions too: a redemption claimed by another is neither reviewed, approved nor rejected', async () => {
  const p = await verifiedPlayer(t, 0, 'claim-redeem');
  await givePlayedSc(t, p.userId, 20_000, `claims:${p.userId}`);
  await kycApprove(t, p.userId);
  const asked = await call<{ redemption: { id: string } }>(
    t.app,
    p.cookies,
    'POST',
    '/api/v1/wallet/withdraw',
    {
      method: 'bank_transfer',
      amount: 10_000,
      bank,
    },
  );
  expect(asked.status).toBe(201);
  const id = asked.body.data.redemption.id;
  expect((await take(first, id, 'redemption')).status).toBe(200);
  for (const [action, body] of [
    ['review', undefined],
    ['approve', undefined],
    ['reject', { reason: 'Name mismatch' }],
  ] as const) {
    const refused = await call(
      t.app,
      second.cookies,
      'POST',
      `/api/v1/admin/redemptions/${id}/${action}`,
      body,
    );
    expect({ action, status: refused.status, errors: refused.body.errors }).toEqual({
      action,
      status: 409,
      errors: ['claimed_by_other'],
    });
  }
  const row = await t.db.query<{ status: string }>(`SELECT status FROM redemptions WHERE id = $1`, [id]);
  expect(row.rows[0]!.status).toBe('pending');
  expect(await scBalance(t, p.userId)).toBe(10_000);
  // The holder puts it in review: it still waits, the holder keeps the claim, the other still cannot approve it.
  expect((await call(t.app, first.cookies, 'POST', `/api/v1/admin/redemptions/${id}/review`)).status).toBe(
    200,
  );
  expect((await claimsSeenBy(second)).find((c) => c.id === id)).toMatchObject({ staffId: first.userId });
  const approve = await call(t.app, second.cookies, 'POST', `/api/v1/admin/redemptions/${id}/approve`);
  expect(approve.body.errors).toEqual(['claimed_by_other']);
  // The holder rejects it: the coins go back and the claim goes with the item.
  const rejected = await call(t.app, first.cookies, 'POST', `/api/v1/admin/redemptions/${id}/reject`, {
    reason: 'Name mismatch',
  });
  expect(rejected.status).toBe(200);
  expect(await scBalance(t, p.userId)).toBe(20_000);
  expect((await t.db.query(`SELECT 1 FROM work_claims WHERE item_id = $1`, [id])).rowCount).toBe(0);
});
