import crypto from 'node:crypto';
import {
  IDENTITY_MESSAGES,
  normaliseUsPhone,
  type OtpPhoneRequest,
  type OtpVerifyRequest,
  validateOtp,
} from '@arcade/contracts';
import { AppError, badRequest, tooMany } from '../../../http/errors';
import type { IdentityContext } from '../identity-context';
import { hmacHex, safeEqual } from '../secure-token';
import { isPhoneVerifiedElsewhere, releaseUnverifiedPhone, setVerifiedPhone } from '../identity-repository';
import { findUserById } from '../../users/user-repository';
import {
  consumeAllOtpsOfUser,
  consumeOtp,
  countOtpAttempt,
  findLatestUnusedOtp,
  insertOtp,
} from './otp-repository';

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

/**
 * POST /otp/send-phone-verification and /otp/resend-phone-verification: a new 6-digit code (the previous
 * ones stop working), stored as an HMAC, valid 10 minutes; at most 5 sends an hour per phone and per user.
 */
export async function sendPhoneOtp(
  ctx: IdentityContext,
  userId: string,
  body: OtpPhoneRequest,
  resend: boolean,
): Promise<string> {
  const phone = parsePhone(body.phone);
  const user = await findUserById(ctx.db, userId);
  // The signed phone-setup cookie of a register with a taken e-mail names no account (decision 0107).
  if (user && user.phone === phone && user.phone_verified_at)
    throw badRequest(IDENTITY_MESSAGES.phoneAlreadyVerified);
  const now = ctx.clock();
  // Counted and decided in one atomic step per counter (parallel sends cannot all pass a count made first).
  const sendRule = { limit: OTP_RULES.maxSendsPerHour, windowMs: HOUR };
  const userKey = `otp-send:user:${userId}`;
  const userSlot = await ctx.limiter.acquire(userKey, sendRule);
  if (!userSlot) throw tooMany(IDENTITY_MESSAGES.otpTooManySends);
  if (!(await ctx.limiter.acquire(`otp-send:phone:${phone}`, sendRule))) {
    await ctx.limiter.refund(userKey, userSlot);
    throw tooMany(IDENTITY_MESSAGES.otpTooManySends);
  }
  const answer = resend ? IDENTITY_MESSAGES.otpResent : IDENTITY_MESSAGES.otpSent;
  // Neither an account that does not exist nor a phone verified on another account is told to the caller: the
  // answer is the same, no code exists (so verify answers "invalid"), and the phone's owner gets a notice instead.
  if (!user) return answer;
  if (await isPhoneVerifiedElsewhere(ctx.db, phone, userId)) {
    await sendNotice(ctx, phone);
    return answer;
  }
  const code = generateOtp();
  const otpId = crypto.randomUUID();
  await ctx.db.transaction(async (tx) => {
    await consumeAllOtpsOfUser(tx, userId, now);
    await insertOtp(tx, {
      id: otpId,
      userId,
      phone,
      codeHash: otpHash(ctx.settings.secret, otpId, phone, code),
      expiresAt: new Date(now.getTime() + OTP_RULES.ttlMs),
      at: now,
    });
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
  return answer;
}

/** Tells the phone's owner (no code) that someone tried to verify the number; failures are logged, not shown. */
async function sendNotice(ctx: IdentityContext, phone: string): Promise<void> {
  try {
    await ctx.sms.send(
      phone,
      'Lucky Arcade: someone tried to verify this phone number for an account. No code was sent. If it was you, sign in to the account that already uses this number.',
    );
  } catch (err) {
    ctx.log.error({ err }, 'phone notice SMS failed');
  }
}

/**
 * POST /otp/verify-phone: checks the latest code sent to this user for this phone. Each wrong try counts;
 * after 5 the code is dead (429, even for the right code) and a new one must be sent. On success the phone becomes the user's verified
 * phone (an unverified copy of it on another account is cleared there).
 */
export async function verifyPhoneOtp(
  ctx: IdentityContext,
  userId: string,
  input: OtpVerifyRequest,
): Promise<{ isVerified: true }> {
  const phone = parsePhone(input.phone);
  const otpProblem = validateOtp(input.otp);
  if (otpProblem) throw badRequest(otpProblem, [{ path: 'otp', message: otpProblem }]);
  const now = ctx.clock();
  const otp = await findLatestUnusedOtp(ctx.db, userId, phone);
  if (!otp)
    throw badRequest(IDENTITY_MESSAGES.otpInvalid, [{ path: 'otp', message: IDENTITY_MESSAGES.otpInvalid }]);
  if (new Date(otp.expires_at).getTime() <= now.getTime())
    throw badRequest(IDENTITY_MESSAGES.otpExpired, [{ path: 'otp', message: 'expired' }]);
  // Count the try first, atomically: parallel guesses cannot exceed the limit.
  if (!(await countOtpAttempt(ctx.db, otp.id, OTP_RULES.maxAttempts)))
    throw tooMany(IDENTITY_MESSAGES.otpTooManyAttempts);
  const expected = otpHash(ctx.settings.secret, otp.id, phone, input.otp);
  if (!safeEqual(expected, otp.code_hash)) {
    throw badRequest(IDENTITY_MESSAGES.otpInvalid, [{ path: 'otp', message: IDENTITY_MESSAGES.otpInvalid }]);
  }
  await ctx.db.transaction(async (tx) => {
    if (!(await consumeOtp(tx, otp.id, now))) throw badRequest(IDENTITY_MESSAGES.otpInvalid);
    if (await isPhoneVerifiedElsewhere(tx, phone, userId)) throw badRequest(IDENTITY_MESSAGES.otpInvalid);
    await releaseUnverifiedPhone(tx, phone, userId);
    await setVerifiedPhone(tx, userId, phone, now);
  });
  return { isVerified: true };
}
