import fs from 'node:fs';
import path from 'node:path';
import { Writable } from 'node:stream';
import pino from 'pino';
import { CLIENT_EVENTS_PATH } from '@arcade/contracts';
import { useTestApp } from '../../testing/use-test-app';
import { CLIENT_EVENTS_RATE_LIMIT } from './client-events-routes';
import { scrubMessage, scrubPath, scrubStack } from './scrub';
import { StackResolver } from './stack-resolver';

/** A pino logger whose lines the test reads. */
function capturedLogger() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { logger: pino({ level: 'info' }, stream), lines };
}

/**
 * A tiny bundle and its source map: generated line 1, column 0 (1-based column 1) is src/boom.ts line 10,
 * column 4 (name "explode"); generated column 10 is src/boom.ts line 12, column 2. Mappings: "AASIA,UAEF".
 */
function writeBundle(dir: string, file: string): void {
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, file), 'function a(){throw new Error("x")}\n');
  fs.writeFileSync(
    path.join(dir, `${file}.map`),
    JSON.stringify({
      version: 3,
      file,
      sources: ['webpack://shell/./src/boom.ts'],
      names: ['explode'],
      mappings: 'AASIA,UAEF',
    }),
  );
}

const log = capturedLogger();
const t = useTestApp({ logger: log.logger as never });

const report = (events: unknown[], address = '203.0.113.7') =>
  t.app.inject({
    method: 'POST',
    url: CLIENT_EVENTS_PATH,
    remoteAddress: address,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({ events }),
  });

let nextAddress = 1;
/** A fresh client address per test, so the rate limit of one test does not touch another. */
const address = () => `198.51.100.${nextAddress++}`;

describe('scrubbing personal data', () => {
  it('removes query strings, fragments, e-mails, token-like segments and long numbers', () => {
    expect(
      scrubMessage(
        'Failed to fetch https://site.test/api/v1/user/reset?email=pat@example.com&token=abc#x for pat.player+1@mail.example.co.uk, call +1 555 555 0101',
      ),
    ).toBe('Failed to fetch https://site.test/api/v1/user/reset for [email], call [number]');
    expect(scrubStack('at f (https://site.test/assets/main.1a2b.js?v=1:1:20)')).toBe(
      'at f (https://site.test/assets/main.1a2b.js:1:20)',
    );
    expect(scrubPath('/reset-password/AbCdEfGhIjKlMnOpQrStUvWxYz0123456789')).toBe(
      '/reset-password/[redacted]',
    );
    expect(scrubPath('/games/3f2b1c4d-1111-4222-8333-444455556666')).toBe(
      '/games/3f2b1c4d-1111-4222-8333-444455556666',
    );
    // Line and column numbers of a stack are not "long numbers".
    expect(scrubStack('at g (/remotes/mfe_shop/1.0.0-ab12cd34/12.js:1:123456)')).toBe(
      'at g (/remotes/mfe_shop/1.0.0-ab12cd34/12.js:1:123456)',
    );
  });
});

