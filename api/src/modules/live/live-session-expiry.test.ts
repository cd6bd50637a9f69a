import type { Socket } from 'socket.io-client';
import { SEEDED_ACCOUNTS } from '../../db/seed';
import { createTestApp, loginAs, type TestApp } from '../../testing/test-app';
import { connected, socketPool, urlOf } from '../../testing/sockets';
import { signAccessToken, verifyAccessToken } from '../session/tokens';

// Issue 7.7: a socket must not outlive a session that can no longer be refreshed.
const { player } = SEEDED_ACCOUNTS;
let t: TestApp;
let url: string;
const sockets = socketPool();

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = urlOf(t.app);
}, 180_000);
afterAll(() => t?.close());

/** A fresh session of the player and a socket opened with an access token of that session living `seconds`. */
async function socketWithShortToken(seconds: number) {
  const cookies = await loginAs(t.app, player.email, player.password);
  const verified = await verifyAccessToken(t.config.jwtSecret, cookies.access_token);
  if (verified.status !== 'valid') throw new Error('login gave no valid token');
  const token = await signAccessToken(t.config.jwtSecret, verified.claims, { expiresInSeconds: seconds });
  const socket = await connected(sockets.open(url, { cookie: `access_token=${token}` }));
  return { socket, sessionId: verified.claims.sid };
}

const disconnectedWithin = (socket: Socket, ms: number) =>
  new Promise<boolean>((resolve) => {
    const timer = setTimeout(() => resolve(false), ms);
    socket.once('disconnect', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });

it('disconnects when the access token expires and the session cannot be refreshed', async () => {
  const { socket, sessionId } = await socketWithShortToken(2);
  // The refresh token ran out (without a logout that would have disconnected the socket at once).
  await t.db.query(
    "UPDATE refresh_tokens SET expires_at = now() - interval '1 second' WHERE session_id = $1",
    [sessionId],
  );
  expect(await disconnectedWithin(socket, 6000)).toBe(true);
});

it('disconnects when the session was revoked behind its back', async () => {
  const { socket, sessionId } = await socketWithShortToken(2);
  await t.db.query('UPDATE sessions SET revoked_at = now() WHERE id = $1', [sessionId]);
  expect(await disconnectedWithin(socket, 6000)).toBe(true);
});

it('stays connected past the token expiry while the session can be refreshed', async () => {
  const { socket } = await socketWithShortToken(2);
  expect(await disconnectedWithin(socket, 4000)).toBe(false);
  expect(socket.connected).toBe(true);
});
