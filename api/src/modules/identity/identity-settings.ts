import crypto from 'node:crypto';
import path from 'node:path';

/**
 * Settings of the identity modules, read from the environment (docs/identity.md lists every variable).
 * Production without PUBLIC_URL, SMTP, Twilio, OIDC or Veriff settings still starts (with warnings, see
 * identityWarnings): the features that need them answer 503 instead of falling back to a sandbox.
 */
export interface IdentitySettings {
  isProduction: boolean;
  /** Absolute origin used in e-mail links and OIDC redirects (PUBLIC_URL). Outside production it may be
   *  left unset: the origin of the incoming request is used instead. */
  publicUrl?: string;
  mailFrom: string;
  smtpUrl?: string;
  /** Files (avatars, KYC documents): FILES_DIR, default <DATA_DIR>/../files. */
  filesDir: string;
  /** Key of the HMACs of this module (OTP codes, signed cookies); derived from JWT_SECRET. */
  secret: string;
  cookieSecure: boolean;
  oidc: { issuer?: string; clientId: string; clientSecret: string; redirectUri?: string };
  geo: { mode: 'fixed' | 'headers'; fixed: string };
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

const text = (v: string | undefined): string | undefined => (v && v.trim() ? v.trim() : undefined);

export function derivedSecret(jwtSecret: string, purpose: string): string {
  return crypto.createHmac('sha256', jwtSecret).update(`arcade-identity:${purpose}`).digest('base64url');
}

export function loadIdentitySettings(
  core: { isProduction: boolean; dataDir: string; jwtSecret: string; cookieSecure: boolean },
  env: NodeJS.ProcessEnv = process.env,
): IdentitySettings {
  const problems: string[] = [];
  const publicUrl = text(env.PUBLIC_URL)?.replace(/\/$/, '');
  if (publicUrl && !/^https?:\/\/[^/]+$/.test(publicUrl))
    problems.push('PUBLIC_URL must be an origin like https://arcade.example.com');
  const geoMode = text(env.GEO_MODE) ?? (core.isProduction ? 'headers' : 'fixed');
  if (geoMode !== 'fixed' && geoMode !== 'headers') problems.push('GEO_MODE must be fixed or headers');
  const kycProvider = text(env.KYC_PROVIDER) ?? (text(env.VERIFF_API_KEY) ? 'veriff' : 'sandbox');
  if (kycProvider !== 'sandbox' && kycProvider !== 'veriff')
    problems.push('KYC_PROVIDER must be sandbox or veriff');
  if (kycProvider === 'veriff' && (!text(env.VERIFF_API_KEY) || !text(env.KYC_WEBHOOK_SECRET))) {
    problems.push('VERIFF_API_KEY and KYC_WEBHOOK_SECRET are required with KYC_PROVIDER=veriff');
  }
  const oidcIssuer = text(env.OIDC_ISSUER);
  if (problems.length) throw new Error(`Invalid identity configuration:\n  - ${problems.join('\n  - ')}`);

  return {
    isProduction: core.isProduction,
    publicUrl,
    mailFrom: text(env.MAIL_FROM) ?? 'Lucky Arcade <no-reply@arcade.test>',
    smtpUrl: text(env.SMTP_URL),
    filesDir: path.resolve(
      text(env.FILES_DIR) ?? path.join(path.dirname(path.resolve(core.dataDir)), 'files'),
    ),
    secret: derivedSecret(core.jwtSecret, 'hmac'),
    cookieSecure: core.cookieSecure,
    oidc: {
      issuer: oidcIssuer?.replace(/\/$/, ''),
      clientId: text(env.OIDC_CLIENT_ID) ?? 'arcade-dev',
      clientSecret: text(env.OIDC_CLIENT_SECRET) ?? derivedSecret(core.jwtSecret, 'dev-oidc-client'),
      redirectUri: text(env.OIDC_REDIRECT_URI),
    },
    geo: { mode: geoMode as 'fixed' | 'headers', fixed: text(env.GEO_FIXED) ?? 'US-TX' },
    kyc: {
      provider: kycProvider as 'sandbox' | 'veriff',
      webhookSecret: text(env.KYC_WEBHOOK_SECRET) ?? derivedSecret(core.jwtSecret, 'kyc-sandbox-webhook'),
      veriffApiKey: text(env.VERIFF_API_KEY),
      veriffBaseUrl: (text(env.VERIFF_BASE_URL) ?? 'https://stationapi.veriff.com').replace(/\/$/, ''),
      sandboxWebhookUrl: text(env.KYC_SANDBOX_WEBHOOK_URL),
    },
    twilio: {
      TWILIO_ACCOUNT_SID: text(env.TWILIO_ACCOUNT_SID),
      TWILIO_AUTH_TOKEN: text(env.TWILIO_AUTH_TOKEN),
      TWILIO_FROM: text(env.TWILIO_FROM),
      TWILIO_BASE_URL: text(env.TWILIO_BASE_URL),
    },
  };
}

/** What a production start lacks (logged as warnings). */
export function identityWarnings(s: IdentitySettings): string[] {
  if (!s.isProduction) return [];
  const w: string[] = [];
  if (!s.publicUrl) w.push('PUBLIC_URL is not set: verification and reset e-mails cannot be sent');
  if (!s.smtpUrl) w.push('SMTP_URL is not set: e-mail cannot be sent');
  if (!s.twilio.TWILIO_ACCOUNT_SID) w.push('TWILIO_* are not set: SMS cannot be sent');
  if (!s.oidc.issuer) w.push('OIDC_ISSUER is not set: Google sign-in is off');
  if (s.kyc.provider === 'sandbox') w.push('VERIFF_API_KEY is not set: identity verification is off');
  return w;
}
