import type { TestApp } from '../../../testing/test-app';
import { newStaff } from '../../../testing/staff';
import { transfer } from '../../ledger/transfer';
import { call, newPlayer, type Player } from '../../wallet/testing/players';
import { addBatch, lockPlaythrough, SELF_BATCH } from '../playthrough';

let phone = 0;
/** A player with verified e-mail and phone (state Texas), optionally holding unplayed SC (a promotion). */
export async function verifiedPlayer(app: TestApp, unplayedSc = 0, label = 'gamer'): Promise<Player> {
  const p = await newPlayer(app.app, app.db, label);
  phone += 1;
  await app.db.query(`UPDATE users SET phone = $2, phone_verified_at = now() WHERE id = $1`, [
    p.userId,
    `+1555${String(process.pid % 1000).padStart(3, '0')}${String(phone).padStart(4, '0')}`,
  ]);
  if (unplayedSc > 0)
    await transfer(app.db, {
      idempotencyKey: `test-sc:${p.userId}:${unplayedSc}`,
      from: { system: 'promotions' },
      to: { user: p.userId },
      amount: unplayedSc,
      currency: 'SC',
      type: 'sweep_bonus',
      description: 'test SC',
    });
  return p;
}

/** SC that were played (as a game withdrawal of winnings would bring them back): redeemable. */
export async function givePlayedSc(app: TestApp, userId: string, cents: number, key: string): Promise<void> {
  await app.db.transaction(async (tx) => {
    await lockPlaythrough(tx, userId);
    const credit = await transfer(tx, {
      idempotencyKey: `test-played:${key}`,
      from: { system: 'promotions' },
      to: { user: userId },
      amount: cents,
      currency: 'SC',
      type: 'game_withdrawal',
      description: 'test winnings',
      metadata: { ...SELF_BATCH },
    });
    await addBatch(tx, {
      userId,
      transferId: credit.transfer.id,
      source: 'game_withdrawal',
      amount: cents,
      unplayed: 0,
    });
  });
}

/** Identity verified (KYC approved) with a date of birth. */
export async function kycApprove(app: TestApp, userId: string, dateOfBirth = '1990-05-01'): Promise<void> {
  await app.db.query(`UPDATE users SET kyc_verified_at = now() WHERE id = $1`, [userId]);
  await app.db.query(
    `INSERT INTO kyc_sessions (user_id, provider, provider_session_id, url, status, date_of_birth, decided_at)
     VALUES ($1, 'sandbox', gen_random_uuid()::text, 'https://kyc.test', 'approved', $2, now())`,
    [userId, dateOfBirth],
  );
}

export async function firstGame(app: TestApp): Promise<{ id: string; slug: string; name: string }> {
  const res = await call<{ games: { id: string; slug: string; name: string }[] }>(
    app.app,
    undefined,
    'GET',
    '/api/v1/games',
  );
  return res.body.data.games[0]!;
}

/** Requests and approves (as a new ADMIN) an account for the game; answers the account id. */
export async function approvedAccount(
  app: TestApp,
  player: Player,
  gameId: string,
  manual?: { username: string; temporaryPassword: string },
): Promise<string> {
  const req = await call<{ request: { id: string } }>(
    app.app,
    player.cookies,
    'POST',
    `/api/v1/games/${gameId}/account-request`,
  );
  if (req.status !== 201) throw new Error(`account request: ${req.status} ${req.body.message}`);
  const admin = await newStaff(app.app, app.db, 'ADMIN');
  const decided = await call(
    app.app,
    admin.cookies,
    'POST',
    `/api/v1/admin/game-account-requests/${req.body.data.request.id}/decision`,
    {
      approve: true,
      ...(manual ?? {}),
    },
  );
  if (decided.status !== 200) throw new Error(`decision: ${decided.status} ${decided.body.message}`);
  const r = await app.db.query<{ id: string }>(
    `SELECT id FROM game_accounts WHERE user_id = $1 AND game_id = $2`,
    [player.userId, gameId],
  );
  return r.rows[0]!.id;
}

export async function scBalance(app: TestApp, userId: string): Promise<number> {
  const r = await app.db.query<{ balance: string }>(
    `SELECT balance FROM ledger_accounts WHERE user_id = $1 AND currency = 'SC'`,
    [userId],
  );
  return Number(r.rows[0]?.balance ?? 0);
}

export async function systemBalance(app: TestApp, code: string, currency = 'SC'): Promise<number> {
  const r = await app.db.query<{ balance: string }>(
    `SELECT balance FROM ledger_account_balances WHERE system_code = $1 AND currency = $2`,
    [code, currency],
  );
  return Number(r.rows[0]?.balance ?? 0);
}

export const bank = { accountHolder: 'Pat Player', routingNumber: '021000021', accountNumber: '123456789' };
