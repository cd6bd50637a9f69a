import type { Redis } from 'ioredis';
import type { SessionEndedReason, StaffPermission } from '@arcade/contracts';
import type { Config } from '../config';
import type { Db } from '../db/db';

/** Pushes events to connected browsers (all nodes when REDIS_URL is set). */
export interface LiveChannel {
  emitToUser(userId: string, event: string, payload: unknown): void;
  emitToAdmins(event: string, payload: unknown): void;
  /** Every connected staff socket whose role holds the permission (contracts/src/staff.ts). */
  emitToPermission(permission: StaffPermission, event: string, payload: unknown): void;
  /** Disconnects every socket opened with one of these sessions (logout, password reset). */
  disconnectSessions(sessionIds: string[], reason?: SessionEndedReason): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    live: LiveChannel;
    /** Shared Redis client when REDIS_URL is set (rate limits, caches), else null. */
    redis: Redis | null;
  }
}
