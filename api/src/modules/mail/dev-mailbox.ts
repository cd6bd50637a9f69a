import type { Db } from '../../db/db';
import type { MailMessage, Mailer } from './mailer';

export interface StoredMail {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string;
  createdAt: string;
  /** Every http(s) link of the text body (QA reads verification and reset links from here). */
  links: string[];
  /** The message's extra headers (List-Unsubscribe...). */
  headers: Record<string, string>;
}

/** The mailer with SANDBOX=on (and no SMTP_URL): stores each message in dev_mailbox for the development pages. */
export class DevMailbox implements Mailer {
  readonly kind = 'dev-mailbox' as const;
  constructor(private readonly db: Db) {}

  async send(message: MailMessage): Promise<void> {
    await this.db.query(
      'INSERT INTO dev_mailbox (to_address, subject, text_body, html_body, headers) VALUES ($1, $2, $3, $4, $5::jsonb)',
      [
        message.to.toLowerCase(),
        message.subject,
        message.text,
        message.html ?? '',
        JSON.stringify(message.headers ?? {}),
      ],
    );
  }
}

interface MailRow {
  id: string | number;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  headers: Record<string, string> | null;
  created_at: Date;
}

export function extractLinks(text: string): string[] {
  return [...new Set(text.match(/https?:\/\/[^\s<>"')]+/g) ?? [])];
}

function toStoredMail(row: MailRow): StoredMail {
  return {
    id: Number(row.id),
    to: row.to_address,
    subject: row.subject,
    text: row.text_body,
    html: row.html_body,
    createdAt: new Date(row.created_at).toISOString(),
    links: extractLinks(row.text_body),
    headers: row.headers ?? {},
  };
}

/** Newest first; optionally only the messages sent to one address. */
export async function listMailbox(
  db: Db,
  options: { to?: string; limit?: number } = {},
): Promise<StoredMail[]> {
  const limit = Math.min(Math.max(options.limit ?? 50, 1), 200);
  const r = options.to
    ? await db.query<MailRow>('SELECT * FROM dev_mailbox WHERE to_address = $1 ORDER BY id DESC LIMIT $2', [
        options.to.trim().toLowerCase(),
        limit,
      ])
    : await db.query<MailRow>('SELECT * FROM dev_mailbox ORDER BY id DESC LIMIT $1', [limit]);
  return r.rows.map(toStoredMail);
}

export async function getMail(db: Db, id: number): Promise<StoredMail | null> {
  if (!Number.isSafeInteger(id)) return null;
  const r = await db.query<MailRow>('SELECT * FROM dev_mailbox WHERE id = $1', [id]);
  return r.rows[0] ? toStoredMail(r.rows[0]) : null;
}
