import type {
  Order,
  OrderStatus,
  PaymentEvent,
  PaymentEventVerification,
  PaymentMethod,
  PaymentProvider,
  Quote,
} from '@arcade/contracts';
import type { Db } from '../../db/db';
import { pgSafe } from '../../db/pg-text';
import { toInt, toIso, toIsoOrNull } from '../ledger/amounts';

export interface OrderRow {
  id: string;
  user_id: string;
  product_id: string | null;
  item_type: string;
  price_cents: number;
  coins: number;
  bonus_coins: number;
  method: PaymentMethod;
  payment_method: string | null;
  provider: PaymentProvider;
  provider_reference: string | null;
  status: OrderStatus;
  /** Failed because the player cancelled on the provider's page (nothing was charged). */
  cancelled: boolean;
  credited_coins: number;
  pay_currency: string | null;
  pay_amount: string | number | null;
  actually_paid: string | number;
  expires_at: Date | string | null;
  created_at: Date | string;
  updated_at: Date | string;
}

const COLUMNS = `id, user_id, product_id, item_type, price_cents, coins, bonus_coins, method, payment_method, provider,
  provider_reference, status, cancelled, credited_coins, pay_currency, pay_amount, actually_paid, expires_at, created_at, updated_at`;

export const PROVIDER_OF: Record<PaymentMethod, PaymentProvider> = {
  card: 'goat',
  crypto: 'nowpayments',
  bank: 'bank',
  redirect: 'redirect',
};

export async function insertOrder(
  tx: Db,
  input: { userId: string; quote: Quote; method: PaymentMethod; expiresAt: Date | null },
): Promise<OrderRow> {
  const { rows } = await tx.query<OrderRow>(
    `INSERT INTO orders (user_id, product_id, item_type, price_cents, coins, bonus_coins, method, provider, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING ${COLUMNS}`,
    [
      input.userId,
      input.quote.productId,
      input.quote.type,
      input.quote.priceCents,
      input.quote.coins,
      input.quote.bonusAmount,
      input.method,
      PROVIDER_OF[input.method],
      input.expiresAt,
    ],
  );
  const order = rows[0]!;
  await addHistory(tx, order.id, 'created', `order created for ${input.method}`);
  return order;
}

export async function addHistory(
  tx: Db,
  orderId: string,
  status: OrderStatus,
  reason: string,
): Promise<void> {
  await tx.query(`INSERT INTO order_status_history (order_id, status, reason) VALUES ($1, $2, $3)`, [
    orderId,
    status,
    reason.slice(0, 500),
  ]);
}

export async function findOrder(db: Db, id: string, forUpdate = false): Promise<OrderRow | null> {
  const { rows } = await db.query<OrderRow>(
    `SELECT ${COLUMNS} FROM orders WHERE id = $1${forUpdate ? ' FOR UPDATE' : ''}`,
    [id],
  );
  return rows[0] ?? null;
}

export async function findOrderByReference(
  db: Db,
  provider: PaymentProvider,
  reference: string,
): Promise<OrderRow | null> {
  const { rows } = await db.query<OrderRow>(
    `SELECT ${COLUMNS} FROM orders WHERE provider = $1 AND provider_reference = $2`,
    [provider, reference],
  );
  return rows[0] ?? null;
}

export async function setProviderReference(
  tx: Db,
  id: string,
  fields: { reference: string; paymentMethod?: string; payCurrency?: string; payAmount?: number },
): Promise<void> {
  await tx.query(
    `UPDATE orders SET provider_reference = $2, payment_method = COALESCE($3, payment_method),
       pay_currency = COALESCE($4, pay_currency), pay_amount = COALESCE($5, pay_amount), updated_at = now()
     WHERE id = $1`,
    [
      id,
      fields.reference,
      fields.paymentMethod ?? null,
      fields.payCurrency ?? null,
      fields.payAmount ?? null,
    ],
  );
}

export async function updateStatus(
  tx: Db,
  id: string,
  fields: { status: OrderStatus; creditedCoins?: number; actuallyPaid?: number; cancelled?: boolean },
): Promise<void> {
  await tx.query(
    `UPDATE orders SET status = $2, credited_coins = COALESCE($3, credited_coins),
       actually_paid = GREATEST(actually_paid, COALESCE($4, 0)), cancelled = COALESCE($5, cancelled),
       updated_at = now() WHERE id = $1`,
    [id, fields.status, fields.creditedCoins ?? null, fields.actuallyPaid ?? null, fields.cancelled ?? null],
  );
}

export async function raiseActuallyPaid(tx: Db, id: string, paid: number): Promise<boolean> {
  const r = await tx.query(
    `UPDATE orders SET actually_paid = $2, updated_at = now() WHERE id = $1 AND actually_paid < $2`,
    [id, paid],
  );
  return r.rowCount > 0;
}

