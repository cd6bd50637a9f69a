import type { Db } from '../../../db/db';
import type { Fetch } from '../providers/http';

export type SandboxKind = 'np_payment' | 'card_token' | 'card_charge' | 'invoice' | 'control';

/** The sandboxes' own records (table payment_sandbox_objects): what the provider would keep on its side. */
export async function putObject<T extends object>(
  db: Db,
  kind: SandboxKind,
  id: string,
  data: T,
): Promise<void> {
  await db.query(
    `INSERT INTO payment_sandbox_objects (kind, id, data) VALUES ($1, $2, $3::jsonb)
     ON CONFLICT (kind, id) DO UPDATE SET data = EXCLUDED.data, updated_at = now()`,
    [kind, id, JSON.stringify(data)],
  );
}

export async function getObject<T>(db: Db, kind: SandboxKind, id: string): Promise<T | null> {
  const { rows } = await db.query<{ data: T }>(
    `SELECT data FROM payment_sandbox_objects WHERE kind = $1 AND id = $2`,
    [kind, id],
  );
  return rows[0]?.data ?? null;
}

/** Marks a token used; false when it was already used (single use, checked in one statement). */
export async function consumeToken(db: Db, id: string): Promise<boolean> {
  const r = await db.query(
    `UPDATE payment_sandbox_objects SET data = jsonb_set(data, '{used}', 'true'::jsonb), updated_at = now()
     WHERE kind = 'card_token' AND id = $1 AND NOT COALESCE((data->>'used')::boolean, false)`,
    [id],
  );
  return r.rowCount > 0;
}

export async function findObjects<T>(db: Db, kind: SandboxKind, field: string, value: string): Promise<T[]> {
  const { rows } = await db.query<{ data: T }>(
    `SELECT data FROM payment_sandbox_objects WHERE kind = $1 AND data->>$2 = $3 ORDER BY created_at`,
    [kind, field, value],
  );
  return rows.map((r) => r.data);
}

/** POSTs a signed webhook over HTTP, as the provider would; answers the status (0 when unreachable). */
export async function deliver(
  url: string,
  headers: Record<string, string>,
  body: string,
  doFetch: Fetch = fetch,
): Promise<number> {
  try {
    const res = await doFetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': 'arcade-payments-sandbox', ...headers },
      body,
      signal: AbortSignal.timeout(10_000),
    });
    await res.arrayBuffer().catch(() => undefined);
    return res.status;
  } catch {
    return 0;
  }
}
