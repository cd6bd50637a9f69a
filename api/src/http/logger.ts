import { LogController, type FastifyBaseLogger, type FastifyReply, type FastifyRequest } from 'fastify';
import pino, { type Bindings, type ChildLoggerOptions, type DestinationStream, type Logger } from 'pino';
import type { Config } from '../config';
import { isUuid } from '../db/uuid';

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

/** A URL fit for logs: token-like path segments (e.g. /reset-password/<token>) and secret query values hidden. */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  // Fast path: no query and no segment long enough to be a token (most requests).
  if (q === -1 && !TOKEN_LIKE.test(url)) return url;
  const pathPart = q === -1 ? url : url.slice(0, q);
  const safePath = pathPart
    .split('/')
    .map((seg) => (SECRET_SEGMENT.test(seg) && !isUuid(seg) ? '[redacted]' : seg))
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

/**
 * The request log's own writer, kept on the server's logger (children inherit it): the same destination and the
 * same JSON line pino writes (level, time, base, the line's fields, msg), built from safe fields only (the URL
 * goes through redactUrl; no headers, no bodies), so neither the redaction pass nor pino's generic object walk
 * runs for it. Redaction tripled the cost of every request line; the object walk and a fresh ISO time were most
 * of what was left (issue 9: from 5% of a /health request's CPU to about 1%).
 */
const ACCESS_LOG = Symbol('arcade.accessLog');

interface AccessLine {
  reqId: string;
  req: ReturnType<typeof REQUEST_SERIALIZER>;
  statusCode: number;
  responseTime: number;
}

/**
 * A string as a JSON string. Most values of a request line (a method, a path, a host, an address, a UUID) are
 * printable ASCII with no quote or backslash, which JSON writes as they are: one regular-expression test instead
 * of JSON.stringify's call, a fifth of its cost. Anything else goes through JSON.stringify.
 */
const JSON_SAFE = /^[\x20\x21\x23-\x5b\x5d-\x7e]*$/;
export function jsonString(value: string): string {
  return JSON_SAFE.test(value) ? `"${value}"` : JSON.stringify(value);
}

class AccessLog {
  private lastMs = 0;
  private lastIso = '';

  constructor(
    private readonly dest: DestinationStream,
    /** The base fields as JSON members, e.g. `"service":"arcade-api",`. */
    private readonly base: string,
  ) {}

  write({ reqId, req, statusCode, responseTime }: AccessLine): void {
    const now = Date.now();
    if (now !== this.lastMs) {
      this.lastMs = now;
      this.lastIso = new Date(now).toISOString();
    }
    // pino leaves a key with no value out.
    let reqJson = '';
    if (req.method !== undefined) reqJson += `,"method":${jsonString(req.method)}`;
    if (req.url !== undefined) reqJson += `,"url":${jsonString(req.url)}`;
    if (req.host !== undefined) reqJson += `,"host":${jsonString(req.host)}`;
    if (req.remoteAddress !== undefined) reqJson += `,"remoteAddress":${jsonString(req.remoteAddress)}`;
    this.dest.write(
      `{"level":30,"time":"${this.lastIso}",${this.base}"reqId":${jsonString(reqId)},"req":{${reqJson.slice(1)}},` +
        `"res":{"statusCode":${statusCode}},"responseTime":${Number.isFinite(responseTime) ? responseTime : null},` +
        `"msg":"request completed"}\n`,
    );
  }
}

const REQUEST_SERIALIZER = (req: RequestLike) => ({
  method: req.method,
  url: req.url ? redactUrl(req.url) : req.url,
  host: req.host ?? req.hostname,
  remoteAddress: req.ip,
});

/**
 * Standard output, written asynchronously and gathered: lines go out together once 8 KiB have gathered or 200 ms
 * have passed. A slow reader of the server's output (a full pipe) then never blocks the event loop, as a
 * synchronous write per line does, and a busy server makes one system call for many lines; a quiet server's line
 * appears within 200 ms.
 *
 * The lines gather here, in an array, and pino's sonic-boom gets them as one string. Gathered in sonic-boom itself
 * (its `minLength`), each line cost 2 to 5 µs more: sonic-boom appends a line to the string it holds and measures
 * that whole string's UTF-8 length again on every write, which flattens and scans up to 8 KiB per line (issue 9:
 * most of what the request log cost a /health request).
 *
 * Nothing is lost on exit: pino flushes what sonic-boom holds (on-exit-leak-free), and this hands over and flushes
 * what is gathered here, after it, so lines keep their order. A SIGKILL can lose the last 200 ms.
 */
