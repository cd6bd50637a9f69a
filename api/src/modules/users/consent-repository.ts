import type { ConsentSource, MarketingChannel } from '@arcade/contracts';
import type { Db } from '../../db/db';
import { isUuid } from '../../db/uuid';
import type { UserRow } from './user-repository';

/**
 * Marketing consent: users.is_opted (e-mail) and users.is_sms_opted (SMS) are the current choice; every change is
 * an append-only consent_events row (migration 0021) written in the same transaction, with its source, the address
 * it was about and what proves it (IP, user agent, the SMS's provider id). docs/decisions/0104-marketing-consent.md.
 */
export interface ConsentChange {
  userId: string;
  /** Marketing e-mail consent (isOpted); undefined leaves it. */
  email?: boolean;
  /** Marketing SMS consent (isSmsOpted); undefined leaves it. */
  sms?: boolean;
  source: ConsentSource;
  /** Proof for the record, e.g. { ip, userAgent } or { messageSid, keyword }; never secrets. */
  details?: Record<string, unknown>;
  at: Date;
  /** The player answered a consent question: the prompt does not ask again for 30 days (default true). */
  stampPrompt?: boolean;
}

export interface ConsentResult {
  row: UserRow;
  /** The channels whose value changed (each got its consent_events row). */
  changed: MarketingChannel[];
}

const COLUMN: Record<MarketingChannel, 'is_opted' | 'is_sms_opted'> = {
  email: 'is_opted',
  sms: 'is_sms_opted',
};

async function insertEvent(
  tx: Db,
  input: {
    userId: string;
    channel: MarketingChannel;
    granted: boolean;
    source: ConsentSource;
    address: string | null;
    details: Record<string, unknown>;
    at: Date;
  },
): Promise<void> {
  await tx.query(
    `INSERT INTO consent_events (user_id, channel, granted, source, address, details, created_at)
     VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7)`,
    [
      input.userId,
      input.channel,
      input.granted,
      input.source,
      input.address,
      JSON.stringify(input.details),
      input.at,
    ],
    { changesUsers: [] },
  );
}

/**
 * Sets either consent or both, in one transaction with their records. A value equal to the stored one changes
 * nothing and records nothing. Null when the user does not exist.
 */
export async function changeConsent(db: Db, change: ConsentChange): Promise<ConsentResult | null> {
  if (!isUuid(change.userId)) return null;
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<UserRow>('SELECT * FROM users WHERE id = $1 FOR UPDATE', [change.userId]);
    const before = rows[0];
    if (!before) return null;
    const wanted: [MarketingChannel, boolean | undefined][] = [
      ['email', change.email],
      ['sms', change.sms],
    ];
    const changed = wanted.filter(
      ([channel, value]) => value !== undefined && before[COLUMN[channel]] !== value,
    );
    const stamp = change.stampPrompt !== false;
    if (changed.length === 0 && !stamp) return { row: before, changed: [] };
    const sets: string[] = [];
    const values: unknown[] = [change.userId];
    for (const [channel, value] of changed) {
      values.push(value);
      sets.push(`${COLUMN[channel]} = $${values.length}`);
    }
    if (stamp) {
      values.push(change.at);
      sets.push(`consent_prompted_at = $${values.length}`);
    }
    const updated = await tx.query<UserRow>(
      `UPDATE users SET ${sets.join(', ')} WHERE id = $1 RETURNING *`,
      values,
      { changesUsers: [change.userId] },
    );
    for (const [channel, value] of changed)
      await insertEvent(tx, {
        userId: change.userId,
        channel,
        granted: value === true,
        source: change.source,
        address: channel === 'email' ? before.email : before.phone,
        details: change.details ?? {},
        at: change.at,
      });
    return { row: updated.rows[0]!, changed: changed.map(([channel]) => channel) };
  });
}

/**
 * Records the consents given at registration (the row was inserted with them) in the caller's transaction: one
 * granted event per consent given; a consent not given is the default and is not an event.
 */
export async function recordRegistrationConsent(
  tx: Db,
  row: Pick<UserRow, 'id' | 'email' | 'phone' | 'is_opted' | 'is_sms_opted'>,
  details: Record<string, unknown>,
  at: Date,
): Promise<void> {
  const given: [MarketingChannel, boolean, string | null][] = [
    ['email', row.is_opted, row.email],
    ['sms', row.is_sms_opted, row.phone],
  ];
  for (const [channel, granted, address] of given)
    if (granted)
      await insertEvent(tx, {
        userId: row.id,
        channel,
        granted,
        source: 'registration',
        address,
        details,
        at,
      });
}

/** The consent prompt asked now (answered or not): it asks again in 30 days. Null when the user does not exist. */
export async function stampConsentPrompt(db: Db, userId: string, at: Date): Promise<UserRow | null> {
  if (!isUuid(userId)) return null;
  const r = await db.query<UserRow>(
    'UPDATE users SET consent_prompted_at = $2 WHERE id = $1 RETURNING *',
    [userId, at],
    { changesUsers: [userId] },
  );
  return r.rows[0] ?? null;
}

export interface ConsentEvent {
  channel: MarketingChannel;
  granted: boolean;
  source: ConsentSource;
  address: string | null;
  details: Record<string, unknown>;
  createdAt: Date;
}

/** A user's consent record, oldest first. */
export async function listConsentEvents(db: Db, userId: string): Promise<ConsentEvent[]> {
  if (!isUuid(userId)) return [];
  const { rows } = await db.query<{
    channel: MarketingChannel;
    granted: boolean;
    source: ConsentSource;
    address: string | null;
    details: Record<string, unknown>;
    created_at: Date;
  }>(
    'SELECT channel, granted, source, address, details, created_at FROM consent_events WHERE user_id = $1 ORDER BY id',
    [userId],
  );
  return rows.map((r) => ({
    channel: r.channel,
    granted: r.granted,
    source: r.source,
    address: r.address,
    details: r.details ?? {},
    createdAt: new Date(r.created_at),
  }));
}
