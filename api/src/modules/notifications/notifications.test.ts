import type { Socket } from 'socket.io-client';
import { goldCoins, ROLE_PERMISSIONS, sweepCents, usdCents, type NotificationDto } from '@arcade/contracts';
import type { Db } from '../../db/db';
import { SEEDED_ACCOUNTS } from '../../db/seed';
import { loginAs } from '../../testing/test-app';
import { useTestApp } from '../../testing/use-test-app';
import { connected, socketPool, urlOf, waitFor } from '../../testing/sockets';
import { hashPassword } from '../users/password';
import { insertUser } from '../users/user-repository';
import { notify, NOTIFICATION_RETENTION_DAYS } from './notification-service';

const { player, admin } = SEEDED_ACCOUNTS;
const BEE = { email: 'bee-notify@arcade.test', password: 'BeePass2026!' };

const payload = (n: number) => ({
  code: `COUPON${n}`,
  amount: goldCoins(n),
  message: `Coupon COUPON${n} redeemed`,
});

/** The transaction as seen by code whose process dies right after COMMIT: nothing queued after it runs. */
const crashingAfterCommit = (tx: Db): Db => ({
  dialect: tx.dialect,
  query: (text, params) => tx.query(text, params),
  transaction: (fn) => fn(crashingAfterCommit(tx)),
  afterCommit: () => undefined,
  onWrite: (listener) => tx.onWrite(listener),
  close: () => tx.close(),
});

