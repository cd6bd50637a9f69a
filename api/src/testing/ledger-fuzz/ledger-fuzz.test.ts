import { openLedgerTestDb } from '../../modules/ledger/testing/ledger-test-db';
import { generateOp, type FuzzWorld } from './fuzz-ops';
import { runFuzz } from './ledger-fuzz';

describe('ledger fuzz', () => {
  it('derives the same operations from the same seed', () => {
    const world: FuzzWorld = {
      seed: 7,
      users: ['a', 'b', 'c'],
      coupons: [{ code: 'X' }],
      start: new Date(0),
      stepMs: 1000,
    };
    const run = () => Array.from({ length: 200 }, (_, i) => JSON.stringify(generateOp(world, i)));
    expect(run()).toEqual(run());
    expect(JSON.stringify(generateOp({ ...world, seed: 8 }, 5))).not.toBe(run()[5]);
  });

  it('keeps every invariant under concurrent random operations with retried keys', async () => {
    const t = await openLedgerTestDb('fuzz');
    try {
      const postgres = t.dialect === 'postgres';
      const report = await runFuzz(t.db, {
        seed: 20_260_301,
        ops: postgres ? 2_000 : 300,
        clients: postgres ? 16 : 4,
      });
      expect(report.violations).toEqual([]);
      expect(report.ok).toBe(true);
      const outcomes = Object.keys(report.outcomes);
      for (const kind of [
        'p2p:moved',
        'daily:claimed',
        'coupon:redeemed',
        'retry:replayed',
        'duplicate:replayed',
      ])
        expect(outcomes).toContain(kind);
      expect(report.ledger.totals.every((c) => c.debits === c.credits && c.balanceSum === 0)).toBe(true);
    } finally {
      await t.close();
    }
  }, 240_000);
});
