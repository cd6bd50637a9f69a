import {
  ERROR_CODES,
  GAMES_PLAY_MESSAGES,
  type GameAccount,
  type GameAccountDecisionBody,
  type GameAccountResetBody,
  type GameAccountRequest,
  type GameUserStatus,
  type StaffListQuery,
} from '@arcade/contracts';
import type { Db } from '../../db/db';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../http/errors';
import { toInt, toIso } from '../ledger/amounts';
import { notify } from '../notifications/notification-service';
import { recordAudit, type AuditActor } from '../staff/audit-repository';
import { findGame, playerInfo } from './game-lookup';
import { PlatformError, platformUnavailable } from './game-platform';
import type { GamesContext } from './games-context';

interface RequestRow {
  id: string;
  user_id: string;
  game_id: string;
  game_name: string;
  status: GameAccountRequest['status'];
  admin_notes: string | null;
  created_at: Date | string;
  decided_at: Date | string | null;
  user_name?: string;
  user_email?: string;
}

const toRequest = (r: RequestRow): GameAccountRequest => ({
  id: r.id,
  gameId: r.game_id,
  gameName: r.game_name,
  status: r.status,
  adminNotes: r.admin_notes,
  createdAt: toIso(r.created_at),
  decidedAt: r.decided_at === null ? null : toIso(r.decided_at),
});

const REQUEST_COLUMNS = `q.id, q.user_id, q.game_id, g.name AS game_name, q.status, q.admin_notes, q.created_at, q.decided_at,
  trim(u.first_name || ' ' || u.last_name) AS user_name, u.email AS user_email`;
const REQUEST_FROM = `game_account_requests q JOIN games g ON g.id = q.game_id JOIN users u ON u.id = q.user_id`;

export interface AccountRow {
  id: string;
  user_id: string;
  game_id: string;
  game_name: string;
  platform: GameAccount['platform'];
  external_id: string;
  username: string;
  secret_enc: string | null;
  revealed_at: Date | null;
  credits_gc: string;
  credits_sc: string;
  wagered_gc: string;
  wagered_sc: string;
  sc_unplayed: string;
  password_changed?: boolean | null;
  created_at: Date | string;
}
const ACCOUNT_COLUMNS = `a.id, a.user_id, a.game_id, g.name AS game_name, a.platform, a.external_id, a.username, a.secret_enc,
  a.revealed_at, a.credits_gc, a.credits_sc, a.wagered_gc, a.wagered_sc, a.sc_unplayed, a.created_at`;

export function toAccount(row: AccountRow, playUrl: string | null): GameAccount {
  return {
    id: row.id,
    gameId: row.game_id,
    gameName: row.game_name,
    username: row.username,
    platform: row.platform,
    canRevealPassword: row.secret_enc !== null,
    passwordChanged: row.password_changed ?? null,
    playUrl: row.platform === 'sandbox' ? playUrl : null,
    credits: { gold: toInt(row.credits_gc), sweep: toInt(row.credits_sc) },
    wagered: { gold: toInt(row.wagered_gc), sweep: toInt(row.wagered_sc) },
    createdAt: toIso(row.created_at),
  };
}

/** The player's account for a game (null when none), optionally locked. */
export async function findAccount(
  db: Db,
  userId: string,
  gameId: string,
  lock = false,
): Promise<AccountRow | null> {
  const r = await db.query<AccountRow>(
    `SELECT ${ACCOUNT_COLUMNS} FROM game_accounts a JOIN games g ON g.id = a.game_id
     WHERE a.user_id = $1 AND a.game_id = $2 ${lock ? 'FOR UPDATE OF a' : ''}`,
    [userId, gameId],
  );
  return r.rows[0] ?? null;
}

export const noGameAccount = () =>
  new AppError(404, GAMES_PLAY_MESSAGES.noGameAccount, [ERROR_CODES.noGameAccount]);

