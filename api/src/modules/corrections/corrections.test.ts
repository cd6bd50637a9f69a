import crypto from 'node:crypto';
import {
  ERROR_CODES,
  goldCoins,
  STAFF_MESSAGES,
  sweepCents,
  type Correction,
  type CorrectionsAnswer,
  type Currency,
} from '@arcade/contracts';
import { ConfigError, loadConfig } from '../../config';
import { newStaff, promoteAndSignIn } from '../../testing/staff';
import { useTestApp } from '../../testing/use-test-app';
import { getBalances } from '../ledger/balances';
import { checkLedger } from '../ledger/ledger-check';
import { call, newPlayer, type Player } from '../wallet/testing/players';
import { decisionRefusal, needsSecondApprover } from './correction-rules';

jest.setTimeout(180_000);
const t = useTestApp();

const URL = '/api/v1/admin/corrections';
type Answer = { correction: Correction };

let admin: Player;
let cashier: Player;
beforeAll(async () => {
  admin = await newStaff(t.app, t.db, 'ADMIN');
  cashier = await newStaff(t.app, t.db, 'CASHIER');
});

const balanceOf = async (userId: string, currency: Currency) => {
  const b = await getBalances(t.db, userId);
  return currency === 'GC' ? b.gold : b.sweep;
};
const ask = (staff: Player, body: unknown, headers?: Record<string, string>) =>
  call<Answer>(t.app, staff.cookies, 'POST', URL, body, headers);
const decide = (staff: Player, id: string, what: 'approve' | 'reject', body?: unknown, key?: string) =>
  call<Answer>(
    t.app,
    staff.cookies,
    'POST',
    `${URL}/${id}/${what}`,
    body,
    key ? { 'idempotency-key': key } : {},
  );
const rowsOf = async (userId: string) =>
  (
    await t.db.query<{ status: string }>(`SELECT status FROM balance_corrections WHERE user_id = $1`, [
      userId,
    ])
  ).rows;
const transfersOf = async (correctionId: string) =>
  (
    await t.db.query<{ type: string; amount: string | number; metadata: Record<string, unknown> }>(
      `SELECT type, amount, metadata FROM ledger_transfers WHERE idempotency_key = $1`,
      [`balance-correction:${correctionId}`],
    )
  ).rows;
const auditOf = async (correctionId: string) =>
  (
    await t.db.query<{
      action: string;
      actor_id: string;
      details: Record<string, unknown>;
      before: Record<string, unknown> | null;
      after: Record<string, unknown> | null;
      ip: string | null;
    }>(
      `SELECT action, actor_id, details, before, after, ip FROM audit_log
       WHERE target_type = 'balance_correction' AND target_id = $1
       ORDER BY id`,
      [correctionId],
    )
  ).rows;

/** A player holding amount GC, credited by a correction at the threshold (applied at once). */
async function playerWith(gold: number): Promise<Player> {
  const player = await newPlayer(t.app, t.db, 'corrected');
  if (gold > 0) {
    const res = await ask(admin, { userId: player.userId, currency: 'GC', amount: gold, reason: 'Opening' });
    expect(res.status).toBe(201);
  }
  return player;
}

describe('the threshold (pure rule)', () => {
  const above = { GC: 10_000, SC: 10_000 };
  it('needs a second approver only strictly above the currency threshold, for credits and debits', () => {
    expect(needsSecondApprover({ currency: 'GC', amount: 10_000 }, above)).toBe(false);
    expect(needsSecondApprover({ currency: 'GC', amount: 10_001 }, above)).toBe(true);
    expect(needsSecondApprover({ currency: 'GC', amount: -10_001 }, above)).toBe(true);
    expect(needsSecondApprover({ currency: 'SC', amount: -10_000 }, above)).toBe(false);
    expect(needsSecondApprover({ currency: 'SC', amount: 1 }, { GC: 10_000, SC: 0 })).toBe(true);
  });

  it('refuses a decided correction and an approval by the one who asked; they may withdraw it', () => {
    const pending = { requestedBy: 'a', status: 'pending' };
    expect(decisionRefusal('approve', pending, 'a')).toBe('same_approver');
    expect(decisionRefusal('approve', pending, 'b')).toBeNull();
    expect(decisionRefusal('reject', pending, 'a')).toBeNull();
    expect(decisionRefusal('approve', { ...pending, status: 'applied' }, 'b')).toBe('decided');
    expect(decisionRefusal('reject', { ...pending, status: 'rejected' }, 'a')).toBe('decided');
  });

  it('is configured by CORRECTION_SECOND_APPROVER_ABOVE_GC and _SC_CENTS (10,000 GC and 100.00 SC by default)', () => {
    const env = { NODE_ENV: 'test', JWT_SECRET: 'x'.repeat(40), LOG_LEVEL: 'silent' };
    expect(loadConfig(env).corrections.secondApproverAbove).toEqual({ GC: 10_000, SC: 10_000 });
    expect(
      loadConfig({
        ...env,
        CORRECTION_SECOND_APPROVER_ABOVE_GC: '500',
        CORRECTION_SECOND_APPROVER_ABOVE_SC_CENTS: '0',
      }).corrections.secondApproverAbove,
    ).toEqual({ GC: 500, SC: 0 });
    for (const bad of ['-1', '1.5', 'lots', '1000000000001']) {
      let problems: string[] = [];
      try {
        loadConfig({ ...env, CORRECTION_SECOND_APPROVER_ABOVE_GC: bad });
      } catch (err) {
        problems = (err as ConfigError).problems.map((p) => p.variable);
      }
      expect(problems).toEqual(['CORRECTION_SECOND_APPROVER_ABOVE_GC']);
    }
  });
});

