import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDb } from '../../db/db';
import { MIGRATIONS_DIR } from '../../db/migrate';
import { SEEDED_ACCOUNTS } from '../../db/seed';
import { connected, socketPool, urlOf } from '../../testing/sockets';
import { loginAs, testConfig } from '../../testing/test-app';
import { useTestApp } from '../../testing/use-test-app';
import { transfer } from '../ledger/transfer';
import { transfersSince } from './health-repository';
import { LEDGER_CHECK_JOB, ledgerCheckRunner } from './ops-metrics';
import { pendingMigrations, readinessChecks, Readiness } from './readiness';

const TOKEN = crypto.randomBytes(24).toString('base64url');

/** The value of one sample of the text exposition (0 when absent). */
function sample(text: string, name: string, labels: Record<string, string> = {}): number {
  const wanted = Object.entries(labels).map(([k, v]) => `${k}="${v}"`);
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue;
    const labelPart = line.startsWith(`${name}{`) ? line.slice(name.length + 1, line.indexOf('}')) : '';
    if (wanted.every((w) => labelPart.split(',').includes(w))) return Number(line.split(' ').pop());
  }
  return 0;
}

describe('GET /metrics', () => {
  const t = useTestApp({ env: { METRICS_TOKEN: TOKEN } });
  const sockets = socketPool();
  const scrape = async () => {
    const res = await t.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.statusCode).toBe(200);
    return res.body;
  };

  it('is refused without the token, with another token and with another scheme', async () => {
    for (const authorization of [undefined, `Bearer ${TOKEN}x`, `Basic ${TOKEN}`, 'Bearer ']) {
      const res = await t.app.inject({ url: '/metrics', headers: authorization ? { authorization } : {} });
      expect(res.statusCode).toBe(401);
      expect(res.headers['www-authenticate']).toContain('Bearer');
      expect(res.body).not.toContain('arcade_http_requests_total');
    }
  });

  it('answers the Prometheus text format, and the request counters move by route pattern', async () => {
    const res = await t.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.body).toMatch(/# HELP arcade_http_requests_total /);
    expect(res.body).toMatch(/# TYPE arcade_http_request_duration_seconds histogram/);
    expect(res.body).toMatch(/# TYPE arcade_process_process_cpu_user_seconds_total counter/);
    const before = await scrape();
    for (let i = 0; i < 3; i += 1)
      expect((await t.app.inject({ url: '/api/v1/health' })).statusCode).toBe(200);
    // A raw URL never becomes a label: two unknown paths count under one "unmatched" series.
    await t.app.inject({ url: '/api/v1/no-such-thing/1', headers: { accept: 'application/json' } });
    await t.app.inject({ url: '/api/v1/no-such-thing/2', headers: { accept: 'application/json' } });
    const after = await scrape();
    const health = { method: 'GET', route: '/api/v1/health', status: '200' };
    expect(sample(after, 'arcade_http_requests_total', health)).toBe(
      sample(before, 'arcade_http_requests_total', health) + 3,
    );
    const durations = { method: 'GET', route: '/api/v1/health' };
    expect(sample(after, 'arcade_http_request_duration_seconds_count', durations)).toBe(
      sample(before, 'arcade_http_request_duration_seconds_count', durations) + 3,
    );
    const unmatched = { method: 'GET', route: 'unmatched', status: '404' };
    expect(sample(after, 'arcade_http_requests_total', unmatched)).toBe(
      sample(before, 'arcade_http_requests_total', unmatched) + 2,
    );
    expect(after).not.toContain('no-such-thing');
  });

  it('counts failed sign-ins and refused webhooks', async () => {
    const before = await scrape();
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/login',
      payload: { email: SEEDED_ACCOUNTS.player.email, password: 'wrong-password-123' },
    });
    expect(login.statusCode).toBeGreaterThanOrEqual(400);
    const hook = await t.app.inject({
      method: 'POST',
      url: '/api/v1/wallet/webhook/goat',
      headers: { 'content-type': 'application/json', 'x-goat-signature': 't=1,v1=00' },
      payload: JSON.stringify({ id: 'evt_1' }),
    });
    expect([400, 401]).toContain(hook.statusCode);
    const after = await scrape();
    const signIn = { route: '/api/v1/user/login', status: String(login.statusCode) };
    expect(sample(after, 'arcade_sign_in_failures_total', signIn)).toBe(
      sample(before, 'arcade_sign_in_failures_total', signIn) + 1,
    );
    const webhook = { route: '/api/v1/wallet/webhook/goat', status: String(hook.statusCode) };
    expect(sample(after, 'arcade_webhook_verification_failures_total', webhook)).toBe(
      sample(before, 'arcade_webhook_verification_failures_total', webhook) + 1,
    );
  });

  it('reports the durable jobs: depth, age of the oldest due job, failing jobs', async () => {
    await t.db.query(
      `INSERT INTO jobs (name, run_at, last_error) VALUES ('ops-test-late', now() - interval '120 seconds', 'boom')
       ON CONFLICT (name) DO UPDATE SET run_at = EXCLUDED.run_at, last_error = EXCLUDED.last_error`,
    );
    const text = await scrape();
    expect(sample(text, 'arcade_jobs_due')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'arcade_jobs_oldest_due_age_seconds')).toBeGreaterThanOrEqual(119);
    expect(sample(text, 'arcade_job_overdue_seconds', { job: 'ops-test-late' })).toBeGreaterThanOrEqual(119);
    expect(sample(text, 'arcade_job_failing', { job: 'ops-test-late' })).toBe(1);
    await t.db.query(`DELETE FROM jobs WHERE name = 'ops-test-late'`);
  });

  it('counts ledger transfers by kind once they are settled, each once', async () => {
    const { rows } = await t.db.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [
      SEEDED_ACCOUNTS.player.email,
    ]);
    const user = String(rows[0]!.id);
    const before = await scrape();
    const old = new Date(Date.now() - 5 * 60_000);
    for (let i = 0; i < 2; i += 1)
      await transfer(t.db, {
        idempotencyKey: `ops-test-${crypto.randomUUID()}`,
        from: { system: 'corrections' },
        to: { user },
        amount: 5,
        currency: 'GC',
        type: 'adjustment',
        description: 'ops test',
        now: old,
      });
    // Made just now: not counted until it has surely committed.
    await transfer(t.db, {
      idempotencyKey: `ops-test-${crypto.randomUUID()}`,
      from: { system: 'corrections' },
      to: { user },
      amount: 5,
      currency: 'GC',
      type: 'correction',
      description: 'ops test',
    });
    const after = await scrape();
    const again = await scrape();
    expect(sample(after, 'arcade_ledger_transfers_total', { kind: 'adjustment' })).toBe(
      sample(before, 'arcade_ledger_transfers_total', { kind: 'adjustment' }) + 2,
    );
    expect(sample(again, 'arcade_ledger_transfers_total', { kind: 'adjustment' })).toBe(
      sample(after, 'arcade_ledger_transfers_total', { kind: 'adjustment' }),
    );
    expect(sample(after, 'arcade_ledger_transfers_total', { kind: 'correction' })).toBe(
      sample(before, 'arcade_ledger_transfers_total', { kind: 'correction' }),
    );
    const settledNow = await transfersSince(t.db, '0', 0);
    expect(settledNow.counts.find((c) => c.type === 'correction')?.count).toBeGreaterThanOrEqual(1);
  });

  it('counts the sockets connected to this node', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const cookies = await loginAs(t.app, SEEDED_ACCOUNTS.player.email, SEEDED_ACCOUNTS.player.password);
    expect(sample(await scrape(), 'arcade_sockets_connected')).toBe(0);
    const url = urlOf(t.app);
    await Promise.all([1, 2].map(() => connected(sockets.open(url, { cookies, origin: url }))));
    expect(sample(await scrape(), 'arcade_sockets_connected')).toBe(2);
    sockets.closeAll();
  });

  it('the ledger check job: a clean ledger passes; a broken balance fails the job and the metric says so', async () => {
    const runner = ledgerCheckRunner(t.app, 60_000);
    await runner.register();
    expect(await runner.tick()).toEqual([LEDGER_CHECK_JOB]);
    let text = await scrape();
    expect(sample(text, 'arcade_job_failing', { job: LEDGER_CHECK_JOB })).toBe(0);
    expect(sample(text, 'arcade_ledger_check_violations')).toBe(0);
    await t.db.query(
      `UPDATE ledger_accounts SET balance = balance + 1
       WHERE id = (SELECT min(id) FROM ledger_accounts WHERE kind = 'user')`,
    );
    await t.db.query(`UPDATE jobs SET run_at = now() WHERE name = $1`, [LEDGER_CHECK_JOB]);
    expect(await runner.tick()).toEqual([LEDGER_CHECK_JOB]);
    text = await scrape();
    expect(sample(text, 'arcade_job_failing', { job: LEDGER_CHECK_JOB })).toBe(1);
    expect(sample(text, 'arcade_ledger_check_violations')).toBeGreaterThan(0);
    await t.db.query(
      `UPDATE ledger_accounts SET balance = balance - 1
       WHERE id = (SELECT min(id) FROM ledger_accounts WHERE kind = 'user')`,
    );
    await runner.stop();
  });
});