/** POST /games/{id}/account-request: verified e-mail and phone; one pending request and one account per game. */
export async function requestGameAccount(ctx: GamesContext, userId: string, gameRef: string) {
  const game = await findGame(ctx.db, gameRef);
  const player = await playerInfo(ctx.db, userId);
  if (!player.emailVerified || !player.phoneVerified)
    throw forbidden(GAMES_PLAY_MESSAGES.verifyEmailPhone, [ERROR_CODES.verificationRequired]);
  return ctx.db.transaction(async (tx) => {
    if (await findAccount(tx, userId, game.id))
      throw conflict(GAMES_PLAY_MESSAGES.accountExists, [ERROR_CODES.gameAccountExists]);
    const ins = await tx.query<{ id: string }>(
      `INSERT INTO game_account_requests (user_id, game_id) VALUES ($1, $2)
       ON CONFLICT (user_id, game_id) WHERE status = 'pending' DO NOTHING RETURNING id`,
      [userId, game.id],
    );
    if (!ins.rows[0])
      throw conflict(GAMES_PLAY_MESSAGES.accountRequestPending, [ERROR_CODES.gameAccountPending]);
    const row = (
      await tx.query<RequestRow>(`SELECT ${REQUEST_COLUMNS} FROM ${REQUEST_FROM} WHERE q.id = $1`, [
        ins.rows[0].id,
      ])
    ).rows[0]!;
    await notify(tx, {
      recipients: 'staff',
      type: 'game_account_request',
      payload: {
        requestId: row.id,
        userId,
        userName: player.name,
        userEmail: player.email,
        gameId: game.id,
        gameName: game.name,
      },
    });
    return toRequest(row);
  });
}

/** GET /games/{id}/user-status. */
export async function gameUserStatus(db: Db, userId: string, gameRef: string): Promise<GameUserStatus> {
  const game = await findGame(db, gameRef);
  const account = await findAccount(db, userId, game.id);
  const last = (
    await db.query<RequestRow>(
      `SELECT ${REQUEST_COLUMNS} FROM ${REQUEST_FROM} WHERE q.user_id = $1 AND q.game_id = $2
       ORDER BY q.created_at DESC, q.id DESC LIMIT 1`,
      [userId, game.id],
    )
  ).rows[0];
  const pending = last?.status === 'pending';
  return {
    gameId: game.id,
    hasPendingRequest: pending,
    status: account ? 'approved' : (last?.status ?? 'none'),
    hasAccount: account !== null,
    requestId: last?.id ?? null,
    adminNotes: last?.admin_notes ?? null,
  };
}

/**
 * Reads the platform's balances and wagered totals (outside any transaction: the platform is another service)
 * and records them; new SC wagering plays the account's unplayed SC. Errors leave the cached figures.
 */
export async function syncAccount(
  ctx: GamesContext,
  account: AccountRow,
): Promise<AccountRow & { password_changed: boolean | null }> {
  if (!ctx.platform.automatic || account.platform !== ctx.platform.kind)
    return { ...account, password_changed: null };
  let status;
  try {
    status = await ctx.platform.accountStatus(account.external_id);
  } catch (err) {
    ctx.log.warn({ err: (err as Error).message, account: account.id }, 'game platform sync failed');
    return { ...account, password_changed: null };
  }
  const row = await recordWagering(ctx.db, account.id, status);
  return {
    ...row,
    password_changed: status.mustChangePassword === null ? null : !status.mustChangePassword,
  };
}

