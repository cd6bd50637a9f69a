// Over 300 lines: the one place for the SQL of the games tables (games, game_accounts, game_account_requests).
import type { Game, GameAccount, GameAccountRequest, GameType } from '@arcade/contracts';
import type { Db } from '../../db/db';
import { isUuid } from '../../db/uuid';
import { toInt, toIso } from '../ledger/amounts';

export interface GameRow {
  id: string;
  slug: string;
  name: string;
  type: GameType;
  description: string;
  image_url: string | null;
  featured: boolean;
  released_on: string;
}

export async function listGames(db: Db, type?: GameType): Promise<Game[]> {
  const { rows } = await db.query<GameRow>(
    `SELECT id, slug, name, type, description, image_url, featured, to_char(released_on, 'YYYY-MM-DD') AS released_on
       FROM games
      WHERE ($1::text IS NULL OR type = $1) ORDER BY sort, name`,
    [type ?? null],
  );
  return rows.map((r) => ({
    id: r.id,
    slug: r.slug,
    name: r.name,
    type: r.type,
    description: r.description,
    imageUrl: r.image_url,
    featured: r.featured,
    releasedOn: r.released_on,
  }));
}

export interface GameRef {
  id: string;
  slug: string;
  name: string;
}

/** A game by id (uuid) or slug, or null. */
export async function findGameRef(db: Db, ref: string): Promise<GameRef | null> {
  const r = isUuid(ref)
    ? await db.query<GameRef>(`SELECT id, slug, name FROM games WHERE id = $1`, [ref])
    : await db.query<GameRef>(`SELECT id, slug, name FROM games WHERE slug = $1`, [ref]);
  return r.rows[0] ?? null;
}

// ----- game accounts -------------------------------------------------------------------------------------------

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

/** An account by its id, with the request that created it (null when none). */
export async function findAccountById(
  db: Db,
  accountId: string,
): Promise<(AccountRow & { request_id: string | null }) | null> {
  const r = await db.query<AccountRow & { request_id: string | null }>(
    `SELECT ${ACCOUNT_COLUMNS}, a.request_id FROM game_accounts a JOIN games g ON g.id = a.game_id WHERE a.id = $1`,
    [accountId],
  );
  return r.rows[0] ?? null;
}

export async function listAccountsOf(db: Db, userId: string): Promise<AccountRow[]> {
  const r = await db.query<AccountRow>(
    `SELECT ${ACCOUNT_COLUMNS} FROM game_accounts a JOIN games g ON g.id = a.game_id WHERE a.user_id = $1
     ORDER BY a.created_at`,
    [userId],
  );
  return r.rows;
}

/** A new account for a request; null when the player already has one for the game. */
export async function insertAccount(
  tx: Db,
  account: {
    userId: string;
    gameId: string;
    requestId: string;
    platform: string;
    externalId: string;
    username: string;
  },
): Promise<string | null> {
  const r = await tx.query<{ id: string }>(
    `INSERT INTO game_accounts (user_id, game_id, request_id, platform, external_id, username)
     VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (user_id, game_id) DO NOTHING RETURNING id`,
    [
      account.userId,
      account.gameId,
      account.requestId,
      account.platform,
      account.externalId,
      account.username,
    ],
  );
  return r.rows[0]?.id ?? null;
}

/** Stores the encrypted temporary password for one more reveal. */
export async function storeSecret(tx: Db, accountId: string, secretEnc: string): Promise<void> {
  await tx.query(`UPDATE game_accounts SET secret_enc = $2, revealed_at = NULL WHERE id = $1`, [
    accountId,
    secretEnc,
  ]);
}

/** The player's account with its encrypted temporary password, locked (null when not theirs). */
export async function lockSecret(
  tx: Db,
  userId: string,
  accountId: string,
): Promise<{ username: string; secret_enc: string | null; platform: string } | null> {
  const r = await tx.query<{ username: string; secret_enc: string | null; platform: string }>(
    `SELECT username, secret_enc, platform FROM game_accounts WHERE id = $1 AND user_id = $2 FOR UPDATE`,
    [accountId, userId],
  );
  return r.rows[0] ?? null;
}

/** The temporary password was revealed: its encrypted copy is deleted. */
export async function eraseSecret(tx: Db, accountId: string): Promise<void> {
  await tx.query(`UPDATE game_accounts SET secret_enc = NULL, revealed_at = now() WHERE id = $1`, [
    accountId,
  ]);
}

/**
 * Records the platform's figures (wagered totals never go down); new SC wagering plays the account's unplayed SC.
 */
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

// ----- game account requests -----------------------------------------------------------------------------------

export interface RequestRow {
  id: string;
  user_id: string;
  game_id: string;
  game_name: string;
  slug: string;
  status: GameAccountRequest['status'];
  admin_notes: string | null;
  created_at: Date | string;
  decided_at: Date | string | null;
  /** Null when the player has no first or last name. */
  user_name: string | null;
  user_email: string;
}

