import crypto from 'node:crypto';
import type { Currency } from '@arcade/contracts';
import type { Db } from '../../../db/db';
import { toInt } from '../../ledger/amounts';
import { hashPassword, verifyPassword } from '../../users/password';
import {
  advanceNonce,
  balancesOf,
  deleteSession,
  findRoundWithSeed,
  findSession,
  insertRound,
  insertSeed,
  insertSession,
  lockActiveSeed,
  lockBalance,
  loginOf,
  passwordHashOf,
  recentRounds,
  recordPlay,
  retireSeed,
  serverSeedOf,
  setPassword,
  type SandboxSession,
} from './sandbox-platform-repository';
import { Refusal } from './sandbox-refusal';
import {
  BET_LIMITS,
  multiplierOf,
  newClientSeed,
  newServerSeed,
  PAYS,
  REEL,
  seedHash,
  slotRtp,
  stopsOf,
  symbolsAt,
  TWO_CHERRIES,
} from './slot';

// What the sandbox platform's player site does: sign-in, the password change, the slot and its proofs.

export const SESSION_MS = 2 * 60 * 60 * 1000;
const sha = (v: string) => crypto.createHash('sha256').update(v).digest('hex');

/** The session of a cookie's token (null when none or expired). */
export const sessionOfToken = (db: Db, token: string): Promise<SandboxSession | null> =>
  findSession(db, sha(token));

/** Signs in with the game account's credentials; answers the session token. */
export async function signIn(db: Db, username: string, password: string) {
  const row = await loginOf(db, username);
  if (!row || !(await verifyPassword(password, row.password_hash)))
    return new Refusal(401, 'Wrong username or password');
  const token = crypto.randomBytes(32).toString('base64url');
  await insertSession(db, sha(token), row.id, new Date(Date.now() + SESSION_MS));
  return { token, mustChangePassword: row.must_change_password };
}

export const signOut = (db: Db, token: string) => deleteSession(db, sha(token));

/** The player's own password replaces the temporary one (different from it). */
export async function changePassword(
  db: Db,
  accountId: string,
  currentPassword: string,
  newPassword: string,
) {
  if (!(await verifyPassword(currentPassword, await passwordHashOf(db, accountId))))
    return new Refusal(400, 'The current password is wrong');
  if (currentPassword === newPassword)
    return new Refusal(400, 'Choose a password different from the temporary one');
  await setPassword(db, accountId, await hashPassword(newPassword));
  return { ok: true };
}

/** The account's active seed pair, locked; the first one is made at first use. */
async function activeSeed(tx: Db, accountId: string) {
  const seed = await lockActiveSeed(tx, accountId);
  if (seed) return seed;
  const serverSeed = newServerSeed();
  return insertSeed(tx, {
    accountId,
    serverSeed,
    serverSeedHash: seedHash(serverSeed),
    clientSeed: newClientSeed(),
  });
}

/** What the play page shows: credits, wagered totals, the committed seed pair, the slot's rules, the last rounds. */
export async function playerState(db: Db, session: SandboxSession) {
  const seed = await db.transaction((tx) => activeSeed(tx, session.account_id));
  const { balances, wagered } = await balancesOf(db, session.account_id);
  const rounds = await recentRounds(db, session.account_id);
  return {
    username: session.username,
    mustChangePassword: session.must_change_password,
    balances,
    wagered,
    serverSeedHash: seed.server_seed_hash,
    clientSeed: seed.client_seed,
    nonce: seed.next_nonce,
    rtp: slotRtp(),
    pays: PAYS,
    twoCherries: TWO_CHERRIES,
    reel: REEL,
    betLimits: BET_LIMITS,
    rounds,
  };
}

/** One round at the active seed pair's next nonce. */
export async function spin(db: Db, accountId: string, currency: Currency, bet: number) {
  return db.transaction(async (tx) => {
    const balance = await lockBalance(tx, accountId, currency);
    if (balance < bet) return new Refusal(400, 'Not enough credits: load more from the arcade wallet');
    const seed = await activeSeed(tx, accountId);
    const nonce = seed.next_nonce;
    const stops = stopsOf(await serverSeedOf(tx, seed.id), seed.client_seed, nonce);
    const reels = symbolsAt(stops);
    const win = bet * multiplierOf(reels);
    const next = balance - bet + win;
    const wagered = await recordPlay(tx, accountId, currency, { balance: next, bet, win });
    await advanceNonce(tx, seed.id);
    const roundId = await insertRound(tx, { accountId, seedId: seed.id, currency, bet, win, nonce, stops });
    return {
      roundId,
      currency,
      bet,
      win,
      reels,
      stops,
      serverSeedHash: seed.server_seed_hash,
      clientSeed: seed.client_seed,
      nonce,
      balance: next,
      /** Everything wagered in this currency on this account, this round included. */
      wagered,
    };
  });
}

/** Reveals the active server seed and commits a new one (with the player's client seed, if given). */
export async function rotateSeed(db: Db, accountId: string, clientSeed: string | undefined) {
  return db.transaction(async (tx) => {
    const current = await activeSeed(tx, accountId);
    const revealedSeed = await retireSeed(tx, current.id);
    const serverSeed = newServerSeed();
    const next = await insertSeed(tx, {
      accountId,
      serverSeed,
      serverSeedHash: seedHash(serverSeed),
      clientSeed: clientSeed ?? newClientSeed(),
    });
    return {
      revealed: {
        serverSeed: revealedSeed,
        serverSeedHash: current.server_seed_hash,
        clientSeed: current.client_seed,
        rounds: current.next_nonce,
      },
      next: { serverSeedHash: next.server_seed_hash, clientSeed: next.client_seed },
    };
  });
}

/** A round's proof; the server seed is shown (and the round verified) only after the player rotated it. */
export async function roundProof(db: Db, roundId: string) {
  const row = await findRoundWithSeed(db, roundId);
  if (!row) return new Refusal(404, 'Unknown round');
  const revealed = row.revealed_at !== null;
  const stops = row.stops.map(Number);
  const verified = revealed
    ? seedHash(row.server_seed) === row.server_seed_hash &&
      stopsOf(row.server_seed, row.client_seed, row.nonce).every((s, i) => s === stops[i])
    : null;
  return {
    roundId: row.id,
    serverSeed: revealed ? row.server_seed : null,
    serverSeedHash: row.server_seed_hash,
    clientSeed: row.client_seed,
    nonce: row.nonce,
    verified,
    stops,
    reels: symbolsAt(stops),
    bet: toInt(row.bet),
    win: toInt(row.win),
  };
}
