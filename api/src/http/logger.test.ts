import { spawn } from 'node:child_process';
import path from 'node:path';
import { Writable } from 'node:stream';
import { createTestApp, type TestApp } from '../testing/test-app';
import type { LogLevel } from '../config';
import { createLogger, jsonString, requestChildLogger } from './logger';

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

  it('writes the line as pino would (time, escaped URL), valid JSON for any URL', async () => {
    const res = await t.app.inject({ url: '/health?q=%22a%22&x=%E2%9C%93&y="b"\\' });
    const mine = lines.filter((l) => l.reqId === res.headers['x-request-id']);
    expect(mine).toHaveLength(1);
    expect(Object.keys(mine[0]!)).toEqual([
      'level',
      'time',
      'service',
      'reqId',
      'req',
      'res',
      'responseTime',
      'msg',
    ]);
    expect(new Date(mine[0]!.time as string).toISOString()).toBe(mine[0]!.time);
    expect(Math.abs(Date.now() - Date.parse(mine[0]!.time as string))).toBeLessThan(60_000);
    // (the request's URL as the server received it: inject encodes the quotes, not the backslash)
    expect((mine[0]!.req as { url: string }).url).toBe('/health?q=%22a%22&x=%E2%9C%93&y=%22b%22\\');
    expect(mine[0]!.responseTime).toEqual(expect.any(Number));
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

describe('the per-request child logger', () => {
  function capture(level: LogLevel = 'info') {
    const lines: Record<string, unknown>[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _enc, done) {
        for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) lines.push(JSON.parse(line));
        done();
      },
    });
    return { lines, logger: createLogger({ logLevel: level }, sink) };
  }

  it('carries the request id, and what it logs is still redacted', () => {
    const { lines, logger } = capture();
    const child = requestChildLogger(logger, { reqId: 'req-"1"' }, {});
    child.info({ password: 'hunter2', user: { token: 'tok' }, n: 1 }, 'hello');
    child.child({ step: 'two' }).warn({ otp: '123456' }, 'deeper');
    expect(lines).toEqual([
      expect.objectContaining({
        level: 30,
        service: 'arcade-api',
        reqId: 'req-"1"',
        password: '[redacted]',
        user: { token: '[redacted]' },
        n: 1,
        msg: 'hello',
      }),
      expect.objectContaining({ level: 40, reqId: 'req-"1"', step: 'two', otp: '[redacted]', msg: 'deeper' }),
    ]);
    expect(JSON.stringify(lines)).not.toMatch(/hunter2|tok"|123456/);
    // The parent's own lines carry no request id.
    logger.info('parent');
    expect(lines[2]).not.toHaveProperty('reqId');
  });

  it('keeps a route’s child options (its level) and passes other bindings through pino’s own child', () => {
    const { lines, logger } = capture();
    requestChildLogger(logger, { reqId: 'quiet' }, { level: 'warn' }).info('dropped');
    const other = requestChildLogger(logger, { reqId: 'r', password: 'pw' }, {});
    other.info('other');
    expect(lines).toEqual([expect.objectContaining({ reqId: 'r', password: '[redacted]', msg: 'other' })]);
  });
});

describe('the stdout destination (asynchronous, gathered writes)', () => {
  /** Runs a small script under tsx that logs through createLogger's default destination; its stdout. */
  function runLogging(
    body: string,
  ): Promise<{ code: number | null; stdout: string; firstLineMs: number | null }> {
    const tsxCli = require.resolve('tsx/cli', { paths: [path.resolve(__dirname, '../..')] });
    const script = `import { createLogger } from ${JSON.stringify(path.join(__dirname, 'logger.ts'))};
      const log = createLogger({ logLevel: 'info' });
      ${body}`;
    return new Promise((resolve) => {
      const child = spawn(process.execPath, [tsxCli, '--eval', script], {
        env: { PATH: process.env.PATH, HOME: process.env.HOME, NODE_OPTIONS: '' },
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      const start = Date.now();
      let stdout = '';
      let firstLineMs: number | null = null;
      child.stdout.on('data', (c) => {
        if (firstLineMs === null) firstLineMs = Date.now() - start;
        stdout += c;
      });
      const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
      child.on('close', (code) => {
        clearTimeout(timer);
        resolve({ code, stdout, firstLineMs });
      });
    });
  }

  it('loses no line when the process exits right after writing', async () => {
    const { code, stdout } = await runLogging(
      'for (let i = 0; i < 5000; i++) log.info({ i }, "line"); process.exit(3);',
    );
    expect(code).toBe(3);
    const numbers = stdout
      .split('\n')
      .filter(Boolean)
      .map((l) => (JSON.parse(l) as { i: number }).i);
    expect(numbers).toEqual(Array.from({ length: 5000 }, (_, i) => i));
  }, 90_000);

  it('runs a flush callback once every gathered line is written (the start-up banner comes after them)', async () => {
    const { stdout } = await runLogging(
      'for (let i = 0; i < 100; i++) log.info({ i }, "line"); ' +
        'log.flush(() => { process.stdout.write("BANNER\\n"); setTimeout(() => process.exit(0), 300); });',
    );
    const lines = stdout.split('\n').filter(Boolean);
    expect(lines).toHaveLength(101);
    expect(lines[100]).toBe('BANNER');
    expect(lines.slice(0, 100).map((l) => (JSON.parse(l) as { i: number }).i)).toEqual(
      Array.from({ length: 100 }, (_, i) => i),
    );
  }, 90_000);

  it('writes a lone line of an idle process without waiting for more', async () => {
    const { stdout, firstLineMs } = await runLogging(
      'log.info("alone"); setTimeout(() => process.exit(0), 5000);',
    );
    expect(stdout).toContain('"msg":"alone"');
    // Written while the process still runs (it exits after 5 s), not at exit.
    expect(firstLineMs).not.toBeNull();
    expect(firstLineMs!).toBeLessThan(4500);
  }, 90_000);
});

describe('jsonString', () => {
  it('answers what JSON.stringify answers, for plain and for escaped strings', () => {
    for (const value of [
      '',
      '/api/v1/user/me',
      'ac87f2ac-a9bb-4b9a-8ebb-42d4c4abf829',
      'a"b',
      'back\\slash',
      'tab\there',
      'line\nbreak',
      '\u0000nul',
      '\u007f',
      'caf\u00e9 \u2713',
      'lone \ud800 surrogate',
      '</script>',
    ])
      expect(jsonString(value)).toBe(JSON.stringify(value));
  });
});
