import crypto from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { generateSecret, generateURI, verifySync } from 'otplib';
import QRCode from 'qrcode';
import {
  ERROR_CODES,
  SECOND_FACTOR,
  SECOND_FACTOR_MESSAGES,
  type Role,
  type SecondFactorEnrolment,
} from '@arcade/contracts';
import type { Db } from '../../db/db';
import { AppError } from '../../http/errors';
import { createSecretBox, secretKeyOf, type SecretBox } from '../../crypto/secret-box';
import { systemClock } from '../identity/clock';
import { RateLimiter } from '../identity/rate-limiter';
import { signValue, verifyValue } from '../identity/signed-cookie';
import { cookieName } from '../session/cookies';
import { recordAudit, type AuditActor } from './audit-repository';
import {
  acceptTimeStep,
  findSecondFactor,
  lockSecondFactor,
  replaceRecoveryCodes,
  storePendingSecret,
  useRecoveryCode,
} from './second-factor-repository';

/** TOTP as authenticator apps use it: 6 digits, 30 s, one step of clock drift either way. */
const TOTP = { period: 30, toleranceSeconds: 30 } as const;

export const CHALLENGE_COOKIE = 'staff_2fa';
export const CHALLENGE_PATH = '/api/v1/staff/second-factor';
const CHALLENGE_PURPOSE = 'staff-second-factor';
export const challengeCookieName = (secure: boolean) =>
  cookieName(CHALLENGE_COOKIE, { secure, path: CHALLENGE_PATH });

const box = new WeakMap<object, SecretBox>();
function boxOf(request: FastifyRequest): SecretBox {
  let b = box.get(request.server);
  if (!b) {
    b = createSecretBox(secretKeyOf(request.server.config));
    box.set(request.server, b);
  }
  return b;
}
const limiters = new WeakMap<object, RateLimiter>();
function limiterOf(request: FastifyRequest): RateLimiter {
  let l = limiters.get(request.server);
  if (!l) {
    l = new RateLimiter(request.server.db, systemClock);
    limiters.set(request.server, l);
  }
  return l;
}

/** The sealed secret's associated data binds it to its account. */
const aad = (userId: string) => `staff-totp:${userId}`;
export const sealSecret = (request: FastifyRequest, userId: string, secret: string) =>
  boxOf(request).seal(secret, aad(userId));

/**
 * A recovery code as stored: HMAC-SHA256 with the credentials key (the codes are random; the key keeps a stolen
 * table useless).
 */
export const recoveryCodeHash = (key: Buffer, code: string) =>
  crypto.createHmac('sha256', key).update(`staff-recovery:${code.trim().toLowerCase()}`).digest('hex');

/** Ten codes like `k3x9q-7mw2p` (about 51 bits each). */
export function newRecoveryCodes(): string[] {
  const alphabet = 'abcdefghijkmnpqrstuvwxyz23456789';
  const one = () =>
    Array.from(crypto.randomBytes(10), (b, i) => (i === 5 ? '-' : '') + alphabet[b % alphabet.length]).join(
      '',
    );
  return Array.from({ length: SECOND_FACTOR.recoveryCodes }, one);
}

// --- the challenge of a password sign-in ---

/** After a staff password sign-in: the challenge cookie (10 minutes, only the second-factor endpoints see it). */
export function setChallenge(reply: FastifyReply, userId: string): void {
  const { config } = reply.server;
  const expires = new Date(Date.now() + SECOND_FACTOR.challengeMinutes * 60_000);
  reply.setCookie(
    challengeCookieName(config.cookieSecure),
    signValue(config.jwtSecret, CHALLENGE_PURPOSE, { u: userId }, expires),
    {
      httpOnly: true,
      sameSite: 'strict',
      secure: config.cookieSecure,
      path: CHALLENGE_PATH,
      maxAge: SECOND_FACTOR.challengeMinutes * 60,
    },
  );
}

export function clearChallenge(reply: FastifyReply): void {
  const { config } = reply.server;
  reply.clearCookie(challengeCookieName(config.cookieSecure), {
    httpOnly: true,
    sameSite: 'strict',
    secure: config.cookieSecure,
    path: CHALLENGE_PATH,
  });
}

/** The account of the challenge cookie; 401 second_factor_challenge when absent, forged or expired. */
export function challengeUserId(request: FastifyRequest): string {
  const { config } = request.server;
  const value = verifyValue<{ u?: unknown }>(
    config.jwtSecret,
    CHALLENGE_PURPOSE,
    request.cookies[challengeCookieName(config.cookieSecure)],
    new Date(),
  );
  if (!value || typeof value.u !== 'string') {
    throw new AppError(401, SECOND_FACTOR_MESSAGES.noChallenge, [ERROR_CODES.secondFactorChallenge], {
      redirect: '/login',
    });
  }
  return value.u;
}

// --- rate limit: only wrong codes count ---

const limitKey = (userId: string) => `staff-2fa:${userId}`;
const LIMIT = { limit: SECOND_FACTOR.maxFailures, windowMs: SECOND_FACTOR.failureWindowMinutes * 60_000 };

/**
 * Takes a slot of the account's limit (429 when 5 wrong codes were given in 15 minutes); a right code gives the slot
 * back, so only failures stay counted.
 */
async function reserveAttempt(request: FastifyRequest, userId: string): Promise<() => Promise<void>> {
  const limiter = limiterOf(request);
  const at = await limiter.acquire(limitKey(userId), LIMIT);
  if (!at) throw new AppError(429, SECOND_FACTOR_MESSAGES.tooMany, [ERROR_CODES.rateLimited]);
  return () => limiter.refund(limitKey(userId), at);
}

