import crypto from 'node:crypto';
import { SLOT_SYMBOLS, type SlotSymbol } from '@arcade/contracts';

/**
 * The sandbox platform's slot: three identical reels of 32 stops. A round's stops come from
 * HMAC-SHA256(key = serverSeed, message = `${clientSeed}:${nonce}`): bytes 0-3, 4-7 and 8-11 read as unsigned
 * big-endian integers, each mod 32 (32 divides 2^32, so no bias). The server seed is committed (its SHA-256 shown)
 * before play and revealed when the player rotates it; anyone can then recompute every round.
 */
const STRIP: SlotSymbol[] = [
  ...Array<SlotSymbol>(11).fill('cherry'),
  ...Array<SlotSymbol>(8).fill('lemon'),
  ...Array<SlotSymbol>(6).fill('bell'),
  ...Array<SlotSymbol>(4).fill('bar'),
  ...Array<SlotSymbol>(2).fill('seven'),
  'diamond',
];
/** The strip with its symbols spread out (13 is prime to 32, so every stop is used once). */
export const REEL: readonly SlotSymbol[] = STRIP.map((_, i) => STRIP[(i * 13) % STRIP.length]!);

/** RTP 31249 / 32768 = 95.36 % (slotRtp(), asserted by slot.test.ts). Multipliers of the bet for three of a kind, and for exactly two cherries. */
export const PAYS: Record<SlotSymbol, number> = {
  cherry: 5,
  lemon: 9,
  bell: 10,
  bar: 20,
  seven: 100,
  diamond: 500,
};
export const TWO_CHERRIES = 2;
/** A round's bet, in GC coins or SC cents. */
export const BET_LIMITS = { min: 1, max: 10_000 } as const;

if (REEL.length !== 32 || SLOT_SYMBOLS.some((s) => !REEL.includes(s))) throw new Error('bad reel');

export function multiplierOf(symbols: readonly SlotSymbol[]): number {
  const [a, b, c] = symbols;
  if (a === b && b === c) return PAYS[a!];
  const cherries = symbols.filter((s) => s === 'cherry').length;
  return cherries === 2 ? TWO_CHERRIES : 0;
}

/** The exact return to player: the mean multiplier over all 32^3 equally likely outcomes. */
export function slotRtp(): number {
  let total = 0;
  for (const a of REEL) for (const b of REEL) for (const c of REEL) total += multiplierOf([a, b, c]);
  return total / REEL.length ** 3;
}

export function stopsOf(serverSeed: string, clientSeed: string, nonce: number): [number, number, number] {
  const mac = crypto.createHmac('sha256', serverSeed).update(`${clientSeed}:${nonce}`).digest();
  return [0, 1, 2].map((i) => mac.readUInt32BE(i * 4) % REEL.length) as [number, number, number];
}

export const symbolsAt = (stops: readonly number[]): SlotSymbol[] => stops.map((s) => REEL[s]!);

export const seedHash = (serverSeed: string) => crypto.createHash('sha256').update(serverSeed).digest('hex');
export const newServerSeed = () => crypto.randomBytes(32).toString('hex');
export const newClientSeed = () => crypto.randomBytes(8).toString('hex');
