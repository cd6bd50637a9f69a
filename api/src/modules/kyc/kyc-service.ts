import fs from 'node:fs';
import path from 'node:path';
import { IDENTITY_MESSAGES, MINIMUM_AGE, type KycStatusAnswer } from '@arcade/contracts';
import { AppError, badRequest, notFound, tooMany } from '../../http/errors';
import type { IdentityContext } from '../identity/identity-context';
import { findUserById } from '../users/user-repository';
import type { KycDecision } from './kyc-provider';

export interface KycSessionRow {
  id: string;
  user_id: string;
  provider: string;
  provider_session_id: string;
  url: string;
  status: 'created' | 'submitted' | 'approved' | 'declined';
  reason: string | null;
  date_of_birth: string | Date | null;
  decided_at: Date | null;
  created_at: Date;
}

const PENDING_REUSE_MS = 7 * 24 * 60 * 60 * 1000;
export const KYC_SESSION_LIMIT = { limit: 10, windowMs: 24 * 60 * 60 * 1000 } as const;

/** Whole years between a YYYY-MM-DD birth date and now (UTC). */
export function ageOn(dateOfBirth: string, now: Date): number {
  const [y, m, d] = dateOfBirth.split('-').map(Number) as [number, number, number];
  let age = now.getUTCFullYear() - y;
  const beforeBirthday = now.getUTCMonth() + 1 < m || (now.getUTCMonth() + 1 === m && now.getUTCDate() < d);
  if (beforeBirthday) age -= 1;
  return age;
}

function validDate(dob: string): boolean {
  const t = Date.parse(`${dob}T00:00:00Z`);
  return Number.isFinite(t) && new Date(t).toISOString().slice(0, 10) === dob;
}

/**
 * POST /kyc/session: a provider session for the user (an unfinished one from the last 7 days is reused).
 * Refused when already verified or when the provider is not available (production without Veriff).
 */
export async function createKycSession(
  ctx: IdentityContext,
  userId: string,
  origin: string,
): Promise<{ url: string }> {
  const provider = ctx.kyc;
  if (!provider)
    throw new AppError(503, 'Identity verification is not available right now. Please try again later.');
  const user = await findUserById(ctx.db, userId);
  if (!user) throw new AppError(401, 'Unauthorized request');
  if (user.kyc_verified_at) throw badRequest(IDENTITY_MESSAGES.kycAlreadyVerified);
  const now = ctx.clock();
  const open = await ctx.db.query<KycSessionRow>(
    `SELECT * FROM kyc_sessions WHERE user_id = $1 AND provider = $2 AND status IN ('created', 'submitted') AND created_at > $3
      ORDER BY created_at DESC LIMIT 1`,
    [userId, provider.name, new Date(now.getTime() - PENDING_REUSE_MS)],
  );
  if (open.rows[0]) return { url: open.rows[0].url };
  if (await ctx.limiter.consume(`kyc-session:${userId}`, KYC_SESSION_LIMIT))
    throw tooMany(IDENTITY_MESSAGES.tooManyRequests);
  const session = await provider.createSession({
    userId,
    firstName: user.first_name,
    lastName: user.last_name,
    callbackUrl: `${origin}/verify-kyc`,
  });
  await ctx.db.query(
    `INSERT INTO kyc_sessions (user_id, provider, provider_session_id, url, status, created_at, updated_at)
     VALUES ($1, $2, $3, $4, 'created', $5, $5)`,
    [userId, provider.name, session.sessionId, session.url, now],
  );
  return { url: session.url };
}

/** GET /kyc/status: none | pending | approved | declined (with the reason of the last decline). */
export async function kycStatus(ctx: IdentityContext, userId: string): Promise<KycStatusAnswer> {
  const user = await findUserById(ctx.db, userId);
  if (user?.kyc_verified_at) return { status: 'approved', reason: null };
  const r = await ctx.db.query<KycSessionRow>(
    'SELECT * FROM kyc_sessions WHERE user_id = $1 ORDER BY created_at DESC LIMIT 1',
    [userId],
  );
  const last = r.rows[0];
  if (!last) return { status: 'none', reason: null };
  if (last.status === 'declined') return { status: 'declined', reason: last.reason };
  if (last.status === 'approved') return { status: 'approved', reason: null };
  // 'created': the player left the provider's flow before sending the documents; they may resume it.
  return { status: 'pending', reason: null, submitted: last.status === 'submitted' };
}

export type DecisionOutcome = { status: 'approved' | 'declined'; reason: string | null; duplicate: boolean };

/**
 * Applies a verified webhook decision. isKYC (users.kyc_verified_at) is set only here, only for an approved
 * decision whose date of birth shows 21 or older; anything else declines the session with a reason, and the
 * user may start a new one. A session is decided once (later webhooks for it change nothing).
 */
