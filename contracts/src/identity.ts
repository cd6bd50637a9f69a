import { z } from 'zod';
import {
  MESSAGES,
  emailSchema,
  nameSchema,
  newPasswordSchema,
  registerPhoneSchema,
  stateSchema,
} from './auth';
import { SUBSCRIBE_SOURCES } from './marketing';

/**
 * Identity endpoints (issue 3): register, e-mail verification, passwords, phone OTP, profile and consent,
 * Google sign-in, KYC and the geo gate. Every payload schema is strict: a field the user may not set
 * (role, balances, verification flags, KYC) is refused with 400 and changes nothing.
 */
export const IDENTITY_MESSAGES = {
  registered: 'Registration successful! Please verify your email.',
  phoneTaken: 'An account with this phone number already exists',
  passwordTooCommon: 'This password is too common. Please choose a different one.',
  passwordIsEmail: 'Password must not be your email address',
  emailVerified: 'Email verified successfully',
  emailAlreadyVerified: 'Your email is already verified. Please log in.',
  emailNotFound: 'Email address not found. Please try logging in again.',
  verificationSent: 'Verification email sent successfully! Please check your inbox.',
  verificationFailed: 'Failed to resend verification email. Please try again.',
  tooManyLogins: 'Too many login attempts. Please try again later.',
  tooManyRequests: 'Too many requests. Please try again later.',
  forgotPassword: 'If an account exists for this email, a reset link has been sent.',
  resetDone: 'Password reset successfully',
  resetInvalid: 'This password reset link is invalid or has expired. Please request a new one.',
  passwordChanged: 'Password changed successfully',
  currentPasswordWrong: 'Current password is incorrect',
  noPasswordYet: 'Your account has no password yet. Use Forgot Password to set one.',
  samePassword: 'New password must be different from the current password',
  otpSent: 'OTP sent successfully!',
  otpResent: 'OTP resent successfully!',
  phoneVerified: 'Phone number verified successfully!',
  otpInvalid: MESSAGES.otpInvalid,
  otpExpired: 'This OTP has expired. Please request a new one.',
  otpTooManyAttempts: 'Too many incorrect attempts. Please request a new OTP.',
  otpTooManySends: 'Too many OTP requests. Please try again later.',
  otpSendFailed: 'Failed to send OTP',
  phoneAlreadyVerified: 'This phone number is already verified.',
  profileUpdated: 'Profile updated successfully',
  subscriptionUpdated: 'Subscription preferences updated',
  nothingToUpdate: 'Nothing to update',
  consentPromptRecorded: 'We will not ask again for 30 days',
  avatarUploaded: 'Avatar uploaded successfully',
  avatarMissing: 'Please choose an image file',
  avatarType: 'Only PNG, JPEG or WebP images are allowed',
  avatarTooLarge: 'Image is too large (maximum 2 MB)',
  profileCompleted: 'Profile completed successfully',
  profileAlreadyComplete: 'Your profile is already complete',
  profileIncomplete: 'Please confirm your state and that you are 21 or older to continue.',
  geoBlocked: 'Sorry, our service is not available in your location.',
  kycSessionCreated: 'Verification session created',
  kycAlreadyVerified: 'Your identity is already verified',
  kycUnder21: 'You must be 21 or older to use this service',
  kycNoDob: 'Date of birth could not be verified',
  kycBadSignature: 'Invalid signature',
} as const;

/** The 21+ confirmation (with terms and privacy) of SPEC §5, repeated by the server. */
export const isAdultSchema = z.literal(true, { error: MESSAGES.ageRequired });

/**
 * POST /user/register. The SPEC §7 payload plus isAdult: true (required; the server re-asserts the 21+ box).
 * The form's acceptTerms / acceptSMSTerms booleans are tolerated; anything else is refused.
 */
export const registerRequestSchema = z
  .object({
    name: nameSchema.strict(),
    email: emailSchema,
    password: newPasswordSchema,
    phone: registerPhoneSchema,
    state: stateSchema,
    acceptSMSMarketing: z.boolean().optional().default(false),
    isAdult: isAdultSchema,
    acceptTerms: z.boolean().optional(),
    acceptSMSTerms: z.boolean().optional(),
  })
  .strict();
export type RegisterRequest = z.input<typeof registerRequestSchema>;
export interface RegisterAnswer {
  phone: string;
}

export const emailOnlySchema = z.object({ email: emailSchema }).strict();
export type EmailOnlyRequest = z.infer<typeof emailOnlySchema>;

export const resetPasswordSchema = z.object({ newPassword: newPasswordSchema }).strict();
export type ResetPasswordRequest = z.infer<typeof resetPasswordSchema>;

