import {
  GAMES_PLAY_MESSAGES,
  STAFF_MESSAGES,
  ledgerMoney,
  type GameTransferDecisionBody,
  type GameWithdrawal,
  type GameWithdrawalBody,
  type StaffListQuery,
} from '@arcade/contracts';
import type { Db } from '../../db/db';
import { badRequest } from '../../http/errors';
import { toInt } from '../ledger/amounts';
import type { AuditActor } from '../staff/audit-repository';
import { aboveRecords } from '../staff/staff-bounds';
import { noGameAccount } from './game-errors';
import { findGame, playerInfo } from './game-lookup';
import { findAccount, recordWagering } from './game-repository';
import {
  accountRecords,
  insertWithdrawal,
  listWithdrawalRows,
  lockWithdrawal,
  markWithdrawalClosed,
  recordReportedWagering,
  takeOutOfAccount,
  toStaffWithdrawal,
  toWithdrawal,
  withdrawalById,
  withdrawalsOf,
  type WithdrawalRow,
} from './game-withdrawals-repository';
import type { GamesContext } from './games-context';
import {
  askPlatform,
  creditPlayer,
  decidable,
  decide,
  decidedBy,
  fileRequest,
  OUTCOME_VERB,
  recordDecision,
  type Outcome,
} from './request-lifecycle';

/**
 * Game withdrawals (docs/games.md) over the request lifecycle (request-lifecycle.ts): the request is recorded
 * (nothing escrowed: the coins are in the game), the platform withdraws (idempotency key withdraw:<id>) and says
 * how much; the wallet is credited exactly that, once (game_loads -> wallet, key game-withdrawal:<id>), in the
 * currency played. On the manual platform staff record what they took out, bounded by the records.
 */

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
    const id = await fileRequest(tx, {
      insert: (id) =>
        insertWithdrawal(tx, {
          id,
          userId,
          accountId: account.id,
          gameId: game.id,
          currency: body.currency,
          requestedAmount: body.amount ?? null,
        }),
      notice: (id) => ({
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
      }),
    });
    return (await withdrawalById(tx, id))!;
  });
  if (!ctx.platform.automatic) return toWithdrawal(created);
  return toWithdrawal(await pushWithdrawal(ctx, created, 'system'));
}

/** Asks the platform to withdraw; credits what it confirmed, fails on a refusal or an empty game. */
async function pushWithdrawal(
  ctx: GamesContext,
  row: WithdrawalRow,
  actor: AuditActor,
  notes?: string,
): Promise<WithdrawalRow> {
  return askPlatform(
    ctx,
    row,
    actor,
    'withdrawal',
    async () => {
      const confirmed = await ctx.platform.withdrawCredits({
        externalId: row.external_id,
        currency: row.currency,
        amount: row.requested_amount === null ? null : toInt(row.requested_amount),
        idempotencyKey: `withdraw:${row.id}`,
      });
      return { confirmed: confirmed.amount, wagered: await ctx.platform.wageredTotals(row.external_id) };
    },
    {
      refused: (err) => closeWithdrawal(ctx.db, row.id, { outcome: 'failed', actor, notes: err.message }),
      answered: async ({ confirmed, wagered }) => {
        await recordWagering(ctx.db, row.game_account_id, { wagered });
        if (confirmed === 0)
          return closeWithdrawal(ctx.db, row.id, {
            outcome: 'failed',
            actor,
            notes: GAMES_PLAY_MESSAGES.nothingToWithdraw,
          });
        return closeWithdrawal(ctx.db, row.id, { outcome: 'approved', actor, notes, amount: confirmed });
      },
    },
  );
}

/** Credits the wallet with what the platform confirmed (approved), or closes without moving coins. */
async function closeWithdrawal(
  db: Db,
  id: string,
  input: { outcome: Outcome; actor: AuditActor; notes?: string; amount?: number; wagered?: number },
): Promise<WithdrawalRow> {
  return decide(db, lockWithdrawal, id, input.actor, {}, async (tx, row) => {
    const notes = input.notes?.trim() || null;
    const amount = input.outcome === 'approved' ? (input.amount ?? 0) : 0;
    if (input.outcome === 'approved' && amount <= 0) throw badRequest('amount is required to approve');
    let transferId: string | null = null;
    if (amount > 0)
      transferId = await creditPlayer(
        tx,
        row.user_id,
        {
          idempotencyKey: `game-withdrawal:${id}`,
          from: { system: 'game_loads' },
          to: { user: row.user_id },
          amount,
          currency: row.currency,
          type: 'game_withdrawal',
          description: `Winnings from ${row.game_name}`,
          metadata: { gameWithdrawalId: id },
        },
        {
          source: 'game_withdrawal',
          // What of the account's unplayed SC comes back with this withdrawal stays unplayed.
          unplayed: async () => {
            if (input.wagered !== undefined)
              await recordReportedWagering(tx, row.game_account_id, row.currency, input.wagered);
            return takeOutOfAccount(tx, row.game_account_id, row.currency, amount);
          },
        },
      );
    await markWithdrawalClosed(tx, id, {
      status: input.outcome,
      amount,
      transferId,
      notes,
      decidedBy: decidedBy(input.actor),
    });
    await recordDecision(
      tx,
      {
        actor: input.actor,
        action: `game_withdrawal.${OUTCOME_VERB[input.outcome]}`,
        targetType: 'game_withdrawal',
        targetId: id,
        details: { notes, amount: ledgerMoney(amount, row.currency), userId: row.user_id },
      },
      {
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
      },
    );
    return (await withdrawalById(tx, id))!;
  });
}

export async function listMyGameWithdrawals(db: Db, userId: string): Promise<GameWithdrawal[]> {
  return (await withdrawalsOf(db, userId)).map(toWithdrawal);
}

export async function listGameWithdrawals(db: Db, query: StaffListQuery) {
  return (await listWithdrawalRows(db, query.status, query.limit)).map(toStaffWithdrawal);
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
  const row = decidable(await withdrawalById(ctx.db, id), actor);
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
  const { credits, loaded } = await accountRecords(db, row.game_account_id, row.currency);
  if (row.requested_amount === null && amount > credits) throw aboveRecords(STAFF_MESSAGES.aboveCredits);
  if (wagered !== undefined && wagered > loaded) throw aboveRecords(STAFF_MESSAGES.wageredAboveLoaded);
}

/** The retry job's push of a withdrawal still pending (the system decides on the platform's answer). */
export const retryWithdrawal = (ctx: GamesContext, row: WithdrawalRow) => pushWithdrawal(ctx, row, 'system');
