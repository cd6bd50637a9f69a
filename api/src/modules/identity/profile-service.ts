import { assertRegistrationOpen } from '../protection/eligibility-service';
import { IDENTITY_MESSAGES, type CompleteProfileRequest, type SubscribeRequest } from '@arcade/contracts';
import { badRequest, conflict, unauthorized } from '../../http/errors';
import { storedPhone } from './register-service';
import { changeConsent, stampConsentPrompt } from '../users/consent-repository';
import { findUserById, isUniqueViolation, updateUser, type UserRow } from '../users/user-repository';
import type { IdentityContext } from './identity-context';
import { completeUserProfile, isPhoneUsedElsewhere, userNeedsProfileCompletion } from './identity-repository';
import { consumeAllOtpsOfUser } from './otp/otp-repository';

/**
 * PUT /user/update-profile {phone}: any valid number of its country (the register rule, checked by the route's
 * schema), stored as register stores it (+1 and 10 digits for U.S. numbers); a new phone starts unverified
 * (verify it with the OTP calls).
 */
export async function updateProfile(
  ctx: IdentityContext,
  userId: string,
  body: { phone: string },
): Promise<UserRow> {
  const phone = storedPhone(body.phone);
  const user = await findUserById(ctx.db, userId);
  if (!user) throw unauthorized();
  if (user.phone === phone) return user;
  if (await isPhoneUsedElsewhere(ctx.db, phone, userId))
    throw conflict(IDENTITY_MESSAGES.phoneTaken, [{ path: 'phone', message: IDENTITY_MESSAGES.phoneTaken }]);
  try {
    const row = await ctx.db.transaction(async (tx) => {
      await consumeAllOtpsOfUser(tx, userId, ctx.clock());
      return updateUser(tx, userId, { phone, phoneVerifiedAt: null });
    });
    return row!;
  } catch (err) {
    if (isUniqueViolation(err, 'users_phone_key')) throw conflict(IDENTITY_MESSAGES.phoneTaken);
    throw err;
  }
}

/**
 * PATCH /user/subscribe {isOpted?, isSmsOpted?, source?}: marketing e-mail and SMS consent, given or withdrawn, from
 * the profile or the consent prompt. Each change is recorded with its source and `proof` (IP, user agent); saving
 * either choice counts as answering the prompt (it asks again in 30 days at the earliest).
 */
export async function updateSubscription(
  ctx: IdentityContext,
  userId: string,
  input: SubscribeRequest,
  proof: Record<string, unknown> = {},
): Promise<UserRow> {
  if (input.isOpted === undefined && input.isSmsOpted === undefined)
    throw badRequest(IDENTITY_MESSAGES.nothingToUpdate);
  const result = await changeConsent(ctx.db, {
    userId,
    email: input.isOpted,
    sms: input.isSmsOpted,
    source: input.source ?? 'profile',
    details: proof,
    at: ctx.clock(),
  });
  if (!result) throw unauthorized();
  return result.row;
}

/** POST /user/consent-prompt: the consent prompt asked now; it does not ask again for 30 days. */
export async function recordConsentPrompt(ctx: IdentityContext, userId: string): Promise<UserRow> {
  const row = await stampConsentPrompt(ctx.db, userId, ctx.clock());
  if (!row) throw unauthorized();
  return row;
}

/**
 * POST /user/complete-profile {state, isAdult: true}: a Google sign-up confirms its state (one of the 39) and
 * that it is 21+. Only while the profile is incomplete: the state of an account is not changed afterwards.
 */
export async function completeProfile(
  ctx: IdentityContext,
  userId: string,
  input: CompleteProfileRequest,
): Promise<UserRow> {
  await assertRegistrationOpen(ctx.db, input.state, ctx.clock());
  const row = await completeUserProfile(ctx.db, userId, input.state, ctx.clock());
  if (!row) throw badRequest(IDENTITY_MESSAGES.profileAlreadyComplete);
  return row;
}

/** True while a Google sign-up has not confirmed its state and 21+. */
export async function needsProfileCompletion(
  ctx: { db: IdentityContext['db'] },
  userId: string,
): Promise<boolean> {
  return userNeedsProfileCompletion(ctx.db, userId);
}
