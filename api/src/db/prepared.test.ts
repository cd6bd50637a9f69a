import { PostgresDb, statementName } from './db';
import { openLedgerTestDb, type LedgerTestDb } from '../modules/ledger/testing/ledger-test-db';

describe('statementName', () => {
  it('names a text the same way every time, and two texts apart', () => {
    const a = statementName('user_dto', 'SELECT 1 WHERE $1::int = 1');
    expect(statementName('user_dto', 'SELECT 1 WHERE $1::int = 1')).toBe(a);
    expect(statementName('user_dto', 'SELECT 2 WHERE $1::int = 1')).not.toBe(a);
    expect(a).toMatch(/^user_dto_[0-9a-z]+$/);
  });
});

// On the embedded database `prepare` is ignored; on PostgreSQL (DATABASE_URL, the CI's second phase) the
// statements are prepared per connection.
describe('prepared statements (issue 9: no planning per request)', () => {
  let t: LedgerTestDb;
  beforeAll(async () => {
    t = await openLedgerTestDb('prepared');
    await t.db.query('CREATE TABLE prep_probe (a int NOT NULL)');
    await t.db.query('INSERT INTO prep_probe (a) VALUES (1), (2), (3)');
  });
  afterAll(async () => t.close());

  it('answers what the same statement answers unprepared, in and out of a transaction', async () => {
    const text = 'SELECT a FROM prep_probe WHERE a >= $1 ORDER BY a';
    for (let i = 0; i < 3; i++) {
      const plain = await t.db.query(text, [2]);
      const prepared = await t.db.query(text, [2], { prepare: 'probe' });
      expect(prepared.rows).toEqual(plain.rows);
      expect(prepared.rows).toEqual([{ a: 2 }, { a: 3 }]);
    }
    const inTx = await t.db.transaction((tx) => tx.query(text, [3], { prepare: 'probe' }));
    expect(inTx.rows).toEqual([{ a: 3 }]);
  });

  it('keeps working after a migration changes a prepared statement’s result type', async () => {
    const text = 'SELECT * FROM prep_probe WHERE a = $1';
    // Prepared on the connection the next calls reuse (the pool hands back the connection released last).
    expect((await t.db.query(text, [1], { prepare: 'stale' })).rows).toEqual([{ a: 1 }]);
    expect((await t.db.transaction((tx) => tx.query(text, [1], { prepare: 'stale_tx' }))).rows).toEqual([
      { a: 1 },
    ]);
    await t.db.query('ALTER TABLE prep_probe ADD COLUMN b int NOT NULL DEFAULT 7');
    if (t.db instanceof PostgresDb) {
      // The situation is real: PostgreSQL refuses the old prepared statement on that connection.
      const client = await t.db.pool.connect();
      try {
        const name = statementName('stale', text);
        await expect(client.query({ name, text, values: [1] })).rejects.toMatchObject({ code: '0A000' });
      } finally {
        client.release();
      }
    }
    expect((await t.db.query(text, [1], { prepare: 'stale' })).rows).toEqual([{ a: 1, b: 7 }]);
    expect((await t.db.transaction((tx) => tx.query(text, [1], { prepare: 'stale_tx' }))).rows).toEqual([
      { a: 1, b: 7 },
    ]);
  });
});
