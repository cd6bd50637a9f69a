import type { Db } from '../../db/db';
import type { Clock } from './clock';

export interface RateRule {
  /** Events allowed inside the window. */
  limit: number;
  windowMs: number;
}

/** No window is longer than this: rows untouched for longer are dropped by cleanup(). */
const MAX_WINDOW_MS = 24 * 3600_000;

/**
 * Sliding-window counters stored in the database (table rate_counters, one row per key holding the times of the
 * events inside the window), so every node shares them.
 *
 * Counting and deciding is one statement: an INSERT ... ON CONFLICT DO UPDATE that drops the events older than the
 * window, compares what is left with the limit and appends the new event only when it is under the limit. The row
 * lock of the upsert serialises parallel calls for a key (PostgreSQL re-evaluates the update on the newest row
 * version), so with N parallel calls exactly `limit` are allowed. A refused event is not stored.
 */
export class RateLimiter {
  private callsSinceCleanup = 0;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  /**
   * Counts an event if the key is under its limit: answers the event's time (for refund), or null when the
   * limit is reached (nothing counted).
   */
  async acquire(key: string, rule: RateRule): Promise<Date | null> {
    const now = this.clock();
    const since = new Date(now.getTime() - rule.windowMs);
    const r = await this.db.query<{ allowed: boolean }>(
      `INSERT INTO rate_counters AS c (key, hits, allowed, updated_at)
       VALUES ($1, ARRAY[$2::timestamptz], true, $2::timestamptz)
       ON CONFLICT (key) DO UPDATE SET
         allowed = (SELECT count(*) FROM unnest(c.hits) AS h WHERE h > $3::timestamptz) < $4::int,
         hits = CASE
           WHEN (SELECT count(*) FROM unnest(c.hits) AS h WHERE h > $3::timestamptz) < $4::int
           THEN ARRAY(SELECT h FROM unnest(c.hits) AS h WHERE h > $3::timestamptz ORDER BY h) || $2::timestamptz
           ELSE ARRAY(SELECT h FROM unnest(c.hits) AS h WHERE h > $3::timestamptz ORDER BY h)
         END,
         updated_at = $2::timestamptz
       RETURNING allowed`,
      [key, now, since, rule.limit],
    );
    await this.maybeCleanup();
    return r.rows[0]?.allowed ? now : null;
  }

  /** True (nothing counted) when the limit is already reached; otherwise counts the event and returns false. */
  async consume(key: string, rule: RateRule): Promise<boolean> {
    return (await this.acquire(key, rule)) === null;
  }

  /** Takes back one event counted by acquire (e.g. a login attempt that turned out right). */
  async refund(key: string, at: Date): Promise<void> {
    await this.db.query(
      `UPDATE rate_counters
       SET hits = hits[:array_position(hits, $2::timestamptz) - 1] || hits[array_position(hits, $2::timestamptz) + 1:]
       WHERE key = $1 AND array_position(hits, $2::timestamptz) IS NOT NULL`,
      [key, at],
    );
  }

  /** Events of the key inside the window (for display and tests; decisions use acquire). */
  async count(key: string, windowMs: number): Promise<number> {
    const since = new Date(this.clock().getTime() - windowMs);
    const r = await this.db.query<{ n: string }>(
      'SELECT count(*) AS n FROM rate_counters c, unnest(c.hits) AS h WHERE c.key = $1 AND h > $2',
      [key, since],
    );
    return Number(r.rows[0]?.n ?? 0);
  }

  async reset(key: string): Promise<void> {
    await this.db.query('DELETE FROM rate_counters WHERE key = $1', [key]);
  }

  /** Drops keys untouched for a day (no window is longer). */
  async cleanup(): Promise<void> {
    await this.db.query('DELETE FROM rate_counters WHERE updated_at < $1', [
      new Date(this.clock().getTime() - MAX_WINDOW_MS),
    ]);
  }

  private async maybeCleanup(): Promise<void> {
    if (++this.callsSinceCleanup < 500) return;
    this.callsSinceCleanup = 0;
    await this.cleanup();
  }
}