const REQUEST_COLUMNS = `q.id, q.user_id, q.game_id, g.name AS game_name, g.slug, q.status, q.admin_notes, q.created_at,
  q.decided_at, trim(u.first_name || ' ' || u.last_name) AS user_name, u.email AS user_email`;
const REQUEST_FROM = `game_account_requests q JOIN games g ON g.id = q.game_id JOIN users u ON u.id = q.user_id`;

export const toRequest = (r: RequestRow): GameAccountRequest => ({
  id: r.id,
  gameId: r.game_id,
  gameName: r.game_name,
  status: r.status,
  adminNotes: r.admin_notes,
  createdAt: toIso(r.created_at),
  decidedAt: r.decided_at === null ? null : toIso(r.decided_at),
});

export const toStaffRequest = (r: RequestRow) => ({
  ...toRequest(r),
  userId: r.user_id,
  userName: r.user_name ?? '',
  userEmail: r.user_email ?? '',
});

export async function findRequest(db: Db, requestId: string): Promise<RequestRow | null> {
  const r = await db.query<RequestRow>(`SELECT ${REQUEST_COLUMNS} FROM ${REQUEST_FROM} WHERE q.id = $1`, [
    requestId,
  ]);
  return r.rows[0] ?? null;
}

/** The player's latest request for a game (null when none). */
export async function lastRequest(db: Db, userId: string, gameId: string): Promise<RequestRow | null> {
  const r = await db.query<RequestRow>(
    `SELECT ${REQUEST_COLUMNS} FROM ${REQUEST_FROM} WHERE q.user_id = $1 AND q.game_id = $2
     ORDER BY q.created_at DESC, q.id DESC LIMIT 1`,
    [userId, gameId],
  );
  return r.rows[0] ?? null;
}

/** Requests in a status ('all': every one), oldest first. */
export async function listRequests(db: Db, status: string, limit: number): Promise<RequestRow[]> {
  const r = await db.query<RequestRow>(
    `SELECT ${REQUEST_COLUMNS} FROM ${REQUEST_FROM} WHERE ($1 = 'all' OR q.status = $1)
     ORDER BY q.created_at ASC LIMIT $2`,
    [status, limit],
  );
  return r.rows;
}

/** A new pending request; null when one is pending already (a partial UNIQUE index decides). */
export async function insertPendingRequest(tx: Db, userId: string, gameId: string): Promise<string | null> {
  const r = await tx.query<{ id: string }>(
    `INSERT INTO game_account_requests (user_id, game_id) VALUES ($1, $2)
     ON CONFLICT (user_id, game_id) WHERE status = 'pending' DO NOTHING RETURNING id`,
    [userId, gameId],
  );
  return r.rows[0]?.id ?? null;
}

/** Claims a pending request unclaimed or claimed more than `claimMs` ago; its claim time, or null. */
export async function claimPendingRequest(db: Db, requestId: string, claimMs: number): Promise<Date | null> {
  const r = await db.query<{ claimed_at: Date; status: string }>(
    `UPDATE game_account_requests SET claimed_at = date_trunc('milliseconds', clock_timestamp())
      WHERE id = $1 AND status = 'pending'
        AND (claimed_at IS NULL OR claimed_at < clock_timestamp() - make_interval(secs => $2::double precision / 1000))
      RETURNING claimed_at, status`,
    [requestId, claimMs],
  );
  return r.rows[0]?.claimed_at ?? null;
}

/** Releases a claim, if it is still the one given. */
export async function releaseClaim(db: Db, requestId: string, claim: Date): Promise<void> {
  await db.query(`UPDATE game_account_requests SET claimed_at = NULL WHERE id = $1 AND claimed_at = $2`, [
    requestId,
    claim,
  ]);
}

export async function requestStatus(db: Db, requestId: string): Promise<string | null> {
  const r = await db.query<{ status: string }>(`SELECT status FROM game_account_requests WHERE id = $1`, [
    requestId,
  ]);
  return r.rows[0]?.status ?? null;
}

/** A request's status and claim, locked (null when none). */
export async function lockRequest(
  tx: Db,
  requestId: string,
): Promise<{ status: string; claimed_at: Date | null } | null> {
  const r = await tx.query<{ status: string; claimed_at: Date | null }>(
    `SELECT status, claimed_at FROM game_account_requests WHERE id = $1 FOR UPDATE`,
    [requestId],
  );
  return r.rows[0] ?? null;
}

export async function recordDecision(
  tx: Db,
  requestId: string,
  decision: { status: 'approved' | 'rejected'; notes: string | null; decidedBy: string | null },
): Promise<void> {
  await tx.query(
    `UPDATE game_account_requests SET status = $2, admin_notes = $3, decided_by = $4, decided_at = now() WHERE id = $1`,
    [requestId, decision.status, decision.notes, decision.decidedBy],
  );
}

/** A new id for a load, game withdrawal or redemption, known before its row (its ledger keys carry it). */
export async function newRequestId(tx: Db): Promise<string> {
  return (await tx.query<{ id: string }>(`SELECT gen_random_uuid() AS id`)).rows[0]!.id;
}
