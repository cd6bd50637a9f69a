import type { FastifyInstance } from 'fastify';
import type { Pool } from 'pg';
import { Counter, Gauge } from 'prom-client';
import { JobRunner } from '../../jobs/job-runner';
import { checkLedger } from '../ledger/ledger-check';
import { jobQueueFigures, transfersSince } from './health-repository';

/** A transfer is counted once created this long ago (its transaction has surely committed). */
export const TRANSFER_SETTLE_SECONDS = 30;
export const LEDGER_CHECK_JOB = 'ledger-check';

/**
 * The figures read at scrape time (docs/operations.md): the PostgreSQL pool of this process, the sockets connected
 * to it, the durable jobs (depth, age of the oldest due job, failing jobs: cluster-wide, read from the jobs
 * table) and the ledger's transfers by kind (cluster-wide, counted from the ledger's own rows, so every path that
 * moves coins is counted, whichever module and statement wrote it).
 */
export function registerOpsMetrics(app: FastifyInstance): void {
  const { metrics, db } = app;
  const registers = [metrics.registry];

  const pool = (db as { pool?: Pool }).pool;
  if (db.dialect === 'postgres' && pool) {
    const connections = new Gauge({
      name: 'arcade_db_pool_connections',
      help: 'PostgreSQL pool of this process: total, idle and waiting (requests queued for a connection)',
      labelNames: ['state'],
      registers,
    });
    new Gauge({
      name: 'arcade_db_pool_max',
      help: 'The most connections this process opens (DATABASE_POOL_MAX)',
      registers,
    }).set(app.config.databasePoolMax);
    metrics.addCollector('db-pool', () => {
      connections.set({ state: 'total' }, pool.totalCount);
      connections.set({ state: 'idle' }, pool.idleCount);
      connections.set({ state: 'waiting' }, pool.waitingCount);
    });
  }

  const sockets = new Gauge({
    name: 'arcade_sockets_connected',
    help: 'socket.io clients connected to this process',
    registers,
  });
  metrics.addCollector('sockets', () => {
    if (app.hasDecorator('liveIo')) sockets.set(app.liveIo.engine.clientsCount);
  });

  const jobsDue = new Gauge({ name: 'arcade_jobs_due', help: 'Durable jobs due and not taken', registers });
  const jobsRunning = new Gauge({
    name: 'arcade_jobs_running',
    help: 'Durable jobs held by a node',
    registers,
  });
  const oldest = new Gauge({
    name: 'arcade_jobs_oldest_due_age_seconds',
    help: 'How long the longest-waiting due job has been due (0: none due)',
    registers,
  });
  const overdue = new Gauge({
    name: 'arcade_job_overdue_seconds',
    help: 'How long each job has been due without a node taking it',
    labelNames: ['job'],
    registers,
  });
  const failing = new Gauge({
    name: 'arcade_job_failing',
    help: '1 when the last run of the job failed (jobs.last_error)',
    labelNames: ['job'],
    registers,
  });
  metrics.addCollector('jobs', async () => {
    const figures = await jobQueueFigures(db);
    jobsDue.set(figures.due);
    jobsRunning.set(figures.running);
    oldest.set(figures.oldestDueAgeSeconds);
    for (const job of figures.jobs) {
      overdue.set({ job: job.name }, job.overdueSeconds);
      failing.set({ job: job.name }, job.failing ? 1 : 0);
    }
  });

  const transfers = new Counter({
    name: 'arcade_ledger_transfers_total',
    help: `Ledger transfers by kind, in the whole database (counted ${TRANSFER_SETTLE_SECONDS} s after they are made)`,
    labelNames: ['kind'],
    registers,
  });
  ledgerViolationsGauge(app);
  let lastTransferId = '0';
  metrics.addCollector('ledger-transfers', async () => {
    const { counts, lastId } = await transfersSince(db, lastTransferId, TRANSFER_SETTLE_SECONDS);
    for (const { type, count } of counts) transfers.inc({ kind: type }, count);
    lastTransferId = lastId;
  });
}

/** The figure of the last ledger check this process ran (0 until it runs one), registered once per app. */
function ledgerViolationsGauge(app: FastifyInstance): Gauge {
  const existing = app.metrics.registry.getSingleMetric('arcade_ledger_check_violations');
  if (existing) return existing as Gauge;
  return new Gauge({
    name: 'arcade_ledger_check_violations',
    help: 'Violations found by the last ledger check this process ran (0: none, or it ran none)',
    registers: [app.metrics.registry],
  });
}

/** The periodic ledger invariant check (ledger/ledger-check.ts) as a durable job: a violation fails the run. */
export function ledgerCheckRunner(app: FastifyInstance, intervalMs: number): JobRunner {
  const violations = ledgerViolationsGauge(app);
  return new JobRunner(
    app.db,
    [
      {
        name: LEDGER_CHECK_JOB,
        intervalMs,
        leaseMs: 30 * 60 * 1000,
        run: async () => {
          const report = await checkLedger(app.db);
          violations.set(report.violations.length);
          if (!report.ok) {
            app.log.error(
              { violations: report.violations.slice(0, 20) },
              'ledger check: invariants violated',
            );
            throw new Error(`${report.violations.length} ledger invariant violations`);
          }
        },
      },
    ],
    (msg, err) => app.log.error({ err }, msg),
  );
}
