import crypto from 'node:crypto';
import {
  IDENTITY_MESSAGES,
  normaliseUsPhone,
  otpPhoneSchema,
  otpVerifySchema,
  validateOtp,
} from '@arcade/contracts';
import { parse } from '../../http/envelope';
import { AppError, badRequest, conflict, tooMany, unauthorized } from '../../http/errors';
import type { IdentityContext } from '../identity/identity-context';
import { hmacHex, safeEqual } from '../identity/secure-token';
import { findUserById } from '../users/user-repository';

export const OTP_RULES = {
  digits: 6,
  ttlMs: 10 * 60 * 1000,
  maxAttempts: 5,
  /** Sends per hour, per phone and per user. */
  maxSendsPerHour: 5,
} as const;

const HOUR = 60 * 60 * 1000;

export function generateOtp(): string {
  return String(crypto.randomInt(0, 10 ** OTP_RULES.digits)).padStart(OTP_RULES.digits, '0');
}

function otpHash(secret: string, otpId: string, phone: string, code: string): string {
  return hmacHex(secret, `${otpId}:${phone}:${code}`);
}

export function parsePhone(raw: string): string {
  const result = normaliseUsPhone(raw);
  if (!result.ok) throw badRequest(result.message, [{ path: 'phone', message: result.message }]);
  return result.phone;
}

/** A phone another account has verified cannot be taken (409). */
async function assertPhoneAvailable(ctx: IdentityContext, userId: string, phone: string): Promise<void> {
  const r = await ctx.db.query<{ id: string }>(
    'SELECT id FROM users WHERE phone = $1 AND phone_verified_at IS NOT NULL AND id <> $2',
    [phone, userId],
  );
  if (r.rows[0])
    throw conflict(IDENTITY_MESSAGES.phoneInUse, [{ path: 'phone', message: IDENTITY_MESSAGES.phoneInUse }]);
}

/**
 * POST /otp/send-phone-verification and /otp/resend-phone-verification: a new 6-digit code (the previous
 * ones stop working), stored as an HMAC, valid 10 minutes; at most 5 sends an hour per phone and per user.
 */
export async function sendPhoneOtp(
  ctx: IdentityContext,
  userId: string,
  body: unknown,
  resend: boolean,
): Promise<string> {
  const phone = parsePhone(parse(otpPhoneSchema, body).phone);
  const user = await findUserById(ctx.db, userId);
  if (!user) throw unauthorized();
  if (user.phone === phone && user.phone_verified_at)
    throw badRequest(IDENTITY_MESSAGES.phoneAlreadyVerified);
  await assertPhoneAvailable(ctx, userId, phone);
  const now = ctx.clock();
  const since = new Date(now.getTime() - HOUR);
  const counts = await ctx.db.query<{ by_phone: string; by_user: string }>(
    `SELECT (SELECT count(*) FROM phone_otps WHERE phone = $1 AND created_at > $3) AS by_phone,
            (SELECT count(*) FROM phone_otps WHERE user_id = $2 AND created_at > $3) AS by_user`,
    [phone, userId, since],
  );
  const row = counts.rows[0]!;
  if (Number(row.by_phone) >= OTP_RULES.maxSendsPerHour || Number(row.by_user) >= OTP_RULES.maxSendsPerHour) {
    throw tooMany(IDENTITY_MESSAGES.otpTooManySends);
  }
  const code = generateOtp();
  const otpId = crypto.randomUUID();
  await ctx.db.transaction(async (tx) => {
    await tx.query('UPDATE phone_otps SET consumed_at = $2 WHERE user_id = $1 AND consumed_at IS NULL', [
      userId,
      now,
    ]);
    await tx.query(
      'INSERT INTO phone_otps (id, user_id, phone, code_hash, expires_at, created_at) VALUES ($1, $2, $3, $4, $5, $6)',
      [
        otpId,
        userId,
        phone,
        otpHash(ctx.settings.secret, otpId, phone, code),
        new Date(now.getTime() + OTP_RULES.ttlMs),
        now,
      ],
    );
  });
  try {
    await ctx.sms.send(
      phone,
      `Your Lucky Arcade verification code is ${code}. It expires in 10 minutes. Never share this code.`,
    );
  } catch (err) {
    ctx.log.error({ err }, 'OTP SMS failed');
    throw new AppError(502, IDENTITY_MESSAGES.otpSendFailed);
  }
  return resend ? IDENTITY_MESSAGES.otpResent : IDENTITY_MESSAGES.otpSent;
}

