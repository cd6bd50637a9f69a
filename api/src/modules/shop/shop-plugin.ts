import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { cryptoRoutes } from './crypto-routes';
import { JobRunner } from '../../jobs/job-runner';
import { listOpenOrders } from './order-repository';
import { paymentsSandbox } from './sandbox/payments-sandbox';
import { recheckOrder } from './shop-service';
import { shopRoutes } from './shop-routes';
import { webhookRoutes } from './webhook-routes';

export const RECONCILE_JOB = 'payments.reconcile';
/** Orders touched less than this long ago are left to their webhook. */
export const RECONCILE_MIN_AGE_MS = 2 * 60 * 1000;
const BATCH = 200;

/**
 * Re-checks every unfinished order (untouched for minAgeMs) with its provider and settles it; expires crypto
 * payments after 60 minutes and unpaid orders after their time. Answers how many orders changed.
 */
export async function reconcilePayments(
  app: FastifyInstance,
  minAgeMs = RECONCILE_MIN_AGE_MS,
): Promise<{ checked: number; changed: number }> {
  const orders = await listOpenOrders(app.db, minAgeMs, BATCH);
  let changed = 0;
  for (const order of orders) {
    try {
      const result = await recheckOrder(app, order, 'poll');
      if (result?.changed) changed += 1;
    } catch (err) {
      app.log.warn({ err, orderId: order.id }, 'reconciliation: provider check failed');
    }
  }
  return { checked: orders.length, changed };
}

/** The reconciliation job of a node (the server starts one per process; tests build their own). */
export function reconcileRunner(
  app: FastifyInstance,
  intervalMs: number,
  minAgeMs = RECONCILE_MIN_AGE_MS,
): JobRunner {
  return new JobRunner(
    app.db,
    [
      {
        name: RECONCILE_JOB,
        intervalMs,
        leaseMs: 5 * 60 * 1000,
        run: () => reconcilePayments(app, minAgeMs),
      },
    ],
    (msg, err) => app.log.error({ err }, msg),
  );
}

/** Issue 11: the shop, crypto and webhook routes, the payment sandboxes, and the reconciliation job. */
export const shopFeature: FastifyPluginAsync = async (app) => {
  await app.register(shopRoutes);
  await app.register(cryptoRoutes);
  await app.register(webhookRoutes);
  await app.register(paymentsSandbox);

  const intervalS = app.config.payments.reconcileIntervalS;
  const runner = reconcileRunner(app, Math.max(intervalS, 1) * 1000);
  app.addHook('onReady', async () => {
    await runner.register();
    if (intervalS > 0) runner.start(Math.min(intervalS, 15) * 1000);
  });
  app.addHook('onClose', async () => runner.stop());
};
