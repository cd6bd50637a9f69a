import { ERROR_CODES, GAMES_PLAY_MESSAGES } from '@arcade/contracts';
import type { Db } from '../../db/db';
import { AppError } from '../../http/errors';
import { findGameRef, type GameRef } from './game-repository';

/** A game by id (uuid) or slug; 404 game_not_found. */
export async function findGame(db: Db, ref: string): Promise<GameRef> {
  const game = await findGameRef(db, ref);
  if (!game) throw new AppError(404, GAMES_PLAY_MESSAGES.gameNotFound, [ERROR_CODES.gameNotFound]);
  return game;
}

export interface PlayerInfo {
  id: string;
  name: string;
  email: string;
  state: string | null;
  emailVerified: boolean;
  phoneVerified: boolean;
  kycVerified: boolean;
}

export async function playerInfo(db: Db, userId: string): Promise<PlayerInfo> {
  const r = await db.query<{
    id: string;
    first_name: string;
    last_name: string;
    email: string;
    state: string | null;
    email_verified_at: Date | null;
    phone_verified_at: Date | null;
    kyc_verified_at: Date | null;
  }>(
    `SELECT id, first_name, last_name, email, state, email_verified_at, phone_verified_at, kyc_verified_at
     FROM users WHERE id = $1`,
    [userId],
  );
  const row = r.rows[0];
  if (!row) throw new AppError(404, 'User not found');
  return {
    id: row.id,
    name: `${row.first_name} ${row.last_name}`.trim() || row.email,
    email: row.email,
    state: row.state,
    emailVerified: row.email_verified_at !== null,
    phoneVerified: row.phone_verified_at !== null,
    kycVerified: row.kyc_verified_at !== null,
  };
}
