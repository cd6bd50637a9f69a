import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/db';
import type { GamePlatform } from './game-platform';
import type { PayoutProvider } from './payouts';
import type { SecretBox } from '../../crypto/secret-box';

/** What the games services need (decorated as app.games by games-plugin.ts; tests build their own). */
export interface GamesContext {
  db: Db;
  platform: GamePlatform;
  payouts: PayoutProvider | null;
  box: SecretBox;
  log: FastifyBaseLogger;
  /** Where the player plays (the sandbox slot page), or null. */
  playUrl: string | null;
}
