import {
  ERROR_CODES,
  GAMES_PLAY_MESSAGES,
  STAFF_MESSAGES,
  ledgerMoney,
  type Currency,
  type GameTransferDecisionBody,
  type GameWithdrawal,
  type RechargeRequest,
  type RechargeRequestBody,
  type GameWithdrawalBody,
  type StaffListQuery,
} from '@arcade/contracts';
import type { Db } from '../../db/db';
import { aboveRecords, refuseOwnAccount } from '../staff/staff-bounds';
import { AppError, badRequest, notFound } from '../../http/errors';
import { toInt, toIso } from '../ledger/amounts';
import { transfer } from '../ledger/transfer';
import { InsufficientFundsError } from '../ledger/transfer-errors';
import { notify } from '../notifications/notification-service';
import { recordAudit, type AuditActor } from '../staff/audit-repository';
import { alreadyDecided, noGameAccount } from './game-errors';
import { findAccount, recordWagering } from './game-repository';
import { findGame, playerInfo } from './game-lookup';
import { PlatformError, platformUnavailable } from './game-platform';
import type { GamesContext } from './games-context';
import { addBatch, lockPlaythrough, SELF_BATCH, takeUnplayed } from './playthrough';

/**
 * Loads (recharge requests) and game withdrawals (docs/games.md).
 *
 * A load: one transaction moves the amount wallet -> game_escrow (key game-load:<id>) and creates the request; an
 * insufficient balance creates nothing. Then the platform is asked to load the credits (automatic platforms, at
 * once; the manual one when staff approve after doing it in the back office). Confirmed: game_escrow -> game_loads
 * (key game-load-settle:<id>), status approved. Refused by the platform or rejected by staff: game_escrow -> wallet
 * (key game-load-refund:<id>), exactly the amount, status failed / rejected. A platform that did not answer leaves
 * the load pending: the retry job (retryUnanswered, every minute) asks again with the same platform idempotency key
 * until it answers, and staff may approve (the same retry) or reject and refund meanwhile.
 *
 * A game withdrawal: the request is recorded, the platform withdraws (idempotency key = the request id) and says
 * how much; the wallet is credited exactly that, once (key game-withdrawal:<id>), in the currency played.
 */

export const loadLedgerAmount = (currency: Currency, cents: number) =>
  currency === 'GC' ? cents / 100 : cents;

export const insufficientBalance = () =>
  new AppError(400, GAMES_PLAY_MESSAGES.insufficientBalance, [ERROR_CODES.insufficientBalance]);

interface LoadRow {
  id: string;
  user_id: string;
  game_account_id: string;
  game_id: string;
  game_name: string;
  currency: Currency;
  amount_cents: string;
  amount: string;
  status: RechargeRequest['status'];
  sc_unplayed_moved: string;
  admin_notes: string | null;
  created_at: Date | string;
  decided_at: Date | string | null;
  external_id: string;
  user_name: string;
  user_email: string;
}
const LOAD_SELECT = `SELECT r.id, r.user_id, r.game_account_id, r.game_id, g.name AS game_name, r.currency, r.amount_cents,
  r.amount, r.status, r.sc_unplayed_moved, r.admin_notes, r.created_at, r.decided_at, a.external_id,
  trim(u.first_name || ' ' || u.last_name) AS user_name, u.email AS user_email
  FROM recharge_requests r JOIN games g ON g.id = r.game_id JOIN game_accounts a ON a.id = r.game_account_id
  JOIN users u ON u.id = r.user_id`;

const toLoad = (r: LoadRow): RechargeRequest => ({
  id: r.id,
  gameId: r.game_id,
  gameName: r.game_name,
  currency: r.currency,
  amount: toInt(r.amount_cents),
  status: r.status,
  adminNotes: r.admin_notes,
  createdAt: toIso(r.created_at),
  decidedAt: r.decided_at === null ? null : toIso(r.decided_at),
});
const toStaffLoad = (r: LoadRow) => ({
  ...toLoad(r),
  userId: r.user_id,
  userName: r.user_name,
  userEmail: r.user_email,
});

