import type { Role } from '@arcade/contracts';
import type { Db } from '../../db/db';
import { isUuid } from '../../db/uuid';

/** A users row as stored (snake_case columns). */
export interface UserRow {
  id: string;
  role: Role;
  email: string;
  phone: string | null;
  state: string | null;
  first_name: string;
  middle_name: string;
  last_name: string;
  password_hash: string | null;
  email_verified_at: Date | null;
  phone_verified_at: Date | null;
  kyc_verified_at: Date | null;
  is_opted: boolean;
  is_sms_opted: boolean;
  /** When the consent prompt last asked, or the player last chose a consent (migration 0021). */
  consent_prompted_at: Date | null;
  avatar_url: string | null;
  created_at: Date;
  updated_at: Date;
}

export interface NewUser {
  email: string;
  passwordHash: string | null;
  role?: Role;
  phone?: string | null;
  state?: string | null;
  name: { first: string; middle?: string; last?: string };
  emailVerifiedAt?: Date | null;
  phoneVerifiedAt?: Date | null;
  kycVerifiedAt?: Date | null;
  isOpted?: boolean;
  isSmsOpted?: boolean;
  avatarUrl?: string | null;
}

/** Columns that may be changed through updateUser (camelCase key -> column). */
const UPDATABLE = {
  role: 'role',
  email: 'email',
  phone: 'phone',
  state: 'state',
  firstName: 'first_name',
  middleName: 'middle_name',
  lastName: 'last_name',
  passwordHash: 'password_hash',
  emailVerifiedAt: 'email_verified_at',
  phoneVerifiedAt: 'phone_verified_at',
  kycVerifiedAt: 'kyc_verified_at',
  isOpted: 'is_opted',
  isSmsOpted: 'is_sms_opted',
  avatarUrl: 'avatar_url',
} as const;

export type UserPatch = Partial<{
  role: Role;
  email: string;
  phone: string | null;
  state: string | null;
  firstName: string;
  middleName: string;
  lastName: string;
  passwordHash: string | null;
  emailVerifiedAt: Date | null;
  phoneVerifiedAt: Date | null;
  kycVerifiedAt: Date | null;
  isOpted: boolean;
  isSmsOpted: boolean;
  avatarUrl: string | null;
}>;

export const normaliseEmail = (email: string): string => email.trim().toLowerCase();

export async function findUserById(db: Db, id: string): Promise<UserRow | null> {
  if (!isUuid(id)) return null;
  const r = await db.query<UserRow>('SELECT * FROM users WHERE id = $1', [id]);
  return r.rows[0] ?? null;
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | null> {
  const r = await db.query<UserRow>('SELECT * FROM users WHERE email = $1', [normaliseEmail(email)]);
  return r.rows[0] ?? null;
}

export async function findUserByPhone(db: Db, phone: string): Promise<UserRow | null> {
  const r = await db.query<UserRow>('SELECT * FROM users WHERE phone = $1', [phone]);
  return r.rows[0] ?? null;
}

/** Inserts a user; a duplicate e-mail or phone raises PostgreSQL error 23505 (see isUniqueViolation). */
export async function insertUser(db: Db, input: NewUser): Promise<UserRow> {
  const r = await db.query<UserRow>(
    `INSERT INTO users (role, email, phone, state, first_name, middle_name, last_name, password_hash,
       email_verified_at, phone_verified_at, kyc_verified_at, is_opted, is_sms_opted, avatar_url)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)
     RETURNING *`,
    [
      input.role ?? 'USER',
      normaliseEmail(input.email),
      input.phone ?? null,
      input.state ?? null,
      input.name.first,
      input.name.middle ?? '',
      input.name.last ?? '',
      input.passwordHash,
      input.emailVerifiedAt ?? null,
      input.phoneVerifiedAt ?? null,
      input.kycVerifiedAt ?? null,
      input.isOpted ?? false,
      input.isSmsOpted ?? false,
      input.avatarUrl ?? null,
    ],
  );
  return r.rows[0]!;
}

/** Updates the given fields and returns the new row (null when the user does not exist). */
export async function updateUser(db: Db, id: string, patch: UserPatch): Promise<UserRow | null> {
  const sets: string[] = [];
  const values: unknown[] = [];
  for (const [key, column] of Object.entries(UPDATABLE) as [keyof UserPatch, string][]) {
    if (patch[key] === undefined) continue;
    const value = key === 'email' ? normaliseEmail(patch.email as string) : patch[key];
    values.push(value);
    sets.push(`${column} = $${values.length}`);
  }
  if (sets.length === 0) return findUserById(db, id);
  if (!isUuid(id)) return null;
  values.push(id);
  const r = await db.query<UserRow>(
    `UPDATE users SET ${sets.join(', ')} WHERE id = $${values.length} RETURNING *`,
    values,
    { changesUsers: [id] },
  );
  return r.rows[0] ?? null;
}

/** True for PostgreSQL unique violations (optionally on one named constraint, e.g. users_email_key). */
export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  const e = err as { code?: string; constraint?: string; message?: string };
  if (e?.code !== '23505') return false;
  if (!constraint) return true;
  return e.constraint === constraint || (e.message ?? '').includes(constraint);
}
