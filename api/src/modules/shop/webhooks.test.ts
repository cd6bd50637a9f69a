import crypto from 'node:crypto';
import {
  formatMoney,
  type CryptoPayment,
  type DepositAnswer,
  type Money,
  type Order,
  type PaymentEvent,
} from '@arcade/contracts';
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
const invoiceEvent = (
  d: DepositAnswer,
  status: string,
  money: { amount: number; currency: string } = { amount: d.order.priceCents, currency: 'USD' },
) =>
  JSON.stringify({
    id: `evt_${status}_${d.orderId}`,
    type: `invoice.${status}`,
    invoice: {
      id: d.order.providerReference,
      status,
      amount: money.amount,
      currency: money.currency,
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
      undefined,
      newKey(),
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

// ---- issue 34 item 3: payments credit exactly what the order asked (docs/payments.md "Amount matching") ----

const goatEvent = (orderId: string, money: { amount: number; currency: string }) =>
  JSON.stringify({
    id: `evt_${crypto.randomUUID()}`,
    type: 'charge.succeeded',
    data: {
      charge: {
        id: `ch_${crypto.randomBytes(12).toString('hex')}`,
        status: 'succeeded',
        ...money,
        reference: orderId,
        wallet: 'card',
      },
    },
  });
const goatHeaders = (body: string) => ({
  'x-goat-signature': signTimestampedHex(keys().goatWebhookSecret, body),
});

/** What an order left behind: its status, the player's coins, its ledger transfers (coins and bonus: 2 when paid), notices. */
async function traces(p: Player, orderId: string) {
  const order = (await api<{ order: Order }>(t.app, p.cookies, 'GET', `/api/v1/shop/orders/${orderId}`)).body
    .data.order;
  const transfers = await t.db.query(
    `SELECT 1 FROM ledger_transfers WHERE idempotency_key LIKE $1 OR metadata->>'orderId' = $2`,
    [`order:${orderId}:%`, orderId],
  );
  const notices = await t.db.query<{ type: string }>(
    `SELECT type FROM notifications WHERE user_id = $1 ORDER BY seq`,
    [p.userId],
  );
  const events = await t.db.query<{ outcome: string }>(
    `SELECT outcome FROM payment_events WHERE order_id = $1 ORDER BY id`,
    [orderId],
  );
  const balances = await getBalances(t.db, p.userId);
  return {
    status: order.status,
    creditedCoins: order.creditedCoins,
    totalCoins: order.totalCoins,
    gold: balances.gold,
    sweep: balances.sweep,
    transfers: transfers.rowCount,
    notices: notices.rows.map((r) => r.type),
    lastReason: order.history[order.history.length - 1]!.reason,
    outcomes: events.rows.map((r) => r.outcome),
  };
}

describe('card, bank and redirect payments must match the order amount and currency exactly', () => {
  type Gateway = 'card' | 'bank' | 'redirect';
  /** Opens an order of bronze-pack ($10.00, 1000 cents) with the gateway and sends its signed "paid" message. */
  async function payWith(
    p: Player,
    gateway: Gateway,
    money: (priceCents: number) => { amount: number; currency: string },
  ) {
    if (gateway === 'card') {
      const order = await createOrder(t.app, p.cookies, { productId: 'bronze-pack', method: 'card' });
      const body = goatEvent(order.id, money(order.priceCents));
      return {
        orderId: order.id,
        priceCents: order.priceCents,
        res: await post('goat', body, goatHeaders(body)),
      };
    }
    const d = await deposit(p, gateway, 'bronze-pack');
    const body = invoiceEvent(d, 'paid', money(d.order.priceCents));
    const headers = gateway === 'bank' ? bankHeaders(body) : redirectHeaders(body);
    return { orderId: d.orderId, priceCents: d.order.priceCents, res: await post(gateway, body, headers) };
  }

  const exact = (cents: number) => ({ amount: cents, currency: 'USD' });
  const short05 = (cents: number) => ({ amount: Math.round(cents * 0.995), currency: 'USD' });
  const shortCent = (cents: number) => ({ amount: cents - 1, currency: 'USD' });
  const over = (cents: number) => ({ amount: Math.round(cents * 1.005), currency: 'USD' });
  const overCent = (cents: number) => ({ amount: cents + 1, currency: 'USD' });
  const euros = (cents: number) => ({ amount: cents, currency: 'EUR' });
  const noCurrency = (cents: number) => ({ amount: cents, currency: '' });

  it.each([
    ['card', 'the exact amount', exact],
    ['bank', 'the exact amount', exact],
    ['redirect', 'the exact amount', exact],
  ] as const)('%s: %s in USD is credited once', async (gateway, _what, money) => {
    const p = await newPlayer(t.app, t.db, `exact-${gateway}`);
    const { orderId, priceCents, res } = await payWith(p, gateway, money);
    expect(priceCents).toBe(1000);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      statusCode: 200,
      message: expect.stringMatching(/ -> paid; credited 1,200 GC$/),
      data: { accepted: true, orderId, status: 'paid' },
    });
    const after = await traces(p, orderId);
    expect(after).toMatchObject({ status: 'paid', creditedCoins: 1200, gold: 1200, transfers: 2 });
    expect(after.notices).toEqual(['payment_received', 'deposit_success']);
    expect(after.outcomes.join(' ')).not.toMatch(/mismatch/);
  });

  it.each([
    [
      'card',
      'short by 0.5% (995 of 1000 cents)',
      short05,
      /amount mismatch \(short\): paid 995 USD, the order asked 1000 USD exactly/,
    ],
    ['bank', 'short by 0.5%', short05, /mismatch \(short\)/],
    ['redirect', 'short by 0.5%', short05, /mismatch \(short\)/],
    ['card', 'short by one cent', shortCent, /mismatch \(short\): paid 999 USD/],
    ['card', 'in another currency (EUR, same figure)', euros, /mismatch \(another currency\): paid 1000 EUR/],
    ['bank', 'in another currency', euros, /mismatch \(another currency\)/],
    ['redirect', 'in another currency', euros, /mismatch \(another currency\)/],
    [
      'card',
      'without a stated currency',
      noCurrency,
      /mismatch \(another currency\): paid 1000 \(no currency\)/,
    ],
    ['card', 'over-paid by 0.5%', over, /mismatch \(over\): paid 1005 USD/],
    ['bank', 'over-paid by one cent', overCent, /mismatch \(over\): paid 1001 USD/],
    ['redirect', 'over-paid by 0.5%', over, /mismatch \(over\)/],
  ] as const)('%s %s: review, nothing credited', async (gateway, _what, money, said) => {
    const p = await newPlayer(t.app, t.db, `mism-${gateway}`);
    const { orderId, res } = await payWith(p, gateway, money);
    // Verified and taken: the provider must not retry; the order is held for staff.
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ accepted: true, orderId, status: 'review' });
    const after = await traces(p, orderId);
    expect(after).toMatchObject({
      status: 'review',
      creditedCoins: 0,
      gold: 0,
      sweep: 0,
      transfers: 0,
      notices: [],
    });
    expect(after.lastReason).toMatch(said);
    expect(after.outcomes[after.outcomes.length - 1]).toMatch(said);

    // The same message again (providers retry) changes nothing more and still credits nothing.
    const events = (
      await t.db.query<{ body: string; headers: Record<string, string> }>(
        `SELECT body, headers FROM payment_events WHERE order_id = $1 AND source = 'webhook' ORDER BY id DESC LIMIT 1`,
        [orderId],
      )
    ).rows[0]!;
    const provider = gateway === 'card' ? 'goat' : gateway;
    const again = await post(
      provider,
      events.body,
      provider === 'goat'
        ? goatHeaders(events.body)
        : provider === 'bank'
          ? bankHeaders(events.body)
          : redirectHeaders(events.body),
    );
    expect(again.statusCode).toBe(200);
    expect(await traces(p, orderId)).toMatchObject({ status: 'review', gold: 0, transfers: 0 });
    expect((await checkLedger(t.db)).violations).toEqual([]);
  });

  it('staff see the held order and what arrived in its event log', async () => {
    const p = await newPlayer(t.app, t.db, 'mism-staff');
    const { orderId } = await payWith(p, 'bank', short05);
    const cashier = await newStaff(t.app, t.db, 'CASHIER');
    const list = await api<{ order: Order; events: PaymentEvent[] }>(
      t.app,
      cashier.cookies,
      'GET',
      `/api/v1/admin/payments/orders/${orderId}/events`,
    );
    expect(list.status).toBe(200);
    expect(list.body.data.order.status).toBe('review');
    expect(list.body.data.events.find((e) => e.source === 'webhook')).toMatchObject({
      verification: 'verified',
      outcome: 'pending -> review; amount mismatch (short): paid 995 USD, the order asked 1000 USD exactly',
    });
  });
});

