import crypto from 'node:crypto';
import type { PurchaseMethod } from '@arcade/contracts';
import type { Db } from '../../db/db';
import { transfer } from '../ledger/transfer';
import type { SystemAccount } from '../ledger/ledger-types';
import { holdMove } from '../games/redemption-ledger';

/**
 * Past activity written as the services write it, at a chosen time: the domain row (user, order, mail-in request,
 * redemption) and its coins through the ledger's transfer() with the services' own idempotency keys, so balances
 * stay the sums of their entries. Used by the demo operator day (demo-operator-day.ts) and the figures tests.
 * Call in time order: each entry's running balance is the account's balance when it is written.
 */

export async function insertDemoPlayer(
  db: Db,
  p: { email: string; state: string; first: string; last: string; at: Date },
): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO users (email, state, first_name, last_name, email_verified_at, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $5, $5) RETURNING id`,
    [p.email, p.state, p.first, p.last, p.at.toISOString()],
  );
  return rows[0]!.id;
}

const PROVIDER = { card: 'goat', crypto: 'nowpayments', bank: 'bank', redirect: 'redirect' } as const;

/** A paid order and its credit (keys order:<id>:coins and order:<id>:bonus, as settle.ts writes them). */
export async function recordPaidOrder(
  db: Db,
  o: {
    userId: string;
    method: PurchaseMethod;
    itemType: string;
    priceCents: number;
    coins: number;
    bonusCoins: number;
    at: Date;
  },
): Promise<string> {
  const method = o.method === 'google_pay' || o.method === 'apple_pay' ? 'card' : o.method;
  return db.transaction(async (tx) => {
    const started = new Date(o.at.getTime() - 90_000).toISOString();
    const { rows } = await tx.query<{ id: string }>(
      `INSERT INTO orders (user_id, item_type, price_cents, coins, bonus_coins, method, payment_method, provider,
         provider_reference, status, credited_coins, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, 'paid', $10, $11, $12) RETURNING id`,
      [
        o.userId,
        o.itemType,
        o.priceCents,
        o.coins,
        o.bonusCoins,
        method,
        method === 'card' ? o.method : null,
        PROVIDER[method],
        `demo-${crypto.randomUUID()}`,
        o.coins + o.bonusCoins,
        started,
        o.at.toISOString(),
      ],
    );
    const id = rows[0]!.id;
    await tx.query(
      `INSERT INTO order_status_history (order_id, status, reason, at)
       VALUES ($1, 'pending', 'payment started', $2), ($1, 'paid', 'payment confirmed', $3)`,
      [id, started, o.at.toISOString()],
    );
    const base = { to: { user: o.userId }, currency: 'GC' as const, metadata: { orderId: id }, now: o.at };
    await transfer(tx, {
      ...base,
      idempotencyKey: `order:${id}:coins`,
      from: { system: 'purchases' },
      amount: o.coins,
      type: 'purchase',
      description: `${o.itemType}: ${o.coins} Gold Coins`,
    });
    if (o.bonusCoins > 0)
      await transfer(tx, {
        ...base,
        idempotencyKey: `order:${id}:bonus`,
        from: { system: 'promotions' },
        amount: o.bonusCoins,
        type: 'purchase_bonus',
        description: `${o.itemType}: ${o.bonusCoins} Gold Coins bonus`,
      });
    return id;
  });
}

/** A credit to a player from a system account (a bonus, an online free entry, winnings from a game). */
export async function recordCredit(
  db: Db,
  c: {
    userId: string;
    key: string;
    from: SystemAccount;
    type: 'welcome_bonus' | 'daily_bonus' | 'sweep_bonus' | 'coupon' | 'game_withdrawal';
    currency: 'GC' | 'SC';
    amount: number;
    description: string;
    at: Date;
  },
): Promise<void> {
  await transfer(db, {
    idempotencyKey: c.key,
    from: { system: c.from },
    to: { user: c.userId },
    amount: c.amount,
    currency: c.currency,
    type: c.type,
    description: c.description,
    now: c.at,
  });
}

/** A mail-in free entry received and credited (key amoe:<code>, as amoe-service.ts writes it). */
export async function recordMailIn(db: Db, m: { userId: string; amount: number; at: Date }): Promise<void> {
  const code = `AMOE-DEMO-${crypto.randomBytes(4).toString('hex').toUpperCase()}`;
  await db.transaction(async (tx) => {
    const { transfer: credit } = await transfer(tx, {
      idempotencyKey: `amoe:${code}`,
      from: { system: 'promotions' },
      to: { user: m.userId },
      amount: m.amount,
      currency: 'SC',
      type: 'amoe_mail_in',
      description: `Free entry by mail (${code})`,
      metadata: { code, processedBy: 'demo' },
      now: m.at,
    });
    const requested = new Date(m.at.getTime() - 5 * 86_400_000);
    await tx.query(
      `INSERT INTO amoe_requests (code, user_id, request_day, status, amount, transfer_id, processed_by, created_at,
         received_at, credited_at)
       VALUES ($1, $2, $3::date, 'credited', $4, $5, 'demo', $6, $7, $7)`,
      [
        code,
        m.userId,
        requested.toISOString().slice(0, 10),
        m.amount,
        credit.id,
        requested.toISOString(),
        m.at.toISOString(),
      ],
    );
  });
}

/**
 * A Sweep Coin redemption asked for at `at` (the hold: wallet -> redemptions_pending) and, with `paidAt`, paid
 * (redemptions_pending -> redemptions), with redemption-ledger.ts's moves. `seal` encrypts the payout details as
 * the games module does (ctx.box.seal).
 */
export async function recordRedemption(
  db: Db,
  r: { userId: string; amount: number; email: string; at: Date; paidAt?: Date },
  seal: (text: string, id: string) => string,
): Promise<string> {
  const id = crypto.randomUUID();
  await db.transaction(async (tx) => {
    const { transfer: hold } = await transfer(tx, {
      ...holdMove(id, r.userId, r.amount, 'gift_card'),
      now: r.at,
    });
    const [local = '', domain = ''] = r.email.split('@');
    await tx.query(
      `INSERT INTO redemptions (id, user_id, amount, method, destination, details_enc, hold_transfer_id, created_at)
       VALUES ($1, $2, $3, 'gift_card', $4, $5, $6, $7)`,
      [
        id,
        r.userId,
        r.amount,
        `Amazon gift card to ${local.slice(0, 1)}•••@${domain}`,
        seal(JSON.stringify({ brand: 'amazon', email: r.email }), id),
        hold.id,
        r.at.toISOString(),
      ],
    );
    if (!r.paidAt) return;
    const payoutRef = `demo-payout-${id}`;
    const { transfer: pay } = await transfer(tx, {
      idempotencyKey: `redemption-pay:${id}`,
      from: { system: 'redemptions_pending' },
      to: { system: 'redemptions' },
      amount: r.amount,
      currency: 'SC',
      type: 'redemption',
      description: 'Sweep Coin redemption paid',
      metadata: { redemptionId: id, payoutRef },
      now: r.paidAt,
    });
    const paid = r.paidAt.toISOString();
    await tx.query(
      `UPDATE redemptions SET status = 'paid', approved_at = $2, sent_at = $2, paid_at = $2, closed_at = $2,
         pay_transfer_id = $3, payout_ref = $4
       WHERE id = $1`,
      [id, paid, pay.id, payoutRef],
    );
  });
  return id;
}
