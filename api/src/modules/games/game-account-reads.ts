import type { GameAccount } from '@arcade/contracts';
import { findGame } from './game-lookup';
import { findAccount, listAccountsOf, recordWagering, toAccount, type AccountRow } from './game-repository';
import type { GamesContext } from './games-context';

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

/** GET /game-accounts: the player's accounts, figures as last recorded. */
export async function myGameAccounts(ctx: GamesContext, userId: string): Promise<GameAccount[]> {
  return (await listAccountsOf(ctx.db, userId)).map((row) => toAccount(row, ctx.playUrl));
}