describe('POST /admin/corrections at or below the threshold', () => {
  it('applies at once through the ledger: the balance changes by exactly the amount, audited', async () => {
    const player = await newPlayer(t.app, t.db, 'below');
    const credit = await ask(admin, {
      userId: player.userId,
      currency: 'GC',
      amount: 10_000,
      reason: '  Lost coins after the outage  ',
    });
    expect(credit.status).toBe(201);
    expect(credit.body.message).toBe(STAFF_MESSAGES.correctionApplied);
    const applied = credit.body.data.correction;
    expect(applied).toMatchObject({
      userId: player.userId,
      currency: 'GC',
      amount: goldCoins(10_000),
      reason: 'Lost coins after the outage',
      status: 'applied',
      needsSecondApprover: false,
      requestedBy: admin.userId,
      decidedBy: admin.userId,
    });
    expect(applied.transferId).not.toBeNull();
    expect(await balanceOf(player.userId, 'GC')).toBe(10_000);

    const debit = await ask(admin, {
      userId: player.userId,
      currency: 'GC',
      amount: -2_500,
      reason: 'Duplicate',
    });
    expect(debit.status).toBe(201);
    expect(await balanceOf(player.userId, 'GC')).toBe(7_500);
    const sc = await ask(cashier, { userId: player.userId, currency: 'SC', amount: 10_000, reason: 'Prize' });
    expect(sc.status).toBe(201);
    expect(await balanceOf(player.userId, 'SC')).toBe(10_000);

    const [moved] = await transfersOf(applied.id);
    expect(moved).toMatchObject({ type: 'adjustment' });
    expect(Number(moved!.amount)).toBe(10_000);
    expect(moved!.metadata).toMatchObject({
      correctionId: applied.id,
      requestedBy: admin.userId,
      approvedBy: admin.userId,
    });
    const audit = await auditOf(applied.id);
    expect(audit.map((a) => [a.action, a.actor_id])).toEqual([['balance_correction.apply', admin.userId]]);
    expect(audit[0]).toMatchObject({
      before: { status: null, balance: goldCoins(0) },
      after: { status: 'applied', balance: goldCoins(10_000) },
      ip: expect.any(String),
    });
    expect(audit[0]!.details).toMatchObject({
      amount: goldCoins(10_000),
      requestedBy: admin.userId,
      approvedBy: admin.userId,
    });
    expect((await checkLedger(t.db)).violations).toEqual([]);
  });

  it('answers a repeat with the same Idempotency-Key with the first answer and moves the coins once', async () => {
    const player = await newPlayer(t.app, t.db, 'below-replay');
    const key = crypto.randomUUID();
    const body = { userId: player.userId, currency: 'GC', amount: 300, reason: 'Goodwill' };
    const first = await ask(admin, body, { 'idempotency-key': key });
    expect(first.status).toBe(201);
    const again = await t.app.inject({
      method: 'POST',
      url: URL,
      cookies: admin.cookies,
      headers: { 'idempotency-key': key },
      payload: body,
    });
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.body);
    expect(await balanceOf(player.userId, 'GC')).toBe(300);
    expect(await rowsOf(player.userId)).toHaveLength(1);
  });

  it('refuses a debit that would take the player below zero (400), moving and storing nothing', async () => {
    const player = await playerWith(100);
    const refused = await ask(admin, {
      userId: player.userId,
      currency: 'GC',
      amount: -101,
      reason: 'Too much',
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(STAFF_MESSAGES.correctionBelowZero);
    expect(refused.body.errors).toContain(ERROR_CODES.insufficientBalance);
    expect(await balanceOf(player.userId, 'GC')).toBe(100);
    expect(await rowsOf(player.userId)).toHaveLength(1); // the opening credit only
  });
});

describe('above the threshold: four eyes', () => {
  it('stores a pending correction and moves nothing; the one who asked cannot approve it (403)', async () => {
    const player = await newPlayer(t.app, t.db, 'above');
    const asked = await ask(admin, {
      userId: player.userId,
      currency: 'GC',
      amount: 10_001,
      reason: 'Big fix',
    });
    // Without the threshold check this would be a 201 and the balance would be 10,001.
    expect(asked.status).toBe(202);
    expect(asked.body.message).toBe(STAFF_MESSAGES.correctionRequested);
    const pending = asked.body.data.correction;
    expect(pending).toMatchObject({
      status: 'pending',
      needsSecondApprover: true,
      decidedBy: null,
      transferId: null,
    });
    expect(await balanceOf(player.userId, 'GC')).toBe(0);
    expect(await transfersOf(pending.id)).toEqual([]);

    const same = await decide(admin, pending.id, 'approve');
    expect(same.status).toBe(403);
    expect(same.body.message).toBe(STAFF_MESSAGES.secondApproverRequired);
    expect(same.body.errors).toContain(ERROR_CODES.secondApproverRequired);
    expect(await balanceOf(player.userId, 'GC')).toBe(0);
    expect(await rowsOf(player.userId)).toEqual([{ status: 'pending' }]);
    expect((await auditOf(pending.id)).map((a) => a.action)).toEqual(['balance_correction.request']);

    const sc = await ask(cashier, {
      userId: player.userId,
      currency: 'SC',
      amount: -10_001,
      reason: 'Big fix',
    });
    expect(sc.status).toBe(400); // a debit above what the player holds is refused at once
    expect(await rowsOf(player.userId)).toHaveLength(1);
  });

  it('a second staff member applies it exactly once; a replay answers the same; a second approval is 409', async () => {
    const player = await newPlayer(t.app, t.db, 'approved');
    const asked = await ask(admin, {
      userId: player.userId,
      currency: 'SC',
      amount: 25_000,
      reason: 'Prize owed',
    });
    expect(asked.status).toBe(202);
    const id = asked.body.data.correction.id;

    const key = crypto.randomUUID();
    const approved = await decide(cashier, id, 'approve', undefined, key);
    expect(approved.status).toBe(200);
    expect(approved.body.message).toBe(STAFF_MESSAGES.correctionApplied);
    expect(approved.body.data.correction).toMatchObject({
      status: 'applied',
      requestedBy: admin.userId,
      decidedBy: cashier.userId,
    });
    expect(await balanceOf(player.userId, 'SC')).toBe(25_000);

    const replay = await t.app.inject({
      method: 'POST',
      url: `${URL}/${id}/approve`,
      cookies: cashier.cookies,
      headers: { 'idempotency-key': key },
    });
    expect(replay.statusCode).toBe(200);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json()).toEqual(approved.body);

    for (const [staff, what] of [
      [cashier, 'approve'],
      [admin, 'approve'],
      [cashier, 'reject'],
    ] as const) {
      const again = await decide(staff, id, what, what === 'reject' ? {} : undefined);
      expect(again.status).toBe(409);
      expect(again.body.errors).toContain(ERROR_CODES.correctionDecided);
    }
    expect(await balanceOf(player.userId, 'SC')).toBe(25_000);
    const moved = await transfersOf(id);
    expect(moved).toHaveLength(1);
    expect(moved[0]!.metadata).toMatchObject({
      correctionId: id,
      requestedBy: admin.userId,
      approvedBy: cashier.userId,
    });
    const audit = await auditOf(id);
    expect(audit.map((a) => [a.action, a.actor_id])).toEqual([
      ['balance_correction.request', admin.userId],
      ['balance_correction.approve', cashier.userId],
    ]);
    expect(audit[1]!.details).toMatchObject({ requestedBy: admin.userId, approvedBy: cashier.userId });
    expect(audit[1]).toMatchObject({
      before: { status: 'pending' },
      after: { status: 'applied', balance: sweepCents(25_000) },
    });
    expect((await checkLedger(t.db)).violations).toEqual([]);
  });

  it('the database refuses a four-eyes correction applied by the one who asked, whatever the code does', async () => {
    const player = await newPlayer(t.app, t.db, 'four-eyes-db');
    const asked = await ask(admin, {
      userId: player.userId,
      currency: 'GC',
      amount: 20_000,
      reason: 'Check it',
    });
    await expect(
      t.db.query(
        `UPDATE balance_corrections SET status = 'applied', decided_by = requested_by, decided_at = now(),
           transfer_id = -1 WHERE id = $1`,
        [asked.body.data.correction.id],
      ),
    ).rejects.toThrow(/balance_corrections_four_eyes/);
  });

  it('an approval that would now take the player below zero is refused; it stays pending, nothing moved', async () => {
    const player = await playerWith(10_000);
    await ask(admin, { userId: player.userId, currency: 'GC', amount: 10_000, reason: 'Second half' });
    const asked = await ask(admin, {
      userId: player.userId,
      currency: 'GC',
      amount: -15_000,
      reason: 'Clawback',
    });
    expect(asked.status).toBe(202);
    const spent = await ask(cashier, {
      userId: player.userId,
      currency: 'GC',
      amount: -6_000,
      reason: 'Spent',
    });
    expect(spent.status).toBe(201);
    const refused = await decide(cashier, asked.body.data.correction.id, 'approve');
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toContain(ERROR_CODES.insufficientBalance);
    expect(await balanceOf(player.userId, 'GC')).toBe(14_000);
    expect(
      (
        await t.db.query(`SELECT status FROM balance_corrections WHERE id = $1`, [
          asked.body.data.correction.id,
        ])
      ).rows,
    ).toEqual([{ status: 'pending' }]);
  });

  it('reject: the one who asked may withdraw it with a note; nothing moves; it cannot be approved after', async () => {
    const player = await newPlayer(t.app, t.db, 'rejected');
    const asked = await ask(admin, {
      userId: player.userId,
      currency: 'GC',
      amount: 50_000,
      reason: 'Typo?',
    });
    const id = asked.body.data.correction.id;
    const rejected = await decide(admin, id, 'reject', { note: '  Wrong player  ' });
    expect(rejected.status).toBe(200);
    expect(rejected.body.message).toBe(STAFF_MESSAGES.correctionRejected);
    expect(rejected.body.data.correction).toMatchObject({
      status: 'rejected',
      decidedBy: admin.userId,
      note: 'Wrong player',
      transferId: null,
    });
    const late = await decide(cashier, id, 'approve');
    expect(late.status).toBe(409);
    expect(await balanceOf(player.userId, 'GC')).toBe(0);
    expect(await transfersOf(id)).toEqual([]);
    expect((await auditOf(id)).map((a) => a.action)).toEqual([
      'balance_correction.request',
      'balance_correction.reject',
    ]);
    // Without a body, too.
    const other = await ask(admin, {
      userId: player.userId,
      currency: 'GC',
      amount: 50_000,
      reason: 'Again?',
    });
    const bare = await decide(cashier, other.body.data.correction.id, 'reject');
    expect(bare.status).toBe(200);
    expect(bare.body.data.correction.note).toBeNull();
  });
});