export async function recordWagering(
  db: Db,
  accountId: string,
  figures: { balances?: { GC: number; SC: number }; wagered: { GC: number; SC: number } },
): Promise<AccountRow> {
  return db.transaction(async (tx) => {
    const r = await tx.query<AccountRow>(
      `UPDATE game_accounts a SET
         sc_unplayed = GREATEST(0, a.sc_unplayed - GREATEST(0, $3::bigint - a.wagered_sc)),
         wagered_gc = GREATEST(a.wagered_gc, $2::bigint), wagered_sc = GREATEST(a.wagered_sc, $3::bigint),
         credits_gc = COALESCE($4::bigint, a.credits_gc), credits_sc = COALESCE($5::bigint, a.credits_sc)
       FROM games g WHERE a.id = $1 AND g.id = a.game_id
       RETURNING ${ACCOUNT_COLUMNS}`,
      [
        accountId,
        figures.wagered.GC,
        figures.wagered.SC,
        figures.balances?.GC ?? null,
        figures.balances?.SC ?? null,
      ],
    );
    return r.rows[0]!;
  });
}

/** GET /game-accounts/my-account/{id}: the player's account for a game, its figures fresh from the platform. */
export async function myGameAccount(
  ctx: GamesContext,
  userId: string,
  gameRef: string,
): Promise<GameAccount | null> {
  const game = await findGame(ctx.db, gameRef);
  const row = await findAccount(ctx.db, userId, game.id);
  if (!row) return null;
  return toAccount(await syncAccount(ctx, row), ctx.playUrl);
}

export async function myGameAccounts(ctx: GamesContext, userId: string): Promise<GameAccount[]> {
  const r = await ctx.db.query<AccountRow>(
    `SELECT ${ACCOUNT_COLUMNS} FROM game_accounts a JOIN games g ON g.id = a.game_id WHERE a.user_id = $1
     ORDER BY a.created_at`,
    [userId],
  );
  return r.rows.map((row) => toAccount(row, ctx.playUrl));
}

/**
 * POST /game-accounts/{accountId}/reveal: the temporary password, once. The encrypted copy is deleted in the same
 * transaction that reads it, so a second reveal (or two racing) finds nothing: 410 credentials_revealed.
 */
export async function revealCredentials(ctx: GamesContext, userId: string, accountId: string) {
  return ctx.db.transaction(async (tx) => {
    const r = await tx.query<{ username: string; secret_enc: string | null; platform: string }>(
      `SELECT username, secret_enc, platform FROM game_accounts WHERE id = $1 AND user_id = $2 FOR UPDATE`,
      [accountId, userId],
    );
    const row = r.rows[0];
    if (!row) throw noGameAccount();
    if (!row.secret_enc)
      throw new AppError(410, GAMES_PLAY_MESSAGES.credentialsRevealed, [ERROR_CODES.credentialsRevealed]);
    const temporaryPassword = ctx.box.open(row.secret_enc, accountId);
    await tx.query(`UPDATE game_accounts SET secret_enc = NULL, revealed_at = now() WHERE id = $1`, [
      accountId,
    ]);
    return {
      username: row.username,
      temporaryPassword,
      playUrl: row.platform === 'sandbox' ? ctx.playUrl : null,
      mustChangePassword: true as const,
    };
  });
}

// ----- staff -------------------------------------------------------------------------------------------------------

const toStaffRequest = (r: RequestRow) => ({
  ...toRequest(r),
  userId: r.user_id,
  userName: r.user_name ?? '',
  userEmail: r.user_email ?? '',
});

export async function listAccountRequests(db: Db, query: StaffListQuery) {
  const r = await db.query<RequestRow>(
    `SELECT ${REQUEST_COLUMNS} FROM ${REQUEST_FROM} WHERE ($1 = 'all' OR q.status = $1)
     ORDER BY q.created_at ASC LIMIT $2`,
    [query.status, query.limit],
  );
  return r.rows.map(toStaffRequest);
}

export const alreadyDecided = () =>
  conflict(GAMES_PLAY_MESSAGES.alreadyDecided, [ERROR_CODES.alreadyDecided]);
const beingDecided = () =>
  conflict(GAMES_PLAY_MESSAGES.requestBeingDecided, [ERROR_CODES.requestBeingDecided]);

/** How long an approver's claim on a request holds; after that (the approver died) another may take it over. */
const CLAIM_MS = 5 * 60 * 1000;

