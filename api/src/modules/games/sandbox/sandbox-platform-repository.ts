// Over 300 lines: the one place for the SQL of the sandbox platform's tables (sgp_*).
import type { Currency } from '@arcade/contracts';
import type { Db } from '../../../db/db';
import { toInt } from '../../ledger/amounts';

// The sandbox game platform's tables (sgp_*): plain functions taking a Db or a transaction.

// ----- accounts ------------------------------------------------------------------------------------------------

/** Gives the account made for `reference` a new password to change at sign-in; null when there is none. */
export async function renewAccountByReference(
  db: Db,
  reference: string,
  passwordHash: string,
): Promise<{ id: string; username: string } | null> {
  const r = await db.query<{ id: string; username: string }>(
    `UPDATE sgp_accounts SET password_hash = $2, must_change_password = true WHERE reference = $1
     RETURNING id, username`,
    [reference, passwordHash],
  );
  return r.rows[0] ?? null;
}

/** A new account; null when the username or the reference is taken. */
export async function insertAccount(
  db: Db,
  account: {
    username: string;
    passwordHash: string;
    playerRef: string;
    gameSlug: string;
    reference: string | null;
  },
): Promise<string | null> {
  const r = await db.query<{ id: string }>(
    `INSERT INTO sgp_accounts (username, password_hash, player_ref, game_slug, reference)
     VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING RETURNING id`,
    [account.username, account.passwordHash, account.playerRef, account.gameSlug, account.reference],
  );
  return r.rows[0]?.id ?? null;
}

/** A new password to change at sign-in; false when the account does not exist. */
export async function renewPassword(db: Db, accountId: string, passwordHash: string): Promise<boolean> {
  const r = await db.query(
    `UPDATE sgp_accounts SET password_hash = $2, must_change_password = true WHERE id = $1`,
    [accountId, passwordHash],
  );
  return Boolean(r.rowCount);
}

/** The password the player chose (nothing more to change). */
export async function setPassword(db: Db, accountId: string, passwordHash: string): Promise<void> {
  await db.query(`UPDATE sgp_accounts SET password_hash = $2, must_change_password = false WHERE id = $1`, [
    accountId,
    passwordHash,
  ]);
}

export async function accountExists(db: Db, accountId: string): Promise<boolean> {
  const r = await db.query(`SELECT 1 FROM sgp_accounts WHERE id = $1`, [accountId]);
  return Boolean(r.rowCount);
}

/** Whether the player must still change the password; null when the account does not exist. */
export async function mustChangePasswordOf(db: Db, accountId: string): Promise<boolean | null> {
  const r = await db.query<{ must_change_password: boolean }>(
    `SELECT must_change_password FROM sgp_accounts WHERE id = $1`,
    [accountId],
  );
  return r.rows[0]?.must_change_password ?? null;
}

export async function loginOf(
  db: Db,
  username: string,
): Promise<{ id: string; password_hash: string; must_change_password: boolean } | null> {
  const r = await db.query<{ id: string; password_hash: string; must_change_password: boolean }>(
    `SELECT id, password_hash, must_change_password FROM sgp_accounts WHERE username = $1`,
    [username],
  );
  return r.rows[0] ?? null;
}

export async function passwordHashOf(db: Db, accountId: string): Promise<string> {
  const r = await db.query<{ password_hash: string }>(
    `SELECT password_hash FROM sgp_accounts WHERE id = $1`,
    [accountId],
  );
  return r.rows[0]!.password_hash;
}

// ----- sessions ------------------------------------------------------------------------------------------------

export interface SandboxSession {
  account_id: string;
  must_change_password: boolean;
  username: string;
}

/** The unexpired session of a token hash (null when none). */
export async function findSession(db: Db, tokenHash: string): Promise<SandboxSession | null> {
  const r = await db.query<SandboxSession>(
    `SELECT s.account_id, a.must_change_password, a.username FROM sgp_sessions s
     JOIN sgp_accounts a ON a.id = s.account_id WHERE s.token_hash = $1 AND s.expires_at > now()`,
    [tokenHash],
  );
  return r.rows[0] ?? null;
}