export const changePasswordSchema = z
  .object({
    currentPassword: z
      .string({ error: MESSAGES.passwordRequired })
      .min(1, MESSAGES.passwordRequired)
      .max(1024),
    newPassword: newPasswordSchema,
  })
  .strict();
export type ChangePasswordRequest = z.infer<typeof changePasswordSchema>;

/** Phone of the OTP calls and of update-profile: the US rule of SPEC §5 (normalised by the server). */
export const usPhoneInputSchema = z
  .string({ error: MESSAGES.phoneRequired })
  .max(32, MESSAGES.invalidUsPhone);

export const otpPhoneSchema = z.object({ phone: usPhoneInputSchema }).strict();
export type OtpPhoneRequest = z.infer<typeof otpPhoneSchema>;

export const otpVerifySchema = z
  .object({
    phone: usPhoneInputSchema,
    otp: z.string({ error: MESSAGES.otpRequired }).max(16, MESSAGES.otpLength),
  })
  .strict();
export type OtpVerifyRequest = z.infer<typeof otpVerifySchema>;
export interface OtpVerifyAnswer {
  isVerified: boolean;
}

export const updateProfileSchema = z.object({ phone: usPhoneInputSchema }).strict();
export type UpdateProfileRequest = z.infer<typeof updateProfileSchema>;

/** PATCH /user/subscribe: either consent or both; source says where the player answered (default profile). */
export const subscribeSchema = z
  .object({
    isOpted: z.boolean().optional(),
    isSmsOpted: z.boolean().optional(),
    source: z.enum(SUBSCRIBE_SOURCES, { error: 'source must be profile or prompt' }).optional(),
  })
  .strict();
export type SubscribeRequest = z.infer<typeof subscribeSchema>;

export const completeProfileSchema = z.object({ state: stateSchema, isAdult: isAdultSchema }).strict();
export type CompleteProfileRequest = z.infer<typeof completeProfileSchema>;

/** Avatar upload rules (multipart field `file`). */
export const AVATAR_RULES = {
  field: 'file',
  maxBytes: 2 * 1024 * 1024,
  types: ['image/png', 'image/jpeg', 'image/webp'] as const,
} as const;

/** Extra user fields the identity module adds to the user DTO (GET /user/me, login answer). */
export interface IdentityUserFields {
  /** True for a Google sign-up that has not yet confirmed its state and 21+ (POST /user/complete-profile). */
  needsProfileCompletion: boolean;
}

export const KYC_STATUSES = ['none', 'pending', 'approved', 'declined'] as const;
export type KycStatus = (typeof KYC_STATUSES)[number];
export interface KycStatusAnswer {
  status: KycStatus;
  reason: string | null;
  /** Only with pending: false while the player has not finished the provider's flow (issue 8 item 6). */
  submitted?: boolean;
}
export interface KycSessionAnswer {
  url: string;
}

export type GeoReason = 'ok' | 'country' | 'region' | 'unknown';
/** How the server located the visitor: a fixed development location, the development override (sandbox only),
 *  the configured header of the trusted proxy, or the GeoIP database. */
export type GeoSource = 'fixed' | 'override' | 'header' | 'geoip';
export interface GeoAnswer {
  country: string | null;
  region: string | null;
  allowed: boolean;
  reason: GeoReason;
  source: GeoSource;
  /** For people, e.g. "Development location: Texas (fixed)". */
  label: string;
}

/** Query parameters the server puts on its redirects (the auth remote reads them on "/"). */
export const IDENTITY_REDIRECTS = {
  /** GET /user/verify-email/:token -> /?emailVerified=1 or /?emailVerified=0&reason=expired|used|invalid */
  emailVerifiedParam: 'emailVerified',
  emailVerifyReasons: ['expired', 'used', 'invalid'] as const,
  /** Google sign-up still needing state + 21+ -> /?completeProfile=1 */
  completeProfileParam: 'completeProfile',
  /** Google sign-in failure -> /login?googleError=<reason> */
  googleErrorParam: 'googleError',
  googleErrorReasons: ['cancelled', 'state', 'unverified_email', 'failed'] as const,
} as const;

/** Cookie set by register so the unverified new account can verify its phone before logging in. */
export const PHONE_SETUP_COOKIE = 'phone_setup';
/** With SANDBOX=on only: overrides the resolved location (e.g. "US-CA", "GB"). Header or cookie. */
export const DEV_GEO_HEADER = 'x-dev-geo';
export const DEV_GEO_COOKIE = 'dev_geo';
