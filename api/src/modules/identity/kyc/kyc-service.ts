import fs from 'node:fs';
import path from 'node:path';
import { IDENTITY_MESSAGES, MINIMUM_AGE, type KycStatusAnswer } from '@arcade/contracts';
import { AppError, badRequest, notFound, tooMany, unauthorized } from '../../../http/errors';
import type { IdentityContext } from '../identity-context';
import { restrictionForKycDecision } from '../../restrictions/kyc-restriction-rules';
import { findActiveRestriction } from '../../restrictions/restriction-repository';
import {
  accountRestricted,
  restrictAccount,
  toAccountRestriction,
} from '../../restrictions/restriction-service';
import { findUserById } from '../../users/user-repository';
import { notify } from '../../notifications/notification-service';
import type { KycDecision } from './kyc-provider';
import {
  findKycDocumentRow,
  findKycSessionRowByProviderId,
  findLatestKycSession,
  findOpenKycSession,
  insertKycDocument,
  insertKycSession,
  listKycDocumentRows,
  listKycSessionsForReview,
  lockKycSessionByProviderId,
  markKycSessionSubmitted,
  markUserKycVerified,
  recordKycDecision,
  toKycReview,
  type KycDocumentKind,
  type KycDocumentRow,
  type KycReview,
  type KycSessionRow,
  type KycSessionStatus,
} from './kyc-repository';

export type { KycDocumentKind, KycSessionRow } from './kyc-repository';

/** Restrictions caused by a KYC decision: a new verification cannot undo them (staff review and lift them). */
const KYC_RESTRICTIONS = new Set(['underage', 'kyc_declined_fraud', 'kyc_duplicate_identity']);

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
 * Refused when already verified, when the provider is not available (production without Veriff), and while a
 * restriction caused by an earlier KYC decision is active (403 account_restricted: support reviews it).
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
  if (!user) throw unauthorized();
  if (user.kyc_verified_at) throw badRequest(IDENTITY_MESSAGES.kycAlreadyVerified);
  const restriction = await findActiveRestriction(ctx.db, userId);
  if (restriction && KYC_RESTRICTIONS.has(restriction.reason))
    throw accountRestricted(toAccountRestriction(restriction));
  const now = ctx.clock();
  const open = await findOpenKycSession(
    ctx.db,
    userId,
    provider.name,
    new Date(now.getTime() - PENDING_REUSE_MS),
  );
  if (open) return { url: open.url };
  if (await ctx.limiter.consume(`kyc-session:${userId}`, KYC_SESSION_LIMIT))
    throw tooMany(IDENTITY_MESSAGES.tooManyRequests);
  const session = await provider.createSession({
    userId,
    firstName: user.first_name,
    lastName: user.last_name,
    callbackUrl: `${origin}/verify-kyc`,
  });
  await insertKycSession(ctx.db, {
    userId,
    provider: provider.name,
    providerSessionId: session.sessionId,
    url: session.url,
    at: now,
  });
  return { url: session.url };
}

/** GET /kyc/status: none | pending | approved | declined (with the reason of the last decline). */
export async function kycStatus(ctx: IdentityContext, userId: string): Promise<KycStatusAnswer> {
  const user = await findUserById(ctx.db, userId);
  if (user?.kyc_verified_at) return { status: 'approved', reason: null };
  const last = await findLatestKycSession(ctx.db, userId);
  if (!last) return { status: 'none', reason: null };
  if (last.status === 'declined') return { status: 'declined', reason: last.reason };
  if (last.status === 'approved') return { status: 'approved', reason: null };
  // 'created': the player left the provider's flow before sending the documents; they may resume it.
  return { status: 'pending', reason: null, submitted: last.status === 'submitted' };
}

export type DecisionOutcome = {
  status: 'approved' | 'declined';
  reason: string | null;
  duplicate: boolean;
  /** True when this decision restricted the account (under 21, fraud, a duplicate identity). */
  restricted: boolean;
};

/**
 * Applies a verified webhook decision. isKYC (users.kyc_verified_at) is set only here, only for an approved
 * decision whose date of birth shows 21 or older; anything else declines the session with a reason, and the
 * user may start a new one. A disqualifying decision (under 21, document fraud, a duplicate identity: see
 * restrictionForKycDecision) also restricts the account, in the same transaction. A session is decided once
 * (later webhooks for it change nothing, so a replayed webhook adds no second restriction).
 */