describe('who may correct', () => {
  it('nobody corrects their own player account, or decides a correction of it (403 own_account)', async () => {
    const self = await newStaff(t.app, t.db, 'ADMIN');
    const own = await ask(self, { userId: self.userId, currency: 'GC', amount: 100, reason: 'For me' });
    expect(own.status).toBe(403);
    expect(own.body.errors).toContain(ERROR_CODES.ownAccount);
    expect(await rowsOf(self.userId)).toEqual([]);

    // A player who is later made staff cannot approve or reject a correction of their own account.
    const player = await newPlayer(t.app, t.db, 'promoted');
    const asked = await ask(admin, {
      userId: player.userId,
      currency: 'GC',
      amount: 90_000,
      reason: 'Refund',
    });
    player.cookies = await promoteAndSignIn(t.app, player.userId, 'CASHIER');
    for (const what of ['approve', 'reject'] as const) {
      const refused = await decide(
        player,
        asked.body.data.correction.id,
        what,
        what === 'reject' ? {} : undefined,
      );
      expect(refused.status).toBe(403);
      expect(refused.body.errors).toContain(ERROR_CODES.ownAccount);
    }
    expect(await balanceOf(player.userId, 'GC')).toBe(0);
    expect(await rowsOf(player.userId)).toEqual([{ status: 'pending' }]);
  });

  it('a support agent and a player get 403, no session 401, on every corrections route', async () => {
    const support = await newStaff(t.app, t.db, 'SUPPORT');
    const player = await newPlayer(t.app, t.db, 'not-staff');
    const asked = await ask(admin, {
      userId: player.userId,
      currency: 'GC',
      amount: 20_000,
      reason: 'Pending',
    });
    const id = asked.body.data.correction.id;
    const body = { userId: player.userId, currency: 'GC', amount: 5, reason: 'Sneaky' };
    for (const [cookies, status] of [
      [support.cookies, 403],
      [player.cookies, 403],
      [undefined, 401],
    ] as const) {
      expect((await call(t.app, cookies, 'POST', URL, body)).status).toBe(status);
      expect((await call(t.app, cookies, 'POST', `${URL}/${id}/approve`)).status).toBe(status);
      expect((await call(t.app, cookies, 'POST', `${URL}/${id}/reject`, {})).status).toBe(status);
      expect((await call(t.app, cookies, 'GET', URL)).status).toBe(status);
    }
    expect(await balanceOf(player.userId, 'GC')).toBe(0);
    expect(await rowsOf(player.userId)).toEqual([{ status: 'pending' }]);
  });

  it('refuses bad input with a 400 and moves nothing', async () => {
    const player = await newPlayer(t.app, t.db, 'bad-input');
    const good = { userId: player.userId, currency: 'GC', amount: 100, reason: 'A good reason' };
    const cases: [unknown, string][] = [
      [{ ...good, amount: 0 }, STAFF_MESSAGES.correctionAmount],
      [{ ...good, amount: 1.5 }, STAFF_MESSAGES.correctionAmount],
      [{ ...good, amount: '100' }, STAFF_MESSAGES.correctionAmount],
      [{ ...good, reason: undefined }, STAFF_MESSAGES.reasonRequired],
      [{ ...good, reason: '     ' }, STAFF_MESSAGES.reasonRequired],
      [{ ...good, reason: 'abc ' }, STAFF_MESSAGES.reasonLength],
      [{ ...good, reason: 'x'.repeat(501) }, STAFF_MESSAGES.reasonLength],
      [{ ...good, currency: 'USD' }, 'currency must be GC or SC'],
      [{ ...good, userId: 'nobody' }, STAFF_MESSAGES.correctionUnknownPlayer],
      [{ ...good, userId: crypto.randomUUID() }, STAFF_MESSAGES.correctionUnknownPlayer],
    ];
    for (const [body, message] of cases) {
      const res = await ask(admin, body);
      expect([res.status, res.body.message]).toEqual([400, message]);
    }
    expect(await balanceOf(player.userId, 'GC')).toBe(0);
    expect(await rowsOf(player.userId)).toEqual([]);
    const unknown = await decide(cashier, crypto.randomUUID(), 'approve');
    expect(unknown.status).toBe(404);
    expect(unknown.body.errors).toContain(ERROR_CODES.correctionNotFound);
    expect((await decide(cashier, 'not-an-id', 'approve')).status).toBe(400);
  });
});

