import { assertRegistrationOpen } from '../protection/eligibility-service';
import type { z } from 'zod';
import { normaliseUsPhone } from '@arcade/contracts';
import type { registerRequestWithPhoneRuleSchema } from '@arcade/contracts/phone-rule';
import crypto from 'node:crypto';
import { badRequest } from '../../http/errors';
import { accountExistsEmail } from '../mail/mail-templates';
import { recordRegistrationConsent } from '../users/consent-repository';
import { hashPassword } from '../users/password';
import {
  findUserByEmail,
  findUserByPhone,
  insertUser,
  isUniqueViolation,
  type UserRow,
} from '../users/user-repository';
import { runAfterReply } from './after-reply';
import { sendVerificationEmail, VERIFICATION_LIMITS } from './email-verification';
import type { IdentityContext } from './identity-context';
import { confirmAdult } from './identity-repository';
import { passwordProblem } from './password-policy';

/** The phone as stored: +1 and 10 digits for U.S. numbers, else + and the digits (register allows other countries). */
export function storedPhone(raw: string): string {
  const us = normaliseUsPhone(raw);
  return us.ok ? us.phone : `+${raw.replace(/\D/g, '')}`;
}

/** What register answers: the account the phone step belongs to and the phone it will verify. */
export interface Registration {
  userId: string;
  phone: string;
}

/**
 * POST /user/register (body validated by the route's schema): repeats every rule of the form (schema of contracts,
 * state list, 21+, password policy), stores the password with scrypt and e-mails a verification link after the
 * answer. A taken e-mail answers exactly like a free one (decision 0107): nothing is created, the owner is told
 * by e-mail, and the phone step that follows belongs to no account. A phone held by another account is not
 * stored now; the phone step proves it (otp-service), so the answer does not tell that it is taken either.
 */
export async function registerUser(
  ctx: IdentityContext,
  input: z.output<typeof registerRequestWithPhoneRuleSchema>,
  origin: string,
  proof: Record<string, unknown> = {},
): Promise<Registration> {
  const problem = passwordProblem(input.password, { email: input.email });
  if (problem) throw badRequest(problem, [{ path: 'password', message: problem }]);
  // A state the compliance role has closed takes no registration (the excluded states, issue 30 item 5).
  await assertRegistrationOpen(ctx.db, input.state, ctx.clock());
  const phone = storedPhone(input.phone);
  // Both the free and the taken case pay for the hash: the answer takes the same time.
  const passwordHash = await hashPassword(input.password);
  const owner = await findUserByEmail(ctx.db, input.email);
  if (owner) return answerTakenEmail(ctx, owner, phone, origin);
  const now = ctx.clock();
  const insert = (storePhone: boolean) =>
    ctx.db.transaction(async (tx) => {
      const row = await insertUser(tx, {
        email: input.email,
        passwordHash,
        role: 'USER',
        phone: storePhone ? phone : null,
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
  let user: UserRow;
  try {
    user = await insert(!(await findUserByPhone(ctx.db, phone)));
  } catch (err) {
    if (isUniqueViolation(err, 'users_phone_key')) user = await insert(false);
    else if (isUniqueViolation(err, 'users_email_key')) {
      const raced = await findUserByEmail(ctx.db, input.email);
      if (!raced) throw err;
      return answerTakenEmail(ctx, raced, phone, origin);
    } else throw err;
  }
  // After the answer, like the taken case's mail: neither the timing nor a mail failure tells anything.
  runAfterReply(ctx.log, 'verification e-mail after register', () =>
    sendVerificationEmail(ctx, user, origin),
  );
  return { userId: user.id, phone };
}

/** A taken e-mail: the owner is told (at most 5 times an hour); the answer names an account that does not exist. */
function answerTakenEmail(ctx: IdentityContext, owner: UserRow, phone: string, origin: string): Registration {
  runAfterReply(ctx.log, 'account-exists e-mail', async () => {
    if (await ctx.limiter.consume(`account-exists:user:${owner.id}`, VERIFICATION_LIMITS.perEmail)) return;
    await ctx.mailer.send(accountExistsEmail(owner.email, owner.first_name, origin));
  });
  return { userId: crypto.randomUUID(), phone };
}
