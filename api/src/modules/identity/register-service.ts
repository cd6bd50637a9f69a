import type { z } from 'zod';
import { IDENTITY_MESSAGES, normaliseUsPhone } from '@arcade/contracts';
import type { registerRequestWithPhoneRuleSchema } from '@arcade/contracts/phone-rule';
import { badRequest, conflict } from '../../http/errors';
import { recordRegistrationConsent } from '../users/consent-repository';
import { hashPassword } from '../users/password';
import {
  findUserByEmail,
  findUserByPhone,
  insertUser,
  isUniqueViolation,
  type UserRow,
} from '../users/user-repository';
import { sendVerificationEmail } from './email-verification';
import type { IdentityContext } from './identity-context';
import { confirmAdult } from './identity-repository';
import { passwordProblem } from './password-policy';

/** The phone as stored: +1 and 10 digits for U.S. numbers, else + and the digits (register allows other countries). */
export function storedPhone(raw: string): string {
  const us = normaliseUsPhone(raw);
  return us.ok ? us.phone : `+${raw.replace(/\D/g, '')}`;
}

/**
 * POST /user/register (body validated by the route's schema): repeats every rule of the form (schema of contracts, state list, 21+, password policy),
 * refuses a taken e-mail or phone (409), stores the password with scrypt and e-mails a verification link.
 * A mail failure does not undo the account (the user can ask for a new link).
 */
export async function registerUser(
  ctx: IdentityContext,
  input: z.output<typeof registerRequestWithPhoneRuleSchema>,
  origin: string,
  proof: Record<string, unknown> = {},
): Promise<UserRow> {
  const problem = passwordProblem(input.password, { email: input.email });
  if (problem) throw badRequest(problem, [{ path: 'password', message: problem }]);
  const phone = storedPhone(input.phone);
  if (await findUserByEmail(ctx.db, input.email))
    throw conflict(IDENTITY_MESSAGES.emailTaken, [{ path: 'email', message: IDENTITY_MESSAGES.emailTaken }]);
  if (await findUserByPhone(ctx.db, phone))
    throw conflict(IDENTITY_MESSAGES.phoneTaken, [{ path: 'phone', message: IDENTITY_MESSAGES.phoneTaken }]);
  const passwordHash = await hashPassword(input.password);
  const now = ctx.clock();
  let user: UserRow;
  try {
    user = await ctx.db.transaction(async (tx) => {
      const row = await insertUser(tx, {
        email: input.email,
        passwordHash,
        role: 'USER',
        phone,
        state: input.state,
        name: input.name,
        isOpted: false,
        isSmsOpted: input.acceptSMSMarketing,
      });
      await confirmAdult(tx, row.id, now);
      // The SMS consent ticked on the form is recorded as given at registration (proof of consent).
      await recordRegistrationConsent(tx, row, proof, now);
      return row;
    });
  } catch (err) {
    if (isUniqueViolation(err, 'users_email_key')) throw conflict(IDENTITY_MESSAGES.emailTaken);
    if (isUniqueViolation(err, 'users_phone_key')) throw conflict(IDENTITY_MESSAGES.phoneTaken);
    throw err;
  }
  try {
    await sendVerificationEmail(ctx, user, origin);
  } catch (err) {
    ctx.log.error({ err }, 'verification e-mail after register failed');
  }
  return user;
}
