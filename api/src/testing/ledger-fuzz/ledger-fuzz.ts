import type { Currency } from '@arcade/contracts';
import type { Db } from '../../db/db';
import { AppError } from '../../http/errors';
import { claimDailyBonus, claimSweepBonus } from '../../modules/bonus/bonus-service';
import { CouponError, redeemCoupon } from '../../modules/coupons/coupon-service';
import { correctTransfer } from '../../modules/ledger/correction';
import { checkLedger, type LedgerReport } from '../../modules/ledger/ledger-check';
import { transfer } from '../../modules/ledger/transfer';
import type { TransferResult } from '../../modules/ledger/ledger-types';
import { InsufficientFundsError } from '../../modules/ledger/transfer-errors';
import { checkRewards } from './fuzz-checks';
import { generateOp, HOUR_MS, type FuzzWorld, type PlainTransfer } from './fuzz-ops';
import { intBetween, mulberry32 } from '../../http/fuzz/prng';

export interface FuzzOptions {
  seed: number;
  ops: number;
  clients: number;
  users?: number;
  coupons?: number;
  onProgress?: (done: number, total: number) => void;
}

export interface FuzzReport {
  seed: number;
  ops: number;
  clients: number;
  users: number;
  coupons: number;
  dialect: Db['dialect'];
  durationMs: number;
  opsPerSecond: number;
  outcomes: Record<string, number>;
  /** Amounts the clients saw moved (fresh, not replayed) per currency, against the ledger's debits. */
  model: Record<Currency, { moved: number; transfers: number }>;
  ledger: LedgerReport;
  violationCount: number;
  violations: string[];
  ok: boolean;
}

const MAX_KEPT = 50;

/** Creates the fuzz users and coupons (in bulk) and the virtual clock. */
export async function setupWorld(
  db: Db,
  seed: number,
  ops: number,
  users: number,
  coupons: number,
): Promise<FuzzWorld> {
  const made = await db.query<{ id: string }>(
    `INSERT INTO users (email) SELECT 'fuzz-' || $1::text || '-' || g || '@fuzz.test' FROM generate_series(1, $2::int) g RETURNING id`,
    [String(seed), users],
  );
  const rng = mulberry32(seed);
  const list: { code: string }[] = [];
  for (let c = 0; c < coupons; c++) {
    const code = `FUZZ${seed}C${c}`;
    await db.query(
      `INSERT INTO coupons (code, amount, currency, usage_limit, valid_from) VALUES ($1, $2, $3, $4, '2026-01-01T00:00:00Z')`,
      [
        code,
        intBetween(rng, 1, 1_000),
        rng() < 0.5 ? 'GC' : 'SC',
        intBetween(rng, 1, Math.max(2, Math.floor(users / 2))),
      ],
    );
    list.push({ code });
  }
  // Spread the run over about 4 virtual days per daily claim per user, so claims are both granted and refused.
  const claimsPerUser = (ops * 0.14) / users;
  const stepMs = Math.max(1_000, Math.round((claimsPerUser * 36 * HOUR_MS) / Math.max(ops, 1)));
  return {
    seed,
    users: made.rows.map((r) => r.id),
    coupons: list,
    start: new Date('2026-02-01T00:00:00Z'),
    stepMs,
  };
}