describe('GET /metrics without METRICS_TOKEN', () => {
  const t = useTestApp();
  it('is off: 404, and the config refuses a short token', async () => {
    const res = await t.app.inject({ url: '/metrics', headers: { authorization: 'Bearer anything' } });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('arcade_');
    expect(() => testConfig({}, { METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN: must be 32 to 256/);
    expect(testConfig({}, { METRICS_TOKEN: TOKEN }).operations.metricsToken).toBe(TOKEN);
  });
});

describe('GET /ready', () => {
  const t = useTestApp();

  it('answers 200 with each check, 503 naming the database while it is unreachable, 200 after', async () => {
    const ok = await t.app.inject({ url: '/ready' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({
      ready: true,
      checks: [
        { name: 'database', ok: true },
        { name: 'migrations', ok: true },
        { name: 'registry', ok: true },
      ],
    });
    // A database that no longer answers: a closed one.
    const gone = await openDb({ memory: true });
    await gone.close();
    const restore = t.app.readiness.replace('database', () => gone.query('SELECT 1').then(() => undefined));
    const down = await t.app.inject({ url: '/ready' });
    expect(down.statusCode).toBe(503);
    expect(down.headers['cache-control']).toBe('no-store');
    const body = down.json() as { ready: boolean; checks: { name: string; ok: boolean; error?: string }[] };
    expect(body.ready).toBe(false);
    expect(body.checks.find((c) => c.name === 'database')).toMatchObject({
      ok: false,
      error: expect.any(String),
    });
    restore();
    expect((await t.app.inject({ url: '/ready' })).statusCode).toBe(200);
  });

  it('fails on an unreadable registry, and a check that hangs fails after its timeout', async () => {
    fs.mkdirSync(t.config.deployDir, { recursive: true });
    fs.writeFileSync(path.join(t.config.deployDir, 'remotes.json'), '{ not json');
    const res = await t.app.inject({ url: '/ready' });
    expect(res.statusCode).toBe(503);
    expect(res.json().checks.find((c: { name: string }) => c.name === 'registry').ok).toBe(false);
    fs.rmSync(path.join(t.config.deployDir, 'remotes.json'));
    const hanging = new Readiness([{ name: 'redis', run: () => new Promise(() => undefined) }]);
    expect(await hanging.check(50)).toEqual({
      ready: false,
      checks: [{ name: 'redis', ok: false, error: 'no answer within 50 ms' }],
    });
  });

  it('names migrations this build has that the database has not applied', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'arcade-migrations-'));
    for (const f of fs.readdirSync(MIGRATIONS_DIR))
      fs.copyFileSync(path.join(MIGRATIONS_DIR, f), path.join(dir, f));
    fs.writeFileSync(path.join(dir, '9999_not_yet.sql'), 'SELECT 1;\n');
    expect(await pendingMigrations(t.db, dir)).toEqual(['9999_not_yet.sql']);
    const checks = new Readiness(
      readinessChecks({
        db: t.db,
        redis: null,
        deployDir: t.config.deployDir,
        registryRequired: true,
        migrationsDir: dir,
      }),
    );
    const result = await checks.check();
    expect(result.checks).toEqual([
      { name: 'database', ok: true },
      { name: 'migrations', ok: false, error: 'not applied: 9999_not_yet.sql' },
      // In production the registry file must be there (the shared deploy folder is mounted).
      { name: 'registry', ok: false, error: 'no remotes.json in DEPLOY_DIR' },
    ]);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
