import { Writable } from 'node:stream';
import { z } from 'zod';
import { createLogger } from './logger';
import { AppError } from './errors';
import { ok } from './envelope';
import { createTestApp, type TestApp } from '../testing/test-app';

describe('envelope and error handling', () => {
  let t: TestApp;
  const logLines: string[] = [];

  beforeAll(async () => {
    const sink = new Writable({
      write(chunk: Buffer, _enc, done) {
        logLines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
        done();
      },
    });
    t = await createTestApp({ logger: createLogger({ logLevel: 'info' }, sink) });
    const { app } = t;
    app.get('/api/v1/test/ok', async (_req, reply) => ok(reply, { a: 1 }, 'Fine', 201));
    app.get('/api/v1/test/app-error', async () => {
      throw new AppError(409, 'Already there', [{ field: 'email' }], { redirect: '/login' });
    });
    // Schema-first: the route's body schema validates (api/src/http/openapi.ts), not the handler.
    app.post(
      '/api/v1/test/zod',
      { schema: { body: z.object({ n: z.number({ error: 'n must be a number' }) }) } },
      async (req, reply) => ok(reply, req.body),
    );
    app.get('/api/v1/test/raw-zod', async () =>
      z.object({ x: z.string({ error: 'x is required' }) }).parse({}),
    );
    app.get('/api/v1/test/boom', async () => {
      throw new Error('connection string postgres://secret@db leaked');
    });
    app.post('/api/v1/test/echo', async (req, reply) => ok(reply, { body: req.body ?? null }));
    app.post(
      '/api/v1/test/limited',
      { config: { rateLimit: { max: 2, timeWindow: '1 minute' } } },
      async (_r, reply) => ok(reply, null),
    );
  });
  afterAll(() => t?.close());

  it('answers success as { success, statusCode, message, data }', async () => {
    const res = await t.app.inject({ url: '/api/v1/test/ok' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ success: true, statusCode: 201, message: 'Fine', data: { a: 1 } });
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers an AppError with its status, message, errors and data', async () => {
    const res = await t.app.inject({ url: '/api/v1/test/app-error' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      success: false,
      statusCode: 409,
      message: 'Already there',
      errors: [{ field: 'email' }],
      data: { redirect: '/login' },
    });
  });

  it('answers invalid input with 400 and a clear message', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/test/zod', payload: { n: 'x' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      success: false,
      statusCode: 400,
      message: 'n must be a number',
      errors: ['validation', { path: 'n' }],
    });
    const raw = await t.app.inject({ url: '/api/v1/test/raw-zod' });
    expect(raw.statusCode).toBe(400);
    expect(raw.json()).toMatchObject({ success: false, message: 'x is required' });
  });

  it('answers malformed JSON with 400 and accepts an empty JSON body', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/v1/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"a":',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ success: false, statusCode: 400, errors: ['bad_request'] });
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/v1/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(empty.statusCode).toBe(200);
    expect(empty.json().data).toEqual({ body: null });
  });

  it('hides 5xx details from the client and logs them with the request id', async () => {
    const res = await t.app.inject({ url: '/api/v1/test/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      success: false,
      statusCode: 500,
      message: 'Internal server error',
      errors: [],
    });
    expect(res.body).not.toContain('secret');
    const reqId = res.headers['x-request-id'] as string;
    const logged = logLines
      .map((l) => JSON.parse(l) as Record<string, unknown>)
      .find((l) => l.reqId === reqId && l.level === 50);
    expect(logged).toBeDefined();
    expect(JSON.stringify(logged)).toContain('leaked');
  });

  it('answers unknown /api routes with 404 "Route not found"', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const res = await t.app.inject({
        method,
        url: '/api/v1/no-such-thing',
        headers: { accept: 'text/html' },
      });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({
        success: false,
        statusCode: 404,
        message: 'Route not found',
        errors: ['not_found'],
      });
    }
  });

  it('answers rate-limited routes with a 429 envelope and Retry-After', async () => {
    await t.app.inject({ method: 'POST', url: '/api/v1/test/limited' });
    await t.app.inject({ method: 'POST', url: '/api/v1/test/limited' });
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/test/limited' });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ success: false, statusCode: 429, errors: ['rate_limited'] });
    expect(res.json().message).toMatch(/^Too many requests\. Please try again in /);
    expect(res.headers['retry-after']).toBeDefined();
  });

  it('redacts cookies, authorization and passwords from logs', async () => {
    const logger = createLogger(
      { logLevel: 'info' },
      new Writable({ write: (c: Buffer, _e, d) => (logLines.push(c.toString()), d()) }),
    );
    logger.info(
      {
        req: { headers: { cookie: 'access_token=abc', authorization: 'Bearer abc' } },
        body: { password: 'hunter2' },
      },
      'x',
    );
    const last = logLines[logLines.length - 1]!;
    expect(last).not.toContain('abc');
    expect(last).not.toContain('hunter2');
    expect(last).toContain('[redacted]');
  });

  it('never writes a token of the URL to the logs', async () => {
    const token = 'Zm9vYmFyLXNlY3JldC10b2tlbi12YWx1ZS0xMjM0NTY';
    await t.app.inject({
      method: 'POST',
      url: `/api/v1/user/reset-password/${token}?token=${token}`,
      payload: {},
    });
    expect(logLines.some((l) => l.includes('reset-password/[redacted]'))).toBe(true);
    expect(logLines.join('\n')).not.toContain(token);
  });

  it('reports health with the database checked', async () => {
    for (const url of ['/health', '/api/v1/health']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ success: true, data: { status: 'ok', db: 'ok' } });
    }
  });
});

describe('request logs', () => {
  it('hide tokens in URLs', () => {
    const { redactUrl } = jest.requireActual<typeof import('./logger')>('./logger');
    expect(redactUrl('/api/v1/user/reset-password/Qm9vbS1ib29tLWJvb20tYm9vbS1ib29tLWJvb20')).toBe(
      '/api/v1/user/reset-password/[redacted]',
    );
    expect(redactUrl('/api/v1/oidc/callback?code=abc&state=def&x=1')).toBe(
      '/api/v1/oidc/callback?code=[redacted]&state=[redacted]&x=1',
    );
    expect(redactUrl('/api/v1/games/0b7f6e3c-4c1e-4a59-9a55-1f0c1e2d3a4b/user-status')).toBe(
      '/api/v1/games/0b7f6e3c-4c1e-4a59-9a55-1f0c1e2d3a4b/user-status',
    );
    expect(redactUrl('/remotes/mfe_legal/1.0.0-ab12cd34/remoteEntry.js')).toBe(
      '/remotes/mfe_legal/1.0.0-ab12cd34/remoteEntry.js',
    );
  });
});
