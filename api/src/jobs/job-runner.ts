import crypto from 'node:crypto';
import type { Db } from '../db/db';

export interface JobDefinition {
  name: string;
  /** Time between the end of one run and the next (across all nodes). */
  intervalMs: number;
  /** How long a node may hold the job; after that another node may take it (the holder died). */
  leaseMs: number;
  run: () => Promise<unknown>;
}

/**
 * Durable recurring jobs on the `jobs` table (migration 0013): one row per job holds when it is next due and who
 * holds it. A node takes a due job with SELECT ... FOR UPDATE SKIP LOCKED and a lease, so one node runs it at a
 * time across the cluster; the schedule lives in the database, so it survives restarts; a node that dies mid-run
 * loses its lease and the job runs again elsewhere (jobs must be idempotent: reconciliation is).
 */
export class JobRunner {
  readonly nodeId = `${process.pid}-${crypto.randomBytes(4).toString('hex')}`;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;

  constructor(
    private readonly db: Db,
    private readonly jobs: JobDefinition[],
    private readonly log: (msg: string, err?: unknown) => void = () => undefined,
  ) {}

  /** Ensures each job's row exists (due now if new). */
  async register(): Promise<void> {
    for (const job of this.jobs)
      await this.db.query(`INSERT INTO jobs (name) VALUES ($1) ON CONFLICT (name) DO NOTHING`, [job.name]);
  }

  start(pollMs: number): void {
    if (this.timer) return;
    this.timer = setInterval(() => void this.tick(), pollMs);
    this.timer.unref();
    void this.tick();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }

  /** Runs every due job this node can take; answers the names it ran. */
  async tick(): Promise<string[]> {
    if (this.running) {
      await this.running;
      return [];
    }
    const ran: string[] = [];
    const work = (async () => {
      for (const job of this.jobs) if (await this.runIfDue(job)) ran.push(job.name);
    })();
    this.running = work.catch((err) => this.log('job tick failed', err));
    await this.running;
    this.running = null;
    return ran;
  }

  private async runIfDue(job: JobDefinition): Promise<boolean> {
    const claimed = await this.db.transaction(async (tx) => {
      const { rows } = await tx.query<{ name: string }>(
        `SELECT name FROM jobs WHERE name = $1 AND run_at <= now()
           AND (locked_until IS NULL OR locked_until < now())
         FOR UPDATE SKIP LOCKED`,
        [job.name],
      );
      if (!rows[0]) return false;
      await tx.query(
        `UPDATE jobs SET locked_by = $2, locked_until = now() + make_interval(secs => $3::double precision / 1000),
           last_started_at = now(), runs = runs + 1 WHERE name = $1`,
        [job.name, this.nodeId, job.leaseMs],
      );
      return true;
    });
    if (!claimed) return false;
    let error: string | null = null;
    try {
      await job.run();
    } catch (err) {
      error = (err as Error)?.message ?? String(err);
      this.log(`job ${job.name} failed`, err);
    }
    await this.db.query(
      `UPDATE jobs SET run_at = now() + make_interval(secs => $3::double precision / 1000), locked_by = NULL,
         locked_until = NULL, last_finished_at = now(), last_error = $4
       WHERE name = $1 AND locked_by = $2`,
      [job.name, this.nodeId, job.intervalMs, error],
    );
    return true;
  }
}
