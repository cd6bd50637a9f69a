import rateLimit, { type FastifyRateLimitStoreCtor, type RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ERROR_CODES } from '@arcade/contracts';
import { AppError } from './errors';
import { failoverStore } from './rate-limit-store';

/**
 * Registers @fastify/rate-limit with global: false (Redis store when app.redis exists, so limits are shared by
 * every node; this process's counters while Redis is down: rate-limit-store.ts). Routes opt in with `config: { rateLimit: RATE_LIMITS.x }` or `preHandler: app.rateLimit(RATE_LIMITS.x)`.
 * Exceeding answers the 429 envelope with a Retry-After header.
 */
export async function registerRateLimit(app: FastifyInstance): Promise<void> {
  let lastFallbackLog = 0;
  // With Redis: shared counters, and this process's own when Redis fails (never no limit at all).
  const store = app.redis
    ? (failoverStore(app.redis, 'arcade-rl:', (err) => {
        const now = Date.now();
        if (now - lastFallbackLog < 60_000) return;
        lastFallbackLog = now;
        app.log.warn({ err: err.message }, 'rate limits: Redis unavailable, counting in this process');
      }) as unknown as FastifyRateLimitStoreCtor)
    : undefined;
  await app.register(rateLimit, {
    global: false,
    ...(store ? { store } : {}),
    errorResponseBuilder: (_request: FastifyRequest, context: { ban: boolean; after: string }) =>
      context.ban
        ? new AppError(403, 'Too many requests. Access temporarily blocked.', [ERROR_CODES.rateLimited])
        : new AppError(429, `Too many requests. Please try again in ${context.after}.`, [
            ERROR_CODES.rateLimited,
          ]),
  });
}

/** Per e-mail and address: slows down password guessing without locking an account out from elsewhere. */
function ipAndEmail(request: FastifyRequest): string {
  const body = request.body as { email?: unknown } | undefined;
  const email = typeof body?.email === 'string' ? body.email.trim().toLowerCase().slice(0, 320) : '';
  return `${request.ip}|${email}`;
}

/** Presets for routes. `hook: 'preHandler'` lets a key generator read the parsed body. */
export const RATE_LIMITS = {
  /** POST /user/login: 20 attempts a minute per address and e-mail. */
  login: { max: 20, timeWindow: '1 minute', hook: 'preHandler', keyGenerator: ipAndEmail },
  /** Credential-related routes (register, forgot/reset password, OTP send): 10 a minute per address. */
  sensitive: { max: 10, timeWindow: '1 minute' },
  /** Refresh: 60 a minute per address. */
  refresh: { max: 60, timeWindow: '1 minute' },
  /** Ordinary writes that cost money or send messages: 30 a minute per address. */
  write: { max: 30, timeWindow: '1 minute' },
} satisfies Record<string, RateLimitOptions>;
