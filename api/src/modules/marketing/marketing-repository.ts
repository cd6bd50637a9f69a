import type { MarketingChannel, Role } from '@arcade/contracts';
import type { Db } from '../../db/db';
import { isUuid } from '../../db/uuid';

/** What a marketing send reads about its recipient, at the moment of sending. */
export interface Recipient {
  id: string;
  role: Role;
  email: string;
  phone: string | null;
  firstName: string;
  emailConsent: boolean;
  smsConsent: boolean;
  emailVerified: boolean;
  phoneVerified: boolean;
}

interface RecipientRow {
  id: string;
  role: Role;
  email: string;
  phone: string | null;
  first_name: string;
  is_opted: boolean;
  is_sms_opted: boolean;
  email_verified_at: Date | null;
  phone_verified_at: Date | null;
}

const toRecipient = (r: RecipientRow): Recipient => ({
  id: r.id,
  role: r.role,
  email: r.email,
  phone: r.phone,
  firstName: r.first_name,
  emailConsent: r.is_opted,
  smsConsent: r.is_sms_opted,
  emailVerified: r.email_verified_at !== null,
  phoneVerified: r.phone_verified_at !== null,
});

const COLUMNS =
  'id, role, email, phone, first_name, is_opted, is_sms_opted, email_verified_at, phone_verified_at';

export async function findRecipient(db: Db, userId: string): Promise<Recipient | null> {
  if (!isUuid(userId)) return null;
  const { rows } = await db.query<RecipientRow>(`SELECT ${COLUMNS} FROM users WHERE id = $1`, [userId]);
  return rows[0] ? toRecipient(rows[0]) : null;
}

/** The user whose phone this is (users.phone is unique), or null. */
export async function findRecipientByPhone(db: Db, phone: string): Promise<Recipient | null> {
  const { rows } = await db.query<RecipientRow>(`SELECT ${COLUMNS} FROM users WHERE phone = $1`, [phone]);
  return rows[0] ? toRecipient(rows[0]) : null;
}

/**
 * The players who consent on a channel with a verified address, oldest account first: the audience of a staff send.
 * Each is checked again when its message is sent (consent may be withdrawn meanwhile; restrictions).
 */
export async function listConsentingPlayers(db: Db, channel: MarketingChannel): Promise<string[]> {
  const where =
    channel === 'email'
      ? 'is_opted AND email_verified_at IS NOT NULL'
      : 'is_sms_opted AND phone IS NOT NULL AND phone_verified_at IS NOT NULL';
  const { rows } = await db.query<{ id: string }>(
    `SELECT id FROM users WHERE role = 'USER' AND ${where} ORDER BY created_at, id`,
  );
  return rows.map((r) => r.id);
}