async function loadById(db: Db, id: string, lock = false): Promise<LoadRow | null> {
  const r = await db.query<LoadRow>(`${LOAD_SELECT} WHERE r.id = $1 ${lock ? 'FOR UPDATE OF r' : ''}`, [id]);
  return r.rows[0] ?? null;
}

/** POST /recharge-requests. */
export async function requestLoad(
  ctx: GamesContext,
  userId: string,
  body: RechargeRequestBody,
): Promise<RechargeRequest> {
  const game = await findGame(ctx.db, body.gameId);
  const player = await playerInfo(ctx.db, userId);
  const amount = loadLedgerAmount(body.currency, body.amount);
  const created = await ctx.db.transaction(async (tx) => {
    const account = await findAccount(tx, userId, game.id);
    if (!account) throw noGameAccount();
    if (body.currency === 'SC') await lockPlaythrough(tx, userId);
    const id = (await tx.query<{ id: string }>(`SELECT gen_random_uuid() AS id`)).rows[0]!.id;
    let escrow;
    try {
      escrow = await transfer(tx, {
        idempotencyKey: `game-load:${id}`,
        from: { user: userId },
        to: { system: 'game_escrow' },
        amount,
        currency: body.currency,
        type: 'game_load',
        description: `Game loot for ${game.name}`, // the wallet shows the load's current status
        metadata: { rechargeRequestId: id, gameId: game.id },
      });
    } catch (err) {
      if (err instanceof InsufficientFundsError) throw insufficientBalance();
      throw err;
    }
    const moved = body.currency === 'SC' ? await takeUnplayed(tx, userId, amount) : 0;
    await tx.query(
      `INSERT INTO recharge_requests (id, user_id, game_account_id, game_id, currency, amount_cents, amount,
         sc_unplayed_moved, escrow_transfer_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [id, userId, account.id, game.id, body.currency, body.amount, amount, moved, escrow.transfer.id],
    );
    await notify(tx, {
      recipients: 'staff',
      type: 'recharge_request',
      payload: {
        requestId: id,
        userId,
        userName: player.name,
        userEmail: player.email,
        amount: { amount: body.amount, currency: body.currency, scale: 2 },
        gameName: game.name,
        paymentGateway: `${game.name} (${body.currency})`,
      },
    });
    return (await loadById(tx, id))!;
  });
  if (!ctx.platform.automatic) return toLoad(created);
  return toLoad(await pushLoad(ctx, created, 'system'));
}

/** Asks the platform to load; settles on success, refunds on a refusal, leaves pending when it did not answer. */
async function pushLoad(
  ctx: GamesContext,
  row: LoadRow,
  actor: AuditActor,
  notes?: string,
): Promise<LoadRow> {
  try {
    await ctx.platform.loadCredits({
      externalId: row.external_id,
      currency: row.currency,
      amount: toInt(row.amount),
      idempotencyKey: `load:${row.id}`,
    });
  } catch (err) {
    if (!(err instanceof PlatformError)) throw err;
    if (err.status >= 400 && err.status < 500) {
      return closeLoad(ctx.db, row.id, {
        outcome: 'failed',
        actor,
        notes: 'The game platform refused the load',
      });
    }
    ctx.log.warn({ request: row.id, err: err.message }, 'game platform did not answer a load: left pending');
    if (actor !== 'system') throw platformUnavailable();
    return row;
  }
  return closeLoad(ctx.db, row.id, { outcome: 'approved', actor, notes });
}

/** Settles (approved) or refunds (rejected / failed) a pending load, once. */
async function closeLoad(
  db: Db,
  id: string,
  input: { outcome: 'approved' | 'rejected' | 'failed'; actor: AuditActor; notes?: string },
): Promise<LoadRow> {
  return db.transaction(async (tx) => {
    const row = await loadById(tx, id, true);
    if (!row) throw notFound(GAMES_PLAY_MESSAGES.requestNotFound);
    if (row.status !== 'pending') throw alreadyDecided();
    const amount = toInt(row.amount);
    const notes = input.notes?.trim() || null;
    if (input.outcome === 'approved') {
      const settle = await transfer(tx, {
        idempotencyKey: `game-load-settle:${id}`,
        from: { system: 'game_escrow' },
        to: { system: 'game_loads' },
        amount,
        currency: row.currency,
        type: 'game_load',
        description: `Game loot for ${row.game_name} (confirmed)`,
        metadata: { rechargeRequestId: id },
      });
      await tx.query(
        `UPDATE game_accounts SET sc_unplayed = sc_unplayed + $2,
           credits_gc = credits_gc + $3, credits_sc = credits_sc + $4 WHERE id = $1`,
        [
          row.game_account_id,
          toInt(row.sc_unplayed_moved),
          row.currency === 'GC' ? amount : 0,
          row.currency === 'SC' ? amount : 0,
        ],
      );
      await tx.query(
        `UPDATE recharge_requests SET status = 'approved', settle_transfer_id = $2, admin_notes = $3, decided_by = $4,
           decided_at = now() WHERE id = $1`,
        [id, settle.transfer.id, notes, input.actor === 'system' ? null : input.actor.id],
      );
    } else {
      if (row.currency === 'SC') await lockPlaythrough(tx, row.user_id);
      const refund = await transfer(tx, {
        idempotencyKey: `game-load-refund:${id}`,
        from: { system: 'game_escrow' },
        to: { user: row.user_id },
        amount,
        currency: row.currency,
        type: 'refund',
        description: `Game loot for ${row.game_name} returned`,
        metadata: { rechargeRequestId: id, ...SELF_BATCH },
      });
      if (row.currency === 'SC')
        await addBatch(tx, {
          userId: row.user_id,
          transferId: refund.transfer.id,
          source: 'game_load_refund',
          amount,
          unplayed: toInt(row.sc_unplayed_moved),
        });
      await tx.query(
        `UPDATE recharge_requests SET status = $2, refund_transfer_id = $3, admin_notes = $4, decided_by = $5,
           decided_at = now() WHERE id = $1`,
        [id, input.outcome, refund.transfer.id, notes, input.actor === 'system' ? null : input.actor.id],
      );
    }
    await recordAudit(tx, {
      actor: input.actor,
      action: `recharge.${input.outcome === 'approved' ? 'approve' : input.outcome === 'rejected' ? 'reject' : 'fail'}`,
      targetType: 'recharge_request',
      targetId: id,
      details: { notes, amount: toInt(row.amount_cents), currency: row.currency, userId: row.user_id },
    });
    await notify(tx, {
      recipients: row.user_id,
      type: 'recharge_status_updated',
      payload: {
        requestId: id,
        amount: { amount: toInt(row.amount_cents), currency: row.currency, scale: 2 },
        gameName: row.game_name,
        status: input.outcome,
        ...(notes ? { adminNotes: notes } : {}),
      },
    });
    return (await loadById(tx, id))!;
  });
}

export async function listMyLoads(db: Db, userId: string): Promise<RechargeRequest[]> {
  const r = await db.query<LoadRow>(
    `${LOAD_SELECT} WHERE r.user_id = $1 ORDER BY r.created_at DESC LIMIT 100`,
    [userId],
  );
  return r.rows.map(toLoad);
}

export async function listLoads(db: Db, query: StaffListQuery) {
  const r = await db.query<LoadRow>(
    `${LOAD_SELECT} WHERE ($1 = 'all' OR r.status = $1) ORDER BY r.created_at ASC LIMIT $2`,
    [query.status, query.limit],
  );
  return r.rows.map(toStaffLoad);
}

/** Staff: approve (automatic platform: retried with the same key; manual: staff did it) or reject (refund). */
export async function decideLoad(
  ctx: GamesContext,
  actor: AuditActor,
  id: string,
  body: GameTransferDecisionBody,
) {
  const row = await loadById(ctx.db, id);
  if (!row) throw notFound(GAMES_PLAY_MESSAGES.requestNotFound);
  refuseOwnAccount(actor, row.user_id);
  if (row.status !== 'pending') throw alreadyDecided();
  if (!body.approve)
    return toStaffLoad(await closeLoad(ctx.db, id, { outcome: 'rejected', actor, notes: body.notes }));
  if (ctx.platform.automatic) {
    const closed = await pushLoad(ctx, row, actor, body.notes);
    return toStaffLoad(closed);
  }
  return toStaffLoad(await closeLoad(ctx.db, id, { outcome: 'approved', actor, notes: body.notes }));
}

// ----- game withdrawals ---------------------------------------------------------------------------------------------

interface WithdrawalRow {
  id: string;
  user_id: string;
  game_account_id: string;
  game_id: string;
  game_name: string;
  currency: Currency;
  requested_amount: string | null;
  amount: string;
  status: GameWithdrawal['status'];
  admin_notes: string | null;
  created_at: Date | string;
  decided_at: Date | string | null;
  external_id: string;
  user_name: string;
  user_email: string;
}
const WITHDRAWAL_SELECT = `SELECT w.id, w.user_id, w.game_account_id, w.game_id, g.name AS game_name, w.currency,
  w.requested_amount, w.amount, w.status, w.admin_notes, w.created_at, w.decided_at, a.external_id,
  trim(u.first_name || ' ' || u.last_name) AS user_name, u.email AS user_email
  FROM game_withdrawals w JOIN games g ON g.id = w.game_id JOIN game_accounts a ON a.id = w.game_account_id
  JOIN users u ON u.id = w.user_id`;
const toWithdrawal = (r: WithdrawalRow): GameWithdrawal => ({
  id: r.id,
  gameId: r.game_id,
  gameName: r.game_name,
  currency: r.currency,
  requestedAmount: r.requested_amount === null ? null : toInt(r.requested_amount),
  amount: toInt(r.amount),
  status: r.status,
  adminNotes: r.admin_notes,
  createdAt: toIso(r.created_at),
  decidedAt: r.decided_at === null ? null : toIso(r.decided_at),
});
const toStaffWithdrawal = (r: WithdrawalRow) => ({
  ...toWithdrawal(r),
  userId: r.user_id,
  userName: r.user_name,
  userEmail: r.user_email,
});
async function withdrawalById(db: Db, id: string, lock = false): Promise<WithdrawalRow | null> {
  const r = await db.query<WithdrawalRow>(
    `${WITHDRAWAL_SELECT} WHERE w.id = $1 ${lock ? 'FOR UPDATE OF w' : ''}`,
    [id],
  );
  return r.rows[0] ?? null;
}

/** POST /game-withdrawals. */
export async function requestGameWithdrawal(
  ctx: GamesContext,
  userId: string,
  body: GameWithdrawalBody,
): Promise<GameWithdrawal> {
  const game = await findGame(ctx.db, body.gameId);
  const player = await playerInfo(ctx.db, userId);
  const account = await findAccount(ctx.db, userId, game.id);
  if (!account) throw noGameAccount();
  const created = await ctx.db.transaction(async (tx) => {
    const id = (
      await tx.query<{ id: string }>(
        `INSERT INTO game_withdrawals (user_id, game_account_id, game_id, currency, requested_amount)
         VALUES ($1, $2, $3, $4, $5) RETURNING id`,
        [userId, account.id, game.id, body.currency, body.amount ?? null],
      )
    ).rows[0]!.id;
    await notify(tx, {
      recipients: 'staff',
      type: 'withdrawal_request',
      payload: {
        requestId: id,
        userId,
        userName: player.name,
        userEmail: player.email,
        kind: 'game_withdrawal',
        amount: body.amount == null ? null : ledgerMoney(body.amount, body.currency),
        gameName: game.name,
        paymentGateway: `${game.name} (${body.currency})`,
      },
    });
    return (await withdrawalById(tx, id))!;
  });
  if (!ctx.platform.automatic) return toWithdrawal(created);
  return toWithdrawal(await pushWithdrawal(ctx, created, 'system'));
}

async function pushWithdrawal(
  ctx: GamesContext,
  row: WithdrawalRow,
  actor: AuditActor,
  notes?: string,
): Promise<WithdrawalRow> {
  let confirmed: number;
  let wagered;
  try {
    confirmed = (
      await ctx.platform.withdrawCredits({
        externalId: row.external_id,
        currency: row.currency,
        amount: row.requested_amount === null ? null : toInt(row.requested_amount),
        idempotencyKey: `withdraw:${row.id}`,
      })
    ).amount;
    wagered = await ctx.platform.wageredTotals(row.external_id);
  } catch (err) {
    if (!(err instanceof PlatformError)) throw err;
    if (err.status >= 400 && err.status < 500)
      return closeWithdrawal(ctx.db, row.id, { outcome: 'failed', actor, notes: err.message });
    ctx.log.warn(
      { request: row.id, err: err.message },
      'game platform did not answer a withdrawal: left pending',
    );
    if (actor !== 'system') throw platformUnavailable();
    return row;
  }
  await recordWagering(ctx.db, row.game_account_id, { wagered });
  if (confirmed === 0)
    return closeWithdrawal(ctx.db, row.id, {
      outcome: 'failed',
      actor,
      notes: GAMES_PLAY_MESSAGES.nothingToWithdraw,
    });
  return closeWithdrawal(ctx.db, row.id, { outcome: 'approved', actor, notes, amount: confirmed });
}

/** Credits the wallet with what the platform confirmed (approved), or closes without moving coins. */
async function closeWithdrawal(
  db: Db,
  id: string,
  input: {
    outcome: 'approved' | 'rejected' | 'failed';
    actor: AuditActor;
    notes?: string;
    amount?: number;
    wagered?: number;
  },
): Promise<WithdrawalRow> {
  return db.transaction(async (tx) => {
    const row = await withdrawalById(tx, id, true);
    if (!row) throw notFound(GAMES_PLAY_MESSAGES.requestNotFound);
    if (row.status !== 'pending') throw alreadyDecided();
    const notes = input.notes?.trim() || null;
    const amount = input.outcome === 'approved' ? (input.amount ?? 0) : 0;
    if (input.outcome === 'approved' && amount <= 0) throw badRequest('amount is required to approve');
    let transferId: string | null = null;
    if (amount > 0) {
      if (row.currency === 'SC') await lockPlaythrough(tx, row.user_id);
      if (input.wagered !== undefined)
        await tx.query(
          `UPDATE game_accounts SET sc_unplayed = CASE WHEN $3 = 'SC' THEN GREATEST(0, sc_unplayed - GREATEST(0, $2::bigint - wagered_sc)) ELSE sc_unplayed END,
             wagered_sc = CASE WHEN $3 = 'SC' THEN GREATEST(wagered_sc, $2::bigint) ELSE wagered_sc END,
             wagered_gc = CASE WHEN $3 = 'GC' THEN GREATEST(wagered_gc, $2::bigint) ELSE wagered_gc END
           WHERE id = $1`,
          [row.game_account_id, input.wagered, row.currency],
        );
      // What of the account's unplayed SC comes back with this withdrawal stays unplayed.
      const back = await tx.query<{ moved: string }>(
        `WITH old AS (SELECT sc_unplayed FROM game_accounts WHERE id = $1 FOR UPDATE)
         UPDATE game_accounts a SET sc_unplayed = a.sc_unplayed - LEAST(a.sc_unplayed, $2::bigint),
           credits_gc = GREATEST(0, credits_gc - $3::bigint), credits_sc = GREATEST(0, credits_sc - $2::bigint)
         FROM old WHERE a.id = $1 RETURNING LEAST(old.sc_unplayed, $2::bigint) AS moved`,
        [row.game_account_id, row.currency === 'SC' ? amount : 0, row.currency === 'GC' ? amount : 0],
      );
      const credit = await transfer(tx, {
        idempotencyKey: `game-withdrawal:${id}`,
        from: { system: 'game_loads' },
        to: { user: row.user_id },
        amount,
        currency: row.currency,
        type: 'game_withdrawal',
        description: `Winnings from ${row.game_name}`,
        metadata: { gameWithdrawalId: id, ...SELF_BATCH },
      });
      transferId = credit.transfer.id;
      if (row.currency === 'SC')
        await addBatch(tx, {
          userId: row.user_id,
          transferId,
          source: 'game_withdrawal',
          amount,
          unplayed: toInt(back.rows[0]?.moved ?? 0),
        });
    }
    await tx.query(
      `UPDATE game_withdrawals SET status = $2, amount = $3, transfer_id = $4, admin_notes = $5, decided_by = $6,
         decided_at = now() WHERE id = $1`,
      [id, input.outcome, amount, transferId, notes, input.actor === 'system' ? null : input.actor.id],
    );
    await recordAudit(tx, {
      actor: input.actor,
      action: `game_withdrawal.${input.outcome === 'approved' ? 'approve' : input.outcome === 'rejected' ? 'reject' : 'fail'}`,
      targetType: 'game_withdrawal',
      targetId: id,
      details: { notes, amount, currency: row.currency, userId: row.user_id },
    });
    await notify(tx, {
      recipients: row.user_id,
      type: 'withdrawal_status_updated',
      payload: {
        requestId: id,
        kind: 'game_withdrawal',
        amount: ledgerMoney(amount, row.currency),
        gameName: row.game_name,
        status: input.outcome,
        ...(notes ? { adminNotes: notes } : {}),
      },
    });
    return (await withdrawalById(tx, id))!;
  });
}

export async function listMyGameWithdrawals(db: Db, userId: string): Promise<GameWithdrawal[]> {
  const r = await db.query<WithdrawalRow>(
    `${WITHDRAWAL_SELECT} WHERE w.user_id = $1 ORDER BY w.created_at DESC LIMIT 100`,
    [userId],
  );
  return r.rows.map(toWithdrawal);
}

export async function listGameWithdrawals(db: Db, query: StaffListQuery) {
  const r = await db.query<WithdrawalRow>(
    `${WITHDRAWAL_SELECT} WHERE ($1 = 'all' OR w.status = $1) ORDER BY w.created_at ASC LIMIT $2`,
    [query.status, query.limit],
  );
  return r.rows.map(toStaffWithdrawal);
}

/**
 * Staff: approve (automatic platform: the withdrawal is retried with the same key; manual: staff took `amount` out in
 * the back office and may report the wagered total) or reject (nothing moves).
 */
export async function decideGameWithdrawal(
  ctx: GamesContext,
  actor: AuditActor,
  id: string,
  body: GameTransferDecisionBody,
) {
  const row = await withdrawalById(ctx.db, id);
  if (!row) throw notFound(GAMES_PLAY_MESSAGES.requestNotFound);
  refuseOwnAccount(actor, row.user_id);
  if (row.status !== 'pending') throw alreadyDecided();
  if (!body.approve)
    return toStaffWithdrawal(
      await closeWithdrawal(ctx.db, id, { outcome: 'rejected', actor, notes: body.notes }),
    );
  if (ctx.platform.automatic) return toStaffWithdrawal(await pushWithdrawal(ctx, row, actor, body.notes));
  const amount = body.amount ?? (row.requested_amount === null ? undefined : toInt(row.requested_amount));
  if (!amount) throw badRequest('Enter the amount taken out of the game');
  await boundManualWithdrawal(ctx.db, row, amount, body.wagered);
  return toStaffWithdrawal(
    await closeWithdrawal(ctx.db, id, {
      outcome: 'approved',
      actor,
      notes: body.notes,
      amount,
      wagered: body.wagered,
    }),
  );
}

/**
 * What staff may record for a manual platform's withdrawal (docs/games.md "Staff bounds"): at most what the player
 * asked for, or, when they asked for everything, at most the credits the records show in the account (loaded and
 * not yet taken out); a wagered total at most what was loaded into the account in that currency. Anything beyond
 * is a correction, with its own reason and, above a threshold, a second staff member.
 */
async function boundManualWithdrawal(db: Db, row: WithdrawalRow, amount: number, wagered?: number) {
  if (row.requested_amount !== null && amount > toInt(row.requested_amount))
    throw aboveRecords(STAFF_MESSAGES.aboveRequested);
  const { rows } = await db.query<{ credits: string; loaded: string }>(
    `SELECT CASE WHEN $2 = 'GC' THEN a.credits_gc ELSE a.credits_sc END AS credits,
       (SELECT COALESCE(SUM(r.amount), 0) FROM recharge_requests r
        WHERE r.game_account_id = a.id AND r.currency = $2 AND r.status = 'approved') AS loaded
     FROM game_accounts a WHERE a.id = $1`,
    [row.game_account_id, row.currency],
  );
  const records = rows[0];
  const credits = toInt(records?.credits ?? 0);
  const loaded = toInt(records?.loaded ?? 0);
  if (row.requested_amount === null && amount > credits) throw aboveRecords(STAFF_MESSAGES.aboveCredits);
  if (wagered !== undefined && wagered > loaded) throw aboveRecords(STAFF_MESSAGES.wageredAboveLoaded);
}

/** Loads and withdrawals younger than this are still being answered: the retry job leaves them alone. */
export const RETRY_MIN_AGE_MS = 60_000;

/**
 * The retry job (one node at a time, api/src/jobs/job-runner.ts): every load and game withdrawal still pending on
 * an automatic platform after minAgeMs is pushed again with its own idempotency key, so a platform that did not
 * answer (timeout, 5xx) loads or withdraws once when it is back, and a refusal refunds. The manual platform's
 * pending requests wait for staff. Answers how many were tried and how many are still pending.
 */
export async function retryUnanswered(ctx: GamesContext, minAgeMs = RETRY_MIN_AGE_MS) {
  if (!ctx.platform.automatic) return { tried: 0, stillPending: 0 };
  const age = `r.created_at < now() - make_interval(secs => $1::double precision / 1000)`;
  const loads = await ctx.db.query<LoadRow>(
    `${LOAD_SELECT} WHERE r.status = 'pending' AND ${age} ORDER BY r.created_at LIMIT 100`,
    [minAgeMs],
  );
  const withdrawals = await ctx.db.query<WithdrawalRow>(
    `${WITHDRAWAL_SELECT} WHERE w.status = 'pending' AND ${age.replace('r.', 'w.')} ORDER BY w.created_at LIMIT 100`,
    [minAgeMs],
  );
  let stillPending = 0;
  // One failure (staff decided it meanwhile: already decided) does not stop the others.
  const attempt = async (id: string, push: () => Promise<{ status: string }>) => {
    try {
      if ((await push()).status === 'pending') stillPending += 1;
    } catch (err) {
      ctx.log.warn({ request: id, err: (err as Error).message }, 'game transfer retry: not pushed');
    }
  };
  for (const row of loads.rows) await attempt(row.id, () => pushLoad(ctx, row, 'system'));
  for (const row of withdrawals.rows) await attempt(row.id, () => pushWithdrawal(ctx, row, 'system'));
  return { tried: loads.rows.length + withdrawals.rows.length, stillPending };
}