type SonicBoom = ReturnType<typeof pino.destination>;

export class GatheredStdout implements DestinationStream {
  private parts: string[] = [];
  private size = 0;

  constructor(private readonly out: SonicBoom = pino.destination({ dest: 1, sync: false, minLength: 1 })) {
    // minLength above 0 makes sonic-boom's flush(callback) wait until what it holds is written.
    setInterval(() => this.handOver(), LOG_FLUSH_MS).unref();
    process.once('exit', () => this.flushSync());
  }

  write(line: string): void {
    this.parts.push(line);
    this.size += line.length;
    if (this.size >= LOG_BUFFER_BYTES) this.handOver();
  }

  /** Writes what has gathered; the callback runs once all of it is written. */
  flush(callback?: (err?: Error) => void): void {
    this.handOver();
    this.out.flush(callback);
  }

  flushSync(): void {
    this.handOver();
    this.out.flushSync();
  }

  private handOver(): void {
    if (this.size === 0) return;
    const chunk = this.parts.length === 1 ? this.parts[0] : this.parts.join('');
    this.parts = [];
    this.size = 0;
    this.out.write(chunk);
  }
}

export function stdoutDestination(): DestinationStream {
  return new GatheredStdout();
}

const LOG_BUFFER_BYTES = 8192;
const LOG_FLUSH_MS = 200;

/** The server's structured logger (pino, JSON lines). */
export function createLogger(config: Pick<Config, 'logLevel'>, destination?: DestinationStream): Logger {
  const base = { service: 'arcade-api' };
  const dest = destination ?? stdoutDestination();
  const logger = pino(
    {
      level: config.logLevel,
      base,
      timestamp: pino.stdTimeFunctions.isoTime,
      redact: { paths: REDACT_PATHS, censor: '[redacted]' },
      serializers: { req: REQUEST_SERIALIZER, err: pino.stdSerializers.err },
    },
    dest,
  );
  // Whether a request line is written is decided by the request's own logger (route log levels).
  (logger as unknown as Record<symbol, AccessLog>)[ACCESS_LOG] = new AccessLog(
    dest,
    JSON.stringify(base).slice(1, -1) + ',',
  );
  return logger;
}

/**
 * Fastify's per-request child logger (its `childLoggerFactory`), carrying the request id as pino's own child would,
 * without passing the id through the redaction: pino runs every binding of a child through the wildcard
 * redaction paths (`*.password`...), a third of what making the child cost, for a value that is a random UUID
 * made by the server (genReqId). The id is written into the child's bindings as the JSON member pino would write
 * (pino.symbols.chindingsSym, its documented extension point). Any other binding, or a logger that is not pino,
 * takes the ordinary way. Objects logged through the child are still redacted.
 */
export function requestChildLogger(
  logger: FastifyBaseLogger,
  bindings: Bindings,
  options: ChildLoggerOptions,
): FastifyBaseLogger {
  const keys = Object.keys(bindings);
  const chindings = pino.symbols.chindingsSym as unknown as keyof FastifyBaseLogger;
  if (keys.length !== 1 || typeof bindings.reqId !== 'string' || typeof logger[chindings] !== 'string')
    return logger.child(bindings, options);
  // pino's fast path takes no options object at all (Fastify passes {} when a route sets none).
  const child = Object.keys(options).length === 0 ? logger.child({}) : logger.child({}, options);
  (child as unknown as Record<symbol, string>)[pino.symbols.chindingsSym] +=
    `,"reqId":${JSON.stringify(bindings.reqId)}`;
  return child;
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
      return;
    }
    const pinoLog = log as unknown as Logger & Record<symbol, AccessLog | undefined>;
    // Route-level log levels apply (the request's logger decides); nothing is built when info is off.
    if (typeof pinoLog.isLevelEnabled === 'function' && !pinoLog.isLevelEnabled('info')) return;
    const req = REQUEST_SERIALIZER(request);
    const access = pinoLog[ACCESS_LOG];
    if (access) {
      access.write({ reqId: request.id, req, statusCode: reply.statusCode, responseTime: reply.elapsedTime });
      return;
    }
    // A logger made elsewhere (a test's): the same fields through pino.
    log.info(
      { reqId: request.id, req, res: { statusCode: reply.statusCode }, responseTime: reply.elapsedTime },
      'request completed',
    );
  }
}
