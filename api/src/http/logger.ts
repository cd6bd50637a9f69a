import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import pino, { type DestinationStream, type Logger } from 'pino';
import type { Config } from '../config';

/** Never logged: cookies, authorization headers, passwords, tokens, OTPs. */
export const REDACT_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'req.headers["x-api-key"]',
  'res.headers["set-cookie"]',
  'headers.cookie',
  'headers.authorization',
  'cookie',
  'authorization',
  'password',
  'newPassword',
  'currentPassword',
  'oldPassword',
  'passwordHash',
  'password_hash',
  'token',
  'refreshToken',
  'accessToken',
  'otp',
  '*.cookie',
  '*.authorization',
  '*.password',
  '*.newPassword',
  '*.currentPassword',
  '*.oldPassword',
  '*.passwordHash',
  '*.password_hash',
  '*.token',
  '*.refreshToken',
  '*.accessToken',
  '*.otp',
  'body.password',
  'body.newPassword',
];

const SECRET_QUERY =
  /^(token|code|state|otp|password|key|secret|signature|sig|session|access_token|refresh_token)$/i;
const SECRET_SEGMENT = /^[A-Za-z0-9_-]{24,}$/;
const TOKEN_LIKE = /[A-Za-z0-9_-]{24}/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A URL fit for logs: token-like path segments (e.g. /reset-password/<token>) and secret query values hidden. */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  // Fast path: no query and no segment long enough to be a token (most requests).
  if (q === -1 && !TOKEN_LIKE.test(url)) return url;
  const pathPart = q === -1 ? url : url.slice(0, q);
  const safePath = pathPart
    .split('/')
    .map((seg) => (SECRET_SEGMENT.test(seg) && !UUID.test(seg) ? '[redacted]' : seg))
    .join('/');
  if (q === -1) return safePath;
  const params = url
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const name = eq === -1 ? pair : pair.slice(0, eq);
      return eq !== -1 && SECRET_QUERY.test(decodeURIComponentSafe(name)) ? `${name}=[redacted]` : pair;
    });
  return `${safePath}?${params.join('&')}`;
}

function decodeURIComponentSafe(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

interface RequestLike {
  method?: string;
  url?: string;
  hostname?: string;
  host?: string;
  ip?: string;
  id?: string;
}

/** The server's structured logger (pino, JSON lines). */
export function createLogger(config: Pick<Config, 'logLevel'>, destination?: DestinationStream): Logger {
  return pino(
    {
      level: config.logLevel,
      base: { service: 'arcade-api' },
      redact: { paths: REDACT_PATHS, censor: '[redacted]' },
      timestamp: pino.stdTimeFunctions.isoTime,
      serializers: {
        req: (req: RequestLike) => ({
          method: req.method,
          url: req.url ? redactUrl(req.url) : req.url,
          host: req.host ?? req.hostname,
          remoteAddress: req.ip,
        }),
        err: pino.stdSerializers.err,
      },
    },
    destination,
  );
}

/**
 * One structured line per request, written when the response is done, instead of Fastify's two (one at
 * arrival, one at completion): request id, method, redacted URL, host, client address, status and response
 * time (errors: the same line at error level with the error).
 */
export class OneLineRequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (this.isLogDisabled(request)) return;
    const log = reply.log;
    if (error) {
      log.error(
        { req: request, res: { statusCode: reply.statusCode }, err: error, responseTime: reply.elapsedTime },
        'request errored',
      );
    } else {
      // pino replaces disabled levels with a no-op: no serializer runs when info is off.
      log.info(
        { req: request, res: { statusCode: reply.statusCode }, responseTime: reply.elapsedTime },
        'request completed',
      );
    }
  }
}
