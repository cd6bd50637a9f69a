import {
  ERROR_CODES,
  GAMES_PLAY_MESSAGES,
  type GameAccountDecisionBody,
  type GameUserStatus,
  type StaffListQuery,
} from '@arcade/contracts';
import type { Db } from '../../db/db';
import { badRequest, conflict, forbidden, notFound } from '../../http/errors';
import { notify } from '../notifications/notification-service';
import { recordAudit, type AuditActor } from '../staff/audit-repository';
import { refuseOwnAccount } from '../staff/staff-bounds';
import { alreadyDecided, beingDecided } from './game-errors';
import { findGame, playerInfo } from './game-lookup';
import { PlatformError, platformUnavailable } from './game-platform';
import {
  claimPendingRequest,
  findAccount,
  findRequest,
  insertAccount,
  insertPendingRequest,
  lastRequest,
  listRequests,
  lockRequest,
  recordDecision,
  releaseClaim,
  requestStatus,
  storeSecret,
  toRequest,
  toStaffRequest,
} from './game-repository';
import type { GamesContext } from './games-context';

/** POST /games/{id}/account-request: verified e-mail and phone; one pending request and one account per game. */
export async function requestGameAccount(ctx: GamesContext, userId: string, gameRef: string) {
  const game = await findGame(ctx.db, gameRef);
  const player = await playerInfo(ctx.db, userId);
  if (!player.emailVerified || !player.phoneVerified)
    throw forbidden(GAMES_PLAY_MESSAGES.verifyEmailPhone, [ERROR_CODES.verificationRequired]);
  return ctx.db.transaction(async (tx) => {
    if (await findAccount(tx, userId, game.id))
      throw conflict(GAMES_PLAY_MESSAGES.accountExists, [ERROR_CODES.gameAccountExists]);
    const requestId = await insertPendingRequest(tx, userId, game.id);
    if (!requestId)
      throw conflict(GAMES_PLAY_MESSAGES.accountRequestPending, [ERROR_CODES.gameAccountPending]);
    const row = (await findRequest(tx, requestId))!;
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
  const last = await lastRequest(db, userId, game.id);
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

// ----- staff -------------------------------------------------------------------------------------------------------

export async function listAccountRequests(db: Db, query: StaffListQuery) {
  return (await listRequests(db, query.status, query.limit)).map(toStaffRequest);
}

/** How long an approver's claim on a request holds; after that (the approver died) another may take it over. */
const CLAIM_MS = 5 * 60 * 1000;

/** Claims a pending request for an automatic approval; 409 if another approver holds a live claim. */
async function claimRequest(db: Db, requestId: string): Promise<Date> {
  const claimed = await claimPendingRequest(db, requestId, CLAIM_MS);
  if (claimed) return claimed;
  if ((await requestStatus(db, requestId)) !== 'pending') throw alreadyDecided();
  throw beingDecided();
}

/**
 * Staff approve or reject a game-account request (audited), never one of their own player account. Approval
 * creates the account on the platform (the sandbox through its API; the manual platform: staff created it in the
 * back office and give username and temporary password here), stores the temporary password encrypted until its one
 * reveal, and tells the player where to reveal it. No credential goes into the notification, the audit entry or a
 * log line.
 */
export async function decideAccountRequest(
  ctx: GamesContext,
  actor: AuditActor,
  requestId: string,
  body: GameAccountDecisionBody,
) {
  const current = await findRequest(ctx.db, requestId);
  if (!current) throw notFound(GAMES_PLAY_MESSAGES.requestNotFound);
  refuseOwnAccount(actor, current.user_id);
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
        await releaseClaim(ctx.db, requestId, claim);
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
    const locked = await lockRequest(tx, requestId);
    if (!locked || locked.status !== 'pending') throw alreadyDecided();
    // Another approver took over an expired claim meanwhile: theirs stands (same platform account, by reference).
    if (claim && locked.claimed_at?.getTime() !== claim.getTime()) throw beingDecided();
    if (!claim && locked.claimed_at && Date.now() - locked.claimed_at.getTime() < CLAIM_MS)
      throw beingDecided();
    const notes = body.notes?.trim() || null;
    if (created) {
      const accountId = await insertAccount(tx, {
        userId: current.user_id,
        gameId: current.game_id,
        requestId,
        platform: ctx.platform.kind,
        externalId: created.externalId,
        username: created.username,
      });
      if (!accountId) throw conflict(GAMES_PLAY_MESSAGES.accountExists, [ERROR_CODES.gameAccountExists]);
      await storeSecret(tx, accountId, ctx.box.seal(created.temporaryPassword, accountId));
    }
    await recordDecision(tx, requestId, {
      status: body.approve ? 'approved' : 'rejected',
      notes,
      decidedBy: actor === 'system' ? null : actor.id,
    });
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
    return toStaffRequest((await findRequest(tx, requestId))!);
  });
}