describe('GET /admin/corrections', () => {
  it('lists by status, newest first, paged, with the thresholds', async () => {
    const player = await newPlayer(t.app, t.db, 'listed');
    const ids: string[] = [];
    for (const amount of [30_000, 40_000, 50_000]) {
      const res = await ask(admin, { userId: player.userId, currency: 'GC', amount, reason: 'For the list' });
      ids.push(res.body.data.correction.id);
    }
    await decide(cashier, ids[0]!, 'approve');
    const list = (query: string) => call<CorrectionsAnswer>(t.app, cashier.cookies, 'GET', `${URL}?${query}`);

    const pending = await list('status=pending&limit=100');
    expect(pending.status).toBe(200);
    const mine = pending.body.data.corrections.filter((c) => c.userId === player.userId);
    expect(mine.map((c) => c.id)).toEqual([ids[2], ids[1]]);
    expect(mine[0]).toMatchObject({ userEmail: expect.stringContaining('@wallet.test'), status: 'pending' });
    expect(pending.body.data.secondApproverAbove).toEqual({ GC: goldCoins(10_000), SC: sweepCents(10_000) });

    const applied = await list('status=applied&limit=100');
    expect(applied.body.data.corrections.map((c) => c.id)).toContain(ids[0]);
    expect(applied.body.data.corrections.every((c) => c.status === 'applied')).toBe(true);

    const page = await list('status=all&limit=1&page=2');
    expect(page.body.data).toMatchObject({ page: 2, limit: 1 });
    expect(page.body.data.corrections).toHaveLength(1);
    expect(page.body.data.total).toBeGreaterThanOrEqual(3);
    const past = await list('status=all&limit=100&page=999');
    expect(past.body.data.corrections).toEqual([]);
    expect(past.body.data.total).toBe(page.body.data.total);

    expect((await list('status=weird')).status).toBe(400);
  });
});
