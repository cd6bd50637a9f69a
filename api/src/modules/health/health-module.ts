import fp from 'fastify-plugin';
import { modulePlugin } from '../../http/module-plugin';
import { healthRoutes } from './health-routes';
import { ledgerCheckRunner, registerOpsMetrics } from './ops-metrics';
import { opsRoutes } from './ops-routes';
import { Readiness, readinessChecks } from './readiness';

/** app.readiness (the checks of GET /ready), the scrape-time metrics and the periodic ledger check. */
const healthCore = fp(
  async (app) => {
    app.decorate(
      'readiness',
      new Readiness(
        readinessChecks({
          db: app.db,
          redis: app.redis,
          deployDir: app.config.deployDir,
          registryRequired: app.config.isProduction,
        }),
      ),
    );
    registerOpsMetrics(app);
    const intervalS = app.config.operations.ledgerCheckIntervalS;
    if (intervalS > 0) {
      const runner = ledgerCheckRunner(app, intervalS * 1000);
      app.addHook('onReady', async () => {
        await runner.register();
        runner.start(Math.min(intervalS, 60) * 1000);
      });
      app.addHook('onClose', async () => runner.stop());
    }
  },
  { name: 'health-core' },
);

/** The health module: GET /health and /api/v1/health (liveness), GET /ready (readiness), GET /metrics. */
export const healthModule = modulePlugin('health', healthCore, healthRoutes, opsRoutes);
