import { ERROR_CODES, GAMES_PLAY_MESSAGES, type GameAccountResetBody } from '@arcade/contracts';
import { AppError, badRequest } from '../../http/errors';
import { notify } from '../notifications/notification-service';
import { recordAudit, type AuditActor } from '../staff/audit-repository';
import { refuseOwnAccount } from '../staff/staff-bounds';
import { noGameAccount } from './game-errors';
import { PlatformError, platformUnavailable } from './game-platform';
import { eraseSecret, findAccountById, lockSecret, storeSecret } from './game-repository';
import type { GamesContext } from './games-context';

/**
 * POST /game-accounts/{accountId}/reveal: the temporary password, once. The encrypted copy is deleted in the same
 * transaction that reads it, so a second reveal (or two racing) finds nothing: 410 credentials_revealed.
 */
export async function revealCredentials(ctx: GamesContext, userId: string, accountId: string) {
  return ctx.db.transaction(async (tx) => {
    const row = await lockSecret(tx, userId, accountId);
    if (!row) throw noGameAccount();
    if (!row.secret_enc)
      throw new AppError(410, GAMES_PLAY_MESSAGES.credentialsRevealed, [ERROR_CODES.credentialsRevealed]);
    const temporaryPassword = ctx.box.open(row.secret_enc, accountId);
    await eraseSecret(tx, accountId);
    return {
      username: row.username,
      temporaryPassword,
      playUrl: row.platform === 'sandbox' ? ctx.playUrl : null,
      mustChangePassword: true as const,
    };
  });
}

/**
 * Staff reset a game account's password (audited), never one of their own player account: the platform issues a
 * new temporary password (manual: staff give the one they set in the back office), stored encrypted until the
 * player reveals it once more; the player is told (game_account_approved, without any credential) to reveal it on
 * the game page, and must change it at sign-in.
 */
export async function resetAccountPassword(
  ctx: GamesContext,
  actor: AuditActor,
  accountId: string,
  body: GameAccountResetBody,
) {
  const row = await findAccountById(ctx.db, accountId);
  if (!row) throw noGameAccount();
  refuseOwnAccount(actor, row.user_id);
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
    await storeSecret(tx, accountId, ctx.box.seal(temporaryPassword, accountId));
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
