import { IDENTITY_MESSAGES } from '@arcade/contracts';
import { tooMany } from '../../http/errors';
import { verificationEmail } from '../mail/mail-templates';
import { findUserByEmail, type UserRow } from '../users/user-repository';
import { runAfterReply } from './after-reply';
import type { IdentityContext } from './identity-context';
import { consumeUserToken, createUserToken, retireUserTokens } from './user-tokens';

export const VERIFY_EMAIL_PATH = '/api/v1/user/verify-email/';

/** Limits of verification e-mails (docs/identity.md). */
export const VERIFICATION_LIMITS = {
  perEmail: { limit: 5, windowMs: 60 * 60 * 1000 },
  perIp: { limit: 20, windowMs: 60 * 60 * 1000 },
  /** Links sent automatically by an unverified login: at most this many per 10 minutes. */
  onLogin: { limit: 3, windowMs: 10 * 60 * 1000 },
} as const;

/** Creates a fresh 24 h single-use link and e-mails it. Throws when the mail cannot be sent. */
export async function sendVerificationEmail(
  ctx: IdentityContext,
  user: UserRow,
  origin: string,
): Promise<void> {
  const token = await createUserToken(ctx.db, user.id, 'verify_email', ctx.clock());
  await ctx.mailer.send(
    verificationEmail(user.email, user.first_name, `${origin}${VERIFY_EMAIL_PATH}${token}`),
  );
}

export type VerifyEmailResult = { ok: true } | { ok: false; reason: 'invalid' | 'used' | 'expired' };

/** Opens a verification link: marks the e-mail verified and retires the user's other verification links. */
export async function verifyEmailToken(ctx: IdentityContext, token: string): Promise<VerifyEmailResult> {
  const now = ctx.clock();
  return ctx.db.transaction(async (tx) => {
    const result = await consumeUserToken(tx, token, 'verify_email', now);
    if (!result.ok) return result;
    await tx.query('UPDATE users SET email_verified_at = COALESCE(email_verified_at, $2) WHERE id = $1', [
      result.userId,
      now,
    ]);
    await retireUserTokens(tx, result.userId, 'verify_email', now);
    return { ok: true as const };
  });
}

/** Where GET /user/verify-email/:token sends the browser (303). */
export function verifyEmailRedirect(result: VerifyEmailResult): string {
  return result.ok ? '/?emailVerified=1' : `/?emailVerified=0&reason=${result.reason}`;
}

/**
 * POST /user/resend-verification-email (SPEC §5 message). The answer is the same whether the account is unknown,
 * already verified, over its per-account limit or mailed, and it is sent before the lookup and the mail happen
 * (runAfterReply), so neither the status, the message nor the timing tells whether an account exists. Only the
 * per-address limit answers 429 (it does not depend on the e-mail).
 */
export async function resendVerificationEmail(
  ctx: IdentityContext,
  email: string,
  ip: string,
  origin: string,
): Promise<string> {
  if (await ctx.limiter.consume(`verify-mail:ip:${ip}`, VERIFICATION_LIMITS.perIp))
    throw tooMany(IDENTITY_MESSAGES.tooManyRequests);
  runAfterReply(ctx.log, 'verification e-mail', async () => {
    const user = await findUserByEmail(ctx.db, email);
    if (!user || user.email_verified_at) return;
    if (await ctx.limiter.consume(`verify-mail:user:${user.id}`, VERIFICATION_LIMITS.perEmail)) return;
    await sendVerificationEmail(ctx, user, origin);
  });
  return IDENTITY_MESSAGES.verificationSent;
}

/**
 * The unverified-login case: sends a new link unless too many went out lately (the answer is 204 either way).
 * Never throws.
 */
export async function sendVerificationOnLogin(
  ctx: IdentityContext,
  user: UserRow,
  origin: string,
): Promise<boolean> {
  try {
    if (await ctx.limiter.consume(`verify-mail:login:${user.id}`, VERIFICATION_LIMITS.onLogin)) return false;
    await sendVerificationEmail(ctx, user, origin);
    return true;
  } catch (err) {
    ctx.log.error({ err }, 'verification e-mail on login failed');
    return false;
  }
}