describe('crypto payments are measured against the order own quote', () => {
  /** A crypto order of bronze-pack ($10) in usdt: the quote the server stored is 10 usdt. */
  async function quoted(name: string) {
    const p = await newPlayer(t.app, t.db, name);
    const payment = await cryptoPayment(p, { productId: 'bronze-pack' });
    const stored = await t.db.query<{ pay_amount: string; pay_currency: string }>(
      `SELECT pay_amount, pay_currency FROM orders WHERE id = $1`,
      [payment.order_id],
    );
    expect(stored.rows[0]).toEqual({ pay_amount: '10', pay_currency: 'usdt' });
    expect(payment.pay_amount).toBe(10);
    return { p, payment };
  }

  it.each([
    ['exactly the quote', { actually_paid: 10 }, 'paid'],
    ['0.4% short of the quote (within the 0.5% tolerance)', { actually_paid: 9.96 }, 'paid'],
    ['0.4% over the quote (within the tolerance)', { actually_paid: 10.04 }, 'paid'],
    ['0.6% short of the quote', { actually_paid: 9.94 }, 'review'],
    [
      '2% short, with the message own pay_amount lowered to match what arrived',
      { actually_paid: 9.8, pay_amount: 9.8 },
      'review',
    ],
    [
      '2% short, with the message pay_amount and price both lowered',
      { actually_paid: 9.8, pay_amount: 9.8, price_amount: 9.8 },
      'review',
    ],
    ['in another pay currency (usdc, same figure)', { actually_paid: 10, pay_currency: 'usdc' }, 'review'],
    ['over-paid by 2%', { actually_paid: 10.2 }, 'review'],
  ] as const)('finished with %s: %s', async (_what, fields, expected) => {
    const { p, payment } = await quoted(`np-${expected}`);
    const body = { ...ipn(payment, 'finished', fields.actually_paid), ...fields };
    const s = signedIpn(body);
    const res = await post('nowpayments', s.body, s.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ accepted: true, orderId: payment.order_id, status: expected });
    const after = await traces(p, payment.order_id);
    if (expected === 'paid') {
      expect(after).toMatchObject({ status: 'paid', creditedCoins: 1200, gold: 1200, transfers: 2 });
      expect(after.notices).toEqual(['payment_received', 'deposit_success']);
    } else {
      expect(after).toMatchObject({
        status: 'review',
        creditedCoins: 0,
        gold: 0,
        sweep: 0,
        transfers: 0,
        notices: [],
      });
      expect(after.lastReason).toMatch(
        /amount mismatch \((short|over|another currency)\): paid .*, the order asked 10 usdt ±0\.5%/,
      );
    }
    expect((await checkLedger(t.db)).violations).toEqual([]);
  });

  it('a part paid in another currency is not a part: review, and what arrived is not counted as paid', async () => {
    const { p, payment } = await quoted('np-part-other');
    const s = signedIpn({ ...ipn(payment, 'partially_paid', 5), pay_currency: 'btc' });
    const res = await post('nowpayments', s.body, s.headers);
    expect(res.json().data.status).toBe('review');
    const row = await t.db.query<{ actually_paid: string }>(
      `SELECT actually_paid FROM orders WHERE id = $1`,
      [payment.order_id],
    );
    expect(Number(row.rows[0]!.actually_paid)).toBe(0);
    expect(await traces(p, payment.order_id)).toMatchObject({ gold: 0, transfers: 0, notices: [] });
  });

  it('a part in the quoted currency waits for the rest, and the rest credits once', async () => {
    const { p, payment } = await quoted('np-part-rest');
    const part = signedIpn({ ...ipn(payment, 'partially_paid', 4), pay_amount: 4 });
    expect((await post('nowpayments', part.body, part.headers)).json().data.status).toBe('partially_paid');
    // The player is told of $4.00 of $10.00: a share of the order own quote, not of the message pay_amount.
    const notice = await t.db.query<{ payload: { amount: Money } }>(
      `SELECT payload FROM notifications WHERE user_id = $1 AND type = 'payment_received'`,
      [p.userId],
    );
    expect(notice.rows.map((r) => formatMoney(r.payload.amount))).toEqual(['$4.00']);
    const rest = signedIpn(ipn(payment, 'finished', 10));
    expect((await post('nowpayments', rest.body, rest.headers)).json().data.status).toBe('paid');
    expect(await traces(p, payment.order_id)).toMatchObject({ status: 'paid', gold: 1200, transfers: 2 });
  });
});

