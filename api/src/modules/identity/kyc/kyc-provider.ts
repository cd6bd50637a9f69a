import crypto from 'node:crypto';
import { hmacHex } from '../secure-token';

/** A decision of the provider, from its webhook. */
export interface KycDecision {
  /** The provider's session id (Veriff: verification.id). */
  sessionId: string;
  status: 'approved' | 'declined' | 'resubmission_requested' | 'expired' | 'abandoned';
  reason: string | null;
  /** The provider's reason code of a decline or resubmission (Veriff: verification.reasonCode), or null. */
  reasonCode: number | null;
  /** YYYY-MM-DD when the provider read it from the document. */
  dateOfBirth: string | null;
  /** Our user id, echoed back (Veriff: vendorData). */
  vendorData: string | null;
}

/**
 * An identity-verification provider, Veriff-style: createSession gives a URL where the player shows an ID and a
 * selfie; the provider later POSTs a decision webhook signed with HMAC-SHA256 of the raw body (hex) in the
 * x-hmac-signature header.
 */
export interface KycProvider {
  readonly name: 'sandbox' | 'veriff';
  createSession(input: {
    userId: string;
    firstName: string;
    lastName: string;
    callbackUrl: string;
  }): Promise<{ sessionId: string; url: string }>;
  /** Timing-safe check of the webhook signature. */
  verifySignature(rawBody: Buffer, signature: string | undefined): boolean;
  parseDecision(body: unknown): KycDecision | null;
}

export function signKycBody(secret: string, rawBody: Buffer | string): string {
  return hmacHex(secret, rawBody);
}

export function verifyKycSignature(secret: string, rawBody: Buffer, signature: string | undefined): boolean {
  if (!signature || !/^[0-9a-fA-F]{64}$/.test(signature)) return false;
  const expected = Buffer.from(signKycBody(secret, rawBody), 'hex');
  const given = Buffer.from(signature, 'hex');
  return expected.length === given.length && crypto.timingSafeEqual(expected, given);
}

const STATUSES = new Set(['approved', 'declined', 'resubmission_requested', 'expired', 'abandoned']);

/** Reads Veriff's decision webhook: { status, verification: { id, status, reason, person: { dateOfBirth }, vendorData } }. */
export function parseVeriffDecision(body: unknown): KycDecision | null {
  if (!body || typeof body !== 'object') return null;
  const v = (body as { verification?: Record<string, unknown> }).verification;
  if (!v || typeof v !== 'object') return null;
  const id = v.id;
  const status = v.status;
  if (typeof id !== 'string' || !id || id.length > 100 || typeof status !== 'string' || !STATUSES.has(status))
    return null;
  const person = (v.person ?? {}) as Record<string, unknown>;
  const dob =
    typeof person.dateOfBirth === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(person.dateOfBirth)
      ? person.dateOfBirth
      : null;
  const code = typeof v.reasonCode === 'string' ? Number(v.reasonCode) : v.reasonCode;
  return {
    sessionId: id,
    status: status as KycDecision['status'],
    reason: typeof v.reason === 'string' && v.reason.trim() ? v.reason.trim().slice(0, 300) : null,
    reasonCode: typeof code === 'number' && Number.isInteger(code) && code > 0 && code < 10_000 ? code : null,
    dateOfBirth: dob,
    vendorData: typeof v.vendorData === 'string' ? v.vendorData : null,
  };
}

/** The real provider: Veriff's REST API (POST /v1/sessions with X-AUTH-CLIENT). */
export class VeriffProvider implements KycProvider {
  readonly name = 'veriff' as const;
  constructor(private readonly options: { apiKey: string; sharedSecret: string; baseUrl: string }) {}

  async createSession(input: { userId: string; firstName: string; lastName: string; callbackUrl: string }) {
    const res = await fetch(`${this.options.baseUrl}/v1/sessions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-auth-client': this.options.apiKey },
      body: JSON.stringify({
        verification: {
          callback: input.callbackUrl,
          person: { firstName: input.firstName, lastName: input.lastName },
          vendorData: input.userId,
        },
      }),
      signal: AbortSignal.timeout(15_000),
    });
    if (!res.ok) throw new Error(`Veriff answered ${res.status}`);
    const json = (await res.json()) as { verification?: { id?: string; url?: string } };
    if (!json.verification?.id || !json.verification.url) throw new Error('Veriff answer without a session');
    return { sessionId: json.verification.id, url: json.verification.url };
  }

  verifySignature(rawBody: Buffer, signature: string | undefined): boolean {
    return verifyKycSignature(this.options.sharedSecret, rawBody, signature);
  }

  parseDecision(body: unknown): KycDecision | null {
    return parseVeriffDecision(body);
  }
}

/** The development provider: its pages are at /dev/kyc/<sessionId>; it signs its webhooks like Veriff. */
export class SandboxKycProvider implements KycProvider {
  readonly name = 'sandbox' as const;
  constructor(private readonly sharedSecret: string) {}

  /** The URL is relative: the sandbox lives on this site. */
  async createSession(_input: { userId: string; firstName: string; lastName: string; callbackUrl: string }) {
    const sessionId = crypto.randomUUID();
    return { sessionId, url: `/dev/kyc/${sessionId}` };
  }

  verifySignature(rawBody: Buffer, signature: string | undefined): boolean {
    return verifyKycSignature(this.sharedSecret, rawBody, signature);
  }

  parseDecision(body: unknown): KycDecision | null {
    return parseVeriffDecision(body);
  }
}
