import type { CryptoPayment, DepositAnswer, Order, PaymentEvent } from '@arcade/contracts';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { newStaff } from '../../testing/staff';
import { getBalances } from '../ledger/balances';
import { checkLedger } from '../ledger/ledger-check';
import { newPlayer, type Player } from '../wallet/testing/players';
import { signIpn } from './providers/nowpayments';
import { signRedirect, signTimestampedHex } from './providers/signatures';
import { api, createOrder, newKey, tokenize } from './testing/shop-driver';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
}, 120_000);
afterAll(async () => t?.close());

const keys = () => t.app.payments.sandboxKeys;
const post = (provider: string, body: string, headers: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/wallet/webhook/${provider}`,
    headers: { 'content-type': 'application/json', ...headers },
    payload: body,
  });
const lastEvent = async () =>
  (
    await t.db.query<{ verification: string; outcome: string; body: string; order_id: string | null }>(
      `SELECT verification, outcome, body, order_id FROM payment_events ORDER BY id DESC LIMIT 1`,
    )
  ).rows[0]!;

async function cryptoPayment(p: Player, item: Record<string, unknown>): Promise<CryptoPayment> {
  const order = await createOrder(t.app, p.cookies, { ...item, method: 'crypto' });
  const r = await api<CryptoPayment>(
    t.app,
    p.cookies,
    'POST',
    '/api/v1/crypto/create-payment',
    { order_id: order.id, pay_currency: 'usdt' },
    newKey(),
  );
  return r.body.data;
}

const ipn = (p: CryptoPayment, status: string, paid: number) => ({
  payment_id: Number(p.payment_id),
  payment_status: status,
  pay_address: p.pay_address,
  price_amount: p.price_amount,
  price_currency: 'usd',
  pay_amount: p.pay_amount,
  actually_paid: paid,
  pay_currency: p.pay_currency,
  order_id: p.order_id,
});
const signedIpn = (body: object) => ({
  body: JSON.stringify(body),
  headers: { 'x-nowpayments-sig': signIpn(keys().nowpaymentsIpnSecret, body) },
});

async function deposit(p: Player, gateway: 'bank' | 'redirect', productId: string): Promise<DepositAnswer> {
  const r = await api<DepositAnswer>(
    t.app,
    p.cookies,
    'POST',
    '/api/v1/wallet/deposit',
    { productId, paymentGateway: gateway },
    newKey(),
  );
  return r.body.data;
}
const invoiceEvent = (d: DepositAnswer, status: string) =>
  JSON.stringify({
    id: `evt_${status}_${d.orderId}`,
    type: `invoice.${status}`,
    invoice: {
      id: d.order.providerReference,
      status,
      amount: d.order.priceCents,
      currency: 'USD',
      reference: d.orderId,
    },
  });
const bankHeaders = (body: string, now = Date.now()) => ({
  'x-bank-signature': signTimestampedHex(keys().bankWebhookSecret, body, now),
});
const redirectHeaders = (body: string, now = Date.now()) => {
  const s = signRedirect(keys().redirectWebhookSecret, body, now);
  return { 'x-redirect-timestamp': s.timestamp, 'x-redirect-signature': s.signature };
};

describe('refused webhooks are stored as refused and change nothing', () => {
  it('unsigned, tampered and stale', async () => {
    const p = await newPlayer(t.app, t.db, 'refused');
    const payment = await cryptoPayment(p, { productId: 'gold-pack' });
    const finished = ipn(payment, 'finished', payment.pay_amount);

    const unsigned = await post('nowpayments', JSON.stringify(finished), {});
    expect(unsigned.statusCode).toBe(401);
    expect(await lastEvent()).toMatchObject({
      verification: 'unsigned',
      outcome: 'refused: unsigned',
      order_id: null,
    });
    expect((await lastEvent()).body).toBe(JSON.stringify(finished));

    const { headers } = signedIpn(finished);
    const tampered = await post('nowpayments', JSON.stringify({ ...finished, actually_paid: 999 }), headers);
    expect(tampered.statusCode).toBe(401);
    expect((await lastEvent()).verification).toBe('bad_signature');

    const bank = await deposit(p, 'bank', 'starter-pack');
    const paid = invoiceEvent(bank, 'paid');
    const stale = await post('bank', paid, bankHeaders(paid, Date.now() - 10 * 60 * 1000));
    expect(stale.statusCode).toBe(401);
    expect((await lastEvent()).verification).toBe('stale');
    const forged = await post('bank', paid, {
      'x-bank-signature': `t=${Math.floor(Date.now() / 1000)},v1=${'0'.repeat(64)}`,
    });
    expect(forged.statusCode).toBe(401);
    expect((await lastEvent()).verification).toBe('bad_signature');

    const red = await deposit(p, 'redirect', 'starter-pack');
    const redPaid = invoiceEvent(red, 'paid');
    const redStale = await post('redirect', redPaid, redirectHeaders(redPaid, Date.now() - 6 * 60 * 1000));
    expect(redStale.statusCode).toBe(401);
    expect((await lastEvent()).verification).toBe('stale');
    const redUnsigned = await post('redirect', redPaid, {});
    expect(redUnsigned.statusCode).toBe(401);
    expect((await lastEvent()).verification).toBe('unsigned');

    const goatUnsigned = await post('goat', JSON.stringify({ type: 'charge.succeeded' }), {});
    expect(goatUnsigned.statusCode).toBe(401);

    for (const id of [payment.order_id, bank.orderId, red.orderId]) {
      const order = (await api<{ order: Order }>(t.app, p.cookies, 'GET', `/api/v1/shop/orders/${id}`)).body
        .data.order;
      expect(order.status).toBe('pending');
    }
    expect((await getBalances(t.db, p.userId)).gold).toBe(0);

    // The same message, correctly signed and fresh, is accepted.
    const good = await post('bank', paid, bankHeaders(paid));
    expect(good.statusCode).toBe(200);
    expect((await getBalances(t.db, p.userId)).gold).toBe(600);
  });
});

/** A tiny seeded PRNG (mulberry32), so a failing order of deliveries can be reproduced. */
function prng(seed: number) {
  return () => {
    seed |= 0;
    seed = (seed + 0x6d2b79f5) | 0;
    let x = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

describe('webhooks replayed 1 to 10 times in random order', () => {
  it.each([11, 2026, 424242])(
    'give the same ledger and orders (seed %i)',
    async (seed) => {
      const random = prng(seed);
      const paidInFull = await newPlayer(t.app, t.db, 'rfull');
      const partialThenPaid = await newPlayer(t.app, t.db, 'rpart');
      const partialExpired = await newPlayer(t.app, t.db, 'rexp');
      const bankPaid = await newPlayer(t.app, t.db, 'rbank');
      const redirectCancelled = await newPlayer(t.app, t.db, 'rred');

      const a = await cryptoPayment(paidInFull, { productId: 'legend-pack' });
      const b = await cryptoPayment(partialThenPaid, { amount: 42 });
      const c = await cryptoPayment(partialExpired, { amount: 12 });
      const d = await deposit(bankPaid, 'bank', 'bronze-pack');
      const e = await deposit(redirectCancelled, 'redirect', 'gold-pack');

      type Delivery = () => Promise<number>;
      const npSend =
        (body: object): Delivery =>
        async () => {
          const s = signedIpn(body);
          return (await post('nowpayments', s.body, s.headers)).statusCode;
        };
      const bankSend =
        (body: string): Delivery =>
        async () =>
          (await post('bank', body, bankHeaders(body))).statusCode;
      const redSend =
        (body: string): Delivery =>
        async () =>
          (await post('redirect', body, redirectHeaders(body))).statusCode;
      const events: Delivery[] = [
        npSend(ipn(a, 'waiting', 0)),
        npSend(ipn(a, 'confirming', a.pay_amount)),
        npSend(ipn(a, 'finished', a.pay_amount)),
        npSend(ipn(b, 'partially_paid', b.pay_amount / 2)),
        npSend(ipn(b, 'finished', b.pay_amount)),
        npSend(ipn(c, 'partially_paid', c.pay_amount / 3)),
        npSend(ipn(c, 'expired', c.pay_amount / 3)),
        bankSend(invoiceEvent(d, 'paid')),
        redSend(invoiceEvent(e, 'cancelled')),
      ];
      const deliveries: Delivery[] = [];
      for (const ev of events) for (let i = 1 + Math.floor(random() * 10); i > 0; i--) deliveries.push(ev);
      for (let i = deliveries.length - 1; i > 0; i--) {
        const j = Math.floor(random() * (i + 1));
        [deliveries[i], deliveries[j]] = [deliveries[j]!, deliveries[i]!];
      }
      for (const send of deliveries) expect(await send()).toBe(200);

      const status = async (p: Player, id: string) =>
        (await api<{ order: Order }>(t.app, p.cookies, 'GET', `/api/v1/shop/orders/${id}`)).body.data.order
          .status;
      expect([
        await status(paidInFull, a.order_id),
        await status(partialThenPaid, b.order_id),
        await status(partialExpired, c.order_id),
        await status(bankPaid, d.orderId),
        await status(redirectCancelled, e.orderId),
      ]).toEqual(['paid', 'paid', 'review', 'paid', 'failed']);
      const golds = await Promise.all(
        [paidInFull, partialThenPaid, partialExpired, bankPaid, redirectCancelled].map(
          async (p) => (await getBalances(t.db, p.userId)).gold,
        ),
      );
      expect(golds).toEqual([5500, 4200 + 500, 0, 1200, 0]);
      const transfers = await t.db.query(
        `SELECT 1 FROM ledger_transfers WHERE idempotency_key LIKE 'order:%' AND metadata->>'orderId' = ANY($1)`,
        [[a.order_id, b.order_id, c.order_id, d.orderId, e.orderId]],
      );
      expect(transfers.rowCount).toBe(6);
      expect((await checkLedger(t.db)).violations).toEqual([]);
    },
    120_000,
  );
});

describe('staff event log and replay', () => {
  it('lists an order events and replays one with an audit entry, changing nothing twice', async () => {
    const p = await newPlayer(t.app, t.db, 'replay');
    const d = await deposit(p, 'bank', 'starter-pack');
    const paid = invoiceEvent(d, 'paid');
    expect((await post('bank', paid, bankHeaders(paid))).statusCode).toBe(200);
    const cashier = await newStaff(t.app, t.db, 'CASHIER');
    const support = await newStaff(t.app, t.db, 'SUPPORT');
    const url = `/api/v1/admin/payments/orders/${d.orderId}/events`;
    expect((await api(t.app, p.cookies, 'GET', url)).status).toBe(403);
    expect((await api(t.app, support.cookies, 'GET', url)).status).toBe(403);
    const list = await api<{ order: Order; events: PaymentEvent[] }>(t.app, cashier.cookies, 'GET', url);
    expect(list.status).toBe(200);
    const webhook = list.body.data.events.find((ev) => ev.source === 'webhook')!;
    expect(webhook).toMatchObject({ verification: 'verified', body: paid });
    expect(webhook.outcome).toMatch(/pending -> paid; credited 600 GC/);

    const replay = await api<{ order: Order; event: PaymentEvent }>(
      t.app,
      cashier.cookies,
      'POST',
      `${url}/${webhook.id}/replay`,
    );
    expect(replay.status).toBe(200);
    expect(replay.body.data.event).toMatchObject({
      source: 'replay',
      verification: 'verified',
      outcome: 'nothing (order paid)',
    });
    expect((await getBalances(t.db, p.userId)).gold).toBe(600);
    const audit = await t.db.query<{ action: string; actor_id: string; details: { eventId: string } }>(
      `SELECT action, actor_id, details FROM audit_log WHERE target_type = 'order' AND target_id = $1`,
      [d.orderId],
    );
    expect(audit.rows).toEqual([
      expect.objectContaining({
        action: 'payment_event.replay',
        actor_id: cashier.userId,
        details: expect.objectContaining({ eventId: webhook.id }),
      }),
    ]);
  });
});

describe('refunds', () => {
  it('takes the coins back once when the processor refunds a paid card order', async () => {
    const p = await newPlayer(t.app, t.db, 'refund');
    const order = await createOrder(t.app, p.cookies, { productId: 'bronze-pack', method: 'card' });
    const paid = await api<{ order: Order }>(
      t.app,
      p.cookies,
      'POST',
      '/api/v1/wallet/goat/process',
      { paymentToken: await tokenize(t.app), orderId: order.id },
      newKey(),
    );
    expect((await getBalances(t.db, p.userId)).gold).toBe(1200);
    const chargeId = paid.body.data.order.providerReference!;
    const body = JSON.stringify({
      id: 'evt_refund_1',
      type: 'charge.refunded',
      data: {
        charge: {
          id: chargeId,
          status: 'refunded',
          amount: 1000,
          currency: 'USD',
          reference: order.id,
          wallet: 'card',
        },
      },
    });
    for (let i = 0; i < 3; i++) {
      const r = await post('goat', body, {
        'x-goat-signature': signTimestampedHex(keys().goatWebhookSecret, body),
      });
      expect(r.statusCode).toBe(200);
    }
    const after = (await api<{ order: Order }>(t.app, p.cookies, 'GET', `/api/v1/shop/orders/${order.id}`))
      .body.data.order;
    expect(after.status).toBe('refunded');
    expect((await getBalances(t.db, p.userId)).gold).toBe(0);
    expect((await checkLedger(t.db)).violations).toEqual([]);
  });
});