describe('webhook errors use the api error envelope', () => {
  const signedHeaders = (provider: string, body: string): Record<string, string> => {
    if (provider === 'nowpayments') return { 'x-nowpayments-sig': 'ab'.repeat(64) };
    if (provider === 'goat') return goatHeaders(body);
    if (provider === 'bank') return bankHeaders(body);
    return redirectHeaders(body);
  };

  it.each(['nowpayments', 'goat', 'bank', 'redirect'])(
    '%s: unsigned, malformed and too large',
    async (provider) => {
      const before = await t.db.query(`SELECT count(*)::int AS n FROM ledger_transfers`);
      const unsigned = await post(
        provider,
        JSON.stringify({ payment_id: 1, payment_status: 'finished' }),
        {},
      );
      expect(unsigned.statusCode).toBe(401);
      expect(unsigned.json()).toEqual({
        success: false,
        statusCode: 401,
        message: 'Invalid webhook signature',
        errors: ['bad_signature'],
      });
      const malformed = await post(provider, 'not json', signedHeaders(provider, 'not json'));
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json()).toEqual({
        success: false,
        statusCode: 400,
        message: 'Malformed webhook',
        errors: ['validation'],
      });
      expect(await lastEvent()).toMatchObject({
        verification: 'malformed',
        order_id: null,
        body: 'not json',
      });
      // Raw bytes PostgreSQL cannot store (a NUL) are refused like any unreadable body, and still recorded.
      const nul = '{"a":"x\u0000y"}'; // a raw NUL byte inside, not the JSON escape
      expect(Buffer.from(nul).includes(0)).toBe(true);
      const withNul = await post(provider, nul, signedHeaders(provider, nul));
      expect(withNul.statusCode).toBe(400);
      expect(await lastEvent()).toMatchObject({ verification: 'malformed', body: '{"a":"x\\u0000y"}' });
      const big = await post(provider, JSON.stringify({ pad: 'x'.repeat(300 * 1024) }), {});
      expect(big.statusCode).toBe(413);
      expect(big.json()).toMatchObject({ success: false, statusCode: 413, errors: ['payload_too_large'] });
      expect(Object.keys(big.json()).sort()).toEqual(['errors', 'message', 'statusCode', 'success']);
      const after = await t.db.query(`SELECT count(*)::int AS n FROM ledger_transfers`);
      expect(after.rows[0]).toEqual(before.rows[0]);
    },
  );
});
