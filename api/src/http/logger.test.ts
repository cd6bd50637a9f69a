import { Writable } from 'node:stream';
import { createTestApp, type TestApp } from '../testing/test-app';
import { createLogger } from './logger';

describe('request logging', () => {
  let t: TestApp;
  const lines: Record<string, unknown>[] = [];
  beforeAll(async () => {
    const sink = new Writable({
      write(chunk: Buffer, _enc, done) {
        for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) lines.push(JSON.parse(line));
        done();
      },
    });
    t = await createTestApp({ logger: createLogger({ logLevel: 'info' }, sink) });
  });
  afterAll(() => t?.close());

  it('writes one complete structured line per request, at completion', async () => {
    const res = await t.app.inject({
      url: '/health?token=secret-value',
      headers: { cookie: 'access_token=x' },
    });
    const id = res.headers['x-request-id'];
    const mine = lines.filter((l) => l.reqId === id);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      level: 30,
      msg: 'request completed',
      service: 'arcade-api',
      req: { method: 'GET', url: '/health?token=[redacted]', remoteAddress: '127.0.0.1' },
      res: { statusCode: 200 },
    });
    expect(typeof mine[0]!.responseTime).toBe('number');
    expect(JSON.stringify(mine)).not.toContain('secret-value');
    expect(JSON.stringify(mine)).not.toContain('access_token');
  });

  it('writes no request line when the level is above info', async () => {
    const quiet: string[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _enc, done) {
        quiet.push(chunk.toString('utf8'));
        done();
      },
    });
    const q = await createTestApp({ logger: createLogger({ logLevel: 'warn' }, sink) });
    try {
      expect((await q.app.inject({ url: '/health' })).statusCode).toBe(200);
      expect(quiet.filter((l) => l.includes('request completed'))).toEqual([]);
    } finally {
      await q.close();
    }
  });
});
