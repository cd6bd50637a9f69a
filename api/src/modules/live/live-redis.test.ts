import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { Socket } from 'socket.io-client';
import { buildApp } from '../../app';
import { SEEDED_ACCOUNTS } from '../../db/seed';
import { createTestApp, loginAs, type TestApp } from '../../testing/test-app';
import { connected, openSocket } from '../../testing/sockets';

// Two api nodes on one database and one Redis: rooms are shared through the Redis adapter.
// Runs when REDIS_URL is set (e.g. REDIS_URL=redis://127.0.0.1:6379).
const redisUrl = process.env.REDIS_URL;
const maybe = redisUrl ? describe : describe.skip;

maybe('live channel across two nodes (Redis adapter)', () => {
  let t: TestApp;
  let second: FastifyInstance;
  let socket: Socket | undefined;

  beforeAll(async () => {
    t = await createTestApp({ config: { redisUrl } });
    second = await buildApp({ config: t.config, db: t.db, logger: false });
    await second.listen({ port: 0, host: '127.0.0.1' });
    await t.app.ready();
  });
  afterAll(async () => {
    socket?.disconnect();
    await second?.close();
    await t?.close();
  });

  it('delivers an event emitted on node 1 to a socket connected to node 2', async () => {
    const cookies = await loginAs(t.app, SEEDED_ACCOUNTS.player.email, SEEDED_ACCOUNTS.player.password);
    const userId = (await t.app.inject({ url: '/api/v1/user/me', cookies })).json().data.user._id as string;
    const port = (second.server.address() as AddressInfo).port;
    socket = await connected(
      openSocket(`http://127.0.0.1:${port}`, { cookie: `access_token=${cookies.access_token}` }),
    );
    const received = new Promise<Record<string, unknown>>((resolve) => socket!.once('notification', resolve));
    // Node 1 has no socket at all: the event must travel through Redis.
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/dev/live-echo',
      cookies,
      payload: { message: 'across nodes' },
    });
    expect(res.statusCode).toBe(200);
    expect(await received).toMatchObject({ message: 'across nodes', type: 'test' });
    expect(userId).toBeTruthy();
  });

  it('reports Redis in health', async () => {
    const res = await t.app.inject({ url: '/health' });
    expect(res.json().data).toMatchObject({ status: 'ok', db: 'ok', redis: 'ok' });
  });
});