/** Claims a pending request for an automatic approval; 409 if another approver holds a live claim. */
async function claimRequest(db: Db, requestId: string): Promise<Date> {
  const r = await db.query<{ claimed_at: Date; status: string }>(
    `UPDATE game_account_requests SET claimed_at = date_trunc('milliseconds', clock_timestamp())
      WHERE id = $1 AND status = 'pending'
        AND (claimed_at IS NULL OR claimed_at < clock_timestamp() - make_interval(secs => $2::double precision / 1000))
      RETURNING claimed_at, status`,
    [requestId, CLAIM_MS],
  );
  if (r.rows[0]) return r.rows[0].claimed_at;
  const now = await db.query<{ status: string }>(`SELECT status FROM game_account_requests WHERE id = $1`, [
    requestId,
  ]);
  if (now.rows[0]?.status !== 'pending') throw alreadyDecided();
  throw beingDecided();
}

/**
 * Staff approve or reject a game-account request (audited). Approval creates the account on the platform (the
 * sandbox through its API; the manual platform: staff created it in the back office and give username and temporary
 * password here), stores the temporary password encrypted until its one reveal, and tells the player where to
 * reveal it. No credential goes into the notification, the audit entry or a log line.
 */
export async function decideAccountRequest(
  ctx: GamesContext,
  actor: AuditActor,
  requestId: string,
  body: GameAccountDecisionBody,
) {
  const current = (
    await ctx.db.query<RequestRow & { slug: string }>(
      `SELECT ${REQUEST_COLUMNS}, g.slug FROM ${REQUEST_FROM} WHERE q.id = $1`,
      [requestId],
    )
  ).rows[0];
  if (!current) throw notFound(GAMES_PLAY_MESSAGES.requestNotFound);
  if (current.status !== 'pending') throw alreadyDecided();

  let created: { externalId: string; username: string; temporaryPassword: string } | null = null;
  // An automatic approval claims the request before asking the platform (outside any transaction), so two staff
  // approving at once make one platform account; the claim is released if the platform does not answer.
  let claim: Date | null = null;
  if (body.approve) {
    if (ctx.platform.automatic) {
      claim = await claimRequest(ctx.db, requestId);
      try {
        created = await ctx.platform.createAccount({
          playerRef: current.user_id,
          gameSlug: current.slug,
          usernameHint: current.user_name || 'player',
          reference: requestId,
        });
      } catch (err) {
        await ctx.db.query(
          `UPDATE game_account_requests SET claimed_at = NULL WHERE id = $1 AND claimed_at = $2`,
          [requestId, claim],
        );
        if (err instanceof PlatformError) throw platformUnavailable();
        throw err;
      }
    } else {
      if (!body.username || !body.temporaryPassword) throw badRequest(GAMES_PLAY_MESSAGES.usernameRequired);
      created = {
        externalId: body.username,
        username: body.username,
        temporaryPassword: body.temporaryPassword,
      };
    }
  }

  return ctx.db.transaction(async (tx) => {
    const locked = (
      await tx.query<{ status: string; claimed_at: Date | null }>(
        `SELECT status, claimed_at FROM game_account_requests WHERE id = $1 FOR UPDATE`,
        [requestId],
      )
    ).rows[0];
    if (!locked || locked.status !== 'pending') throw alreadyDecided();
    // Another approver took over an expired claim meanwhile: theirs stands (same platform account, by reference).
    if (claim && locked.claimed_at?.getTime() !== claim.getTime()) throw beingDecided();
    if (!claim && locked.claimed_at && Date.now() - locked.claimed_at.getTime() < CLAIM_MS)
      throw beingDecided();
    const notes = body.notes?.trim() || null;
    if (created) {
      const account = await tx.query<{ id: string }>(
        `INSERT INTO game_accounts (user_id, game_id, request_id, platform, external_id, username)
         VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (user_id, game_id) DO NOTHING RETURNING id`,
        [
          current.user_id,
          current.game_id,
          requestId,
          ctx.platform.kind,
          created.externalId,
          created.username,
        ],
      );
      if (!account.rows[0])
        throw conflict(GAMES_PLAY_MESSAGES.accountExists, [ERROR_CODES.gameAccountExists]);
      const accountId = account.rows[0].id;
      await tx.query(`UPDATE game_accounts SET secret_enc = $2 WHERE id = $1`, [
        accountId,
        ctx.box.seal(created.temporaryPassword, accountId),
      ]);
    }
    await tx.query(
      `UPDATE game_account_requests SET status = $2, admin_notes = $3, decided_by = $4, decided_at = now() WHERE id = $1`,
      [requestId, body.approve ? 'approved' : 'rejected', notes, actor === 'system' ? null : actor.id],
    );
    await recordAudit(tx, {
      actor,
      action: body.approve ? 'game_account.approve' : 'game_account.reject',
      targetType: 'game_account_request',
      targetId: requestId,
      details: { notes, gameId: current.game_id, userId: current.user_id, platform: ctx.platform.kind },
    });
    if (body.approve)
      await notify(tx, {
        recipients: current.user_id,
        type: 'game_account_approved',
        // Where to reveal the credentials, never the credentials themselves.
        payload: { requestId, gameId: current.game_id, gameName: current.game_name },
      });
    else
      await notify(tx, {
        recipients: current.user_id,
        type: 'game_account_rejected',
        payload: {
          requestId,
          gameId: current.game_id,
          gameName: current.game_name,
          ...(notes ? { adminNotes: notes } : {}),
        },
      });
    const row = (
      await tx.query<RequestRow>(`SELECT ${REQUEST_COLUMNS} FROM ${REQUEST_FROM} WHERE q.id = $1`, [
        requestId,
      ])
    ).rows[0]!;
    return toStaffRequest(row);
  });
}

