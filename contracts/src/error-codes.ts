/**
 * Machine-readable error codes. The server puts one in the envelope's `errors` list wherever the client
 * reacts to a failure; the client reads it with platform's `hasErrorCode` / `errorCodeOf`, never by matching
 * the message text (messages are for people and may change).
 */
export const ERROR_CODES = {
  /** 403: the player's location is not served (SPEC §7: client goes to /not-available). */
  geo: 'geo',
  /** 403: the profile must be completed first (state, age). */
  profile: 'profile',
  /** 400: the input failed validation. */
  validation: 'validation',
  /** 429: a rate limit was reached. */
  rateLimited: 'rate_limited',
  /** The e-mail address is not verified yet. */
  emailUnverified: 'email_unverified',
  /** 401: the access or refresh token has expired (client: session-expired toast, then log out). */
  jwtExpired: 'jwt_expired',
  /** 401: no valid session (client: log out without trying a refresh). */
  unauthorized: 'unauthorized',
  /** 401: a refresh token was reused; the whole session family is revoked. */
  sessionRevoked: 'session_revoked',
  /** 403: the account is restricted (e.g. a disqualifying KYC decision). */
  accountRestricted: 'account_restricted',
  /** 400: the daily bonus (or another once-only reward) is already claimed. */
  alreadyClaimed: 'already_claimed',
} as const;

export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

/** One entry of an envelope's `errors` list: a bare code, or an object carrying `code`. */
export function errorEntryCode(entry: unknown): string | undefined {
  if (typeof entry === 'string') return entry;
  if (entry && typeof entry === 'object' && typeof (entry as { code?: unknown }).code === 'string') {
    return (entry as { code: string }).code;
  }
  return undefined;
}
