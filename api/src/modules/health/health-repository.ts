import type { Db } from '../../db/db';

/** Data access of the health check. Resolves when the database answers a trivial query; rejects otherwise. */
export async function pingDatabase(db: Db): Promise<void> {
  await db.query('SELECT 1');
}
