import type { Db } from '../../db/db';
import type { Clock } from './clock';

export interface RateRule {
  /** Events allowed inside the window. */
  limit: number;
  windowMs: number;
}

/**
 * Sliding-window counters stored in the database (table rate_events), so every node shares them.
 * A caller checks `isLimited` before acting and calls `hit` for each event that counts.
 */
export class RateLimiter {
  private hitsSinceCleanup = 0;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  async count(key: string, windowMs: number): Promise<number> {
    const since = new Date(this.clock().getTime() - windowMs);
    const r = await this.db.query<{ n: string }>(
      'SELECT count(*) AS n FROM rate_events WHERE key = $1 AND at > $2',
      [key, since],
    );
    return Number(r.rows[0]?.n ?? 0);
  }

  async isLimited(key: string, rule: RateRule): Promise<boolean> {
    return (await this.count(key, rule.windowMs)) >= rule.limit;
  }

  async hit(key: string): Promise<void> {
    await this.db.query('INSERT INTO rate_events (key, at) VALUES ($1, $2)', [key, this.clock()]);
    if (++this.hitsSinceCleanup >= 500) {
      this.hitsSinceCleanup = 0;
      await this.cleanup();
    }
  }

  /** True (nothing counted) when the limit is already reached; otherwise counts the event and returns false. */
  async consume(key: string, rule: RateRule): Promise<boolean> {
    if (await this.isLimited(key, rule)) return true;
    await this.hit(key);
    return false;
  }

  async reset(key: string): Promise<void> {
    await this.db.query('DELETE FROM rate_events WHERE key = $1', [key]);
  }

  /** Drops events older than a day (no window is longer). */
  async cleanup(): Promise<void> {
    await this.db.query('DELETE FROM rate_events WHERE at < $1', [
      new Date(this.clock().getTime() - 24 * 3600_000),
    ]);
  }
}
