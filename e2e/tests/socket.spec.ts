import { expect, test, request as pwRequest, type APIRequestContext } from '@playwright/test';
import { io, type Socket } from 'socket.io-client';
import { ADMIN, PLAYER, loginViaApi, open } from '../support/site';

async function cookieHeader(ctx: APIRequestContext): Promise<string> {
  const state = await ctx.storageState();
  return state.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
}

function connect(baseURL: string, cookie: string): Promise<Socket> {
  const socket = io(baseURL, {
    path: '/socket.io',
    transports: ['websocket'],
    extraHeaders: { Cookie: cookie },
    reconnection: false,
  });
  return new Promise((resolve, reject) => {
    socket.on('connect', () => resolve(socket));
    socket.on('connect_error', reject);
  });
}

test('a socket that claims another user id receives none of their events', async ({ baseURL }) => {
  const headers = { origin: new URL(baseURL!).origin };
  const playerCtx = await pwRequest.newContext({ baseURL, extraHTTPHeaders: headers });
  const adminCtx = await pwRequest.newContext({ baseURL, extraHTTPHeaders: headers });
  const player = await loginViaApi(playerCtx, PLAYER);
  const admin = await loginViaApi(adminCtx, ADMIN);
  const intruder = await connect(baseURL!, await cookieHeader(playerCtx));
  const owner = await connect(baseURL!, await cookieHeader(adminCtx));
  const intruderGot: unknown[] = [];
  const ownerGot: unknown[] = [];
  intruder.onAny((event, payload) => intruderGot.push({ event, payload }));
  owner.onAny((event, payload) => ownerGot.push({ event, payload }));

  const who = await new Promise<{ userId: string; role: string }>((resolve) => {
    intruder.once('authenticated', resolve);
    intruder.emit('authenticate', { userId: admin._id, role: 'ADMIN' });
  });
  expect(who).toEqual({ userId: player._id, role: 'USER' });

  expect(
    (await adminCtx.post('/api/v1/dev/live-echo', { data: { message: 'for the admin only' } })).status(),
  ).toBe(200);
  await expect.poll(() => ownerGot.length).toBeGreaterThan(0);
  // Then an event for the player itself: a socket receives its events in order, so once the intruder has this one,
  // the admin's (sent before it) would have come first had it been delivered to the intruder.
  expect(
    (await playerCtx.post('/api/v1/dev/live-echo', { data: { message: 'for the player' } })).status(),
  ).toBe(200);
  const others = () =>
    intruderGot
      .filter((e) => (e as { event: string }).event !== 'authenticated')
      .map((e) => JSON.stringify(e));
  await expect.poll(() => others().some((e) => e.includes('for the player'))).toBe(true);
  expect(others().filter((e) => !e.includes('for the player'))).toEqual([]);

  intruder.close();
  owner.close();
  const anonymous = io(baseURL!, { path: '/socket.io', transports: ['websocket'], reconnection: false });
  const refused = await new Promise<boolean>((resolve) => {
    anonymous.on('connect', () => resolve(false));
    anonymous.on('connect_error', () => resolve(true));
  });
  expect(refused).toBe(true);
  anonymous.close();
  await playerCtx.dispose();
  await adminCtx.dispose();
});

test('the shell opens one socket while logged in and relays server events onto the bus', async ({ page }) => {
  await loginViaApi(page.request, PLAYER);
  const sockets: string[] = [];
  page.on('websocket', (ws) => ws.url().includes('/socket.io') && sockets.push(ws.url()));
  await open(page, '/games');
  await expect.poll(() => page.evaluate(() => window.__ARCADE_SOCKET__?.connected ?? false)).toBe(true);
  await page.evaluate(() => {
    const w = window as unknown as {
      __busSeen: unknown[];
      __ARCADE_INSTANCES__: Record<string, { bus: { on(e: string, f: (p: unknown) => void): void } }>;
    };
    w.__busSeen = [];
    w.__ARCADE_INSTANCES__.shell!.bus.on('live', (p) => w.__busSeen.push(p));
  });
  expect((await page.request.post('/api/v1/dev/live-echo', { data: { message: 'hello' } })).status()).toBe(
    200,
  );
  await expect
    .poll(() =>
      page.evaluate(() =>
        (window as unknown as { __busSeen: Array<{ event: string }> }).__busSeen.map((e) => e.event),
      ),
    )
    .toContain('notification');
  expect(sockets.length).toBe(1);
});
