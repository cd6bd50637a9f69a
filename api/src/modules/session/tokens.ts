import crypto from 'node:crypto';
import { errors as joseErrors, jwtVerify, SignJWT, type JWTPayload } from 'jose';
import { ROLES, SESSION_TIMING, type Role } from '@arcade/contracts';

const ISSUER = 'arcade-api';
const AUDIENCE = 'arcade-web';
const VERIFY_OPTIONS = { algorithms: ['HS256'], issuer: ISSUER, audience: AUDIENCE };

export interface AccessClaims {
  sub: string;
  role: Role;
  sid: string;
}

export type VerifyResult =
  | { status: 'valid'; claims: AccessClaims }
  /** The signature is good but the token is past its exp (claims are still trustworthy for logout). */
  | { status: 'expired'; claims: AccessClaims }
  | { status: 'invalid' };

/** Each secret's key, made once: given bytes, jose makes a KeyObject of them on every call. */
const keys = new Map<string, crypto.KeyObject>();
function keyOf(secret: string): crypto.KeyObject {
  let key = keys.get(secret);
  if (!key) {
    key = crypto.createSecretKey(Buffer.from(secret, 'utf8'));
    keys.set(secret, key);
  }
  return key;
}

/**
 * Tokens whose signature, algorithm, issuer, audience and claims were already verified, with their expiry: every
 * authenticated request verifies the same token again until it is refreshed (an HMAC and a JSON parse, about a
 * tenth of a GET /user/me's CPU). A cached token is valid until its exp, exactly as jose decides (exp > now, no
 * tolerance); after that it goes through jose again, which answers 'expired'. Keyed by secret and token, bounded
 * (the oldest entry goes first), so it holds the live tokens of the busiest sessions and nothing forged. One map
 * per secret, keyed by the token itself: a key joined from secret and token was a new string of 350 characters to
 * copy and hash on every request.
 */
type Verified = Map<string, { claims: AccessClaims; exp: number }>;
const verifiedBySecret = new Map<string, Verified>();
const MAX_VERIFIED = 2000;

function verifiedOf(secret: string): Verified {
  let verified = verifiedBySecret.get(secret);
  if (!verified) {
    verified = new Map();
    verifiedBySecret.set(secret, verified);
  }
  return verified;
}

function rememberVerified(verified: Verified, token: string, claims: AccessClaims, exp: unknown): void {
  if (typeof exp !== 'number') return;
  if (verified.size >= MAX_VERIFIED) verified.delete(verified.keys().next().value!);
  verified.set(token, { claims, exp });
}

/** Signs a 15-minute HS256 access token with claims sub, role, sid. */
export async function signAccessToken(
  secret: string,
  claims: AccessClaims,
  options: { expiresInSeconds?: number; now?: Date } = {},
): Promise<string> {
  const issuedAt = Math.floor((options.now ?? new Date()).getTime() / 1000);
  return new SignJWT({ role: claims.role, sid: claims.sid })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.sub)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + (options.expiresInSeconds ?? SESSION_TIMING.accessTokenSeconds))
    .sign(keyOf(secret));
}

function claimsOf(payload: JWTPayload): AccessClaims | null {
  const { sub, role, sid } = payload as JWTPayload & { role?: unknown; sid?: unknown };
  if (typeof sub !== 'string' || typeof sid !== 'string' || typeof role !== 'string') return null;
  if (!(ROLES as readonly string[]).includes(role)) return null;
  return { sub, role: role as Role, sid };
}

/** Verifies signature, algorithm, issuer and audience, then expiry. */
export async function verifyAccessToken(secret: string, token: string | undefined): Promise<VerifyResult> {
  if (!token || token.length > 4096) return { status: 'invalid' };
  const verified = verifiedOf(secret);
  const known = verified.get(token);
  if (known && known.exp > Math.floor(Date.now() / 1000)) return { status: 'valid', claims: known.claims };
  if (known) verified.delete(token);
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), VERIFY_OPTIONS);
    const claims = claimsOf(payload);
    if (claims) rememberVerified(verified, token, claims, payload.exp);
    return claims ? { status: 'valid', claims } : { status: 'invalid' };
  } catch (err) {
    // On expiry, the other claims may not have been checked yet: verify again as of just before exp.
    if (err instanceof joseErrors.JWTExpired && typeof err.payload.exp === 'number') {
      try {
        const { payload } = await jwtVerify(token, keyOf(secret), {
          ...VERIFY_OPTIONS,
          currentDate: new Date((err.payload.exp - 1) * 1000),
        });
        const claims = claimsOf(payload);
        if (claims) return { status: 'expired', claims };
      } catch {
        // fall through: invalid
      }
    }
    return { status: 'invalid' };
  }
}

/** A new opaque refresh token: 32 random bytes, base64url. */
export function newRefreshToken(): string {
  return crypto.randomBytes(32).toString('base64url');
}

/** Refresh tokens are stored only as their SHA-256 (hex). */
export function hashToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}