/** Runs ops random operations from `clients` concurrent clients, then checks every invariant. */
export async function runFuzz(db: Db, options: FuzzOptions): Promise<FuzzReport> {
  const users = options.users ?? Math.max(8, options.clients * 4);
  // About one coupon per 500 ops, so limits are reached and redemptions keep happening all run long.
  const couponCount = options.coupons ?? Math.max(12, Math.round(options.ops / 500));
  const world = await setupWorld(db, options.seed, options.ops, users, couponCount);
  const outcomes: Record<string, number> = {};
  const violations: string[] = [];
  let violationCount = 0;
  const model: FuzzReport['model'] = { GC: { moved: 0, transfers: 0 }, SC: { moved: 0, transfers: 0 } };
  const results = new Map<number, string>();
  const moved: string[] = [];

  const count = (key: string) => (outcomes[key] = (outcomes[key] ?? 0) + 1);
  const violate = (message: string) => {
    violationCount++;
    if (violations.length < MAX_KEPT) violations.push(message);
  };
  const fresh = (r: TransferResult) => {
    if (r.replayed) return;
    model[r.transfer.currency].moved += r.transfer.amount;
    model[r.transfer.currency].transfers++;
    moved.push(r.transfer.id);
  };
  const expected = (err: unknown) => err instanceof InsufficientFundsError || err instanceof CouponError;

  async function doTransfer(
    index: number,
    input: PlainTransfer,
    label: string,
  ): Promise<TransferResult | null> {
    const known = results.get(index);
    try {
      const r = await transfer(db, input);
      if (known !== undefined && (!r.replayed || r.transfer.id !== known)) {
        violate(
          `retry of op ${index} did not return the first result (${known} vs ${r.transfer.id}, replayed=${r.replayed})`,
        );
      }
      fresh(r);
      results.set(index, r.transfer.id);
      count(`${label}:${r.replayed ? 'replayed' : 'moved'}`);
      return r;
    } catch (err) {
      if (err instanceof InsufficientFundsError && known === undefined) {
        count(`${label}:insufficient`);
        return null;
      }
      violate(`op ${index} (${label}) failed: ${(err as Error).message}`);
      return null;
    }
  }

  async function execute(index: number, op = generateOp(world, index), label?: string): Promise<void> {
    try {
      switch (op.kind) {
        case 'transfer':
          await doTransfer(index, op.input, label ?? op.label);
          return;
        case 'duplicate': {
          const pair = await Promise.all([
            doTransfer(index, op.input, 'duplicate'),
            doTransfer(index, op.input, 'duplicate'),
          ]);
          const done = pair.filter((r): r is TransferResult => r !== null);
          if (done.filter((r) => !r.replayed).length > 1) violate(`duplicate op ${index} moved twice`);
          if (done.length === 2 && done[0]!.transfer.id !== done[1]!.transfer.id)
            violate(`duplicate op ${index} gave two transfers`);
          return;
        }
        case 'retry': {
          const original = generateOp(world, op.of);
          if (original.kind === 'retry' || original.kind === 'correction') return void count('retry:skipped');
          if (original.kind === 'transfer' || original.kind === 'duplicate')
            return void (await doTransfer(op.of, original.input, 'retry'));
          return execute(op.of, original, `retry-${original.kind}`);
        }
        case 'daily': {
          const o = await claimDailyBonus(db, op.userId, op.now);
          if (o.status === 'claimed') {
            model.GC.moved += o.amount;
            model.GC.transfers++;
          }
          count(`${label ?? 'daily'}:${o.status}`);
          return;
        }
        case 'sweep': {
          const o = await claimSweepBonus(db, op.userId, op.now);
          if (o.status === 'claimed') {
            model.SC.moved += o.amount;
            model.SC.transfers++;
          }
          count(`${label ?? 'sweep'}:${o.status}`);
          return;
        }
        case 'coupon': {
          const r = await redeemCoupon(db, op.userId, op.code, op.now);
          model[r.coupon.currency].moved += r.coupon.amount.amount;
          model[r.coupon.currency].transfers++;
          count(`${label ?? 'coupon'}:redeemed`);
          return;
        }
        case 'correction': {
          if (moved.length === 0) return void count('correction:skipped');
          const id = moved[op.pickIndex % moved.length]!;
          const r = await correctTransfer(db, { transferId: id, reason: 'fuzz correction' });
          fresh(r);
          count(`correction:${r.replayed ? 'replayed' : 'moved'}`);
          return;
        }
      }
    } catch (err) {
      if (expected(err)) {
        count(`${label ?? op.kind}:${(err as AppError).message}`);
        return;
      }
      violate(`op ${index} (${op.kind}) failed: ${(err as Error).stack ?? String(err)}`);
    }
  }

  const started = Date.now();
  let next = 0;
  let done = 0;
  const step = Math.max(1, Math.floor(options.ops / 10));
  await Promise.all(
    Array.from({ length: options.clients }, async () => {
      for (let i = next++; i < options.ops; i = next++) {
        await execute(i);
        done++;
        if (options.onProgress && done % step === 0) options.onProgress(done, options.ops);
      }
    }),
  );
  const durationMs = Date.now() - started;

  const ledger = await checkLedger(db);
  for (const v of ledger.violations) violate(v);
  for (const v of await checkRewards(db)) violate(v);
  for (const currency of ['GC', 'SC'] as const) {
    const t = ledger.totals.find((x) => x.currency === currency);
    const debits = t?.debits ?? 0;
    const transfers = t?.transfers ?? 0;
    if (debits !== model[currency].moved)
      violate(`${currency}: clients saw ${model[currency].moved} moved, the ledger holds ${debits}`);
    if (transfers !== model[currency].transfers)
      violate(
        `${currency}: clients saw ${model[currency].transfers} transfers, the ledger holds ${transfers}`,
      );
  }

  return {
    seed: options.seed,
    ops: options.ops,
    clients: options.clients,
    users,
    coupons: couponCount,
    dialect: db.dialect,
    durationMs,
    opsPerSecond: Math.round((options.ops / Math.max(durationMs, 1)) * 1000),
    outcomes: Object.fromEntries(Object.entries(outcomes).sort(([a], [b]) => a.localeCompare(b))),
    model,
    ledger,
    violationCount,
    violations,
    ok: violationCount === 0,
  };
}
