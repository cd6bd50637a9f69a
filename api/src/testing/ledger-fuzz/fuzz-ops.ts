import type { Currency, TransferType } from '@arcade/contracts';
import type { AccountRef, SystemAccount } from '../../modules/ledger/ledger-types';
import { intBetween, pick, rngFor, type Rng } from '../../http/fuzz/prng';

export const HOUR_MS = 60 * 60 * 1000;

export interface FuzzWorld {
  seed: number;
  users: string[];
  coupons: { code: string }[];
  /** Virtual time of op 0; op i happens at start + i * stepMs (claims need days to pass). */
  start: Date;
  stepMs: number;
}

export interface PlainTransfer {
  idempotencyKey: string;
  from: AccountRef;
  to: AccountRef;
  amount: number;
  currency: Currency;
  type: TransferType;
  description: string;
}

export type FuzzOp =
  | { kind: 'transfer'; label: string; input: PlainTransfer }
  | { kind: 'duplicate'; input: PlainTransfer }
  | { kind: 'retry'; of: number }
  | { kind: 'daily'; userId: string; now: Date }
  | { kind: 'sweep'; userId: string; now: Date }
  | { kind: 'coupon'; userId: string; code: string; now: Date }
  | { kind: 'correction'; pickIndex: number };

const WEIGHTS: [string, number][] = [
  ['p2p', 26],
  ['purchase', 14],
  ['game_load', 9],
  ['game_withdrawal', 4],
  ['redemption', 3],
  ['daily', 12],
  ['sweep', 4],
  ['coupon', 10],
  ['retry', 10],
  ['duplicate', 6],
  ['correction', 2],
];
const TOTAL = WEIGHTS.reduce((s, [, w]) => s + w, 0);

function chooseKind(rng: Rng): string {
  let r = rng() * TOTAL;
  for (const [kind, w] of WEIGHTS) {
    r -= w;
    if (r < 0) return kind;
  }
  return 'p2p';
}

const user = (world: FuzzWorld, rng: Rng): AccountRef => ({ user: pick(rng, world.users) });
const system = (code: SystemAccount): AccountRef => ({ system: code });

function plain(index: number, rng: Rng, world: FuzzWorld, kind: string): PlainTransfer {
  const currency: Currency = kind === 'redemption' ? 'SC' : rng() < 0.6 ? 'GC' : 'SC';
  const small = currency === 'GC' ? intBetween(rng, 1, 2_000) : intBetween(rng, 1, 500);
  const key = `fz:${index}`;
  switch (kind) {
    case 'purchase':
      return {
        idempotencyKey: key,
        from: system('purchases'),
        to: user(world, rng),
        amount: small * 3,
        currency,
        type: 'purchase',
        description: 'Fuzz purchase',
      };
    case 'game_load':
      return {
        idempotencyKey: key,
        from: user(world, rng),
        to: system('game_loads'),
        amount: small,
        currency,
        type: 'game_load',
        description: 'Fuzz game load',
      };
    case 'game_withdrawal':
      return {
        idempotencyKey: key,
        from: system('game_loads'),
        to: user(world, rng),
        amount: small,
        currency,
        type: 'game_withdrawal',
        description: 'Fuzz game withdrawal',
      };
    case 'redemption':
      return {
        idempotencyKey: key,
        from: user(world, rng),
        to: system('redemptions'),
        amount: small,
        currency,
        type: 'redemption',
        description: 'Fuzz redemption',
      };
    default: {
      const from = user(world, rng);
      let to = user(world, rng);
      while ((to as { user: string }).user === (from as { user: string }).user) to = user(world, rng);
      return {
        idempotencyKey: key,
        from,
        to,
        amount: small,
        currency,
        type: 'adjustment',
        description: 'Fuzz p2p',
      };
    }
  }
}

/** Op number index of a run: a pure function of (world, index). */
export function generateOp(world: FuzzWorld, index: number): FuzzOp {
  const rng = rngFor(world.seed, index);
  const kind = chooseKind(rng);
  const now = new Date(world.start.getTime() + index * world.stepMs);
  switch (kind) {
    case 'daily':
      return { kind: 'daily', userId: pick(rng, world.users), now };
    case 'sweep':
      return { kind: 'sweep', userId: pick(rng, world.users), now };
    case 'coupon':
      return { kind: 'coupon', userId: pick(rng, world.users), code: pick(rng, world.coupons).code, now };
    case 'retry':
      return index === 0
        ? { kind: 'daily', userId: pick(rng, world.users), now }
        : { kind: 'retry', of: Math.max(0, index - 1 - Math.floor(rng() * Math.min(index, 500))) };
    case 'duplicate':
      return {
        kind: 'duplicate',
        input: plain(index, rng, world, pick(rng, ['p2p', 'purchase', 'game_load'])),
      };
    case 'correction':
      return { kind: 'correction', pickIndex: Math.floor(rng() * 1_000_000) };
    default:
      return { kind: 'transfer', label: kind, input: plain(index, rng, world, kind) };
  }
}
