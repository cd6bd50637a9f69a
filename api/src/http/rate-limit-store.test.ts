import Fastify from 'fastify';
import { Redis } from 'ioredis';
import { registerRateLimit } from './rate-limit';
import { LocalWindows } from './rate-limit-store';

describe('burst limits when Redis is down', () => {
  it('count in this process instead of letting everything through', async () => {
    // A Redis nobody answers: the port is closed, so the client never becomes ready.
    const redis = new Redis({ host: '127.0.0.1', port: 1, lazyConnect: true, maxRetriesPerRequest: 0 });
    redis.on('error', () => undefined);
    const app = Fastify();
    app.decorate('redis', redis);
    await registerRateLimit(app);
    app.post('/limited', { config: { rateLimit: { max: 3, timeWindow: '1 minute' } } }, async () => 'ok');
    await app.ready();
    const codes: number[] = [];
    for (let i = 0; i < 6; i += 1)
      codes.push((await app.inject({ method: 'POST', url: '/limited' })).statusCode);
    expect(codes).toEqual([200, 200, 200, 429, 429, 429]);
    await app.close();
    redis.disconnect();
  });
});

// Runs when REDIS_URL is set (.ci/run's second phase): two nodes share one count through Redis.
const redisUrl = process.env.REDIS_URL;
(redisUrl ? describe : describe.skip)('burst limits with Redis', () => {
  it('are shared by two nodes', async () => {
    const nodes = await Promise.all(
      [0, 1].map(async () => {
        const redis = new Redis(redisUrl!);
        await new Promise((ready) => redis.once('ready', ready));
        const app = Fastify();
        app.decorate('redis', redis);
        await registerRateLimit(app);
        app.post(
          '/shared-limit',
          { config: { rateLimit: { max: 4, timeWindow: '1 minute', keyGenerator: () => key } } },
          async () => 'ok',
        );
        await app.ready();
        return { app, redis };
      }),
    );
    const codes: number[] = [];
    for (let i = 0; i < 6; i += 1)
      codes.push((await nodes[i % 2]!.app.inject({ method: 'POST', url: '/shared-limit' })).statusCode);
    expect(codes).toEqual([200, 200, 200, 200, 429, 429]);
    for (const n of nodes) {
      await n.app.close();
      n.redis.disconnect();
    }
  });
});
const key = `rl-test-${Date.now()}-${Math.random()}`;

describe('LocalWindows', () => {
  it('counts a fixed window per key and starts again after it', () => {
    const w = new LocalWindows();
    expect(w.incr('a', 1000, 0)).toEqual({ current: 1, ttl: 1000 });
    expect(w.incr('a', 1000, 400)).toEqual({ current: 2, ttl: 600 });
    expect(w.incr('b', 1000, 400)).toEqual({ current: 1, ttl: 1000 });
    expect(w.read('a', 500)).toEqual({ current: 2, ttl: 500 });
    expect(w.incr('a', 1000, 1000)).toEqual({ current: 1, ttl: 1000 });
    expect(w.read('a', 2500)).toEqual({ current: 0, ttl: 0 });
  });
});