/** Unfinished orders not touched for minAgeMs (the reconciliation job's work list), oldest first. */
export async function listOpenOrders(db: Db, minAgeMs: number, limit: number): Promise<OrderRow[]> {
  const { rows } = await db.query<OrderRow>(
    `SELECT ${COLUMNS} FROM orders WHERE status IN ('created', 'pending', 'partially_paid')
       AND updated_at <= now() - make_interval(secs => $1::double precision / 1000)
     ORDER BY updated_at LIMIT $2`,
    [minAgeMs, limit],
  );
  return rows;
}

interface HistoryRow {
  status: OrderStatus;
  reason: string;
  at: Date | string;
}

export async function orderDto(db: Db, row: OrderRow): Promise<Order> {
  const { rows } = await db.query<HistoryRow>(
    `SELECT status, reason, at FROM order_status_history WHERE order_id = $1 ORDER BY id`,
    [row.id],
  );
  const priceCents = toInt(row.price_cents);
  const coins = toInt(row.coins);
  const bonus = toInt(row.bonus_coins);
  return {
    id: row.id,
    productId: row.product_id,
    type: row.item_type,
    price: Math.round(priceCents / 100),
    priceCents,
    currency: 'USD',
    coins,
    bonusAmount: bonus,
    totalCoins: coins + bonus,
    method: row.method,
    paymentMethod: row.payment_method,
    provider: row.provider,
    providerReference: row.provider_reference,
    status: row.status,
    cancelled: row.status === 'failed' && row.cancelled === true,
    creditedCoins: toInt(row.credited_coins),
    history: rows.map((h) => ({ status: h.status, at: toIso(h.at), reason: h.reason })),
    expiresAt: toIsoOrNull(row.expires_at),
    createdAt: toIso(row.created_at),
    updatedAt: toIso(row.updated_at),
  };
}

// ---- payment event log ----

export interface EventInput {
  orderId: string | null;
  provider: string;
  source: PaymentEvent['source'];
  verification: PaymentEventVerification;
  headers: Record<string, unknown>;
  body: string;
  outcome: string;
  replayOf?: string | null;
}

interface EventRow {
  id: string | number;
  order_id: string | null;
  provider: string;
  source: PaymentEvent['source'];
  verification: PaymentEventVerification;
  headers: Record<string, unknown>;
  body: string;
  outcome: string;
  received_at: Date | string;
}

const toEvent = (r: EventRow): PaymentEvent => ({
  id: String(r.id),
  orderId: r.order_id,
  provider: r.provider,
  source: r.source,
  verification: r.verification,
  headers: r.headers ?? {},
  body: r.body,
  outcome: r.outcome,
  receivedAt: toIso(r.received_at),
});

/** Header names worth keeping with an event (signatures, timestamps, content type); never cookies. */
const KEPT_HEADERS =
  /^(content-type|user-agent|x-nowpayments-sig|x-goat-signature|x-bank-signature|x-redirect-(timestamp|signature))$/;

export function keptHeaders(headers: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(headers).filter(([k]) => KEPT_HEADERS.test(k.toLowerCase())));
}

export async function insertEvent(db: Db, e: EventInput): Promise<PaymentEvent> {
  const { rows } = await db.query<EventRow>(
    `INSERT INTO payment_events (order_id, provider, source, verification, headers, body, outcome, replay_of)
     VALUES ($1, $2, $3, $4, $5::jsonb, $6, $7, $8)
     RETURNING id, order_id, provider, source, verification, headers, body, outcome, received_at`,
    [
      e.orderId,
      e.provider,
      e.source,
      e.verification,
      JSON.stringify(pgSafe(e.headers)),
      pgSafe(e.body.slice(0, 64 * 1024)),
      pgSafe(e.outcome.slice(0, 1000)),
      e.replayOf ?? null,
    ],
  );
  return toEvent(rows[0]!);
}

export async function listEvents(db: Db, orderId: string): Promise<PaymentEvent[]> {
  const { rows } = await db.query<EventRow>(
    `SELECT id, order_id, provider, source, verification, headers, body, outcome, received_at
     FROM payment_events WHERE order_id = $1 ORDER BY id`,
    [orderId],
  );
  return rows.map(toEvent);
}

export async function findEvent(db: Db, orderId: string, eventId: string): Promise<PaymentEvent | null> {
  if (!/^\d{1,18}$/.test(eventId)) return null;
  const { rows } = await db.query<EventRow>(
    `SELECT id, order_id, provider, source, verification, headers, body, outcome, received_at
     FROM payment_events WHERE order_id = $1 AND id = $2`,
    [orderId, eventId],
  );
  return rows[0] ? toEvent(rows[0]) : null;
}
