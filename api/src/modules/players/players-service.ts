import { ERROR_CODES, PLAYER_ADMIN_MESSAGES, type PlayerNote } from '@arcade/contracts';
import type { Db } from '../../db/db';
import { AppError, conflict, forbidden } from '../../http/errors';
import { recordAudit, type AuditActor } from '../staff/audit-repository';
import { revokeSession } from '../session/session-store';
import * as repo from './players-repository';

export type StaffActor = Exclude<AuditActor, 'system'>;

/** 404 not_found: no player with that id (a staff account is not a player here). */
export const playerNotFound = () => new AppError(404, PLAYER_ADMIN_MESSAGES.notFound, [ERROR_CODES.notFound]);

/** The player's lock row, locked for the change; refuses a non-player and the staff member's own account. */
async function lockTarget(tx: Db, actor: StaffActor, userId: string) {
  const target = await repo.findLock(tx, userId, true);
  if (!target || target.role !== 'USER') throw playerNotFound();
  if (actor.id === userId) throw forbidden(PLAYER_ADMIN_MESSAGES.ownAccount, [ERROR_CODES.ownAccount]);
  return target;
}

const lockState = (message: string) => conflict(message, [ERROR_CODES.lockState]);

/**
 * Locks a player: the lock, the end of every live session and the audit entry (who, from where, why, before and
 * after) in one transaction. Answers the ended session ids (the caller disconnects their sockets).
 */
export async function lockPlayer(
  db: Db,
  actor: StaffActor,
  userId: string,
  reason: string,
): Promise<string[]> {
  return db.transaction(async (tx) => {
    const before = await lockTarget(tx, actor, userId);
    if (before.lockedAt) throw lockState(PLAYER_ADMIN_MESSAGES.alreadyLocked);
    await repo.setLock(tx, userId, { reason, by: actor.id });
    const ended = await repo.liveSessionIds(tx, userId);
    for (const id of ended) await revokeSession(tx, id, userId);
    await recordAudit(tx, {
      actor,
      action: 'player.lock',
      targetType: 'user',
      targetId: userId,
      reason,
      before: { locked: false },
      after: { locked: true, lockedBy: actor.id, sessionsEnded: ended.length },
    });
    return ended;
  });
}

/** Unlocks a player (409 lock_state when not locked), audited with the reason and the lock it lifted. */
export async function unlockPlayer(db: Db, actor: StaffActor, userId: string, reason: string): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await lockTarget(tx, actor, userId);
    if (!before.lockedAt) throw lockState(PLAYER_ADMIN_MESSAGES.notLocked);
    await repo.setLock(tx, userId, null);
    await recordAudit(tx, {
      actor,
      action: 'player.unlock',
      targetType: 'user',
      targetId: userId,
      reason,
      before: {
        locked: true,
        lockedAt: before.lockedAt,
        lockReason: before.reason,
        lockedBy: before.lockedBy,
      },
      after: { locked: false },
    });
  });
}

/** Ends one live session of a player (404 when it is not theirs or not live) or all of them, audited. */
export async function endPlayerSessions(
  db: Db,
  actor: StaffActor,
  userId: string,
  input: { sessionId?: string; reason: string },
): Promise<string[]> {
  return db.transaction(async (tx) => {
    const target = await repo.findLock(tx, userId, true);
    if (!target || target.role !== 'USER') throw playerNotFound();
    const live = await repo.liveSessionIds(tx, userId, input.sessionId);
    if (input.sessionId && !live.length)
      throw new AppError(404, PLAYER_ADMIN_MESSAGES.sessionNotFound, [ERROR_CODES.notFound]);
    for (const id of live) await revokeSession(tx, id, userId);
    await recordAudit(tx, {
      actor,
      action: 'player.sessions.end',
      targetType: 'user',
      targetId: userId,
      reason: input.reason,
      before: { liveSessions: live },
      after: { liveSessions: [], ended: live.length },
    });
    return live;
  });
}

/** Adds a staff note to a player, audited (the note's text is the "after"). */
export async function addPlayerNote(
  db: Db,
  actor: StaffActor,
  userId: string,
  body: string,
): Promise<PlayerNote> {
  return db.transaction(async (tx) => {
    const target = await repo.findLock(tx, userId);
    if (!target || target.role !== 'USER') throw playerNotFound();
    const note = await repo.insertNote(tx, userId, actor.id, body);
    await recordAudit(tx, {
      actor,
      action: 'player.note.add',
      targetType: 'user',
      targetId: userId,
      before: null,
      after: { noteId: note.id, body },
    });
    return note;
  });
}