/**
 * Staff reset a game account's password (audited): the platform issues a new temporary password (manual: staff give
 * the one they set in the back office), stored encrypted until the player reveals it once more; the player is told
 * (game_account_approved, without any credential) to reveal it on the game page, and must change it at sign-in.
 */
export async function resetAccountPassword(
  ctx: GamesContext,
  actor: AuditActor,
  accountId: string,
  body: GameAccountResetBody,
) {
  const row = (
    await ctx.db.query<AccountRow & { request_id: string | null }>(
      `SELECT ${ACCOUNT_COLUMNS}, a.request_id FROM game_accounts a JOIN games g ON g.id = a.game_id WHERE a.id = $1`,
      [accountId],
    )
  ).rows[0];
  if (!row) throw noGameAccount();
  let temporaryPassword: string;
  if (ctx.platform.automatic && row.platform === ctx.platform.kind) {
    try {
      temporaryPassword = (await ctx.platform.resetPassword(row.external_id)).temporaryPassword;
    } catch (err) {
      if (err instanceof PlatformError) throw platformUnavailable();
      throw err;
    }
  } else {
    if (!body.temporaryPassword) throw badRequest(GAMES_PLAY_MESSAGES.usernameRequired);
    temporaryPassword = body.temporaryPassword;
  }
  return ctx.db.transaction(async (tx) => {
    await tx.query(`UPDATE game_accounts SET secret_enc = $2, revealed_at = NULL WHERE id = $1`, [
      accountId,
      ctx.box.seal(temporaryPassword, accountId),
    ]);
    await recordAudit(tx, {
      actor,
      action: 'game_account.reset_password',
      targetType: 'game_account',
      targetId: accountId,
      details: { userId: row.user_id, gameId: row.game_id },
    });
    await notify(tx, {
      recipients: row.user_id,
      type: 'game_account_approved',
      payload: { requestId: row.request_id ?? accountId, gameId: row.game_id, gameName: row.game_name },
    });
    return { accountId, canRevealPassword: true as const };
  });
}
