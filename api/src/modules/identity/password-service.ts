import {
  IDENTITY_MESSAGES,
  type ChangePasswordRequest,
  type EmailOnlyRequest,
  type ResetPasswordRequest,
} from '@arcade/contracts';
import { badRequest, tooMany } from '../../http/errors';
import { passwordResetEmail } from '../mail/mail-templates';
import { hashPassword, verifyPassword } from '../users/password';
import { findUserByEmail, findUserById } from '../users/user-repository';
import { runAfterReply } from './after-reply';
import type { IdentityContext } from './identity-context';
import { setPasswordHash } from './identity-repository';
import { passwordProblem } from './password-policy';
import { consumeUserToken, createUserToken, retireUserTokens } from './user-tokens';

export const RESET_LIMITS = {
  /** Reset e-mails per account per hour (beyond: silently not sent, the answer stays the same). */
  perAccount: { limit: 3, windowMs: 60 * 60 * 1000 },
  /** Forgot-password requests per IP per 15 minutes (beyond: 429). */
  perIp: { limit: 10, windowMs: 15 * 60 * 1000 },
} as const;

/** Wrong current passwords of change-password per account. */
export const CHANGE_PASSWORD_LIMIT = { limit: 10, windowMs: 15 * 60 * 1000 } as const;

/** Ends sessions of a user (all, or all but one); provided by the session module. */
export type RevokeSessions = (userId: string, exceptSessionId?: string) => Promise<void>;

/**
 * POST /user/forgot-password: the same answer, in the same time, whether or not the account exists; a 1 h
 * single-use link to /reset-password?token=... is e-mailed to existing accounts after the answer is sent.
 */
export async function forgotPassword(
  ctx: IdentityContext,
  { email }: EmailOnlyRequest,
  ip: string,
  origin: string,
): Promise<string> {
  if (await ctx.limiter.consume(`forgot:ip:${ip}`, RESET_LIMITS.perIp))
    throw tooMany(IDENTITY_MESSAGES.tooManyRequests);
  // The lookup and the mail run after the answer: known and unknown accounts answer alike, in the same time.
  runAfterReply(ctx.log, 'password reset e-mail', async () => {
    const user = await findUserByEmail(ctx.db, email);
    if (!user || (await ctx.limiter.consume(`forgot:user:${user.id}`, RESET_LIMITS.perAccount))) return;
    const token = await createUserToken(ctx.db, user.id, 'reset_password', ctx.clock());
    await ctx.mailer.send(
      passwordResetEmail(user.email, user.first_name, `${origin}/reset-password?token=${token}`),
    );
  });
  return IDENTITY_MESSAGES.forgotPassword;
}

/**
 * POST /user/reset-password/:token: sets the new password, uses the token up, retires the other reset links
 * and ends every session of the account. Opening the link proves the e-mail, so it also counts as verified.
 */
export async function resetPassword(
  ctx: IdentityContext,
  token: string,
  { newPassword }: ResetPasswordRequest,
  revoke: RevokeSessions,
): Promise<string> {
  const now = ctx.clock();
  const passwordHash = await hashPassword(newPassword);
  const userId = await ctx.db.transaction(async (tx) => {
    const result = await consumeUserToken(tx, token, 'reset_password', now);
    if (!result.ok)
      throw badRequest(IDENTITY_MESSAGES.resetInvalid, [{ path: 'token', message: result.reason }]);
    const user = await findUserById(tx, result.userId);
    const problem = passwordProblem(newPassword, { email: user?.email });
    if (problem) throw badRequest(problem, [{ path: 'newPassword', message: problem }]);
    await setPasswordHash(tx, result.userId, passwordHash, { emailVerifiedAt: now });
    await retireUserTokens(tx, result.userId, 'reset_password', now);
    return result.userId;
  });
  await revoke(userId);
  return IDENTITY_MESSAGES.resetDone;
}

/** PATCH /user/change-password: the current password is required; the other sessions end. */
export async function changePassword(
  ctx: IdentityContext,
  userId: string,
  sessionId: string,
  { currentPassword, newPassword }: ChangePasswordRequest,
  revoke: RevokeSessions,
): Promise<string> {
  const user = await findUserById(ctx.db, userId);
  if (!user) throw badRequest(IDENTITY_MESSAGES.currentPasswordWrong);
  if (!user.password_hash) throw badRequest(IDENTITY_MESSAGES.noPasswordYet);
  // A slot is taken before the check (atomically, so parallel guesses cannot all pass) and given back when right.
  const limitKey = `change-password:${userId}`;
  const slot = await ctx.limiter.acquire(limitKey, CHANGE_PASSWORD_LIMIT);
  if (!slot) throw tooMany(IDENTITY_MESSAGES.tooManyRequests);
  if (!(await verifyPassword(currentPassword, user.password_hash))) {
    throw badRequest(IDENTITY_MESSAGES.currentPasswordWrong, [
      { path: 'currentPassword', message: IDENTITY_MESSAGES.currentPasswordWrong },
    ]);
  }
  await ctx.limiter.refund(limitKey, slot);
  if (currentPassword === newPassword)
    throw badRequest(IDENTITY_MESSAGES.samePassword, [
      { path: 'newPassword', message: IDENTITY_MESSAGES.samePassword },
    ]);
  const problem = passwordProblem(newPassword, { email: user.email });
  if (problem) throw badRequest(problem, [{ path: 'newPassword', message: problem }]);
  await setPasswordHash(ctx.db, userId, await hashPassword(newPassword));
  await revoke(userId, sessionId);
  return IDENTITY_MESSAGES.passwordChanged;
}
