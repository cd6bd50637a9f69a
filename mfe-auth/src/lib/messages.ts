import { MESSAGES } from '@arcade/contracts';

/** The site's name as the legal texts use it. */
export const SITE_NAME = 'Lucky Arcade';

/**
 * SPEC wordings (§4, §5, §8) the auth remote shows that contracts' MESSAGES does not hold yet.
 * Everything else comes from MESSAGES.
 */
export const AUTH_TEXT = {
  loginTitle: 'Welcome Back!',
  registerTitle: 'Create Account',
  otpSent: 'OTP sent successfully!',
  otpSendFailed: 'Failed to send OTP',
  otpResent: 'OTP resent successfully!',
  otpResendFailed: 'Failed to resend OTP',
  otpVerifyFailed: 'Failed to verify OTP',
  phoneVerified: 'Phone number verified successfully!',
  verificationEmailSent: 'Verification email sent successfully! Please check your inbox.',
  verificationEmailFailed: 'Failed to resend verification email. Please try again.',
  emailNotFound: 'Email address not found. Please try logging in again.',
  phoneTitleNoPhone: 'Complete Your Profile',
  phoneTitleUnverified: 'Verify Your Phone Number',
  phoneTitleNotOpted: 'Stay Connected & Get Notified',
  smsConsent:
    `I agree to receive recurring automated marketing text messages from ${SITE_NAME} at the phone number provided. ` +
    'Consent is not a condition of purchase. Message and data rates may apply. Message frequency varies. ' +
    'Reply STOP to unsubscribe or HELP for help.',
  emailConsent: `Send me news, promotions and bonus offers from ${SITE_NAME} by e-mail. You can unsubscribe at any time.`,
  ...MESSAGES,
} as const;
