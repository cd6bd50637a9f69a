import type { Db } from '../../../db/db';

export type KycSessionStatus = 'created' | 'submitted' | 'approved' | 'declined';
export type KycDocumentKind = 'id_front' | 'id_back' | 'selfie';

/** A kyc_sessions row as stored. */
export interface KycSessionRow {
  id: string;
  user_id: string;
  provider: string;
  provider_session_id: string;
  url: string;
  status: KycSessionStatus;
  reason: string | null;
  date_of_birth: string | Date | null;
  decided_at: Date | null;
  created_at: Date;
}

/** A kyc_documents row without its session (what the review pages list). */
export interface KycDocumentRow {
  id: string;
  kind: KycDocumentKind;
  mime: string;
  size_bytes: number;
  storage_path: string;
}

/** A session with its player's e-mail and birth date as YYYY-MM-DD (the admin review list). */
export interface KycReviewRow extends KycSessionRow {
  email: string;
  dob: string | null;
}

export interface KycDecisionRecord {
  status: 'approved' | 'declined';
  reason: string | null;
  dateOfBirth: string | null;
  raw: unknown;
  at: Date;
}

/** One session of the admin review, as the api answers it. */
export interface KycReview {
  id: string;
  userId: string;
  email: string;
  provider: string;
  status: KycSessionStatus;
  reason: string | null;
  dateOfBirth: string | null;
  decidedAt: string | null;
  createdAt: string;
  documents: { id: string; kind: KycDocumentKind; mime: string; size: number; url: string }[];
}

export const kycDocumentUrl = (id: string) => `/api/v1/admin/kyc/documents/${id}`;

/** Pure: a review row and its documents as the admin review shows them. */
export function toKycReview(row: KycReviewRow, documents: KycDocumentRow[]): KycReview {
  return {
    id: row.id,
    userId: row.user_id,
    email: row.email,
    provider: row.provider,
    status: row.status,
    reason: row.reason,
    dateOfBirth: row.dob,
    decidedAt: row.decided_at === null ? null : new Date(row.decided_at).toISOString(),
    createdAt: new Date(row.created_at).toISOString(),
    documents: documents.map((d) => ({
      id: d.id,
      kind: d.kind,
      mime: d.mime,
      size: d.size_bytes,
      url: kycDocumentUrl(d.id),
    })),
  };
}

/* Data access of the KYC module. Each function runs on the db it is given (a transaction is one). */

/** The newest unfinished session of a user with a provider, created after `since`. */
export async function findOpenKycSession(
  db: Db,
  userId: string,
  provider: string,
  since: Date,
): Promise<KycSessionRow | null> {
  const r = await db.query<KycSessionRow>(
    `SELECT * FROM kyc_sessions WHERE user_id = $1 AND provider = $2 AND status IN ('created', 'submitted') AND created_at > $3
      ORDER BY created_at DESC LIMIT 1`,
    [userId, provider, since],
  );
  return r.rows[0] ?? null;
}

export async function insertKycSession(
  db: Db,
  input: { userId: string; provider: string; providerSessionId: string; url: string; at: Date },
): Promise<void> {
  await db.query(
    `INSERT INTO kyc_sessions (user_id, provider, provider_session_id, url, status, created_at, updated_at)
     VALUES ($1, $2, $3, $4, 'created', $5, $5)`,
    [input.userId, input.provider, input.providerSessionId, input.url, input.at],
  );
}

export async function findLatestKycSession(db: Db, userId: string): Promise<KycSessionRow | null> {
  const r = await db.query<KycSessionRow>(
    'SELECT * FROM kyc_sessions WHERE user_id = $1 ORDER BY created_at DESC LIMIT 1',
    [userId],
  );
  return r.rows[0] ?? null;
}

export async function findKycSessionRowByProviderId(
  db: Db,
  provider: string,
  providerSessionId: string,
): Promise<KycSessionRow | null> {
  const r = await db.query<KycSessionRow>(
    'SELECT * FROM kyc_sessions WHERE provider = $1 AND provider_session_id = $2',
    [provider, providerSessionId],
  );
  return r.rows[0] ?? null;
}

/** Locks a session (FOR UPDATE: decisions on it run one after another); use inside a transaction. */
export async function lockKycSessionByProviderId(
  db: Db,
  provider: string,
  providerSessionId: string,
): Promise<KycSessionRow | null> {
  const r = await db.query<KycSessionRow>(
    'SELECT * FROM kyc_sessions WHERE provider = $1 AND provider_session_id = $2 FOR UPDATE',
    [provider, providerSessionId],
  );
  return r.rows[0] ?? null;
}

export async function recordKycDecision(
  db: Db,
  sessionId: string,
  decision: KycDecisionRecord,
): Promise<void> {
  await db.query(
    `UPDATE kyc_sessions SET status = $2, reason = $3, date_of_birth = $4, decision = $5, decided_at = $6, updated_at = $6 WHERE id = $1`,
    [
      sessionId,
      decision.status,
      decision.reason,
      decision.dateOfBirth,
      JSON.stringify(decision.raw ?? null),
      decision.at,
    ],
  );
}

/** Sets users.kyc_verified_at (the first approval's time is kept). */
export async function markUserKycVerified(db: Db, userId: string, at: Date): Promise<void> {
  await db.query('UPDATE users SET kyc_verified_at = COALESCE(kyc_verified_at, $2) WHERE id = $1', [
    userId,
    at,
  ]);
}

export async function insertKycDocument(
  db: Db,
  input: {
    sessionId: string;
    kind: KycDocumentKind;
    mime: string;
    sizeBytes: number;
    storagePath: string;
  },
): Promise<void> {
  await db.query(
    'INSERT INTO kyc_documents (session_id, kind, mime, size_bytes, storage_path) VALUES ($1, $2, $3, $4, $5)',
    [input.sessionId, input.kind, input.mime, input.sizeBytes, input.storagePath],
  );
}

/** A created session becomes submitted (its documents are in); other states are left alone. */
export async function markKycSessionSubmitted(db: Db, sessionId: string, at: Date): Promise<void> {
  await db.query(
    "UPDATE kyc_sessions SET status = 'submitted', updated_at = $2 WHERE id = $1 AND status = 'created'",
    [sessionId, at],
  );
}

export async function listKycDocumentRows(db: Db, sessionId: string): Promise<KycDocumentRow[]> {
  const r = await db.query<KycDocumentRow>(
    'SELECT id, kind, mime, size_bytes, storage_path FROM kyc_documents WHERE session_id = $1 ORDER BY created_at',
    [sessionId],
  );
  return r.rows;
}

export async function findKycDocumentRow(
  db: Db,
  id: string,
): Promise<{ mime: string; storage_path: string } | null> {
  const r = await db.query<{ mime: string; storage_path: string }>(
    'SELECT mime, storage_path FROM kyc_documents WHERE id = $1',
    [id],
  );
  return r.rows[0] ?? null;
}

/** The latest 200 sessions (optionally of one status) with the player's e-mail, newest first. */
export async function listKycSessionsForReview(
  db: Db,
  status: KycSessionStatus | null,
): Promise<KycReviewRow[]> {
  const r = await db.query<KycReviewRow>(
    `SELECT k.*, to_char(k.date_of_birth, 'YYYY-MM-DD') AS dob, u.email FROM kyc_sessions k JOIN users u ON u.id = k.user_id
    WHERE ($1::text IS NULL OR k.status = $1) ORDER BY k.created_at DESC LIMIT 200`,
    [status],
  );
  return r.rows;
}
