import { z } from 'zod';
import type { StaffPermission } from './staff-roles';
import { userSchema } from './user';

/**
 * The staff second factor (issue 29 item 1): TOTP (RFC 6238, 6 digits, 30 s) with single-use recovery codes.
 * A staff password sign-in opens no session: it answers 202 with the next step and a short-lived challenge cookie
 * that reaches only the enrol and verify endpoints below; the session is opened when the second factor is right.
 */
export const SECOND_FACTOR = {
  /** How many recovery codes an enrolment gives (each works once). */
  recoveryCodes: 10,
  /** Wrong codes allowed per account in the window (sign-in and step-up alike). */
  maxFailures: 5,
  failureWindowMinutes: 15,
  /** How long the challenge of a password sign-in lasts. */
  challengeMinutes: 10,
  issuer: 'Lucky Arcade',
} as const;

/**
 * Staff actions that move coins ask for the second factor again when the last one is older than the step-up
 * window (STAFF_STEP_UP_MINUTES): every write a route guards with one of these permissions.
 */
export const STEP_UP_PERMISSIONS: readonly StaffPermission[] = [
  'balances.correct',
  'games.transfers.decide',
  'redemptions.decide',
  'payments.replay',
];

export const SECOND_FACTOR_MESSAGES = {
  enrolRequired: 'Set up your authenticator app to finish signing in',
  verifyRequired: 'Enter the code from your authenticator app',
  enrolStarted: 'Scan the code with your authenticator app',
  enrolled: 'Two-step sign-in is on. Keep your recovery codes somewhere safe',
  verified: 'Login successful',
  invalidCode: 'That code is not right. Check your authenticator app and try again',
  replayedCode: 'That code was already used. Wait for the next one',
  noChallenge: 'Your sign-in has expired. Log in again',
  alreadyEnrolled: 'Two-step sign-in is already set up for this account',
  notEnrolled: 'Set up two-step sign-in first',
  tooMany: 'Too many wrong codes. Please try again in 15 minutes',
  stepUpRequired: 'Confirm it is you: enter the code from your authenticator app',
  steppedUp: 'Confirmed',
  secondFactorRequired: 'Sign in again with your second factor to use the back office',
} as const;

/** A TOTP (6 digits) or a recovery code (xxxxx-xxxxx, lower-case letters and digits); spaces are ignored. */
export const secondFactorCodeSchema = z
  .string({ error: 'Enter a code' })
  .transform((v) => v.replace(/\s+/g, '').toLowerCase())
  .pipe(
    z
      .string()
      .min(1, 'Enter a code')
      .regex(/^(\d{6}|[a-z0-9]{5}-[a-z0-9]{5})$/, 'Enter the 6-digit code or a recovery code'),
  );

export const secondFactorCodeBodySchema = z.object({ code: secondFactorCodeSchema });
export type SecondFactorCodeBody = z.input<typeof secondFactorCodeBodySchema>;

/** Only a TOTP confirms an enrolment. */
export const totpCodeBodySchema = z.object({
  code: z
    .string({ error: 'Enter a code' })
    .transform((v) => v.replace(/\s+/g, ''))
    .pipe(z.string().regex(/^\d{6}$/, 'Enter the 6-digit code from your authenticator app')),
});
export type TotpCodeBody = z.input<typeof totpCodeBodySchema>;

/** POST /user/login 202: a staff sign-in whose password was right; the next step. */
export const secondFactorChallengeSchema = z.object({ secondFactor: z.enum(['enrol', 'verify']) });
export type SecondFactorChallenge = z.infer<typeof secondFactorChallengeSchema>;

/** POST /staff/second-factor/enrol: the secret, shown once (as text and as a QR code of its otpauth URI). */
export const secondFactorEnrolmentSchema = z.object({
  secret: z.string(),
  otpauthUri: z.string(),
  /** An SVG data URL of the QR code, drawn by the server (the secret goes to no other service). */
  qrDataUrl: z.string(),
});
export type SecondFactorEnrolment = z.infer<typeof secondFactorEnrolmentSchema>;

/** POST /staff/second-factor/enrol/confirm: signed in; the recovery codes, shown once. */
export const secondFactorEnrolledSchema = z.object({
  user: userSchema,
  recoveryCodes: z.array(z.string()),
});
export type SecondFactorEnrolled = z.infer<typeof secondFactorEnrolledSchema>;

/** POST /staff/second-factor/verify: signed in. */
export const secondFactorVerifiedSchema = z.object({
  user: userSchema,
  /** true when a recovery code was used; how many are left */
  recoveryCodeUsed: z.boolean(),
  recoveryCodesLeft: z.number().int(),
});
export type SecondFactorVerified = z.infer<typeof secondFactorVerifiedSchema>;

/** POST /staff/step-up: the second factor was checked again; coin-moving actions are allowed until then. */
export const stepUpAnswerSchema = z.object({ validUntil: z.string() });
export type StepUpAnswer = z.infer<typeof stepUpAnswerSchema>;
