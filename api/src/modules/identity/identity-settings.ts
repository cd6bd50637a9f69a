import crypto from 'node:crypto';
import type { Config } from '../../config';

/**
 * Settings of the identity modules, derived from the one validated configuration (src/config.ts reads and checks
 * every variable before the database opens; docs/identity.md lists them). Without SMTP, Twilio, OIDC or Veriff
 * settings the server still starts (with warnings, see identityWarnings): unless SANDBOX=on, the features that
 * need them answer 503 instead of falling back to a sandbox.
 */
export interface IdentitySettings {
  isProduction: boolean;
  /** SANDBOX=on: the development providers and pages are on. */
  sandbox: boolean;
  /** Absolute origin used in e-mail links and OIDC redirects (PUBLIC_URL). With the sandbox it may be left unset:
   *  the origin of the incoming request is used instead. */
  publicUrl?: string;
  mailFrom: string;
  smtpUrl?: string;
  /** Files (avatars, KYC documents): FILES_DIR, default <DATA_DIR>/../files. */
  filesDir: string;
  /** Key of the HMACs of this module (OTP codes, signed cookies); derived from JWT_SECRET. */
  secret: string;
  cookieSecure: boolean;
  oidc: { issuer?: string; clientId: string; clientSecret: string; redirectUri?: string };
  kyc: {
    provider: 'sandbox' | 'veriff';
    /** Shared secret of the decision webhook's HMAC (KYC_WEBHOOK_SECRET). */
    webhookSecret: string;
    veriffApiKey?: string;
    veriffBaseUrl: string;
    /** Where the sandbox posts its decisions (default: <origin>/api/v1/kyc/webhook). */
    sandboxWebhookUrl?: string;
  };
  twilio: {
    TWILIO_ACCOUNT_SID?: string;
    TWILIO_AUTH_TOKEN?: string;
    TWILIO_FROM?: string;
    TWILIO_BASE_URL?: string;
  };
}

export function derivedSecret(jwtSecret: string, purpose: string): string {
  return crypto.createHmac('sha256', jwtSecret).update(`arcade-identity:${purpose}`).digest('base64url');
}

/** The identity view of the configuration (no environment read here). */
export function identitySettingsFrom(config: Config): IdentitySettings {
  return {
    isProduction: config.isProduction,
    sandbox: config.sandbox,
    publicUrl: config.publicUrl,
    mailFrom: config.mail.from,
    smtpUrl: config.mail.smtpUrl,
    filesDir: config.filesDir,
    secret: derivedSecret(config.jwtSecret, 'hmac'),
    cookieSecure: config.cookieSecure,
    oidc: {
      issuer: config.oidc.issuer,
      clientId: config.oidc.clientId ?? 'arcade-dev',
      clientSecret: config.oidc.clientSecret ?? derivedSecret(config.jwtSecret, 'dev-oidc-client'),
      redirectUri: config.oidc.redirectUri,
    },
    kyc: {
      provider: config.kyc.provider,
      webhookSecret: config.kyc.webhookSecret ?? derivedSecret(config.jwtSecret, 'kyc-sandbox-webhook'),
      veriffApiKey: config.kyc.veriffApiKey,
      veriffBaseUrl: config.kyc.veriffBaseUrl,
      sandboxWebhookUrl: config.kyc.sandboxWebhookUrl,
    },
    twilio: {
      TWILIO_ACCOUNT_SID: config.twilio.accountSid,
      TWILIO_AUTH_TOKEN: config.twilio.authToken,
      TWILIO_FROM: config.twilio.from,
      TWILIO_BASE_URL: config.twilio.baseUrl,
    },
  };
}

/** What a start without the sandbox lacks (logged as warnings). */
export function identityWarnings(s: IdentitySettings): string[] {
  if (s.sandbox) return [];
  const w: string[] = [];
  if (!s.publicUrl) w.push('PUBLIC_URL is not set: verification and reset e-mails cannot be sent');
  if (!s.smtpUrl) w.push('SMTP_URL is not set: e-mail cannot be sent');
  if (!s.twilio.TWILIO_ACCOUNT_SID) w.push('TWILIO_* are not set: SMS cannot be sent');
  if (!s.oidc.issuer) w.push('OIDC_ISSUER is not set: Google sign-in is off');
  if (s.kyc.provider === 'sandbox') w.push('VERIFF_API_KEY is not set: identity verification is off');
  return w;
}
