import crypto from 'node:crypto';
import zlib from 'node:zlib';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import { Redis } from 'ioredis';
import { ERROR_CODES, SESSION_MESSAGES, gamesAnswerSchema } from '@arcade/contracts';
import type { Config } from './config';
import type { Db } from './db/db';
import './http/app-types';
import './http/auth-types';
import { installErrorHandler } from './http/error-handler';
import { idempotencyPlugin } from './http/idempotency';
import { inputGuardPlugin } from './http/input-guard';
import { createLogger, OneLineRequestLog, requestChildLogger } from './http/logger';
import { metricsPlugin } from './http/metrics';
import { OPENAPI_DOCS_PATH, openapiPlugin } from './http/openapi';
import { registerRateLimit } from './http/rate-limit';
import { apiAnswerHeaders, securityHeadersPlugin } from './http/security-headers';
import { sameOriginPlugin } from './http/same-origin';
import { modules } from './modules/features';
import { isShellNavigation, shellFallback, staticPlugin } from './modules/static/static-plugin';
import { listGames } from './modules/games/game-repository';

export interface BuildAppOptions {
  config: Config;
  db: Db;
  /** A pino logger to use, or false for none; default: a pino logger at config.logLevel with redaction. */
  logger?: FastifyBaseLogger | false;
}

/** Upload limits for @fastify/multipart (upload routes may lower them). */
export const UPLOAD_LIMITS = { fileSize: 5 * 1024 * 1024, files: 5, fields: 20, parts: 30 } as const;

/** @fastify/compress options: br then gzip (no deflate), brotli at a fast level, only text bodies of 1 KiB or more. */
export const COMPRESSION = {
  encodings: ['br', 'gzip'] as ('br' | 'gzip')[],
  threshold: 1024,
  brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  zlibOptions: { level: 6 },
  globalDecompression: false,
};

/** Content-Security-Policy directives (helmet). */
export function cspDirectives(config: Pick<Config, 'cookieSecure'>): Record<string, string[] | null> {
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    fontSrc: ["'self'", 'data:'],
    // 'self' also allows WebSockets to the page's own host (CSP Level 3); no other host.
    connectSrc: ["'self'"],
    frameSrc: ["'self'"],
    objectSrc: ["'self'"],
    mediaSrc: ["'self'", 'data:', 'blob:'],
    workerSrc: ["'self'", 'blob:'],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'self'"],
    scriptSrcAttr: ["'none'"],
    upgradeInsecureRequests: config.cookieSecure ? [] : null,
  };
}

/** Builds the api: core plugins, the feature modules (their decorators and routes), static serving, envelope error handling. */
export async function buildApp({ config, db, logger }: BuildAppOptions): Promise<FastifyInstance> {
  const { trustProxy } = config;
  const common = {
    // A hop count trusts that many proxies in front of the server (proxy-addr semantics).
    trustProxy:
      typeof trustProxy === 'number' ? (_address: string, hop: number) => hop < trustProxy : trustProxy,
    genReqId: () => crypto.randomUUID(),
    requestIdHeader: false as const,
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
    // One log line per request, at completion (http/logger.ts).
    logController: new OneLineRequestLog(),
    // The request's child logger, carrying its id (http/logger.ts).
    childLoggerFactory: requestChildLogger,
  };
  const app =
    logger === false
      ? Fastify({ ...common, logger: false })
      : Fastify({ ...common, loggerInstance: logger ?? createLogger(config) });

  app.decorate('config', config);
  app.decorate('db', db);
  const redis = config.redisUrl
    ? new Redis(config.redisUrl, { maxRetriesPerRequest: 2, connectTimeout: 5000 })
    : null;
  if (redis) redis.on('error', (err) => app.log.error({ err }, 'redis error'));
  app.decorate('redis', redis);
  app.addHook('onClose', async () => {
    if (redis) await redis.quit().catch(() => redis.disconnect());
  });

  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });

  // JSON bodies: an empty body is "no input" (clients may send Content-Type without a body, e.g. on refresh).
  const defaultJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    defaultJson(request, text, done);
  });

  installErrorHandler(app);
  // Prometheus metrics (app.metrics): every answered request by route pattern; GET /metrics is the health module's.
  await app.register(metricsPlugin);
  app.setNotFoundHandler(async (request, reply) => {
    if (isShellNavigation(request)) return shellFallback(request, reply);
    return reply
      .code(404)
      .header('cache-control', 'no-store')
      .send({
        success: false,
        statusCode: 404,
        message: SESSION_MESSAGES.routeNotFound,
        errors: [ERROR_CODES.notFound],
      });
  });

  // Writes from other origins (CSRF) and bad input (NUL characters, repeated query keys) stop before any handler.
  await app.register(sameOriginPlugin, {
    publicUrl: () => (app.hasDecorator('identity') ? app.identity.settings.publicUrl : undefined),
  });
  await app.register(inputGuardPlugin);
  await app.register(cookie);
  const hsts = config.cookieSecure ? { maxAge: 15552000, includeSubDomains: true } : false;
  await app.register(securityHeadersPlugin, {
    documents: {
      contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(config) },
      crossOriginEmbedderPolicy: false,
      hsts,
    },
    api: apiAnswerHeaders(hsts),
    // The API's own pages (the docs UI, sandbox only) are documents.
    isApi: (url) => url.startsWith('/api/') && !url.startsWith(OPENAPI_DOCS_PATH),
  });
  // Money requests answer once per Idempotency-Key; before compression, so the stored answer is the JSON sent.
  await app.register(idempotencyPlugin);
  // Answers built per request (API JSON, the registry, the docs) in brotli or gzip by Accept-Encoding, with Vary;
  // files carry their own precompressed copies (modules/static/send-file.ts). Request bodies are never inflated.
  await app.register(compress, COMPRESSION);
  await app.register(openapiPlugin);
  await registerRateLimit(app);
  await app.register(multipart, { limits: UPLOAD_LIMITS });
  // Each module registers its own core decorators and routes (modules/features.ts lists them, in order).
  for (const plugin of modules) await app.register(plugin);

  // A page of a route with boot answers carries them (issue 9): what GET /api/v1/games answers.
  await app.register(staticPlugin, {
    answers: { games: async () => gamesAnswerSchema.parse({ games: await listGames(app.db) }) },
  });
  return app;
}