export async function applyKycDecision(
  ctx: IdentityContext,
  providerName: string,
  decision: KycDecision,
  raw: unknown,
): Promise<DecisionOutcome> {
  const now = ctx.clock();
  return ctx.db.transaction(async (tx) => {
    const session = await lockKycSessionByProviderId(tx, providerName, decision.sessionId);
    if (!session) throw notFound('Verification session not found');
    if (decision.vendorData && decision.vendorData !== session.user_id)
      throw badRequest('Verification session does not match');
    if (session.status === 'approved' || session.status === 'declined') {
      return { status: session.status, reason: session.reason, duplicate: true, restricted: false };
    }
    let status: 'approved' | 'declined' = 'declined';
    let reason: string | null = decision.reason ?? 'Verification declined';
    let underage = false;
    if (decision.status === 'approved') {
      if (!decision.dateOfBirth || !validDate(decision.dateOfBirth)) {
        reason = IDENTITY_MESSAGES.kycNoDob;
      } else if (ageOn(decision.dateOfBirth, now) < MINIMUM_AGE) {
        reason = IDENTITY_MESSAGES.kycUnder21;
        underage = true;
      } else {
        status = 'approved';
        reason = null;
      }
    } else if (decision.status === 'resubmission_requested') {
      reason = decision.reason ?? 'Please try again with clearer photos';
    } else if (decision.status === 'expired' || decision.status === 'abandoned') {
      reason = decision.reason ?? 'The verification was not completed';
    }
    await recordKycDecision(tx, session.id, {
      status,
      reason,
      dateOfBirth: decision.dateOfBirth && validDate(decision.dateOfBirth) ? decision.dateOfBirth : null,
      raw,
      at: now,
    });
    if (status === 'approved') await markUserKycVerified(tx, session.user_id, now);
    const restriction = restrictionForKycDecision({
      status,
      underage,
      providerStatus: decision.status,
      reasonCode: decision.reasonCode,
    });
    const restricted = restriction
      ? (await restrictAccount(tx, {
          userId: session.user_id,
          reason: restriction,
          source: `kyc:${session.id}`,
          createdBy: 'system',
          now,
        })) !== null
      : false;
    await notify(tx, {
      recipients: session.user_id,
      type: 'kyc_decision',
      payload: {
        status,
        reason,
        message:
          status === 'approved'
            ? 'Your identity is verified'
            : `Your identity verification was declined: ${reason ?? 'Verification declined'}`,
      },
      now,
    });
    return { status, reason, duplicate: false, restricted };
  });
}

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
  await insertKycDocument(ctx.db, {
    sessionId: session.id,
    kind,
    mime,
    sizeBytes: data.length,
    storagePath: path.relative(ctx.settings.filesDir, file),
  });
  await markKycSessionSubmitted(ctx.db, session.id, ctx.clock());
}

export async function findKycSessionByProviderId(
  ctx: IdentityContext,
  providerName: string,
  providerSessionId: string,
): Promise<KycSessionRow | null> {
  return findKycSessionRowByProviderId(ctx.db, providerName, providerSessionId);
}

export async function listKycDocuments(ctx: IdentityContext, sessionId: string): Promise<KycDocumentRow[]> {
  return listKycDocumentRows(ctx.db, sessionId);
}

const REVIEW_STATUSES: readonly string[] = ['created', 'submitted', 'approved', 'declined'];

/** GET /admin/kyc: the latest sessions (an unknown status filter lists all) with their documents. */
export async function listKycReviews(ctx: IdentityContext, status: string | undefined): Promise<KycReview[]> {
  const filter = status && REVIEW_STATUSES.includes(status) ? (status as KycSessionStatus) : null;
  const rows = await listKycSessionsForReview(ctx.db, filter);
  return Promise.all(rows.map(async (row) => toKycReview(row, await listKycDocumentRows(ctx.db, row.id))));
}

/** A stored document's type and path (relative to FILES_DIR), or null for an unknown id. */
export async function findKycDocument(
  ctx: IdentityContext,
  id: string,
): Promise<{ mime: string; storage_path: string } | null> {
  return findKycDocumentRow(ctx.db, id);
}
