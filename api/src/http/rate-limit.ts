import rateLimit, { type RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ERROR_CODES } from '@arcade/contracts';
import { AppError } from './errors';

/**
 * Registers @fastify/rate-limit with global: false (Redis store when app.redis exists, so limits are shared by
 * every node). Routes opt in with `config: { rateLimit: RATE_LIMITS.x }` or `preHandler: app.rateLimit(RATE_LIMITS.x)`.
 * Exceeding answers the 429 envelope with a Retry-After header.
 */
export async function registerRateLimit(app: FastifyInstance): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    ...(app.redis ? { redis: app.redis, nameSpace: 'arcade-rl:', skipOnError: true } : {}),
    errorResponseBuilder: (_request, context) =>
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
