import crypto from 'node:crypto';
import type { Currency } from '@arcade/contracts';
import type { Db } from '../../../db/db';
import { hashPassword } from '../../users/password';
import {
  accountExists,
  balancesOf,
  deleteSessionsOf,
  findOperation,
  insertAccount,
  insertOperation,
  lockBalance,
  mustChangePasswordOf,
  renewAccountByReference,
  renewPassword,
  setBalance,
} from './sandbox-platform-repository';
import { Refusal } from './sandbox-refusal';

// What the sandbox platform's operator API does: accounts, passwords, credits in and out, balances.

/** A readable username (hint letters + digits). */
function newUsername(hint: string): string {
  const base =
    hint
      .toLowerCase()
      .replace(/[^a-z]/g, '')
      .slice(0, 8) || 'player';
  return `${base}${crypto.randomInt(100000, 999999)}`;
}

/** A temporary password of 14 characters. */
export function newTemporaryPassword(): string {
  const alphabet = 'ABCDEFGHJKMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789';
  let out = '';
  for (let i = 0; i < 14; i++) out += alphabet[crypto.randomInt(alphabet.length)];
  return out;
}

/**
 * A new account with a temporary password. Asked again with the same reference: the same account, with a new
 * temporary password (also when a racing call with that reference created it meanwhile).
 */
export async function createAccount(
  db: Db,
  input: { playerRef: string; gameSlug: string; usernameHint: string; reference?: string | undefined },
) {
  const { playerRef, gameSlug, usernameHint, reference } = input;
  const temporaryPassword = newTemporaryPassword();
  const passwordHash = await hashPassword(temporaryPassword);
  if (reference) {
    const again = await renewAccountByReference(db, reference, passwordHash);
    if (again) return { externalId: again.id, username: again.username, temporaryPassword };
  }
  for (;;) {
    const username = newUsername(usernameHint);
    const id = await insertAccount(db, {
      username,
      passwordHash,
      playerRef,
      gameSlug,
      reference: reference ?? null,
    });
    if (id) return { externalId: id, username, temporaryPassword };
    if (reference) {
      const raced = await renewAccountByReference(db, reference, passwordHash);
      if (raced) return { externalId: raced.id, username: raced.username, temporaryPassword };
    }
  }
}

/** A new temporary password (to change at sign-in); the account's sessions end. */
export async function resetPassword(db: Db, accountId: string) {
  const temporaryPassword = newTemporaryPassword();
  if (!(await renewPassword(db, accountId, await hashPassword(temporaryPassword))))
    return new Refusal(404, 'Unknown account');
  await deleteSessionsOf(db, accountId);
  return { temporaryPassword };
}

/**
 * Loads or withdraws credits (a withdrawal without an amount takes everything), once per idempotency key: a retry
 * answers what was done; the key reused for another operation is refused.
 */
export async function moveCredits(
  db: Db,
  kind: 'load' | 'withdraw',
  accountId: string,
  body: { currency: Currency; amount: number | null; idempotencyKey: string },
) {
  if (kind === 'load' && body.amount === null) return new Refusal(400, 'amount is required');
  return db.transaction(async (tx) => {
    if (!(await accountExists(tx, accountId))) return new Refusal(404, 'Unknown account');
    const balance = await lockBalance(tx, accountId, body.currency);
    const earlier = await findOperation(tx, body.idempotencyKey);
    if (earlier) {
      if (earlier.kind !== kind || earlier.account_id !== accountId || earlier.currency !== body.currency)
        return new Refusal(409, 'Idempotency key reused for another operation');
      return { amount: earlier.amount, balance, replayed: true };
    }
    let amount: number;
    if (kind === 'load') amount = body.amount!;
    else {
      amount = body.amount === null ? balance : body.amount;
      if (amount > balance) return new Refusal(400, 'Insufficient credits');
    }
    const next = kind === 'load' ? balance + amount : balance - amount;
    await setBalance(tx, accountId, body.currency, next);
    await insertOperation(tx, body.idempotencyKey, {
      kind,
      account_id: accountId,
      currency: body.currency,
      amount,
    });
    return { amount, balance: next, replayed: false };
  });
}

/** Credits, wagered totals and whether the password must still be changed. */
export async function accountStatus(db: Db, accountId: string) {
  const mustChangePassword = await mustChangePasswordOf(db, accountId);
  if (mustChangePassword === null) return new Refusal(404, 'Unknown account');
  return { ...(await balancesOf(db, accountId)), mustChangePassword };
}
