import {
  formatMoney,
  formatMoneyLong,
  goldCoins,
  usdCents,
  type PaymentEvent,
  type PaymentEventVerification,
} from '@arcade/contracts';
import type { Db } from '../../db/db';
import { transfer } from '../ledger/transfer';
import { notify } from '../notifications/notification-service';
import {
  askedOf,
  describeMismatch,
  matchAmount,
  nextStatus,
  type Asked,
  type ProviderState,
} from './order-rules';
import {
  addHistory,
  findOrder,
  insertEvent,
  raiseActuallyPaid,
  updateStatus,
  type OrderRow,
} from './order-repository';

export interface EventMeta {
  provider: string;
  source: PaymentEvent['source'];
  verification: PaymentEventVerification;
  headers: Record<string, unknown>;
  body: string;
  replayOf?: string | null;
}

export interface SettleResult {
  order: OrderRow;
  event: PaymentEvent;
  changed: boolean;
  outcome: string;
}

const gateway: Record<string, string> = {
  nowpayments: 'crypto',
  goat: 'card',
  bank: 'bank',
  redirect: 'redirect',
};

/**
 * Applies what the provider says (a verified webhook, a poll answer, a charge answer or a replay) to an order in
 * one transaction: the order row is locked, the status moves forward only (order-rules.ts), coins are credited
 * once (ledger idempotency keys order:<id>:coins and order:<id>:bonus) to the order's own user when it becomes
 * paid, the player is notified (outbox), and the event is stored with what it changed. What is due comes from
 * the locked order row (askedOf: its price, or its crypto quote), never from the message: money that is not
 * exactly what the order asked (docs/payments.md "Amount matching") moves it to `review`, crediting nothing,
 * and the mismatch is written in the event's outcome and the status history for staff.
 */
export function applyProviderState(
  db: Db,
  orderId: string,
  state: ProviderState,
  meta: EventMeta,
): Promise<SettleResult> {
  return db.transaction(async (tx) => {
    const order = (await findOrder(tx, orderId, true))!;
    const changes: string[] = [];
    const asked = askedOf(order);
    const money = 'paid' in state ? state : null;
    const match = money ? matchAmount(money.paid, money.currency, asked) : null;
    // A payment (or a part of one) that is not the order's asked money: said in the outcome and the history.
    const mismatch =
      money &&
      match &&
      (state.kind === 'paid'
        ? match !== 'exact'
        : state.kind === 'partial' && match !== 'short' && match !== 'exact')
        ? describeMismatch(money, asked, match)
        : null;
    // actually_paid is kept in the order's pay currency: money in another one is only written in the outcome.
    if (
      order.method === 'crypto' &&
      money &&
      money.paid > 0 &&
      match !== 'other_currency' &&
      match !== 'no_quote' &&
      (await raiseActuallyPaid(tx, order.id, money.paid))
    )
      changes.push(`actually paid ${money.paid} ${order.pay_currency ?? ''}`.trim());
    const next = nextStatus(order.status, state, asked);
    let credited: number | undefined;
    if (next) {
      const reason =
        `${state.detail}${mismatch && next === 'review' ? `; ${mismatch}` : ''} ` +
        `(${meta.source}${meta.replayOf ? ` replay of event ${meta.replayOf}` : ''})`;
      if (next === 'paid') {
        credited = await credit(tx, order);
        changes.push(`credited ${formatMoney(goldCoins(credited))}`);
      }
      if (next === 'refunded') changes.push(await takeBack(tx, order));
      await updateStatus(tx, order.id, {
        status: next,
        creditedCoins: credited,
        ...(next === 'failed' && state.kind === 'failed' && state.cancelled ? { cancelled: true } : {}),
      });
      await addHistory(tx, order.id, next, reason);
      changes.unshift(`${order.status} -> ${next}`);
      await notifyPlayer(tx, order, next, state, asked);
    }
    const outcome = [
      ...(changes.length ? changes : [`nothing (order ${order.status})`]),
      ...(mismatch ? [mismatch] : []),
    ].join('; ');
    const event = await insertEvent(tx, { orderId: order.id, ...meta, outcome });
    return { order: (await findOrder(tx, order.id))!, event, changed: changes.length > 0, outcome };
  });
}

async function credit(tx: Db, order: OrderRow): Promise<number> {
  const coins = Number(order.coins);
  const bonus = Number(order.bonus_coins);
  const base = { to: { user: order.user_id }, currency: 'GC' as const, metadata: { orderId: order.id } };
  await transfer(tx, {
    ...base,
    idempotencyKey: `order:${order.id}:coins`,
    from: { system: 'purchases' },
    amount: coins,
    type: 'purchase',
    description: `${order.item_type}: ${formatMoneyLong(goldCoins(coins))} (${formatMoney(usdCents(order.price_cents))})`,
  });
  if (bonus > 0)
    await transfer(tx, {
      ...base,
      idempotencyKey: `order:${order.id}:bonus`,
      from: { system: 'promotions' },
      amount: bonus,
      type: 'purchase_bonus',
      description: `${order.item_type}: ${formatMoneyLong(goldCoins(bonus))} bonus`,
    });
  return coins + bonus;
}

/**
 * The provider refunded a paid order: the coins it credited go back to `purchases`, as far as the player still
 * holds them (spent coins cannot be taken back; the shortfall is written in the event's outcome for staff).
 */
async function takeBack(tx: Db, order: OrderRow): Promise<string> {
  const credited = Number(order.credited_coins);
  const { rows } = await tx.query<{ balance: string | number }>(
    `SELECT balance FROM ledger_accounts WHERE user_id = $1 AND currency = 'GC' AND kind = 'user' FOR UPDATE`,
    [order.user_id],
  );
  const amount = Math.min(credited, Number(rows[0]?.balance ?? 0));
  if (amount > 0)
    await transfer(tx, {
      idempotencyKey: `order:${order.id}:refund`,
      from: { user: order.user_id },
      to: { system: 'purchases' },
      amount,
      currency: 'GC',
      type: 'refund',
      description: `${order.item_type}: payment refunded`,
      metadata: { orderId: order.id },
    });
  return amount === credited
    ? `took back ${formatMoney(goldCoins(amount))}`
    : `took back ${formatMoney(goldCoins(amount))} of ${formatMoney(goldCoins(credited))} (the rest was spent)`;
}

async function notifyPlayer(
  tx: Db,
  order: OrderRow,
  next: string,
  state: ProviderState,
  asked: Asked | null,
): Promise<void> {
  // The method the player used (google_pay, apple_pay, card), recorded when charged; else the provider's kind.
  const paymentGateway = order.payment_method ?? gateway[order.provider] ?? order.provider;
  if (next === 'paid') {
    await notify(tx, {
      recipients: order.user_id,
      type: 'payment_received',
      payload: { requestId: order.id, amount: usdCents(order.price_cents), paymentGateway },
    });
    await notify(tx, {
      recipients: order.user_id,
      type: 'deposit_success',
      payload: {
        requestId: order.id,
        amount: usdCents(order.price_cents),
        coins: goldCoins(Number(order.coins) + Number(order.bonus_coins)),
        paymentGateway,
      },
    });
  } else if (next === 'partially_paid' && state.kind === 'partial' && asked && asked.amount > 0) {
    await notify(tx, {
      recipients: order.user_id,
      type: 'payment_received',
      payload: {
        requestId: order.id,
        // The dollars of the part received, as a share of the order's own quote.
        amount: usdCents(Math.floor((order.price_cents * Math.min(state.paid, asked.amount)) / asked.amount)),
        paymentGateway,
      },
    });
  }
}
