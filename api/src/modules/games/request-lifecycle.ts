import type { NotificationType } from '@arcade/contracts';
import type { Db } from '../../db/db';
import type { AppError } from '../../http/errors';
import type { TransferInput } from '../ledger/ledger-types';
import { transfer } from '../ledger/transfer';
import { InsufficientFundsError } from '../ledger/transfer-errors';
import { notify, type NotifyInput } from '../notifications/notification-service';
import { recordAudit, type AuditActor, type AuditInput } from '../staff/audit-repository';
import { refuseOwnAccount } from '../staff/staff-bounds';
import { alreadyDecided, insufficientBalance, requestNotFound } from './game-errors';
import { PlatformError, platformUnavailable } from './game-platform';
import { newRequestId } from './game-repository';
import type { GamesContext } from './games-context';
import { addBatch, lockPlaythrough, SELF_BATCH } from './playthrough';

/**
 * The life of a money request, shared by loads, game withdrawals and redemptions (docs/games.md "Structure"):
 *
 * - request: one transaction gives the request its id, escrows the player's coins through the ledger (none for a
 *   game withdrawal: its coins are in the game), writes the row and tells staff; too few coins create nothing;
 * - decide: the row locked FOR UPDATE, an unknown request 404, nobody decides their own player account (403
 *   own_account), a request no longer open 409 already_decided; the platform may decide instead of staff;
 * - settle (escrow to a system account) or refund (back to the player, SC as a playthrough batch), through the
 *   ledger with the caller's idempotency keys; the row closed, the decision audited and the player told, all in
 *   the decision's transaction.
 *
 * Each kind of request describes only its own table, keys, accounts and messages (loads-service.ts,
 * game-withdrawals-service.ts, redemption-*.ts).
 */

/** What the lifecycle reads of any request row. */
export interface RequestRow {
  id: string;
  user_id: string;
  status: string;
}

/** Who decides: staff, the system (the platform's answer, the retry job, a signed webhook) or the player. */
export type Decider = AuditActor | 'player';

/** How a load or game withdrawal ends, and its audit verb. */
export type Outcome = 'approved' | 'rejected' | 'failed';
export const OUTCOME_VERB: Record<Outcome, string> = {
  approved: 'approve',
  rejected: 'reject',
  failed: 'fail',
};

/** The decided_by of a decision: the staff member, or null for the system and the player. */
export const decidedBy = (actor: Decider): string | null =>
  actor === 'system' || actor === 'player' ? null : actor.id;

// ----- request -------------------------------------------------------------------------------------------------

export interface NewRequest<K extends NotificationType> {
  /** The player's coins into escrow, keyed by the request id; none when nothing is escrowed. */
  escrow?: (id: string) => TransferInput;
  /** Writes the request row; escrowId is the escrow's transfer (null without escrow). */
  insert: (id: string, escrowId: string | null) => Promise<void>;
  /** What staff are told. */
  notice: (id: string) => NotifyInput<K>;
}

/** Files a request inside the caller's transaction; answers its id. Too few coins: 400 insufficient_balance. */
export async function fileRequest<K extends NotificationType>(
  tx: Db,
  request: NewRequest<K>,
): Promise<string> {
  const id = await newRequestId(tx);
  let escrowId: string | null = null;
  if (request.escrow) {
    try {
      escrowId = (await transfer(tx, request.escrow(id))).transfer.id;
    } catch (err) {
      if (err instanceof InsufficientFundsError) throw insufficientBalance();
      throw err;
    }
  }
  await request.insert(id, escrowId);
  await notify(tx, request.notice(id));
  return id;
}

// ----- decide --------------------------------------------------------------------------------------------------

export interface DecisionRule {
  /** Statuses a decision may start from (default: pending). */
  open?: readonly string[];
  /** Only this player's request: another's answers 404, as an unknown one does. */
  owner?: string;
  /** The refusal of a request that is no longer open (default: 409 already_decided). */
  decided?: () => AppError;
}

/** The request if this actor may decide it now; otherwise 404, 403 own_account or 409 (rule.decided). */
export function decidable<Row extends RequestRow>(
  row: Row | null,
  actor: Decider,
  rule: DecisionRule = {},
): Row {
  if (!row || (rule.owner !== undefined && row.user_id !== rule.owner)) throw requestNotFound();
  if (actor !== 'player') refuseOwnAccount(actor, row.user_id);
  if (!(rule.open ?? ['pending']).includes(row.status)) throw (rule.decided ?? alreadyDecided)();
  return row;
}

/**
 * One decision in one transaction: the row locked (lock reads it FOR UPDATE), checked by decidable, then step.
 * Racing decisions queue on the lock; all but the first find it decided.
 */
export async function decide<Row extends RequestRow, T>(
  db: Db,
  lock: (tx: Db, id: string) => Promise<Row | null>,
  id: string,
  actor: Decider,
  rule: DecisionRule,
  step: (tx: Db, row: Row) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => step(tx, decidable(await lock(tx, id), actor, rule)));
}

/**
 * Asks the game platform (outside any transaction) and lets it decide: an answer goes to `answered`, a refusal
 * (4xx) to `refused`; no answer (timeout, 5xx) leaves the request pending for the retry job, and a staff member
 * who asked is told 503 platform_unavailable.
 */
export async function askPlatform<Row extends { id: string }, T>(
  ctx: GamesContext,
  row: Row,
  actor: AuditActor,
  what: 'load' | 'withdrawal',
  ask: () => Promise<T>,
  then: { answered: (answer: T) => Promise<Row>; refused: (err: PlatformError) => Promise<Row> },
): Promise<Row> {
  let answer: T;
  try {
    answer = await ask();
  } catch (err) {
    if (!(err instanceof PlatformError)) throw err;
    if (err.status >= 400 && err.status < 500) return then.refused(err);
    ctx.log.warn(
      { request: row.id, err: err.message },
      `game platform did not answer a ${what}: left pending`,
    );
    if (actor !== 'system') throw platformUnavailable();
    return row;
  }
  return then.answered(answer);
}

// ----- settle, refund, record ------------------------------------------------------------------------------------

/** Settles escrowed coins into a system account (or moves any system to system); answers the transfer id. */
export async function settle(tx: Db, move: TransferInput): Promise<string> {
  return (await transfer(tx, move)).transfer.id;
}

/**
 * Credits the player (a refund from escrow, winnings from a game) through the ledger; answers the transfer id. SC
 * move under the player's playthrough lock and are recorded as a batch: `unplayed` runs under that lock, before
 * the transfer, and answers the part that still needs play (none when omitted).
 */
export async function creditPlayer(
  tx: Db,
  userId: string,
  move: TransferInput,
  batch: { source: string; unplayed?: () => Promise<number> },
): Promise<string> {
  const sc = move.currency === 'SC';
  if (sc) await lockPlaythrough(tx, userId);
  const unplayed = batch.unplayed ? await batch.unplayed() : 0;
  const transferId = await settle(tx, { ...move, metadata: { ...move.metadata, ...SELF_BATCH } });
  if (sc) await addBatch(tx, { userId, transferId, source: batch.source, amount: move.amount, unplayed });
  return transferId;
}

/** The record of a decision in its transaction: the audit entry (when staff or the system decided), then the notice. */
export async function recordDecision<K extends NotificationType>(
  tx: Db,
  audit: AuditInput | null,
  notice: NotifyInput<K>,
): Promise<void> {
  if (audit) await recordAudit(tx, audit);
  await notify(tx, notice);
}