interface OtpRow {
  id: string;
  phone: string;
  code_hash: string;
  expires_at: Date;
  attempts: number;
}

/**
 * POST /otp/verify-phone: checks the latest code sent to this user for this phone. Each wrong try counts;
 * after 5 the code is dead (429, even for the right code) and a new one must be sent. On success the phone becomes the user's verified
 * phone (an unverified copy of it on another account is cleared there).
 */
export async function verifyPhoneOtp(
  ctx: IdentityContext,
  userId: string,
  body: unknown,
): Promise<{ isVerified: true }> {
  const input = parse(otpVerifySchema, body);
  const phone = parsePhone(input.phone);
  const otpProblem = validateOtp(input.otp);
  if (otpProblem) throw badRequest(otpProblem, [{ path: 'otp', message: otpProblem }]);
  const now = ctx.clock();
  const r = await ctx.db.query<OtpRow>(
    `SELECT id, phone, code_hash, expires_at, attempts FROM phone_otps
      WHERE user_id = $1 AND phone = $2 AND consumed_at IS NULL ORDER BY created_at DESC LIMIT 1`,
    [userId, phone],
  );
  const otp = r.rows[0];
  if (!otp)
    throw badRequest(IDENTITY_MESSAGES.otpInvalid, [{ path: 'otp', message: IDENTITY_MESSAGES.otpInvalid }]);
  if (new Date(otp.expires_at).getTime() <= now.getTime())
    throw badRequest(IDENTITY_MESSAGES.otpExpired, [{ path: 'otp', message: 'expired' }]);
  // Count the try first, atomically: parallel guesses cannot exceed the limit.
  const counted = await ctx.db.query<{ attempts: number }>(
    'UPDATE phone_otps SET attempts = attempts + 1 WHERE id = $1 AND attempts < $2 AND consumed_at IS NULL RETURNING attempts',
    [otp.id, OTP_RULES.maxAttempts],
  );
  if (!counted.rows[0]) throw tooMany(IDENTITY_MESSAGES.otpTooManyAttempts);
  const expected = otpHash(ctx.settings.secret, otp.id, phone, input.otp);
  if (!safeEqual(expected, otp.code_hash)) {
    throw badRequest(IDENTITY_MESSAGES.otpInvalid, [{ path: 'otp', message: IDENTITY_MESSAGES.otpInvalid }]);
  }
  await ctx.db.transaction(async (tx) => {
    const used = await tx.query(
      'UPDATE phone_otps SET consumed_at = $2 WHERE id = $1 AND consumed_at IS NULL RETURNING id',
      [otp.id, now],
    );
    if (!used.rows[0]) throw badRequest(IDENTITY_MESSAGES.otpInvalid);
    const taken = await tx.query<{ id: string }>(
      'SELECT id FROM users WHERE phone = $1 AND phone_verified_at IS NOT NULL AND id <> $2',
      [phone, userId],
    );
    if (taken.rows[0]) throw conflict(IDENTITY_MESSAGES.phoneInUse);
    await tx.query(
      'UPDATE users SET phone = NULL WHERE phone = $1 AND id <> $2 AND phone_verified_at IS NULL',
      [phone, userId],
    );
    await tx.query(
      `UPDATE users SET phone = $2,
         phone_verified_at = CASE WHEN phone = $2 AND phone_verified_at IS NOT NULL THEN phone_verified_at ELSE $3 END
       WHERE id = $1`,
      [userId, phone, now],
    );
  });
  return { isVerified: true };
}
