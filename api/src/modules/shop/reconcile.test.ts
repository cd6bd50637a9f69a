import type { FastifyInstance } from 'fastify';
import type { CryptoPayment, DepositAnswer, Order } from '@arcade/contracts';
import { buildApp } from '../../app';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { getBalances } from '../ledger/balances';
import { checkLedger } from '../ledger/ledger-check';
import { newPlayer, type Player } from '../wallet/testing/players';
import { RECONCILE_JOB, reconcilePayments, reconcileRunner } from './shop-plugin';
import { api, createOrder, newKey } from './testing/shop-driver';

let t: TestApp;
let second: FastifyInstance;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  // A second node: another app process on the same database (same configuration and keys).
  second = await buildApp({ config: t.config, db: t.db, logger: false });
  await second.listen({ port: 0, host: '127.0.0.1' });
}, 120_000);
afterAll(async () => {
  await second?.close();
  await t?.close();
});

const status = async (p: Player, id: string) =>
  (await api<{ order: Order }>(t.app, p.cookies, 'GET', `/api/v1/shop/orders/${id}`)).body.data.order;

/** The provider took the money but its webhook never reached us. */
async function paidWithoutWebhook(p: Player, productId = 'starter-pack'): Promise<DepositAnswer> {
  const r = await api<DepositAnswer>(
    t.app,
    p.cookies,
    'POST',
    '/api/v1/wallet/deposit',
    { productId, paymentGateway: 'bank' },
    newKey(),
  );
  await t.db.query(
    `UPDATE payment_sandbox_objects SET data = jsonb_set(data, '{status}', '"paid"') WHERE kind = 'invoice' AND id = $1`,
    [r.body.data.order.providerReference],
  );
  return r.body.data;
}

describe('reconciliation', () => {
  it('settles an order whose webhook never came, once', async () => {
    const p = await newPlayer(t.app, t.db, 'lost');
    const d = await paidWithoutWebhook(p);
    expect((await status(p, d.orderId)).status).toBe('pending');
    const first = await reconcilePayments(t.app, 0);
    expect(first.changed).toBeGreaterThanOrEqual(1);
    const order = await status(p, d.orderId);
    expect(order.status).toBe('paid');
    expect(order.history.at(-1)?.reason).toMatch(/bank invoice .* paid \(500 cents USD\) \(poll\)/);
    await reconcilePayments(t.app, 0);
    expect((await getBalances(t.db, p.userId)).gold).toBe(600);
  });

  it('expires a crypto payment after its 60 minutes and leaves a recent one alone', async () => {
    const p = await newPlayer(t.app, t.db, 'expire');
    const make = async () => {
      const order = await createOrder(t.app, p.cookies, { productId: 'bronze-pack', method: 'crypto' });
      return (
        await api<CryptoPayment>(
          t.app,
          p.cookies,
          'POST',
          '/api/v1/crypto/create-payment',
          { order_id: order.id, pay_currency: 'ltc' },
          newKey(),
        )
      ).body.data;
    };
    const old = await make();
    const recent = await make();
    await t.db.query(`UPDATE orders SET expires_at = now() - interval '1 minute' WHERE id = $1`, [
      old.order_id,
    ]);
    await reconcilePayments(t.app, 0);
    expect((await status(p, old.order_id)).status).toBe('expired');
    expect((await status(p, recent.order_id)).status).toBe('pending');
  });

  it('holds for review a crypto payment paid in part when its time is up, from the provider alone', async () => {
    const p = await newPlayer(t.app, t.db, 'partexp');
    const order = await createOrder(t.app, p.cookies, { amount: 20, method: 'crypto' });
    const payment = (
      await api<CryptoPayment>(
        t.app,
        p.cookies,
        'POST',
        '/api/v1/crypto/create-payment',
        { order_id: order.id, pay_currency: 'usdt' },
        newKey(),
      )
    ).body.data;
    // Part of the money arrived at the provider; its IPN never reached us.
    await t.db.query(
      `UPDATE payment_sandbox_objects SET data = data || '{"payment_status":"partially_paid","actually_paid":7}'::jsonb
       WHERE kind = 'np_payment' AND id = $1`,
      [payment.payment_id],
    );
    await t.db.query(`UPDATE orders SET expires_at = now() - interval '1 minute' WHERE id = $1`, [order.id]);
    await reconcilePayments(t.app, 0);
    const after = await status(p, order.id);
    expect(after.status).toBe('review');
    expect(after.creditedCoins).toBe(0);
    expect((await getBalances(t.db, p.userId)).gold).toBe(0);
  });

  it('settles a card order whose charge answer was lost, from the processor', async () => {
    const p = await newPlayer(t.app, t.db, 'lostcard');
    const order = await createOrder(t.app, p.cookies, { productId: 'starter-pack', method: 'card' });
    // The processor charged (its own record) but our server never heard: the order is still pending.
    await t.db.query(`UPDATE orders SET status = 'pending' WHERE id = $1`, [order.id]);
    await t.db.query(
      `INSERT INTO payment_sandbox_objects (kind, id, data) VALUES ('card_charge', 'ch_lost1', $1::jsonb)`,
      [
        JSON.stringify({
          id: 'ch_lost1',
          status: 'succeeded',
          amount: 500,
          currency: 'USD',
          reference: order.id,
          wallet: 'card',
          decline_code: null,
          last4: '4242',
          created_at: new Date().toISOString(),
        }),
      ],
    );
    await reconcilePayments(t.app, 0);
    expect((await status(p, order.id)).status).toBe('paid');
    expect((await getBalances(t.db, p.userId)).gold).toBe(600);
  });
});

describe('the durable job on two nodes', () => {
  it('runs once across the nodes and settles each order once', async () => {
    const players = await Promise.all([1, 2, 3, 4, 5, 6].map((i) => newPlayer(t.app, t.db, `node${i}`)));
    const deposits = [];
    for (const p of players) deposits.push(await paidWithoutWebhook(p, 'bronze-pack'));
    await t.db.query(`DELETE FROM jobs WHERE name = $1`, [RECONCILE_JOB]);
    const a = reconcileRunner(t.app, 60_000, 0);
    const b = reconcileRunner(second, 60_000, 0);
    await a.register();
    await b.register();
    const [ranA, ranB] = await Promise.all([a.tick(), b.tick()]);
    expect([...ranA, ...ranB]).toEqual([RECONCILE_JOB]);
    const job = await t.db.query<{ runs: string; locked_by: string | null }>(
      `SELECT runs, locked_by FROM jobs WHERE name = $1`,
      [RECONCILE_JOB],
    );
    expect(Number(job.rows[0]!.runs)).toBe(1);
    expect(job.rows[0]!.locked_by).toBeNull();
    // Not due again (the schedule is in the database: a restarted node sees it too).
    const restarted = reconcileRunner(second, 60_000, 0);
    expect(await restarted.tick()).toEqual([]);

    // Even two reconciliations racing each other (both nodes, bypassing the job lock) credit once.
    await Promise.all([reconcilePayments(t.app, 0), reconcilePayments(second, 0)]);
    for (const [i, p] of players.entries()) {
      const order = await status(p, deposits[i]!.orderId);
      expect(order.status).toBe('paid');
      expect(order.history.filter((h) => h.status === 'paid')).toHaveLength(1);
      expect((await getBalances(t.db, p.userId)).gold).toBe(1200);
    }
    expect((await checkLedger(t.db)).violations).toEqual([]);
  }, 120_000);
});
