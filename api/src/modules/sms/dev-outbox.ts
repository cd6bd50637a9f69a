import type { Db } from '../../db/db';
import type { Sms } from './sms';

export interface StoredSms {
  id: number;
  to: string;
  body: string;
  createdAt: string;
  /** The first 6-digit code of the body, if any (QA reads OTPs from here). */
  code: string | null;
}

/** The SMS sender with SANDBOX=on (and no Twilio settings): stores each message in dev_sms. */
export class DevOutbox implements Sms {
  readonly kind = 'dev-outbox' as const;
  constructor(private readonly db: Db) {}

  async send(to: string, body: string): Promise<void> {
    await this.db.query('INSERT INTO dev_sms (to_phone, body) VALUES ($1, $2)', [to, body]);
  }
}

interface SmsRow {
  id: string | number;
  to_phone: string;
  body: string;
  created_at: Date;
}

/** Newest first; optionally only the messages sent to one number. */
export async function listOutbox(
  db: Db,
  options: { to?: string; limit?: number } = {},
): Promise<StoredSms[]> {
  const limit = Math.min(Math.max(options.limit ?? 50, 1), 200);
  const r = options.to
    ? await db.query<SmsRow>('SELECT * FROM dev_sms WHERE to_phone = $1 ORDER BY id DESC LIMIT $2', [
        options.to,
        limit,
      ])
    : await db.query<SmsRow>('SELECT * FROM dev_sms ORDER BY id DESC LIMIT $1', [limit]);
  return r.rows.map((row) => ({
    id: Number(row.id),
    to: row.to_phone,
    body: row.body,
    createdAt: new Date(row.created_at).toISOString(),
    code: /\b(\d{6})\b/.exec(row.body)?.[1] ?? null,
  }));
}
