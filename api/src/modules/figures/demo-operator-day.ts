import type { FastifyInstance } from 'fastify';
import { BONUS, COIN_PACKAGES, FREE_ENTRY, type PurchaseMethod } from '@arcade/contracts';
import type { Db } from '../../db/db';
import { createSecretBox, secretKeyOf } from '../../crypto/secret-box';
import {
  insertDemoPlayer,
  recordCredit,
  recordMailIn,
  recordPaidOrder,
  recordRedemption,
} from './demo-activity';

/**
 * `npm start`'s believable operator days (issue 29 item 7, config.seedDemoDay: with the demo accounts, never in
 * tests or production): four UTC days up to now of demo players in several states opening accounts, buying by
 * card, Google Pay, Apple Pay, bank, hosted page and crypto, taking welcome and daily bonuses and free entries, a
 * mail-in entry, winnings from a game, and redemptions paid and pending, all written through the ledger
 * (demo-activity.ts). Once: skipped when the first demo player exists. The players have no password.
 */
export const DEMO_DAY_MARKER = 'demo-day-01@arcade.test';

const PLAYERS: ReadonlyArray<[first: string, last: string, state: string, dayBack: number]> = [
  ['Maya', 'Lopez', 'Florida', 3],
  ['Jon', 'Baker', 'Ohio', 3],
  ['Priya', 'Shah', 'Illinois', 3],
  ['Luis', 'Ortega', 'Florida', 2],
  ['Dana', 'Kim', 'Georgia', 2],
  ['Tom', 'Reyes', 'Pennsylvania', 2],
  ['Ava', 'Nguyen', 'North Carolina', 1],
  ['Ben', 'Carter', 'Ohio', 1],
  ['Zoe', 'Adams', 'Arizona', 1],
  ['Omar', 'Haddad', 'Florida', 0],
  ['Lena', 'Fischer', 'Illinois', 0],
  ['Ray', 'Moss', 'Georgia', 0],
];
const METHODS: readonly PurchaseMethod[] = [
  'card',
  'google_pay',
  'card',
  'crypto',
  'bank',
  'apple_pay',
  'card',
  'redirect',
];

/** A small fixed pseudo-random sequence (the same demo every time). */
function sequence(seed: number): () => number {
  let s = seed;
  return () => {
    s = (s * 1_103_515_245 + 12_345) % 2_147_483_648;
    return s / 2_147_483_648;
  };
}

export async function seedDemoOperatorDays(
  db: Db,
  seal: (text: string, id: string) => string,
  now: Date = new Date(),
): Promise<boolean> {
  // One transaction: a failed seed leaves nothing behind and the next start tries again.
  return db.transaction((tx) => seedIn(tx, seal, now));
}

async function seedIn(db: Db, seal: (text: string, id: string) => string, now: Date): Promise<boolean> {
  const seen = await db.query('SELECT 1 FROM users WHERE email = $1', [DEMO_DAY_MARKER]);
  if (seen.rowCount > 0) return false;
  const random = sequence(29);
  const todayStart = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  // The events of a day spread over its hours (today's over the time already gone), in order.
  const momentsOf = (dayBack: number, n: number): Date[] => {
    const start = todayStart - dayBack * 86_400_000 + 7 * 3_600_000;
    const end = dayBack === 0 ? now.getTime() - 60_000 : start + 15 * 3_600_000;
    const span = Math.max(end - start, n * 1000);
    const begin = dayBack === 0 && end - start < n * 1000 ? end - span : start;
    return Array.from(
      { length: n },
      (_, i) => new Date(begin + Math.floor(((i + random() * 0.8) / n) * span)),
    );
  };

  const ids: string[] = [];
  const emails: string[] = [];
  for (let dayBack = 3; dayBack >= 0; dayBack--) {
    const joining = PLAYERS.filter((p) => p[3] === dayBack);
    const purchases = dayBack === 0 ? 5 : 4 + Math.floor(random() * 4);
    const moments = momentsOf(dayBack, joining.length * 2 + purchases + 6);
    let m = 0;
    const next = () => moments[m++]!;
    for (const [first, last, state] of joining) {
      const email = `demo-day-${String(ids.length + 1).padStart(2, '0')}@arcade.test`;
      const id = await insertDemoPlayer(db, { email, state, first, last, at: next() });
      ids.push(id);
      emails.push(email);
      await recordCredit(db, {
        userId: id,
        key: `welcome:${id}`,
        from: 'promotions',
        type: 'welcome_bonus',
        currency: 'GC',
        amount: BONUS.welcomeGold,
        description: 'Welcome bonus',
        at: next(),
      });
    }
    for (let i = 0; i < purchases; i++) {
      const userId = ids[Math.floor(random() * ids.length)]!;
      const pkg = COIN_PACKAGES[Math.floor(random() * Math.min(COIN_PACKAGES.length, 5))]!;
      await recordPaidOrder(db, {
        userId,
        method: METHODS[(i + dayBack * 3) % METHODS.length]!,
        itemType: pkg.type,
        priceCents: Math.round(pkg.price * 100),
        coins: pkg.coins,
        bonusCoins: pkg.bonusAmount,
        at: next(),
      });
    }
    // A returning player's daily bonus and a new one's online free entry.
    const regular = ids[Math.floor(random() * ids.length)]!;
    await recordCredit(db, {
      userId: regular,
      key: `daily:${regular}:demo-${dayBack}`,
      from: 'promotions',
      type: 'daily_bonus',
      currency: 'GC',
      amount: BONUS.dailyGold,
      description: 'Daily bonus',
      at: next(),
    });
    const fresh = ids[ids.length - 1]!;
    await recordCredit(db, {
      userId: fresh,
      key: `sweep:${fresh}:0`,
      from: 'promotions',
      type: 'sweep_bonus',
      currency: 'SC',
      amount: FREE_ENTRY.onlineSweepCents,
      description: 'Free entry (online AMOE)',
      at: next(),
    });
    if (dayBack === 2)
      await recordMailIn(db, { userId: ids[1]!, amount: FREE_ENTRY.mailInSweepCents, at: next() });
    // Winnings brought back from a game, then a redemption: paid the next day, or still pending.
    if (dayBack >= 1) {
      const winner = ids[dayBack === 3 ? 0 : dayBack === 2 ? 3 : 6]!;
      const winnings = [0, 9_450, 12_800, 7_320][dayBack]!;
      await recordCredit(db, {
        userId: winner,
        key: `demo-winnings:${winner}:${dayBack}`,
        from: 'game_loads',
        type: 'game_withdrawal',
        currency: 'SC',
        amount: winnings,
        description: 'Winnings from Fire Kirin',
        at: next(),
      });
      const asked = next();
      const index = ids.indexOf(winner);
      await recordRedemption(
        db,
        {
          userId: winner,
          amount: winnings - 1_000,
          email: emails[index]!,
          at: asked,
          ...(dayBack >= 2 ? { paidAt: new Date(asked.getTime() + 20 * 3_600_000) } : {}),
        },
        seal,
      );
    }
  }
  return true;
}

/** The onReady hook: seeds once when config.seedDemoDay is on (never in production). */
export async function seedDemoOperatorDaysOnStart(app: FastifyInstance): Promise<void> {
  if (!app.config.seedDemoDay || app.config.isProduction) return;
  const box = createSecretBox(secretKeyOf(app.config));
  if (await seedDemoOperatorDays(app.db, (text, id) => box.seal(text, id)))
    app.log.info('demo operator days seeded (figures, redemptions, players)');
}