// --- enrolment ---

/** A new secret for an account that is not enrolled yet; its QR code is drawn here (an SVG data URL). */
export async function startEnrolment(
  request: FastifyRequest,
  user: { id: string; email: string },
): Promise<SecondFactorEnrolment> {
  const existing = await findSecondFactor(request.server.db, user.id);
  if (existing?.enrolled_at) {
    throw new AppError(409, SECOND_FACTOR_MESSAGES.alreadyEnrolled, [ERROR_CODES.secondFactorState]);
  }
  const secret = generateSecret();
  if (!(await storePendingSecret(request.server.db, user.id, sealSecret(request, user.id, secret)))) {
    throw new AppError(409, SECOND_FACTOR_MESSAGES.alreadyEnrolled, [ERROR_CODES.secondFactorState]);
  }
  const otpauthUri = generateURI({ issuer: SECOND_FACTOR.issuer, label: user.email, secret });
  const svg = await QRCode.toString(otpauthUri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return {
    secret,
    otpauthUri,
    qrDataUrl: `data:image/svg+xml;base64,${Buffer.from(svg, 'utf8').toString('base64')}`,
  };
}

export type CheckOutcome = { method: 'totp' } | { method: 'recovery' };

interface CheckInput {
  request: FastifyRequest;
  user: { id: string; role: Role };
  code: string;
  /** 'enrol': confirms a pending enrolment (TOTP only); 'verify': sign-in or step-up (TOTP or recovery code). */
  purpose: 'enrol' | 'verify' | 'step-up';
  /** Runs in the same transaction when the code is right (open the session, mark the step-up). */
  onSuccess: (tx: Db, outcome: CheckOutcome) => Promise<void>;
}

/**
 * Checks a code under the account's limit, in one transaction that locks the account's row: a TOTP is accepted
 * once (its time step must be newer than the last accepted one), a recovery code once. Every outcome is audited
 * (a failure in its own transaction, since the check's is rolled back).
 */
export async function checkCode(input: CheckInput): Promise<CheckOutcome> {
  const { request, user, code, purpose } = input;
  const db = request.server.db;
  const refund = await reserveAttempt(request, user.id);
  const actor: AuditActor = { id: user.id, role: user.role };
  const audit = (tx: Db, action: string, details: Record<string, unknown>) =>
    recordAudit(tx, {
      actor,
      action,
      targetType: 'user',
      targetId: user.id,
      details: { purpose, ip: request.ip, ...details },
    });

  let failure: AppError | null = null;
  let outcome: CheckOutcome | null = null;
  await db.transaction(async (tx) => {
    const row = await lockSecondFactor(tx, user.id);
    const enrolled = Boolean(row?.enrolled_at);
    if (!row || (purpose === 'enrol') === enrolled) {
      throw new AppError(
        409,
        purpose === 'enrol' ? SECOND_FACTOR_MESSAGES.alreadyEnrolled : SECOND_FACTOR_MESSAGES.notEnrolled,
        [ERROR_CODES.secondFactorState],
      );
    }
    if (/^\d{6}$/.test(code)) {
      const secret = boxOf(request).open(row.secret_enc, aad(user.id));
      const last = row.last_time_step === null ? null : Number(row.last_time_step);
      const result = verifySync({ secret, token: code, epochTolerance: TOTP.toleranceSeconds });
      // A TOTP result carries the code's time step (the union type with HOTP's does not say so).
      const timeStep = result.valid ? (result as { timeStep?: number }).timeStep : undefined;
      if (!result.valid || typeof timeStep !== 'number') {
        failure = new AppError(400, SECOND_FACTOR_MESSAGES.invalidCode, [ERROR_CODES.secondFactorInvalid]);
        return;
      }
      if (last !== null && timeStep <= last) {
        failure = new AppError(400, SECOND_FACTOR_MESSAGES.replayedCode, [ERROR_CODES.secondFactorReplayed]);
        return;
      }
      await acceptTimeStep(tx, user.id, timeStep, purpose === 'enrol');
      outcome = { method: 'totp' };
    } else if (purpose !== 'enrol') {
      const used = await useRecoveryCode(
        tx,
        user.id,
        recoveryCodeHash(secretKeyOf(request.server.config), code),
      );
      if (!used) {
        failure = new AppError(400, SECOND_FACTOR_MESSAGES.invalidCode, [ERROR_CODES.secondFactorInvalid]);
        return;
      }
      outcome = { method: 'recovery' };
    } else {
      failure = new AppError(400, SECOND_FACTOR_MESSAGES.invalidCode, [ERROR_CODES.secondFactorInvalid]);
      return;
    }
    await audit(
      tx,
      purpose === 'enrol'
        ? 'staff.second_factor.enrol'
        : outcome.method === 'recovery'
          ? 'staff.second_factor.recovery_code'
          : 'staff.second_factor.success',
      { method: outcome.method },
    );
    await input.onSuccess(tx, outcome);
  });
  if (failure || !outcome) {
    const error = failure ?? new AppError(400, SECOND_FACTOR_MESSAGES.invalidCode);
    await audit(db, 'staff.second_factor.failure', { reason: error.errors[0] ?? 'invalid' });
    throw error;
  }
  await refund();
  return outcome;
}

/** The recovery codes of a confirmed enrolment: stored hashed in tx, answered once. */
export async function issueRecoveryCodes(tx: Db, request: FastifyRequest, userId: string): Promise<string[]> {
  const codes = newRecoveryCodes();
  await replaceRecoveryCodes(
    tx,
    userId,
    codes.map((c) => recoveryCodeHash(secretKeyOf(request.server.config), c)),
  );
  return codes;
}
