import type { Socket } from 'socket.io-client';
import type { AmoeRequest, Balances, DailyClaimResult } from '@arcade/contracts';
import type { Db } from '../db/db';
import { createTestApp, type TestApp } from '../testing/test-app';
import { connected, socketPool, urlOf } from '../testing/sockets';
import { transfer } from '../modules/ledger/transfer';
import { call, loginAdmin, newPlayer, type Player } from '../modules/wallet/testing/players';
import { queueUserEvent } from './after-commit';

/** An error PostgreSQL raises for a serialization failure: transaction() retries the whole function. */
const serializationFailure = () => Object.assign(new Error('could not serialize access'), { code: '40001' });

let t: TestApp;
let url: string;
const sockets = socketPool();

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = urlOf(t.app);
});
afterAll(() => t?.close());

describe('Db.afterCommit', () => {
  it('runs callbacks once after COMMIT, with the database, and never after a rollback', async () => {
    const ran: string[] = [];
    let seen: Db | undefined;
    await t.db.transaction(async (tx) => {
      tx.afterCommit((db) => {
        seen = db;
        ran.push('first');
      });
      await tx.query('SELECT 1');
      tx.afterCommit(() => void ran.push('second'));
      expect(ran).toEqual([]); // not before the commit
    });
    expect(ran).toEqual(['first', 'second']);
    expect(seen).toBe(t.db);

    await expect(
      t.db.transaction(async (tx) => {
        tx.afterCommit(() => void ran.push('rolled back'));
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(ran).toEqual(['first', 'second']);
  });

  it('drops the callbacks of a failed attempt when a serialization failure is retried', async () => {
    const ran: number[] = [];
    let attempts = 0;
    const result = await t.db.transaction(async (tx) => {
      const attempt = ++attempts;
      tx.afterCommit(() => void ran.push(attempt));
      if (attempt === 1) throw serializationFailure();
      return 'done';
    });
    expect(result).toBe('done');
    expect(attempts).toBe(2);
    expect(ran).toEqual([2]);
  });

  it('runs the callback at once outside a transaction (each statement commits alone)', async () => {
    const ran: number[] = [];
    t.db.afterCommit(() => void ran.push(1));
    t.db.afterCommit(() => void ran.push(2));
    await Promise.resolve();
    expect(ran).toEqual([1, 2]);
  });

  it('joins the outer transaction from a nested one, and a failing callback does not undo the commit', async () => {
    const ran: string[] = [];
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await t.db.transaction(async (tx) => {
      await tx.transaction(async (inner) => {
        inner.afterCommit(() => {
          throw new Error('push failed');
        });
        inner.afterCommit(() => void ran.push('inner'));
      });
      expect(ran).toEqual([]);
    });
    expect(ran).toEqual(['inner']);
    expect(errors).toHaveBeenCalledWith(expect.stringContaining('push failed'));
    errors.mockRestore();
  });
});

describe('live events after commit', () => {
  /** A connected socket of the player recording every balance_updated it receives. */
  async function listen(p: Player): Promise<{ socket: Socket; received: Balances[] }> {
    const socket = await connected(sockets.open(url, { cookies: p.cookies }));
    const received: Balances[] = [];
    socket.on('balance_updated', (b: Balances) => void received.push(b));
    return { socket, received };
  }

  /** Events to one socket arrive in order: once an answer to a later request is back, earlier pushes are in. */
  const flush = (socket: Socket) =>
    new Promise<void>((resolve) => {
      socket.once('authenticated', () => resolve());
      socket.emit('authenticate', {});
    });

  const credit = (tx: Db, p: Player, key: string, amount: number) =>
    transfer(tx, {
      idempotencyKey: key,
      from: { system: 'promotions' },
      to: { user: p.userId },
      amount,
      currency: 'GC',
      type: 'adjustment',
      description: 'after-commit test',
    });

  it('pushes nothing for a transaction that rolls back', async () => {
    const p = await newPlayer(t.app, t.db, 'rollback');
    const { socket, received } = await listen(p);
    await expect(
      t.db.transaction(async (tx) => {
        await credit(tx, p, `rollback:${p.userId}`, 500);
        queueUserEvent(tx, p.userId, 'balance_updated', { gold: 1, sweep: 1 });
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    await flush(socket);
    expect(received).toEqual([]);
  });

  it('pushes exactly one balance_updated with the new balance for a committed claim', async () => {
    const p = await newPlayer(t.app, t.db, 'claim');
    const { socket, received } = await listen(p);
    const claim = await call<DailyClaimResult>(t.app, p.cookies, 'POST', '/api/v1/claim/daily-bonus');
    expect(claim.status).toBe(200);
    await flush(socket);
    expect(received).toEqual([{ gold: 10_000, sweep: 0 }]);
    expect(claim.body.data.balance).toEqual({ gold: 10_000, sweep: 0 });
  });

  it("pushes the player's balance when an admin credits their mail-in card (no route pushes it by hand)", async () => {
    const p = await newPlayer(t.app, t.db, 'mailin');
    const made = await call<{ request: AmoeRequest }>(t.app, p.cookies, 'POST', '/api/v1/amoe/requests');
    expect(made.status).toBe(201);
    const { socket, received } = await listen(p);
    const admin = await loginAdmin(t.app);
    const rejected = await call(t.app, admin, 'POST', '/api/v1/admin/amoe/receive', {
      code: 'AMOE-2222-2222',
      accept: true,
    });
    expect(rejected.status).toBe(404);
    const credited = await call(t.app, admin, 'POST', '/api/v1/admin/amoe/receive', {
      code: made.body.data.request.code,
      accept: true,
    });
    expect(credited.status).toBe(200);
    await flush(socket);
    expect(received).toEqual([{ gold: 0, sweep: 100 }]);
  });

  it('pushes once for a transaction retried after a serialization failure', async () => {
    const p = await newPlayer(t.app, t.db, 'retry');
    const { socket, received } = await listen(p);
    let attempts = 0;
    await t.db.transaction(async (tx) => {
      attempts++;
      await credit(tx, p, `retry:${p.userId}`, 700);
      await credit(tx, p, `retry-2:${p.userId}`, 50); // a second transfer to the same user: still one push
      if (attempts === 1) throw serializationFailure();
    });
    expect(attempts).toBe(2);
    await flush(socket);
    expect(received).toEqual([{ gold: 750, sweep: 0 }]);
  });
});