describe('notifications', () => {
  const t = useTestApp();
  let url: string;
  let playerId: string;
  let beeId: string;
  let adminId: string;
  const sockets = socketPool();

  const idOf = async (email: string) =>
    (await t.db.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [email])).rows[0]!.id;
  const countFor = async (userId: string) =>
    Number(
      (
        await t.db.query<{ n: string }>('SELECT count(*) AS n FROM notifications WHERE user_id = $1', [
          userId,
        ])
      ).rows[0]!.n,
    );
  /** A connected socket of the account, collecting every `notification` it receives. */
  async function openSocket(
    cookies: Record<string, string>,
    auth?: { afterSeq: number },
  ): Promise<{
    socket: Socket;
    received: NotificationDto[];
    synced: Promise<{ count: number; lastSeq: number }>;
  }> {
    const socket = sockets.open(url, { cookies, ...(auth ? { auth } : {}) });
    const received: NotificationDto[] = [];
    socket.on('notification', (n: NotificationDto) => received.push(n));
    const synced = new Promise<{ count: number; lastSeq: number }>((resolve) =>
      socket.once('notifications:synced', resolve),
    );
    await connected(socket);
    return { socket, received, synced };
  }

  const settle = () => new Promise((r) => setTimeout(r, 300));

  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    url = urlOf(t.app);
    await insertUser(t.db, {
      email: BEE.email,
      passwordHash: await hashPassword(BEE.password),
      name: { first: 'Bea', last: 'Bee' },
      state: 'Ohio',
      emailVerifiedAt: new Date(),
    });
    [playerId, beeId, adminId] = await Promise.all([idOf(player.email), idOf(BEE.email), idOf(admin.email)]);
  });

  it('stores and pushes nothing when the transaction rolls back', async () => {
    const cookies = await loginAs(t.app, player.email, player.password);
    const { received } = await openSocket(cookies);
    const before = await countFor(playerId);
    await expect(
      t.db.transaction(async (tx) => {
        await notify(tx, { recipients: playerId, type: 'coupon_redeemed', payload: payload(1) });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    await settle();
    expect(await countFor(playerId)).toBe(before);
    expect(received).toEqual([]);
  });

  it('pushes a committed notification once, after COMMIT, with the stored id and seq', async () => {
    const cookies = await loginAs(t.app, player.email, player.password);
    const { received } = await openSocket(cookies);
    let pushedBeforeCommit = -1;
    const [stored] = await t.db.transaction(async (tx) => {
      const out = await notify(tx, { recipients: playerId, type: 'coupon_redeemed', payload: payload(2) });
      await settle();
      pushedBeforeCommit = received.length;
      return out;
    });
    expect(pushedBeforeCommit).toBe(0);
    await waitFor(() => received.length === 1);
    await settle();
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({
      id: stored!.id,
      seq: stored!.seq,
      type: 'coupon_redeemed',
      read: false,
      code: 'COUPON2',
      amount: goldCoins(2),
    });
  });

  it('delivers a notification whose push was lost (crash between COMMIT and push) on reconnect from afterSeq', async () => {
    const cookies = await loginAs(t.app, player.email, player.password);
    const first = await openSocket(cookies);
    const [seen] = await t.db.transaction((tx) =>
      notify(tx, { recipients: playerId, type: 'coupon_redeemed', payload: payload(3) }),
    );
    await waitFor(() => first.received.length === 1);
    // The process "dies" after COMMIT: the row is stored, the push never happens.
    const [lost] = await t.db.transaction((tx) =>
      notify(crashingAfterCommit(tx), { recipients: playerId, type: 'coupon_redeemed', payload: payload(4) }),
    );
    await settle();
    expect(first.received.map((n) => n.id)).toEqual([seen!.id]);
    first.socket.disconnect();

    const again = await openSocket(cookies, { afterSeq: seen!.seq });
    expect(await again.synced).toEqual({ count: 1, lastSeq: lost!.seq });
    expect(again.received.map((n) => n.id)).toEqual([lost!.id]);
  });

  it('replays exactly the missing ones, in order, on notifications:sync', async () => {
    const cookies = await loginAs(t.app, BEE.email, BEE.password);
    const stored: NotificationDto[] = [];
    for (let i = 0; i < 5; i++)
      stored.push(
        ...(await t.db.transaction((tx) =>
          notify(tx, { recipients: beeId, type: 'coupon_redeemed', payload: payload(10 + i) }),
        )),
      );
    const seqs = stored.map((n) => n.seq);
    expect([...seqs].sort((a, b) => a - b)).toEqual(seqs);
    const { socket, received } = await openSocket(cookies);
    const synced = new Promise((resolve) => socket.once('notifications:synced', resolve));
    socket.emit('notifications:sync', { afterSeq: stored[1]!.seq });
    expect(await synced).toEqual({ count: 3, lastSeq: stored[4]!.seq });
    expect(received.map((n) => n.id)).toEqual(stored.slice(2).map((n) => n.id));
    expect(received.map((n) => n.seq)).toEqual(seqs.slice(2));
    // A bad request is ignored (no replay, no error).
    socket.emit('notifications:sync', { afterSeq: -1 });
    socket.emit('notifications:sync', 'everything');
    await settle();
    expect(received).toHaveLength(3);
  });

  it('expands staff to every staff account holding staff.notifications and keeps staff types away from players', async () => {
    const adminCookies = await loginAs(t.app, admin.email, admin.password);
    const { received } = await openSocket(adminCookies);
    const stored = await t.db.transaction((tx) =>
      notify(tx, {
        recipients: 'staff',
        type: 'withdrawal_request',
        payload: {
          requestId: 'w1',
          userId: playerId,
          userName: 'Pat Player',
          userEmail: player.email,
          kind: 'redemption',
          amount: sweepCents(2500),
        },
      }),
    );
    // every staff account whose role holds staff.notifications (the seeded ADMIN, SUPPORT and CASHIER; not the
    // COMPLIANCE officer), no player
    const holders = Object.entries(ROLE_PERMISSIONS)
      .filter(([, permissions]) => permissions.includes('staff.notifications'))
      .map(([role]) => role);
    const staff = await t.db.query<{ id: string }>(`SELECT id FROM users WHERE role = ANY($1) ORDER BY id`, [
      holders,
    ]);
    expect(staff.rows.length).toBeGreaterThanOrEqual(3);
    expect(stored.map((n) => n.userId)).toEqual(staff.rows.map((r) => r.id));
    expect(stored.map((n) => n.userId)).toContain(adminId);
    expect(stored.map((n) => n.userId)).not.toContain(playerId);
    await waitFor(() => received.length === 1);
    expect(received[0]).toMatchObject({
      type: 'withdrawal_request',
      userName: 'Pat Player',
      amount: sweepCents(2500),
    });
    await expect(
      t.db.transaction((tx) =>
        notify(tx, {
          recipients: playerId,
          type: 'withdrawal_request',
          payload: {
            requestId: 'w2',
            userId: playerId,
            userName: 'x',
            userEmail: 'x',
            kind: 'redemption',
            amount: sweepCents(1),
          },
        }),
      ),
    ).rejects.toThrow('staff only');
  });

  it('refuses a payload that would carry a credential, and stores nothing', async () => {
    const before = await t.db.query<{ n: string }>(`SELECT count(*) AS n FROM notifications`);
    await expect(
      t.db.transaction((tx) =>
        notify(tx, {
          recipients: playerId,
          type: 'game_account_approved',
          payload: {
            requestId: 'r1',
            gameId: 'g1',
            gameName: 'Orion',
            generatedPassword: 'hunter2',
          } as never,
        }),
      ),
    ).rejects.toThrow('never carries credentials');
    const after = await t.db.query<{ n: string }>(`SELECT count(*) AS n FROM notifications`);
    expect(after.rows[0]!.n).toBe(before.rows[0]!.n);
  });

  it('lists, reads, reads all and clears only the caller’s own notifications', async () => {
    const pat = await loginAs(t.app, player.email, player.password);
    const [mine] = await t.db.transaction((tx) =>
      notify(tx, { recipients: playerId, type: 'coupon_redeemed', payload: payload(20) }),
    );
    const [theirs] = await t.db.transaction((tx) =>
      notify(tx, { recipients: beeId, type: 'coupon_redeemed', payload: payload(21) }),
    );
    const beeBefore = (
      await t.db.query('SELECT id, read FROM notifications WHERE user_id = $1 ORDER BY seq', [beeId])
    ).rows;

    const list = await t.app.inject({ url: '/api/v1/user/notifications?limit=2', cookies: pat });
    expect(list.statusCode).toBe(200);
    const data = list.json().data;
    expect(data.notifications).toHaveLength(2);
    expect(data.notifications[0]).toMatchObject({ id: mine!.id, code: 'COUPON20', read: false });
    expect(data.notifications.every((n: NotificationDto) => n.id !== theirs!.id)).toBe(true);
    expect(data.lastSeq).toBe(mine!.seq);
    expect(data.unreadCount).toBe(await countFor(playerId));
    const after = await t.app.inject({
      url: `/api/v1/user/notifications?afterSeq=${mine!.seq - 1}`,
      cookies: pat,
    });
    expect(after.json().data.notifications.map((n: NotificationDto) => n.id)).toEqual([mine!.id]);

    // Someone else's id and an unknown id: 404, nothing changed. A non-uuid: 400.
    const foreign = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/user/notifications/${theirs!.id}/read`,
      cookies: pat,
    });
    expect(foreign.statusCode).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: '/api/v1/user/notifications/00000000-0000-4000-8000-000000000000/read',
          cookies: pat,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'PUT', url: '/api/v1/user/notifications/abc/read', cookies: pat }))
        .statusCode,
    ).toBe(400);

    const read = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/user/notifications/${mine!.id}/read`,
      cookies: pat,
    });
    expect(read.statusCode).toBe(200);
    expect(read.json().data.notification).toMatchObject({ id: mine!.id, read: true });

    const all = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/user/notifications/read-all',
      cookies: pat,
    });
    expect(all.statusCode).toBe(200);
    expect(all.json().data.unreadCount).toBe(0);

    const cleared = await t.app.inject({
      method: 'DELETE',
      url: '/api/v1/user/notifications/read',
      cookies: pat,
    });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().data.count).toBeGreaterThan(0);
    expect(await countFor(playerId)).toBe(0);
    // The other user's rows are untouched.
    expect(
      (await t.db.query('SELECT id, read FROM notifications WHERE user_id = $1 ORDER BY seq', [beeId])).rows,
    ).toEqual(beeBefore);
    // Seqs keep increasing after a clear (the counter is not derived from the rows).
    const [next] = await t.db.transaction((tx) =>
      notify(tx, { recipients: playerId, type: 'coupon_redeemed', payload: payload(22) }),
    );
    expect(next!.seq).toBeGreaterThan(mine!.seq);
  });

  it('dismisses one of the caller’s notifications (DELETE /user/notifications/{id}); 404 for another’s', async () => {
    const pat = await loginAs(t.app, player.email, player.password);
    const [mine] = await t.db.transaction((tx) =>
      notify(tx, { recipients: playerId, type: 'coupon_redeemed', payload: payload(50) }),
    );
    const [theirs] = await t.db.transaction((tx) =>
      notify(tx, { recipients: beeId, type: 'coupon_redeemed', payload: payload(51) }),
    );
    const del = (id: string) =>
      t.app.inject({ method: 'DELETE', url: `/api/v1/user/notifications/${id}`, cookies: pat });
    expect((await del(theirs!.id)).statusCode).toBe(404);
    expect((await del('abc')).statusCode).toBe(400);
    const res = await del(mine!.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.count).toBe(1);
    expect((await del(mine!.id)).statusCode).toBe(404);
    const left = (await t.db.query<{ id: string }>('SELECT id FROM notifications')).rows.map((r) => r.id);
    expect(left).not.toContain(mine!.id);
    expect(left).toContain(theirs!.id);
  });

  it('sandbox POST /dev/notify makes notifications through notify(), checked against the type’s schema', async () => {
    const bee = await loginAs(t.app, BEE.email, BEE.password);
    const { received } = await openSocket(bee);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/dev/notify',
      cookies: bee,
      payload: {
        type: 'deposit_success',
        payload: { amount: usdCents(2000), coins: goldCoins(2300), paymentGateway: 'sandbox' },
        count: 3,
      },
    });
    expect(res.statusCode).toBe(200);
    const made = res.json().data.notifications as NotificationDto[];
    expect(made).toHaveLength(3);
    expect(made[2]!.seq).toBe(made[0]!.seq + 2);
    await waitFor(() => received.length === 3);
    expect(received.map((n) => n.id)).toEqual(made.map((n) => n.id));
    const bad = (body: unknown) =>
      t.app.inject({ method: 'POST', url: '/api/v1/dev/notify', cookies: bee, payload: body as object });
    expect((await bad({ type: 'deposit_success', payload: { amount: 'x' } })).statusCode).toBe(400);
    expect((await bad({ type: 'withdrawal_request', payload: {} })).statusCode).toBe(400);
    expect((await bad({ type: 'coupon_redeemed', payload: payload(1), count: 51 })).statusCode).toBe(400);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/v1/dev/notify', payload: { type: 'x' } })).statusCode,
    ).toBe(401);
  });

  it('answers 401 without a session', async () => {
    expect((await t.app.inject({ url: '/api/v1/user/notifications' })).statusCode).toBe(401);
  });

  it(`deletes read notifications ${NOTIFICATION_RETENTION_DAYS} days after they were read, on the next notify`, async () => {
    const [old] = await t.db.transaction((tx) =>
      notify(tx, { recipients: beeId, type: 'coupon_redeemed', payload: payload(30) }),
    );
    const [recent] = await t.db.transaction((tx) =>
      notify(tx, { recipients: beeId, type: 'coupon_redeemed', payload: payload(31) }),
    );
    await t.db.query(
      `UPDATE notifications SET read = true, read_at = now() - ($2::int * interval '1 day') WHERE id = $1`,
      [old!.id, NOTIFICATION_RETENTION_DAYS + 1],
    );
    await t.db.query(
      `UPDATE notifications SET read = true, read_at = now() - interval '1 day' WHERE id = $1`,
      [recent!.id],
    );
    await t.db.transaction((tx) =>
      notify(tx, { recipients: beeId, type: 'coupon_redeemed', payload: payload(32) }),
    );
    const ids = (
      await t.db.query<{ id: string }>('SELECT id FROM notifications WHERE user_id = $1', [beeId])
    ).rows.map((r) => r.id);
    expect(ids).not.toContain(old!.id);
    expect(ids).toContain(recent!.id);
  });

  it('makes a later notification to the same recipient wait for the earlier one to commit (seqs visible in order)', async () => {
    let releaseA!: () => void;
    const holdA = new Promise<void>((resolve) => (releaseA = resolve));
    let aTook!: () => void;
    const aHasSeq = new Promise<void>((resolve) => (aTook = resolve));
    const a = t.db.transaction(async (tx) => {
      const [n] = await notify(tx, { recipients: beeId, type: 'coupon_redeemed', payload: payload(40) });
      aTook();
      await holdA;
      return n!;
    });
    await aHasSeq;
    let bDone = false;
    const b = t.db
      .transaction(async (tx) => {
        const [n] = await notify(tx, { recipients: beeId, type: 'coupon_redeemed', payload: payload(41) });
        return n!;
      })
      .then((n) => {
        bDone = true;
        return n;
      });
    await settle();
    expect(bDone).toBe(false); // B waits on the recipient's counter row held by A
    releaseA();
    const [na, nb] = await Promise.all([a, b]);
    expect(nb.seq).toBe(na.seq + 1);
  });

  it('gives 50 concurrent notifications to one user 50 distinct, increasing seqs', async () => {
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        t.db.transaction(async (tx) => {
          const [n] = await notify(tx, {
            recipients: beeId,
            type: 'coupon_redeemed',
            payload: payload(100 + i),
          });
          return n!;
        }),
      ),
    );
    const seqs = results.map((n) => n.seq);
    expect(new Set(seqs).size).toBe(50);
    const rows = (
      await t.db.query<{ seq: string; created_at: string }>(
        `SELECT seq FROM notifications WHERE user_id = $1 AND id = ANY($2::uuid[]) ORDER BY seq`,
        [beeId, results.map((n) => n.id)],
      )
    ).rows.map((r) => Number(r.seq));
    expect(rows).toEqual([...seqs].sort((a, b) => a - b));
    expect(rows[49]! - rows[0]!).toBe(49); // one counter, no other writer: contiguous
  });
});
