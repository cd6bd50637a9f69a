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
  /** 400: the input failed validation (the envelope's other entries name the fields: `{ path, message }`). */
  validation: 'validation',
  /** 400: the request could not be read (malformed JSON, a broken multipart body). */
  badRequest: 'bad_request',
  /** 404: no such route or file. */
  notFound: 'not_found',
  /** 413: the body is larger than the route accepts. */
  payloadTooLarge: 'payload_too_large',
  /** 415: the route does not read this content type. */
  unsupportedMediaType: 'unsupported_media_type',
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
  // --- games (issue 12) ---
  /** 404: no such game. */
  gameNotFound: 'game_not_found',
  /** 403: e-mail and phone must be verified before asking for a game account. */
  verificationRequired: 'verification_required',
  /** 409: a game-account request is already pending for this game. */
  gameAccountPending: 'game_account_pending',
  /** 409: the player already has an account for this game. */
  gameAccountExists: 'game_account_exists',
  /** 404: no game account for this game (request one first). */
  noGameAccount: 'no_game_account',
  /** 410: the temporary password was already revealed once and is no longer stored. */
  credentialsRevealed: 'credentials_revealed',
  /** 400: the wallet balance does not cover the amount (nothing was created). */
  insufficientBalance: 'insufficient_balance',
  /** 409: the request was already decided (approve/reject twice, cancel after a decision). */
  alreadyDecided: 'already_decided',
  requestBeingDecided: 'request_being_decided',
  /** 503: the game platform or payout provider did not answer. */
  platformUnavailable: 'platform_unavailable',
  /** 400: nothing to withdraw from the game. */
  nothingToWithdraw: 'nothing_to_withdraw',
  /** 403: identity verification (KYC approved) is required before the first redemption. */
  kycRequired: 'kyc_required',
  /** 403: the verified date of birth is under 21. */
  underage: 'underage',
  /** 403: the player's state (profile or location) is not eligible for redemption. */
  stateNotEligible: 'state_not_eligible',
  /** 400: the amount includes Sweep Coins that were never played. */
  scUnplayed: 'sc_unplayed',
  /** 400: under the minimum redemption (50 SC), or a crypto amount below the currency's minimum. */
  belowMinimum: 'below_minimum',
  /** 400: over the daily redemption limit. */
  dailyLimit: 'daily_limit',
  /** 409: another redemption is pending. */
  redemptionPending: 'redemption_pending',
  // --- end games (issue 12) ---
  // --- shop (issue 11) ---
  /** 400: a money-moving call came without an Idempotency-Key header. */
  idempotencyKeyRequired: 'idempotency_key_required',
  /** 409: the Idempotency-Key was already used with different parameters. */
  idempotencyConflict: 'idempotency_conflict',
  /** 404: no such order for this player. */
  orderNotFound: 'order_not_found',
  /** 409: the order is paid, failed or expired, or belongs to another payment method. */
  orderNotPayable: 'order_not_payable',
  /** 402: the card processor declined the card (nothing charged). */
  cardDeclined: 'card_declined',
  /** 409: the single-use card token was already used. */
  tokenReused: 'token_reused',
  /** 502: the payment provider failed or is unreachable (nothing charged). */
  providerError: 'provider_error',
  /** 401: a provider webhook without a valid signature, or outside the replay window. */
  badSignature: 'bad_signature',
  // --- end shop (issue 11) ---
  // --- staff bounds ---
  /** 403: a staff member may not decide a request, or correct a balance, of their own player account. */
  ownAccount: 'own_account',
  /** 400: a staff decision would credit more than the records (the platform's report, the request) allow. */
  aboveRecords: 'above_records',
  /**
   * 403: a correction above the threshold (answered 202, pending) is approved by a second staff member, never by
   * the one who asked for it.
   */
  secondApproverRequired: 'second_approver_required',
  /** 404: no such balance correction. */
  correctionNotFound: 'correction_not_found',
  /** 409: the correction was already applied or rejected (a second approval moves nothing). */
  correctionDecided: 'correction_decided',
  // --- players in the back office (issue 29 item 3) ---
  /** 403: the account was locked by staff; signing in is refused until it is unlocked. */
  accountLocked: 'account_locked',
  /** 409: lock on a locked account, or unlock on one that is not locked (nothing changed). */
  lockState: 'lock_state',
  // --- the staff second factor (issue 29 item 1) ---
  /** 403: a staff session without a second factor (e.g. signed in another way): sign in again with it. */
  secondFactorRequired: 'second_factor_required',
  /** 403: a coin-moving staff action needs the second factor again (POST /staff/step-up, then retry). */
  stepUpRequired: 'step_up_required',
  /** 400: the TOTP or recovery code is wrong. */
  secondFactorInvalid: 'second_factor_invalid',
  /** 400: the TOTP's time step was already used (a code works once). */
  secondFactorReplayed: 'second_factor_replayed',
  /** 401: no (or an expired) second-factor challenge: log in again. */
  secondFactorChallenge: 'second_factor_challenge',
  /** 409: enrolment asked for an account already enrolled, or verify for one that is not. */
  secondFactorState: 'second_factor_state',
  // --- the work queue's claims (issue 29 item 2) ---
  /** 409: another staff member holds a live claim on the queue item (data.claim says who and until when). */
  claimedByOther: 'claimed_by_other',
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
