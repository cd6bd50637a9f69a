import {
  goldCoins,
  ledgerMoney,
  sweepCents,
  usdCents,
  type Currency,
  type PlayerDetail,
  type PlayerLedgerEntry,
  type PlayerLedgerQuery,
  type PlayerNote,
  type PlayerSearchQuery,
  type PlayerSummary,
} from '@arcade/contracts';
import type { Db } from '../../db/db';
import { isUuid } from '../../db/uuid';
import { toInt, toIso, toIsoOrNull } from '../ledger/amounts';

// The back office's reads and writes of players (issue 29 item 3). Plain functions taking the Db first.

const iso = toIsoOrNull;
const fullName = (u: { first_name: string; middle_name?: string; last_name: string }) =>
  [u.first_name, u.middle_name, u.last_name].filter(Boolean).join(' ');

interface SummaryRow {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  phone: string | null;
  state: string | null;
  created_at: Date | string;
  locked_at: Date | string | null;
  restricted: boolean;
  total: string | number;
}

/** What a search term matches: the id exactly, else a part of the e-mail, the name or the phone's digits. */
function searchWhere(q: string, params: unknown[]): string {
  const base = `u.role = 'USER'`;
  if (!q) return base;
  if (isUuid(q)) return `${base} AND u.id = $${params.push(q.toLowerCase())}::uuid`;
  const like = `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const p = `$${params.push(like)}`;
  const digits = q.replace(/\D/g, '');
  const phone =
    digits.length >= 3
      ? ` OR regexp_replace(coalesce(u.phone, ''), '\\D', '', 'g') LIKE $${params.push(`%${digits}%`)}`
      : '';
  return `${base} AND (u.email LIKE ${p} OR lower(concat_ws(' ', u.first_name, u.middle_name, u.last_name)) LIKE ${p}
    OR lower(concat_ws(' ', u.first_name, u.last_name)) LIKE ${p}${phone})`;
}

/** A page of players matching q, newest first, with the number of all that match. */
export async function searchPlayers(
  db: Db,
  query: PlayerSearchQuery,
): Promise<{ players: PlayerSummary[]; total: number }> {
  const params: unknown[] = [];
  const where = searchWhere(query.q, params);
  const { rows } = await db.query<SummaryRow>(
    `SELECT u.id, u.email, u.first_name, u.last_name, u.phone, u.state, u.created_at, u.locked_at,
       EXISTS (SELECT 1 FROM account_restrictions r WHERE r.user_id = u.id AND r.lifted_at IS NULL) AS restricted,
       count(*) OVER () AS total
     FROM users u WHERE ${where}
     ORDER BY u.created_at DESC, u.id DESC LIMIT $${params.push(query.limit)} OFFSET $${params.push((query.page - 1) * query.limit)}`,
    params,
  );
  let total = rows[0] ? toInt(rows[0].total) : 0;
  if (!rows[0] && query.page > 1) {
    const countParams: unknown[] = [];
    const countWhere = searchWhere(query.q, countParams);
    total = toInt(
      (await db.query<{ n: string }>(`SELECT count(*) AS n FROM users u WHERE ${countWhere}`, countParams))
        .rows[0]!.n,
    );
  }
  return {
    total,
    players: rows.map((r) => ({
      id: r.id,
      email: r.email,
      name: fullName(r),
      phone: r.phone,
      state: r.state,
      createdAt: toIso(r.created_at),
      lockedAt: iso(r.locked_at),
      restricted: r.restricted === true,
    })),
  };
}

interface PlayerRow {
  id: string;
  email: string;
  first_name: string;
  middle_name: string;
  last_name: string;
  phone: string | null;
  state: string | null;
  role: string;
  created_at: Date | string;
  email_verified_at: Date | string | null;
  phone_verified_at: Date | string | null;
  adult_confirmed_at: Date | string | null;
  kyc_verified_at: Date | string | null;
  locked_at: Date | string | null;
  locked_reason: string | null;
  locked_by: string | null;
}

/** The lock state of a user (for a change: with lock, the row stays locked until the transaction ends). */
export async function findLock(
  db: Db,
  userId: string,
  lock = false,
): Promise<{ role: string; lockedAt: string | null; reason: string | null; lockedBy: string | null } | null> {
  const { rows } = await db.query<PlayerRow>(
    `SELECT role, locked_at, locked_reason, locked_by FROM users WHERE id = $1 ${lock ? 'FOR UPDATE' : ''}`,
    [userId],
  );
  const r = rows[0];
  return r
    ? { role: r.role, lockedAt: iso(r.locked_at), reason: r.locked_reason, lockedBy: r.locked_by }
    : null;
}

export async function setLock(
  tx: Db,
  userId: string,
  lock: { reason: string; by: string } | null,
): Promise<void> {
  await tx.query(
    lock
      ? `UPDATE users SET locked_at = now(), locked_reason = $2, locked_by = $3 WHERE id = $1`
      : `UPDATE users SET locked_at = NULL, locked_reason = NULL, locked_by = NULL WHERE id = $1`,
    lock ? [userId, lock.reason, lock.by] : [userId],
    { changesUsers: [userId] },
  );
}

/** Whether the account with this e-mail is locked (the login gate asks after the password was right). */
export async function isLockedByEmail(db: Db, email: string): Promise<boolean> {
  const { rows } = await db.query<{ locked: boolean }>(
    `SELECT locked_at IS NOT NULL AS locked FROM users WHERE email = $1`,
    [email.trim().toLowerCase()],
  );
  return rows[0]?.locked === true;
}

interface NoteRow {
  id: string | number;
  body: string;
  author_id: string;
  author_name: string | null;
  created_at: Date | string;
}
const toNote = (r: NoteRow): PlayerNote => ({
  id: String(r.id),
  body: r.body,
  authorId: r.author_id,
  authorName: r.author_name ?? '',
  createdAt: toIso(r.created_at),
});
const NOTE_COLUMNS = `n.id, n.body, n.author_id, n.created_at,
  coalesce(nullif(trim(concat_ws(' ', a.first_name, a.last_name)), ''), a.email) AS author_name`;

export async function insertNote(
  tx: Db,
  userId: string,
  authorId: string,
  body: string,
): Promise<PlayerNote> {
  const { rows } = await tx.query<NoteRow>(
    `WITH n AS (INSERT INTO player_notes (user_id, author_id, body) VALUES ($1, $2, $3) RETURNING *)
     SELECT ${NOTE_COLUMNS} FROM n JOIN users a ON a.id = n.author_id`,
    [userId, authorId, body],
  );
  return toNote(rows[0]!);
}

/** How many of each list the player's page shows (newest first); the ledger has its own paginated endpoint. */
export const PAGE_LISTS = 20;

/** A player's page in one read (null when there is no such player). */
export async function findPlayerDetail(db: Db, userId: string): Promise<PlayerDetail | null> {
  const u = (
    await db.query<PlayerRow>(
      `SELECT id, email, first_name, middle_name, last_name, phone, state, role, created_at, email_verified_at,
         phone_verified_at, adult_confirmed_at, kyc_verified_at, locked_at, locked_reason, locked_by
       FROM users WHERE id = $1 AND role = 'USER'`,
      [userId],
    )
  ).rows[0];
  if (!u) return null;
  const n = PAGE_LISTS;
  const [kyc, balances, sessions, accounts, orders, redemptions, restrictions, notes] = await Promise.all([
    db.query<{ status: string; reason: string | null; updated_at: Date | string }>(
      `SELECT status, reason, updated_at FROM kyc_sessions WHERE user_id = $1 ORDER BY created_at DESC LIMIT 1`,
      [userId],
    ),
    db.query<{ currency: Currency; balance: string | number }>(
      `SELECT currency, balance FROM ledger_accounts WHERE kind = 'user' AND user_id = $1`,
      [userId],
    ),
    db.query<{
      id: string;
      created_at: Date | string;
      revoked_at: Date | string | null;
      user_agent: string | null;
      ip: string | null;
    }>(
      `SELECT id, created_at, revoked_at, user_agent, ip FROM sessions WHERE user_id = $1
       ORDER BY (revoked_at IS NULL) DESC, created_at DESC LIMIT ${n}`,
      [userId],
    ),
    db.query<{
      id: string;
      game_name: string;
      platform: string;
      username: string;
      credits_gc: string | number;
      credits_sc: string | number;
      created_at: Date | string;
    }>(
      `SELECT ga.id, g.name AS game_name, ga.platform, ga.username, ga.credits_gc, ga.credits_sc, ga.created_at
       FROM game_accounts ga JOIN games g ON g.id = ga.game_id WHERE ga.user_id = $1
       ORDER BY ga.created_at DESC LIMIT ${n}`,
      [userId],
    ),
    db.query<{
      id: string;
      status: string;
      cancelled: boolean;
      method: string;
      price_cents: number;
      coins: number;
      bonus_coins: number;
      created_at: Date | string;
    }>(
      `SELECT id, status, cancelled, method, price_cents, coins, bonus_coins, created_at FROM orders WHERE user_id = $1
       ORDER BY created_at DESC LIMIT ${n}`,
      [userId],
    ),
    db.query<{
      id: string;
      status: string;
      method: string;
      amount: string | number;
      created_at: Date | string;
    }>(
      `SELECT id, status, method, amount, created_at FROM redemptions WHERE user_id = $1
       ORDER BY created_at DESC LIMIT ${n}`,
      [userId],
    ),
    db.query<{
      id: string | number;
      reason: string;
      message: string;
      created_at: Date | string;
      lifted_at: Date | string | null;
      lift_note: string | null;
    }>(
      `SELECT id, reason, message, created_at, lifted_at, lift_note FROM account_restrictions WHERE user_id = $1
       ORDER BY id DESC LIMIT ${n}`,
      [userId],
    ),
    db.query<NoteRow>(
      `SELECT ${NOTE_COLUMNS} FROM player_notes n JOIN users a ON a.id = n.author_id WHERE n.user_id = $1
       ORDER BY n.id DESC LIMIT ${n}`,
      [userId],
    ),
  ]);
  const balance = (c: Currency) =>
    ledgerMoney(toInt(balances.rows.find((b) => b.currency === c)?.balance ?? 0), c);
  const k = kyc.rows[0];
  return {
    profile: {
      id: u.id,
      email: u.email,
      firstName: u.first_name,
      middleName: u.middle_name,
      lastName: u.last_name,
      phone: u.phone,
      state: u.state,
      role: u.role,
      createdAt: toIso(u.created_at),
    },
    verification: {
      emailVerifiedAt: iso(u.email_verified_at),
      phoneVerifiedAt: iso(u.phone_verified_at),
      adultConfirmedAt: iso(u.adult_confirmed_at),
      kycVerifiedAt: iso(u.kyc_verified_at),
      kycStatus: k?.status ?? null,
      kycReason: k?.reason ?? null,
      kycUpdatedAt: k ? toIso(k.updated_at) : null,
    },
    lock: u.locked_at
      ? { lockedAt: toIso(u.locked_at), reason: u.locked_reason ?? '', lockedBy: u.locked_by }
      : null,
    balances: { GC: balance('GC'), SC: balance('SC') },
    sessions: sessions.rows.map((s) => ({
      id: s.id,
      createdAt: toIso(s.created_at),
      revokedAt: iso(s.revoked_at),
      userAgent: s.user_agent,
      ip: s.ip,
    })),
    gameAccounts: accounts.rows.map((a) => ({
      id: a.id,
      gameName: a.game_name,
      platform: a.platform,
      username: a.username,
      creditsGc: goldCoins(toInt(a.credits_gc)),
      creditsSc: sweepCents(toInt(a.credits_sc)),
      createdAt: toIso(a.created_at),
    })),
    orders: orders.rows.map((o) => ({
      id: o.id,
      status: o.status,
      cancelled: o.status === 'failed' && o.cancelled === true,
      method: o.method,
      price: usdCents(toInt(o.price_cents)),
      coins: goldCoins(toInt(o.coins) + toInt(o.bonus_coins)),
      bonusCoins: goldCoins(toInt(o.bonus_coins)),
      createdAt: toIso(o.created_at),
    })),
    redemptions: redemptions.rows.map((r) => ({
      id: r.id,
      status: r.status,
      method: r.method,
      amount: sweepCents(toInt(r.amount)),
      createdAt: toIso(r.created_at),
    })),
    restrictions: restrictions.rows.map((r) => ({
      id: String(r.id),
      reason: r.reason,
      message: r.message,
      createdAt: toIso(r.created_at),
      liftedAt: iso(r.lifted_at),
      liftNote: r.lift_note,
    })),
    notes: notes.rows.map(toNote),
  };
}

/**
 * A page of a player's ledger in one currency, newest first: each entry signed (credits positive) with the
 * running balance right after it (ledger_entries.balance_after), and the number of all entries.
 */
export async function playerLedger(
  db: Db,
  userId: string,
  query: PlayerLedgerQuery,
): Promise<{ entries: PlayerLedgerEntry[]; total: number }> {
  const account = (
    await db.query<{ id: string | number }>(
      `SELECT id FROM ledger_accounts WHERE kind = 'user' AND user_id = $1 AND currency = $2`,
      [userId, query.currency],
    )
  ).rows[0];
  if (!account) return { entries: [], total: 0 };
  const [page, count] = await Promise.all([
    db.query<{
      id: string | number;
      transfer_id: string | number;
      created_at: Date | string;
      type: string;
      description: string;
      direction: 'debit' | 'credit';
      amount: string | number;
      balance_after: string | number | null;
    }>(
      `SELECT e.id, e.transfer_id, e.created_at, t.type, t.description, e.direction, e.amount, e.balance_after
       FROM ledger_entries e JOIN ledger_transfers t ON t.id = e.transfer_id
       WHERE e.account_id = $1 ORDER BY e.id DESC LIMIT $2 OFFSET $3`,
      [account.id, query.limit, (query.page - 1) * query.limit],
    ),
    db.query<{ n: string | number }>(`SELECT count(*) AS n FROM ledger_entries WHERE account_id = $1`, [
      account.id,
    ]),
  ]);
  return {
    total: toInt(count.rows[0]!.n),
    entries: page.rows.map((e) => ({
      id: String(e.id),
      transferId: String(e.transfer_id),
      at: toIso(e.created_at),
      type: e.type,
      description: e.description,
      amount: ledgerMoney(e.direction === 'credit' ? toInt(e.amount) : -toInt(e.amount), query.currency),
      balanceAfter: ledgerMoney(toInt(e.balance_after ?? 0), query.currency),
    })),
  };
}

/** The live sessions of a user, or one of them (the ids the caller ends). */
export async function liveSessionIds(db: Db, userId: string, sessionId?: string): Promise<string[]> {
  const { rows } = await db.query<{ id: string }>(
    `SELECT id FROM sessions WHERE user_id = $1 AND revoked_at IS NULL AND ($2::uuid IS NULL OR id = $2::uuid)`,
    [userId, sessionId ?? null],
  );
  return rows.map((r) => r.id);
}
