import type {
  Currency,
  GameTransferDecisionBody,
  RechargeRequest,
  RechargeRequestBody,
  StaffListQuery,
} from '@arcade/contracts';
import type { Db } from '../../db/db';
import { toInt } from '../ledger/amounts';
import type { AuditActor } from '../staff/audit-repository';
import { noGameAccount } from './game-errors';
import { findGame, playerInfo } from './game-lookup';
import { findAccount } from './game-repository';
import type { GamesContext } from './games-context';
import {
  creditGameAccount,
  insertLoad,
  listLoadRows,
  loadById,
  loadsOf,
  lockLoad,
  markLoadApproved,
  markLoadRefunded,
  toLoad,
  toStaffLoad,
  type LoadRow,
} from './loads-repository';
import { lockPlaythrough, takeUnplayed } from './playthrough';
import {
  askPlatform,
  creditPlayer,
  decidable,
  decide,
  decidedBy,
  fileRequest,
  OUTCOME_VERB,
  recordDecision,
  settle,
  type Outcome,
} from './request-lifecycle';

/**
 * Loads (recharge requests, docs/games.md) over the request lifecycle (request-lifecycle.ts).
 *
 * A load: one transaction moves the amount wallet -> game_escrow (key game-load:<id>) and creates the request; an
 * insufficient balance creates nothing. Then the platform is asked to load the credits (automatic platforms, at
 * once; the manual one when staff approve after doing it in the back office). Confirmed: game_escrow -> game_loads
 * (key game-load-settle:<id>), status approved. Refused by the platform or rejected by staff: game_escrow -> wallet
 * (key game-load-refund:<id>), exactly the amount, status failed / rejected. A platform that did not answer leaves
 * the load pending: the retry job (retryUnanswered, every minute) asks again with the same platform idempotency key
 * until it answers, and staff may approve (the same retry) or reject and refund meanwhile.
 */

export const loadLedgerAmount = (currency: Currency, cents: number) =>
  currency === 'GC' ? cents / 100 : cents;

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
    const id = await fileRequest(tx, {
      escrow: (id) => ({
        idempotencyKey: `game-load:${id}`,
        from: { user: userId },
        to: { system: 'game_escrow' },
        amount,
        currency: body.currency,
        type: 'game_load',
        description: `Game loot for ${game.name}`, // the wallet shows the load's current status
        metadata: { rechargeRequestId: id, gameId: game.id },
      }),
      insert: async (id, escrowTransferId) => {
        const unplayedMoved = body.currency === 'SC' ? await takeUnplayed(tx, userId, amount) : 0;
        await insertLoad(tx, {
          id,
          userId,
          accountId: account.id,
          gameId: game.id,
          currency: body.currency,
          amountCents: body.amount,
          amount,
          unplayedMoved,
          escrowTransferId,
        });
      },
      notice: (id) => ({
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
      }),
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
  return askPlatform(
    ctx,
    row,
    actor,
    'load',
    () =>
      ctx.platform.loadCredits({
        externalId: row.external_id,
        currency: row.currency,
        amount: toInt(row.amount),
        idempotencyKey: `load:${row.id}`,
      }),
    {
      answered: () => closeLoad(ctx.db, row.id, { outcome: 'approved', actor, notes }),
      refused: () =>
        closeLoad(ctx.db, row.id, { outcome: 'failed', actor, notes: 'The game platform refused the load' }),
    },
  );
}

/** Settles (approved) or refunds (rejected / failed) a pending load, once. */
async function closeLoad(
  db: Db,
  id: string,
  input: { outcome: Outcome; actor: AuditActor; notes?: string },
): Promise<LoadRow> {
  return decide(db, lockLoad, id, input.actor, {}, async (tx, row) => {
    const amount = toInt(row.amount);
    const notes = input.notes?.trim() || null;
    const by = decidedBy(input.actor);
    if (input.outcome === 'approved') {
      const settleTransferId = await settle(tx, {
        idempotencyKey: `game-load-settle:${id}`,
        from: { system: 'game_escrow' },
        to: { system: 'game_loads' },
        amount,
        currency: row.currency,
        type: 'game_load',
        description: `Game loot for ${row.game_name} (confirmed)`,
        metadata: { rechargeRequestId: id },
      });
      await creditGameAccount(tx, row, amount);
      await markLoadApproved(tx, id, { settleTransferId, notes, decidedBy: by });
    } else {
      const refundTransferId = await creditPlayer(
        tx,
        row.user_id,
        {
          idempotencyKey: `game-load-refund:${id}`,
          from: { system: 'game_escrow' },
          to: { user: row.user_id },
          amount,
          currency: row.currency,
          type: 'refund',
          description: `Game loot for ${row.game_name} returned`,
          metadata: { rechargeRequestId: id },
        },
        { source: 'game_load_refund', unplayed: async () => toInt(row.sc_unplayed_moved) },
      );
      await markLoadRefunded(tx, id, { status: input.outcome, refundTransferId, notes, decidedBy: by });
    }
    await recordDecision(
      tx,
      {
        actor: input.actor,
        action: `recharge.${OUTCOME_VERB[input.outcome]}`,
        targetType: 'recharge_request',
        targetId: id,
        details: {
          notes,
          amount: { amount: toInt(row.amount_cents), currency: row.currency, scale: 2 },
          userId: row.user_id,
        },
      },
      {
        recipients: row.user_id,
        type: 'recharge_status_updated',
        payload: {
          requestId: id,
          amount: { amount: toInt(row.amount_cents), currency: row.currency, scale: 2 },
          gameName: row.game_name,
          status: input.outcome,
          ...(notes ? { adminNotes: notes } : {}),
        },
      },
    );
    return (await loadById(tx, id))!;
  });
}

export async function listMyLoads(db: Db, userId: string): Promise<RechargeRequest[]> {
  return (await loadsOf(db, userId)).map(toLoad);
}

export async function listLoads(db: Db, query: StaffListQuery) {
  return (await listLoadRows(db, query.status, query.limit)).map(toStaffLoad);
}

/** Staff: approve (automatic platform: retried with the same key; manual: staff did it) or reject (refund). */
export async function decideLoad(
  ctx: GamesContext,
  actor: AuditActor,
  id: string,
  body: GameTransferDecisionBody,
) {
  const row = decidable(await loadById(ctx.db, id), actor);
  if (!body.approve)
    return toStaffLoad(await closeLoad(ctx.db, id, { outcome: 'rejected', actor, notes: body.notes }));
  if (ctx.platform.automatic) return toStaffLoad(await pushLoad(ctx, row, actor, body.notes));
  return toStaffLoad(await closeLoad(ctx.db, id, { outcome: 'approved', actor, notes: body.notes }));
}

/** The retry job's push of a load still pending (the system decides on the platform's answer). */
export const retryLoad = (ctx: GamesContext, row: LoadRow) => pushLoad(ctx, row, 'system');