export async function insertSession(
  db: Db,
  tokenHash: string,
  accountId: string,
  expiresAt: Date,
): Promise<void> {
  await db.query(`INSERT INTO sgp_sessions (token_hash, account_id, expires_at) VALUES ($1, $2, $3)`, [
    tokenHash,
    accountId,
    expiresAt,
  ]);
}

export async function deleteSession(db: Db, tokenHash: string): Promise<void> {
  await db.query(`DELETE FROM sgp_sessions WHERE token_hash = $1`, [tokenHash]);
}

export async function deleteSessionsOf(db: Db, accountId: string): Promise<void> {
  await db.query(`DELETE FROM sgp_sessions WHERE account_id = $1`, [accountId]);
}

// ----- balances and operations ---------------------------------------------------------------------------------

/** Credits and wagered totals per currency (0 where the account never held any). */
export async function balancesOf(db: Db, accountId: string) {
  const r = await db.query<{ currency: Currency; balance: string; wagered: string; won: string }>(
    `SELECT currency, balance, wagered, won FROM sgp_balances WHERE account_id = $1`,
    [accountId],
  );
  const balances = { GC: 0, SC: 0 };
  const wagered = { GC: 0, SC: 0 };
  for (const row of r.rows) {
    balances[row.currency] = toInt(row.balance);
    wagered[row.currency] = toInt(row.wagered);
  }
  return { balances, wagered };
}

/** The account's balance in a currency, its row created if needed and locked until the transaction ends. */
export async function lockBalance(tx: Db, accountId: string, currency: Currency): Promise<number> {
  const r = await tx.query<{ balance: string }>(
    `INSERT INTO sgp_balances AS b (account_id, currency) VALUES ($1, $2)
     ON CONFLICT (account_id, currency) DO UPDATE SET balance = b.balance RETURNING balance`,
    [accountId, currency],
  );
  return toInt(r.rows[0]!.balance);
}

export async function setBalance(
  tx: Db,
  accountId: string,
  currency: Currency,
  balance: number,
): Promise<void> {
  await tx.query(`UPDATE sgp_balances SET balance = $3 WHERE account_id = $1 AND currency = $2`, [
    accountId,
    currency,
    balance,
  ]);
}

/** Records a round's bet and win on the balance; answers the new wagered total of that currency. */
export async function recordPlay(
  tx: Db,
  accountId: string,
  currency: Currency,
  play: { balance: number; bet: number; win: number },
): Promise<number> {
  const r = await tx.query<{ wagered: string }>(
    `UPDATE sgp_balances SET balance = $3, wagered = wagered + $4, won = won + $5
     WHERE account_id = $1 AND currency = $2 RETURNING wagered`,
    [accountId, currency, play.balance, play.bet, play.win],
  );
  return toInt(r.rows[0]!.wagered);
}

export interface SandboxOperation {
  kind: 'load' | 'withdraw';
  account_id: string;
  currency: Currency;
  amount: number;
}

/** The operation done under an idempotency key (null when none). */
export async function findOperation(tx: Db, idempotencyKey: string): Promise<SandboxOperation | null> {
  const r = await tx.query<{
    kind: SandboxOperation['kind'];
    amount: string;
    account_id: string;
    currency: Currency;
  }>(`SELECT kind, amount, account_id, currency FROM sgp_operations WHERE idempotency_key = $1`, [
    idempotencyKey,
  ]);
  const row = r.rows[0];
  return row ? { ...row, amount: toInt(row.amount) } : null;
}

export async function insertOperation(
  tx: Db,
  idempotencyKey: string,
  operation: SandboxOperation,
): Promise<void> {
  await tx.query(
    `INSERT INTO sgp_operations (idempotency_key, account_id, kind, currency, amount) VALUES ($1, $2, $3, $4, $5)`,
    [idempotencyKey, operation.account_id, operation.kind, operation.currency, operation.amount],
  );
}

