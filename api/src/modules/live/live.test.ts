import { SEEDED_ACCOUNTS } from '../../db/seed';
import { createTestApp, loginAs, type TestApp } from '../../testing/test-app';
import { connected, refused, socketPool, urlOf } from '../../testing/sockets';
import { hashPassword } from '../users/password';
import { insertUser } from '../users/user-repository';

const { player } = SEEDED_ACCOUNTS;

describe('live channel (socket.io)', () => {
  let t: TestApp;
  let url: string;
  const sockets = socketPool();

  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    url = urlOf(t.app);
    await insertUser(t.db, {
      email: 'bee@arcade.test',
      passwordHash: await hashPassword('BeePass2026!'),
      name: { first: 'Bea', last: 'Bee' },
      state: 'Ohio',
      emailVerifiedAt: new Date(),
    });
  });
  afterAll(() => t?.close());

  const open = (cookies?: Record<string, string>) => sockets.open(url, { cookies });

  const echo = (cookies: Record<string, string>, message: string) =>
    t.app.inject({ method: 'POST', url: '/api/v1/dev/live-echo', cookies, payload: { message } });

  it('refuses connections without a valid session cookie', async () => {
    expect(await refused(open())).toBe('Unauthorized request');
    expect(await refused(open({ access_token: 'not-a-jwt' }))).toBe('Unauthorized request');
  });

  it('refuses a handshake coming from a page of another site, even with a valid cookie', async () => {
    const a = await loginAs(t.app, player.email, player.password);
    await refused(sockets.open(url, { cookies: a, origin: 'https://evil.test' }));
    await connected(sockets.open(url, { cookies: a, origin: url }));
  });

  it('answers authenticate with the identity of the cookie, ignoring the claimed one', async () => {
    const a = await loginAs(t.app, player.email, player.password);
    const bMe = await t.app.inject({
      url: '/api/v1/user/me',
      cookies: await loginAs(t.app, 'bee@arcade.test', 'BeePass2026!'),
    });
    const bId = bMe.json().data.user._id as string;
    const aId = (await t.app.inject({ url: '/api/v1/user/me', cookies: a })).json().data.user._id as string;

    const socket = open(a);
    await connected(socket);
    const who = new Promise<{ userId: string; role: string }>((resolve) =>
      socket.once('authenticated', resolve),
    );
    socket.emit('authenticate', { userId: bId, role: 'ADMIN' });
    expect(await who).toEqual({ userId: aId, role: 'USER' });
  });

  it("delivers a user's events only to that user's sockets, whatever another socket claims", async () => {
    const a = await loginAs(t.app, player.email, player.password);
    const b = await loginAs(t.app, 'bee@arcade.test', 'BeePass2026!');
    const bId = (await t.app.inject({ url: '/api/v1/user/me', cookies: b })).json().data.user._id as string;

    const socketA = open(a);
    const socketB = open(b);
    await Promise.all([connected(socketA), connected(socketB)]);
    // A claims to be B.
    const claimed = new Promise((resolve) => socketA.once('authenticated', resolve));
    socketA.emit('authenticate', { userId: bId, role: 'USER' });
    await claimed;

    const receivedByA: unknown[] = [];
    socketA.on('notification', (n) => receivedByA.push(n));
    const receivedByB = new Promise<Record<string, unknown>>((resolve) =>
      socketB.once('notification', resolve),
    );

    const res = await echo(b, 'for B only');
    expect(res.statusCode).toBe(200);
    const notification = await receivedByB;
    expect(notification).toMatchObject({ type: 'test', message: 'for B only', read: false });
    expect(typeof notification.id).toBe('string');
    expect(typeof notification.timestamp).toBe('string');

    // Give A time to receive anything it should not.
    await new Promise((r) => setTimeout(r, 300));
    expect(receivedByA).toEqual([]);

    // A's own echo reaches A.
    const own = new Promise<Record<string, unknown>>((resolve) => socketA.once('notification', resolve));
    await echo(a, 'for A');
    expect(await own).toMatchObject({ message: 'for A' });
  });

  it('disconnects the sockets of a session at logout', async () => {
    const a = await loginAs(t.app, player.email, player.password);
    const socket = open(a);
    await connected(socket);
    const gone = new Promise<string>((resolve) => socket.once('disconnect', (reason) => resolve(reason)));
    await t.app.inject({ method: 'POST', url: '/api/v1/user/logout', cookies: a });
    expect(await gone).toBe('io server disconnect');
    expect(await refused(open(a))).toBe('Unauthorized request');
  });

  it('refuses the echo without a session', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/dev/live-echo', payload: {} });
    expect(res.statusCode).toBe(401);
  });
});

describe('socket origin check', () => {
  it('accepts same-origin and origin-less handshakes and refuses other sites', () => {
    const { isSameOrigin } = jest.requireActual<typeof import('./live-plugin')>('./live-plugin');
    expect(isSameOrigin({ host: 'arcade.test' }, false)).toBe(true);
    expect(isSameOrigin({ host: 'arcade.test', origin: 'https://arcade.test' }, false)).toBe(true);
    expect(isSameOrigin({ host: '127.0.0.1:3000', origin: 'http://127.0.0.1:3000' }, false)).toBe(true);
    expect(isSameOrigin({ host: 'arcade.test', origin: 'https://evil.test' }, false)).toBe(false);
    expect(
      isSameOrigin(
        { host: 'internal:3000', origin: 'https://arcade.test', 'x-forwarded-host': 'arcade.test' },
        true,
      ),
    ).toBe(true);
    expect(
      isSameOrigin(
        { host: 'internal:3000', origin: 'https://arcade.test', 'x-forwarded-host': 'arcade.test' },
        false,
      ),
    ).toBe(false);
    expect(isSameOrigin({ host: 'arcade.test', origin: 'null' }, false)).toBe(false);
  });
});
