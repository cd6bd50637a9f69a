import type { Redis } from 'ioredis';

// The burst limits' store (issue 31). With Redis the counters are shared by every node; when Redis is down or
// answers an error, each node counts for itself until it is back, so a limit never falls to nothing (with
// @fastify/rate-limit's skipOnError every request passed). A node alone counts a little more generously (its
// own share of the traffic), which is the cost of staying up without Redis.

type Result = { current: number; ttl: number };
type Callback = (err: Error | null, res: Result | null) => void;

interface RedisLimiter {
  rateLimit(
    key: string,
    windowMs: number,
    cb: (err: Error | null, res: [number, number] | null) => void,
  ): void;
}

/** The same Lua counter @fastify/rate-limit's Redis store runs: INCR, PEXPIRE on the first hit, PTTL. */
const LUA = `
local current = redis.call('INCR', KEYS[1])
local ttl = tonumber(ARGV[1])
if current == 1 then redis.call('PEXPIRE', KEYS[1], ttl) else ttl = redis.call('PTTL', KEYS[1]) end
return {current, ttl}`;

const MAX_LOCAL_KEYS = 50_000;

/** A fixed window per key in this process: the fallback. */
export class LocalWindows {
  private readonly windows = new Map<string, { count: number; startMs: number; windowMs: number }>();

  incr(key: string, windowMs: number, now = Date.now()): Result {
    let w = this.windows.get(key);
    if (!w || w.startMs + w.windowMs <= now) {
      if (this.windows.size >= MAX_LOCAL_KEYS) this.prune(now);
      w = { count: 0, startMs: now, windowMs };
      this.windows.set(key, w);
    }
    w.count += 1;
    return { current: w.count, ttl: w.startMs + w.windowMs - now };
  }

  read(key: string, now = Date.now()): Result {
    const w = this.windows.get(key);
    return !w || w.startMs + w.windowMs <= now
      ? { current: 0, ttl: 0 }
      : { current: w.count, ttl: w.startMs + w.windowMs - now };
  }

  private prune(now: number): void {
    for (const [k, w] of this.windows) if (w.startMs + w.windowMs <= now) this.windows.delete(k);
    // Still full of live windows: drop the oldest (a Map iterates in insertion order).
    for (const k of this.windows.keys()) {
      if (this.windows.size < MAX_LOCAL_KEYS) break;
      this.windows.delete(k);
    }
  }
}

/** A store class for @fastify/rate-limit's `store` option: Redis first, this process's windows when it fails. */
export function failoverStore(redis: Redis, nameSpace: string, onFallback: (err: Error) => void) {
  const local = new LocalWindows();
  const limiter = redis as unknown as RedisLimiter & Redis;
  if (!(limiter as Partial<RedisLimiter>).rateLimit)
    redis.defineCommand('rateLimit', { numberOfKeys: 1, lua: LUA });

  class FailoverStore {
    constructor(
      _params?: unknown,
      private readonly prefix = nameSpace,
    ) {}

    incr(key: string, cb: Callback, windowMs: number): void {
      const fallback = (err: Error) => {
        onFallback(err);
        cb(null, local.incr(this.prefix + key, windowMs));
      };
      if (redis.status !== 'ready') return fallback(new Error(`redis ${redis.status}`));
      limiter.rateLimit(this.prefix + key, windowMs, (err, res) =>
        err || !res ? fallback(err ?? new Error('no answer')) : cb(null, { current: res[0], ttl: res[1] }),
      );
    }

    read(key: string, cb: Callback): void {
      if (redis.status !== 'ready') return cb(null, local.read(this.prefix + key));
      redis
        .multi()
        .get(this.prefix + key)
        .pttl(this.prefix + key)
        .exec()
        .then((rows) =>
          cb(null, { current: Number(rows?.[0]?.[1] ?? 0), ttl: Math.max(0, Number(rows?.[1]?.[1] ?? 0)) }),
        )
        .catch(() => cb(null, local.read(this.prefix + key)));
    }

    child(routeOptions: { routeInfo: { method: string; url: string } }): FailoverStore {
      return new FailoverStore(
        undefined,
        `${this.prefix}${routeOptions.routeInfo.method}${routeOptions.routeInfo.url}-`,
      );
    }
  }
  return FailoverStore;
}