// ----- seeds and rounds ----------------------------------------------------------------------------------------

export interface SeedRow {
  id: string;
  server_seed_hash: string;
  client_seed: string;
  next_nonce: number;
}

/** The account's active seed pair, locked (null when none yet). */
export async function lockActiveSeed(tx: Db, accountId: string): Promise<SeedRow | null> {
  const r = await tx.query<SeedRow>(
    `SELECT id, server_seed_hash, client_seed, next_nonce FROM sgp_seeds WHERE account_id = $1 AND active FOR UPDATE`,
    [accountId],
  );
  return r.rows[0] ?? null;
}

/** A new active seed pair (the previous one retired first). */
export async function insertSeed(
  tx: Db,
  seed: { accountId: string; serverSeed: string; serverSeedHash: string; clientSeed: string },
): Promise<SeedRow> {
  const r = await tx.query<SeedRow>(
    `INSERT INTO sgp_seeds (account_id, server_seed, server_seed_hash, client_seed) VALUES ($1, $2, $3, $4)
     RETURNING id, server_seed_hash, client_seed, next_nonce`,
    [seed.accountId, seed.serverSeed, seed.serverSeedHash, seed.clientSeed],
  );
  return r.rows[0]!;
}

export async function serverSeedOf(tx: Db, seedId: string): Promise<string> {
  const r = await tx.query<{ server_seed: string }>(`SELECT server_seed FROM sgp_seeds WHERE id = $1`, [
    seedId,
  ]);
  return r.rows[0]!.server_seed;
}

export async function advanceNonce(tx: Db, seedId: string): Promise<void> {
  await tx.query(`UPDATE sgp_seeds SET next_nonce = next_nonce + 1 WHERE id = $1`, [seedId]);
}

/** Retires a seed pair and reveals its server seed (answered). */
export async function retireSeed(tx: Db, seedId: string): Promise<string> {
  const r = await tx.query<{ server_seed: string }>(
    `UPDATE sgp_seeds SET active = false, revealed_at = now() WHERE id = $1 RETURNING server_seed`,
    [seedId],
  );
  return r.rows[0]!.server_seed;
}

export async function insertRound(
  tx: Db,
  round: {
    accountId: string;
    seedId: string;
    currency: Currency;
    bet: number;
    win: number;
    nonce: number;
    stops: number[];
  },
): Promise<string> {
  const r = await tx.query<{ id: string }>(
    `INSERT INTO sgp_rounds (account_id, seed_id, currency, bet, win, nonce, stops)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
    [round.accountId, round.seedId, round.currency, round.bet, round.win, round.nonce, round.stops],
  );
  return r.rows[0]!.id;
}

/** The account's last ten rounds, newest first. */
export async function recentRounds(db: Db, accountId: string) {
  const r = await db.query<{ id: string; currency: string; bet: string; win: string; created_at: Date }>(
    `SELECT id, currency, bet, win, created_at FROM sgp_rounds WHERE account_id = $1 ORDER BY created_at DESC LIMIT 10`,
    [accountId],
  );
  return r.rows.map((row) => ({
    id: row.id,
    currency: row.currency,
    bet: toInt(row.bet),
    win: toInt(row.win),
    at: new Date(row.created_at).toISOString(),
  }));
}

export interface RoundProofRow {
  id: string;
  nonce: number;
  stops: number[];
  bet: string;
  win: string;
  server_seed: string;
  server_seed_hash: string;
  client_seed: string;
  revealed_at: Date | null;
}

/** A round with its seed pair (null when none). */
export async function findRoundWithSeed(db: Db, roundId: string): Promise<RoundProofRow | null> {
  const r = await db.query<RoundProofRow>(
    `SELECT r.id, r.nonce, r.stops, r.bet, r.win, s.server_seed, s.server_seed_hash, s.client_seed, s.revealed_at
     FROM sgp_rounds r JOIN sgp_seeds s ON s.id = r.seed_id WHERE r.id = $1`,
    [roundId],
  );
  return r.rows[0] ?? null;
}