describe('POST /api/v1/client-events', () => {
  it('takes a remote failure, an error and Web Vitals into the metrics and the log, without personal data', async () => {
    fs.mkdirSync(t.config.deployDir, { recursive: true });
    fs.writeFileSync(
      path.join(t.config.deployDir, 'remotes.json'),
      JSON.stringify({
        updatedAt: new Date().toISOString(),
        remotes: {
          mfe_shop: {
            version: '1.0.0-ab12cd34',
            manifest: '/remotes/mfe_shop/1.0.0-ab12cd34/mf-manifest.json',
            deployedAt: new Date().toISOString(),
            history: ['0.9.0-00000000'],
          },
        },
      }),
    );
    const before = await t.app.metrics.scrape();
    const ip = address();
    const res = await report(
      [
        {
          // A version the registry does not know is counted as "other" (reports cannot make up series).
          type: 'remote_load_failed',
          remote: 'mfe_shop',
          version: '9.9.9-made-up',
          phase: 'manifest',
          message: 'Failed to fetch',
          page: '/buy-coins',
        },
        {
          type: 'remote_load_failed',
          remote: 'mfe_shop',
          version: '1.0.0-ab12cd34',
          phase: 'load',
          message:
            'ScriptExternalLoadError: https://site.test/remotes/mfe_shop/1.0.0-ab12cd34/remoteEntry.js?email=pat@example.com',
          page: '/buy-coins',
        },
        {
          type: 'error',
          kind: 'unhandledrejection',
          message: 'TypeError: cannot read user pat@example.com',
          stack: 'TypeError: x\n    at h (https://site.test/assets/none.js?q=pat@example.com:1:1)',
          page: '/wallet',
        },
        { type: 'web_vital', name: 'LCP', value: 1234, rating: 'good', page: '/' },
        { type: 'web_vital', name: 'CLS', value: 0.02, rating: 'good', page: '/' },
      ],
      ip,
    );
    expect(res.statusCode).toBe(202);
    expect(res.json()).toMatchObject({ success: true, data: { accepted: 5 } });
    const after = await t.app.metrics.scrape();
    const line = (text: string, start: string) =>
      Number(
        text
          .split('\n')
          .find((l) => l.startsWith(start))
          ?.split(' ')
          .pop() ?? 0,
      );
    const remote =
      'arcade_client_remote_load_failures_total{remote="mfe_shop",version="1.0.0-ab12cd34",phase="load"}';
    expect(line(after, remote)).toBe(line(before, remote) + 1);
    const other =
      'arcade_client_remote_load_failures_total{remote="mfe_shop",version="other",phase="manifest"}';
    expect(line(after, other)).toBe(line(before, other) + 1);
    expect(after).not.toContain('9.9.9-made-up');
    const errors = 'arcade_client_errors_total{kind="unhandledrejection",remote="shell"}';
    expect(line(after, errors)).toBe(line(before, errors) + 1);
    const lcp = 'arcade_client_web_vital_seconds_count{name="LCP",rating="good"}';
    expect(line(after, lcp)).toBe(line(before, lcp) + 1);
    const lcpSum = 'arcade_client_web_vital_seconds_sum{name="LCP",rating="good"}';
    expect(line(after, lcpSum) - line(before, lcpSum)).toBeCloseTo(1.234);
    const cls = 'arcade_client_cls_count{rating="good"}';
    expect(line(after, cls)).toBe(line(before, cls) + 1);

    const logged = JSON.stringify(log.lines.filter((l) => (l as { browser?: unknown }).browser));
    expect(logged).toContain('browser: a remote failed to load');
    expect(logged).toContain('browser: uncaught error');
    expect(logged).toContain('remoteEntry.js');
    expect(logged).not.toContain('pat@example.com');
    expect(logged).not.toContain('?email');
    expect(logged).not.toContain('?q=');
  });

  it('refuses bad input with 400 and a machine code, and changes nothing', async () => {
    const before = await t.app.metrics.scrape();
    const cases: unknown[][] = [
      [{ type: 'nonsense', page: '/' }],
      [{ type: 'web_vital', name: 'LCP', value: -1, rating: 'good', page: '/' }],
      [{ type: 'web_vital', name: 'LCP', value: 10, rating: 'good', page: '/x?email=pat@example.com' }],
      [
        {
          type: 'remote_load_failed',
          remote: 'mfe_evil',
          version: '1',
          phase: 'load',
          message: '',
          page: '/',
        },
      ],
      [{ type: 'error', kind: 'error', message: 'x'.repeat(1001), page: '/' }],
      [],
      Array.from({ length: 21 }, () => ({
        type: 'web_vital',
        name: 'FCP',
        value: 1,
        rating: 'good',
        page: '/',
      })),
    ];
    for (const events of cases) {
      const res = await report(events, address());
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, errors: expect.arrayContaining(['validation']) });
    }
    const after = await t.app.metrics.scrape();
    expect(after).toContain(`arcade_client_events_refused_total{reason="invalid"} ${cases.length}`);
    expect(after.match(/arcade_client_web_vital_seconds_count\{name="FCP"/)).toBeNull();
    expect(before).not.toContain('arcade_client_events_refused_total{reason="invalid"}');
  });

  it('refuses a body over 32 KiB with 413', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: CLIENT_EVENTS_PATH,
      remoteAddress: address(),
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({
        events: [{ type: 'error', kind: 'error', message: 'x', page: `/${'a'.repeat(40_000)}` }],
      }),
    });
    expect(res.statusCode).toBe(413);
  });

  it('is rate limited per address', async () => {
    const ip = address();
    const vital = [{ type: 'web_vital', name: 'TTFB', value: 80, rating: 'good', page: '/' }];
    for (let i = 0; i < CLIENT_EVENTS_RATE_LIMIT.max; i += 1)
      expect((await report(vital, ip)).statusCode).toBe(202);
    const limited = await report(vital, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ errors: ['rate_limited'] });
    // Another address is not limited by this one.
    expect((await report(vital, address())).statusCode).toBe(202);
  });

  it('logs a reported stack resolved through the source map beside the bundle; the map is not served', async () => {
    writeBundle(path.join(t.config.shellDir, 'assets'), 'main.1a2b3c4d.js');
    writeBundle(path.join(t.config.deployDir, 'remotes', 'mfe_games', '1.0.0-ab12cd34'), '77.abcdef12.js');
    const stack = [
      'Error: x',
      '    at explode (https://site.test/assets/main.1a2b3c4d.js:1:1)',
      '    at https://site.test/assets/main.1a2b3c4d.js:1:11',
      '    at play (https://site.test/remotes/mfe_games/1.0.0-ab12cd34/77.abcdef12.js:1:1)',
      '    at other (https://cdn.example/lib.js:1:1)',
    ].join('\n');
    const res = await report(
      [{ type: 'error', kind: 'error', message: 'Error: x', stack, page: '/games' }],
      address(),
    );
    expect(res.statusCode).toBe(202);
    const entry = log.lines.findLast((l) => (l as { msg?: string }).msg === 'browser: uncaught error') as {
      browser: { stack: string; resolvedFrames: number };
    };
    expect(entry.browser.resolvedFrames).toBe(3);
    expect(entry.browser.stack).toBe(
      [
        'Error: x',
        '    at explode (src/boom.ts:10:5 [explode])',
        '    at src/boom.ts:12:3',
        '    at play (src/boom.ts:10:5 [explode])',
        '    at other (https://cdn.example/lib.js:1:1)',
      ].join('\n'),
    );
    expect((await t.app.inject({ url: '/assets/main.1a2b3c4d.js' })).statusCode).toBe(200);
    for (const url of [
      '/assets/main.1a2b3c4d.js.map',
      '/assets/main.1a2b3c4d.js.map.br',
      '/remotes/mfe_games/1.0.0-ab12cd34/77.abcdef12.js.map',
    ])
      expect((await t.app.inject({ url })).statusCode).toBe(404);
  });

  it('the resolver reads no file outside the two roots', () => {
    const resolver = new StackResolver({ shellDir: '/srv/shell', deployDir: '/srv/deploy' });
    expect(resolver.fileOf('https://x/assets/a.js')).toBe('/srv/shell/assets/a.js');
    expect(resolver.fileOf('/remotes/mfe_shop/1.0.0/b.js')).toBe('/srv/deploy/remotes/mfe_shop/1.0.0/b.js');
    expect(resolver.fileOf('https://x/assets/%2e%2e/%2e%2e/etc/passwd.js')).toBeNull();
    expect(resolver.fileOf('https://x/assets/..%2F..%2Fsecret.js')).toBeNull();
    expect(resolver.fileOf('https://x/remotes/../x/1/b.js')).toBeNull();
    expect(resolver.fileOf('https://x/assets/a.css')).toBeNull();
    expect(resolver.fileOf('https://x/api/v1/x.js')).toBeNull();
  });
});
