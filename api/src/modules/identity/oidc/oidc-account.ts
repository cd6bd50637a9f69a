import type { Db } from '../../../db/db';
import { findUserByEmail, findUserById, insertUser, type UserRow } from '../../users/user-repository';
import type { OidcIdentity } from './oidc-client';
import {
  findLinkedUserId,
  linkIdentity,
  requireProfileCompletion,
  verifyEmailClearingPassword,
} from './oidc-repository';

export class OidcSignInError extends Error {
  constructor(readonly reason: 'unverified_email' | 'failed') {
    super(reason);
    this.name = 'OidcSignInError';
  }
}

/**
 * Finds or creates the account of an external identity:
 *  1. an identity already linked (provider + subject) signs in to its account;
 *  2. else an account with the same e-mail is linked, only if the provider says the e-mail is verified.
 *     If that account had not verified its e-mail, its password is cleared (someone who pre-registered the
 *     address cannot keep a way in) and the e-mail counts as verified from now on;
 *  3. else a new account is created: e-mail verified, no password, no phone, state unknown and
 *     needs_profile_completion = true (state and 21+ are asked before buying or playing).
 */
export async function findOrCreateOidcUser(
  db: Db,
  provider: string,
  identity: OidcIdentity,
  now: Date,
): Promise<UserRow> {
  return db.transaction(async (tx) => {
    const linkedUserId = await findLinkedUserId(tx, provider, identity.subject);
    if (linkedUserId) {
      const user = await findUserById(tx, linkedUserId);
      if (user) return user;
    }
    if (!identity.email || !identity.emailVerified) throw new OidcSignInError('unverified_email');
    const existing = await findUserByEmail(tx, identity.email);
    let user: UserRow;
    if (existing) {
      if (!existing.email_verified_at) {
        await verifyEmailClearingPassword(tx, existing.id, now);
      }
      user = (await findUserById(tx, existing.id))!;
    } else {
      const words = identity.name.split(/\s+/).filter(Boolean);
      const first = identity.givenName || words[0] || identity.email.split('@')[0]!.slice(0, 60);
      const last = identity.familyName || words.slice(1).join(' ');
      user = await insertUser(tx, {
        email: identity.email,
        passwordHash: null,
        role: 'USER',
        name: { first: first.slice(0, 60), middle: '', last: last.slice(0, 120) },
        emailVerifiedAt: now,
      });
      await requireProfileCompletion(tx, user.id);
    }
    await linkIdentity(tx, { provider, subject: identity.subject, userId: user.id, email: identity.email });
    return user;
  });
}
