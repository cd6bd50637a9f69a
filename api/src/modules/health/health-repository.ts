import type { Db } from '../../db/db';

/** Data access of the health check. */
export function createHealthRepository(db: Db) {
  return {
    /** Resolves when the database answers a trivial query; rejects otherwise. */
    async ping(tx: Db = db): Promise<void> {
      await tx.query('SELECT 1');
    },
  };
}
