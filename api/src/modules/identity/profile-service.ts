import {
  IDENTITY_MESSAGES,
  completeProfileSchema,
  subscribeSchema,
  updateProfileSchema,
} from '@arcade/contracts';
import { parse } from '../../http/envelope';
import { badRequest, conflict, unauthorized } from '../../http/errors';
import { parsePhone } from '../otp/otp-service';
import { findUserById, isUniqueViolation, updateUser, type UserRow } from '../users/user-repository';
import type { IdentityContext } from './identity-context';

/** PUT /user/update-profile {phone}: a new phone starts unverified (verify it with the OTP calls). */
export async function updateProfile(ctx: IdentityContext, userId: string, body: unknown): Promise<UserRow> {
  const phone = parsePhone(parse(updateProfileSchema, body).phone);
  const user = await findUserById(ctx.db, userId);
  if (!user) throw unauthorized();
  if (user.phone === phone) return user;
  const other = await ctx.db.query<{ id: string }>('SELECT id FROM users WHERE phone = $1 AND id <> $2', [
    phone,
    userId,
  ]);
  if (other.rows[0])
    throw conflict(IDENTITY_MESSAGES.phoneTaken, [{ path: 'phone', message: IDENTITY_MESSAGES.phoneTaken }]);
  try {
    const row = await ctx.db.transaction(async (tx) => {
      await tx.query('UPDATE phone_otps SET consumed_at = $2 WHERE user_id = $1 AND consumed_at IS NULL', [
        userId,
        ctx.clock(),
      ]);
      return updateUser(tx, userId, { phone, phoneVerifiedAt: null });
    });
    return row!;
  } catch (err) {
    if (isUniqueViolation(err, 'users_phone_key')) throw conflict(IDENTITY_MESSAGES.phoneTaken);
    throw err;
  }
}

/** PATCH /user/subscribe {isOpted?, isSmsOpted?}: marketing e-mail and SMS consent. */
export async function updateSubscription(
  ctx: IdentityContext,
  userId: string,
  body: unknown,
): Promise<UserRow> {
  const input = parse(subscribeSchema, body);
  if (input.isOpted === undefined && input.isSmsOpted === undefined)
    throw badRequest(IDENTITY_MESSAGES.nothingToUpdate);
  const row = await updateUser(ctx.db, userId, { isOpted: input.isOpted, isSmsOpted: input.isSmsOpted });
  if (!row) throw unauthorized();
  return row;
}

/**
 * POST /user/complete-profile {state, isAdult: true}: a Google sign-up confirms its state (one of the 39) and
 * that it is 21+. Only while the profile is incomplete: the state of an account is not changed afterwards.
 */
export async function completeProfile(ctx: IdentityContext, userId: string, body: unknown): Promise<UserRow> {
  const input = parse(completeProfileSchema, body);
  const r = await ctx.db.query<UserRow>(
    `UPDATE users SET state = $2, adult_confirmed_at = $3, needs_profile_completion = false
      WHERE id = $1 AND needs_profile_completion RETURNING *`,
    [userId, input.state, ctx.clock()],
  );
  if (!r.rows[0]) throw badRequest(IDENTITY_MESSAGES.profileAlreadyComplete);
  return r.rows[0];
}

/** True while a Google sign-up has not confirmed its state and 21+. */
export async function needsProfileCompletion(
  ctx: { db: IdentityContext['db'] },
  userId: string,
): Promise<boolean> {
  const r = await ctx.db.query<{ needs_profile_completion: boolean }>(
    'SELECT needs_profile_completion FROM users WHERE id = $1',
    [userId],
  );
  return r.rows[0]?.needs_profile_completion === true;
}
