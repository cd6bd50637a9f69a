import { openDb, type CommittedWrite, type Db } from './db';

// Db.onWrite (issue 9): what a cache of reads is told. On PGlite here; the PostgreSQL implementation is the same
// code path (WriteWatch) and runs in CI's PostgreSQL phase through live-user-cache.test.ts.
describe('Db.onWrite', () => {
  let db: Db;
  const told: CommittedWrite[][] = [];
  let stop: () => void;
  beforeAll(async () => {
    db = await openDb({ memory: true });
    await db.query('CREATE TABLE t (id int PRIMARY KEY, v text)');
    stop = db.onWrite((writes) => {
      told.push([...writes]);
    });
  });
  afterAll(async () => {
    stop();
    await db.close();
  });
  beforeEach(() => {
    told.length = 0;
  });

  it('tells a lone write after it ran, with its hint; never a plain read', async () => {
    await db.query('SELECT * FROM t');
    await db.query('  select 1');
    expect(told).toEqual([]);
    await db.query('INSERT INTO t VALUES (1, $1)', ['a'], { changesUsers: ['u1'] });
    expect(told).toEqual([[{ text: 'INSERT INTO t VALUES (1, $1)', users: ['u1'] }]]);
  });

  it("tells a transaction's writes once, after COMMIT and before its afterCommit callbacks", async () => {
    const order: string[] = [];
    const stopOrder = db.onWrite(() => {
      order.push('told');
    });
    await db.transaction(async (tx) => {
      await tx.query('UPDATE t SET v = $1 WHERE id = 1', ['b']);
      await tx.query('SELECT v FROM t');
      await tx.query('WITH x AS (DELETE FROM t WHERE id = 99 RETURNING id) SELECT count(*) FROM x');
      expect(told).toEqual([]); // not before COMMIT
      tx.afterCommit(() => {
        order.push('afterCommit');
      });
    });
    stopOrder();
    expect(told).toHaveLength(1);
    expect(told[0]!.map((w) => w.text.slice(0, 6))).toEqual(['UPDATE', 'WITH x']);
    expect(order).toEqual(['told', 'afterCommit']);
  });

  it('tells nothing of a rolled-back transaction; tells a failed lone statement (it may have happened)', async () => {
    await expect(
      db.transaction(async (tx) => {
        await tx.query('UPDATE t SET v = $1 WHERE id = 1', ['c']);
        throw new Error('no');
      }),
    ).rejects.toThrow('no');
    expect(told).toEqual([]);
    await expect(db.query('INSERT INTO t VALUES (1, $1)', ['dup'])).rejects.toThrow();
    expect(told).toHaveLength(1);
  });

  it('a read-looking text with several statements is told', async () => {
    // PostgreSQL runs it (simple protocol); PGlite refuses several commands, and a failed statement is told too
    await db.query("SET search_path = public; UPDATE t SET v = 'd' WHERE id = 1").catch(() => undefined);
    expect(told).toHaveLength(1);
  });
});