export async function applyKycDecision(
  ctx: IdentityContext,
  providerName: string,
  decision: KycDecision,
  raw: unknown,
): Promise<DecisionOutcome> {
  const now = ctx.clock();
  return ctx.db.transaction(async (tx) => {
    const r = await tx.query<KycSessionRow>(
      'SELECT * FROM kyc_sessions WHERE provider = $1 AND provider_session_id = $2 FOR UPDATE',
      [providerName, decision.sessionId],
    );
    const session = r.rows[0];
    if (!session) throw notFound('Verification session not found');
    if (decision.vendorData && decision.vendorData !== session.user_id)
      throw badRequest('Verification session does not match');
    if (session.status === 'approved' || session.status === 'declined') {
      return { status: session.status, reason: session.reason, duplicate: true };
    }
    let status: 'approved' | 'declined' = 'declined';
    let reason: string | null = decision.reason ?? 'Verification declined';
    if (decision.status === 'approved') {
      if (!decision.dateOfBirth || !validDate(decision.dateOfBirth)) {
        reason = IDENTITY_MESSAGES.kycNoDob;
      } else if (ageOn(decision.dateOfBirth, now) < MINIMUM_AGE) {
        reason = IDENTITY_MESSAGES.kycUnder21;
      } else {
        status = 'approved';
        reason = null;
      }
    } else if (decision.status === 'resubmission_requested') {
      reason = decision.reason ?? 'Please try again with clearer photos';
    } else if (decision.status === 'expired' || decision.status === 'abandoned') {
      reason = decision.reason ?? 'The verification was not completed';
    }
    await tx.query(
      `UPDATE kyc_sessions SET status = $2, reason = $3, date_of_birth = $4, decision = $5, decided_at = $6, updated_at = $6 WHERE id = $1`,
      [
        session.id,
        status,
        reason,
        decision.dateOfBirth && validDate(decision.dateOfBirth) ? decision.dateOfBirth : null,
        JSON.stringify(raw ?? null),
        now,
      ],
    );
    if (status === 'approved') {
      await tx.query('UPDATE users SET kyc_verified_at = COALESCE(kyc_verified_at, $2) WHERE id = $1', [
        session.user_id,
        now,
      ]);
    }
    return { status, reason, duplicate: false };
  });
}

export type KycDocumentKind = 'id_front' | 'id_back' | 'selfie';
export const KYC_DOCUMENT_KINDS: readonly KycDocumentKind[] = ['id_front', 'id_back', 'selfie'];

/** Stores a document of a session under FILES_DIR/kyc/<session>/ (kept for admin review) and records it. */
export async function storeKycDocument(
  ctx: IdentityContext,
  session: KycSessionRow,
  kind: KycDocumentKind,
  data: Buffer,
  mime: string,
  ext: string,
): Promise<void> {
  const dir = path.join(ctx.settings.filesDir, 'kyc', session.id);
  await fs.promises.mkdir(dir, { recursive: true });
  const file = path.join(dir, `${kind}-${Date.now()}.${ext}`);
  await fs.promises.writeFile(file, data, { mode: 0o600 });
  await ctx.db.query(
    'INSERT INTO kyc_documents (session_id, kind, mime, size_bytes, storage_path) VALUES ($1, $2, $3, $4, $5)',
    [session.id, kind, mime, data.length, path.relative(ctx.settings.filesDir, file)],
  );
  await ctx.db.query(
    "UPDATE kyc_sessions SET status = 'submitted', updated_at = $2 WHERE id = $1 AND status = 'created'",
    [session.id, ctx.clock()],
  );
}

export async function findKycSessionByProviderId(
  ctx: IdentityContext,
  providerName: string,
  providerSessionId: string,
): Promise<KycSessionRow | null> {
  const r = await ctx.db.query<KycSessionRow>(
    'SELECT * FROM kyc_sessions WHERE provider = $1 AND provider_session_id = $2',
    [providerName, providerSessionId],
  );
  return r.rows[0] ?? null;
}

export async function listKycDocuments(
  ctx: IdentityContext,
  sessionId: string,
): Promise<{ id: string; kind: KycDocumentKind; mime: string; size_bytes: number; storage_path: string }[]> {
  const r = await ctx.db.query<{
    id: string;
    kind: KycDocumentKind;
    mime: string;
    size_bytes: number;
    storage_path: string;
  }>(
    'SELECT id, kind, mime, size_bytes, storage_path FROM kyc_documents WHERE session_id = $1 ORDER BY created_at',
    [sessionId],
  );
  return r.rows;
}
