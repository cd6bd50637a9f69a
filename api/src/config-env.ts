import { z } from 'zod';

/** The zod schema of every environment variable the server reads (docs: README.md and api/README.md). */

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export const GEO_MODES = ['fixed', 'geoip', 'header'] as const;
export const KYC_PROVIDERS = ['sandbox', 'veriff'] as const;
export const BOOL_TRUE = ['true', '1', 'yes', 'on'];
export const BOOL_FALSE = ['false', '0', 'no', 'off'];
/** The exact words that let SANDBOX=on run with NODE_ENV=production or on a non-loopback HOST. */
export const SANDBOX_ACKNOWLEDGEMENT = 'I_UNDERSTAND_ANYONE_CAN_SIGN_IN';

/** Variables whose value is never repeated in an error message. */
export const SECRET_VARIABLES = new Set([
  'JWT_SECRET',
  'OIDC_CLIENT_SECRET',
  'KYC_WEBHOOK_SECRET',
  'VERIFF_API_KEY',
  'TWILIO_AUTH_TOKEN',
  'MARKETING_UNSUBSCRIBE_SECRET',
  // games (issue 12)
  'GAME_CREDENTIALS_KEY',
  'PAYOUT_WEBHOOK_SECRET',
  // payments (issue 11)
  'NOWPAYMENTS_API_KEY',
  'NOWPAYMENTS_IPN_SECRET',
  'GOAT_SECRET_KEY',
  'GOAT_WEBHOOK_SECRET',
  'BANK_SECRET_KEY',
  'BANK_WEBHOOK_SECRET',
  'REDIRECT_SECRET_KEY',
  'REDIRECT_WEBHOOK_SECRET',
  // operations (issue 31): the bearer token of GET /metrics
  'METRICS_TOKEN',
]);

const optionalText = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()));

const booleanText = optionalText.refine(
  (v) => v === undefined || BOOL_TRUE.includes(v.toLowerCase()) || BOOL_FALSE.includes(v.toLowerCase()),
  { message: `must be one of ${[...BOOL_TRUE, ...BOOL_FALSE].join(', ')}` },
);

const oneOf = (values: readonly string[]) =>
  optionalText.refine((v) => v === undefined || values.includes(v), {
    message: `must be one of ${values.join(', ')}`,
  });

function urlWithProtocols(protocols: string[], example: string) {
  return optionalText.refine(
    (v) => {
      if (v === undefined) return true;
      try {
        const u = new URL(v);
        return protocols.includes(u.protocol) && u.hostname !== '';
      } catch {
        return false;
      }
    },
    { message: `must be a URL like ${example}` },
  );
}

/** An HTTP header name as a proxy would set it (lower-cased when read). */
const headerName = optionalText.refine((v) => v === undefined || /^[A-Za-z0-9-]{1,64}$/.test(v), {
  message: 'must be an HTTP header name such as x-geo-country',
});

/** A whole amount in the ledger's unit, 0 to 10^12 (0: every correction needs a second staff member). */
const ledgerAmount = (unit: string) =>
  optionalText.refine((v) => v === undefined || (/^\d{1,13}$/.test(v) && Number(v) <= 1e12), {
    message: `must be a whole number of ${unit} from 0 to 1000000000000 (0: every correction needs a second staff member)`,
  });

/** A whole number from min to max (staff session and step-up limits). */
const wholeBetween = (min: number, max: number, unit: string) =>
  optionalText.refine((v) => v === undefined || (/^\d{1,5}$/.test(v) && +v >= min && +v <= max), {
    message: `must be a whole number of ${unit} from ${min} to ${max}`,
  });

export const envSchema = z.object({
  NODE_ENV: oneOf(['development', 'production', 'test']),
  PORT: optionalText.refine((v) => v === undefined || (/^\d+$/.test(v) && Number(v) <= 65535), {
    message: 'must be an integer between 0 and 65535',
  }),
  HOST: optionalText.refine((v) => v === undefined || /^[A-Za-z0-9.:[\]-]+$/.test(v), {
    message: 'must be a host name or an IP address (e.g. 127.0.0.1 or 0.0.0.0)',
  }),
  DATA_DIR: optionalText,
  DATABASE_URL: urlWithProtocols(['postgres:', 'postgresql:'], 'postgres://user:password@host:5432/database'),
  DATABASE_POOL_MAX: optionalText.refine(
    (v) => v === undefined || (/^\d+$/.test(v) && +v >= 1 && +v <= 500),
    {
      message: 'must be an integer between 1 and 500',
    },
  ),
  REDIS_URL: urlWithProtocols(['redis:', 'rediss:'], 'redis://host:6379'),
  DEPLOY_DIR: optionalText,
  SHELL_DIR: optionalText,
  PRERENDER_SCRIPT: optionalText,
  JWT_SECRET: optionalText,
  COOKIE_SECURE: booleanText,
  LOG_LEVEL: oneOf(LOG_LEVELS),
  TRUST_PROXY: optionalText.refine(
    (v) =>
      v === undefined ||
      BOOL_TRUE.includes(v.toLowerCase()) ||
      BOOL_FALSE.includes(v.toLowerCase()) ||
      /^\d+$/.test(v) ||
      v.split(',').every((part) => /^[0-9A-Fa-f.:/]+$/.test(part.trim())),
    { message: 'must be true, false, a number of hops, or a comma-separated list of addresses/CIDRs' },
  ),
  SEED_DEMO_ACCOUNTS: booleanText,
  /** a few days of demo figures with the demo accounts (issue 29 item 7; default on outside tests, never in production) */
  SEED_DEMO_DAY: booleanText,
  SANDBOX: booleanText,
  SANDBOX_ON_PUBLIC_HOST: optionalText.refine((v) => v === undefined || v === SANDBOX_ACKNOWLEDGEMENT, {
    message: `must be exactly ${SANDBOX_ACKNOWLEDGEMENT} (or unset)`,
  }),
  // identity: links, mail, SMS, files
  PUBLIC_URL: optionalText.refine(
    (v) => v === undefined || /^https?:\/\/[^/\s]+$/.test(v.replace(/\/$/, '')),
    { message: 'must be an origin like https://arcade.example.com' },
  ),
  MAIL_FROM: optionalText,
  SMTP_URL: urlWithProtocols(['smtp:', 'smtps:'], 'smtp://user:password@host:587'),
  FILES_DIR: optionalText,
  TWILIO_ACCOUNT_SID: optionalText,
  TWILIO_AUTH_TOKEN: optionalText,
  TWILIO_FROM: optionalText,
  TWILIO_BASE_URL: urlWithProtocols(['http:', 'https:'], 'https://api.twilio.com'),
  // Google sign-in (OpenID Connect)
  OIDC_ISSUER: urlWithProtocols(['http:', 'https:'], 'https://accounts.google.com'),
  OIDC_CLIENT_ID: optionalText,
  OIDC_CLIENT_SECRET: optionalText,
  OIDC_REDIRECT_URI: urlWithProtocols(
    ['http:', 'https:'],
    'https://arcade.example.com/api/v1/user/google/callback',
  ),
  // identity verification
  KYC_PROVIDER: oneOf(KYC_PROVIDERS),
  KYC_WEBHOOK_SECRET: optionalText,
  VERIFF_API_KEY: optionalText,
  VERIFF_BASE_URL: urlWithProtocols(['http:', 'https:'], 'https://stationapi.veriff.com'),
  KYC_SANDBOX_WEBHOOK_URL: urlWithProtocols(['http:', 'https:'], 'http://127.0.0.1:3000/api/v1/kyc/webhook'),
  // marketing (issue 28 item 4): the unsubscribe links' HMAC key and the postal address marketing e-mails carry
  MARKETING_UNSUBSCRIBE_SECRET: optionalText.refine((v) => v === undefined || v.length >= 32, {
    message: 'must be at least 32 characters (unset: derived from JWT_SECRET)',
  }),
  MARKETING_POSTAL_ADDRESS: optionalText.refine((v) => v === undefined || v.length <= 300, {
    message: 'must be at most 300 characters',
  }),
  // location
  GEO_MODE: oneOf(GEO_MODES),
  GEO_FIXED: optionalText.refine((v) => v === undefined || /^[A-Za-z]{2}(-[A-Za-z0-9]{1,3})?$/.test(v), {
    message: 'must be a location like US-TX or GB',
  }),
  GEO_HEADER: headerName,
  GEO_COUNTRY_HEADER: headerName,
  GEO_REGION_HEADER: headerName,
  // games (issue 12): the game platform, the key that encrypts temporary game passwords and payout details, the
  // payout provider and its webhook secret
  GAME_PLATFORM: oneOf(['manual', 'sandbox']),
  GAME_CREDENTIALS_KEY: optionalText.refine((v) => v === undefined || /^[0-9a-fA-F]{64}$/.test(v), {
    message: 'must be 64 hexadecimal characters (a 32-byte AES-256 key)',
  }),
  PAYOUT_PROVIDER: oneOf(['sandbox', 'none']),
  PAYOUT_WEBHOOK_SECRET: optionalText.refine((v) => v === undefined || v.length >= 32, {
    message: 'must be at least 32 characters',
  }),
  // --- payments (issue 11): real providers when their keys are set, else the sandboxes (SANDBOX=on) ---
  NOWPAYMENTS_API_KEY: optionalText,
  NOWPAYMENTS_IPN_SECRET: optionalText,
  NOWPAYMENTS_BASE_URL: urlWithProtocols(['http:', 'https:'], 'https://api.nowpayments.io/v1'),
  GOAT_SECRET_KEY: optionalText,
  GOAT_PUBLIC_KEY: optionalText,
  GOAT_WEBHOOK_SECRET: optionalText,
  GOAT_BASE_URL: urlWithProtocols(['http:', 'https:'], 'https://api.goat.example/v1'),
  GOAT_SCRIPT_URL: urlWithProtocols(['http:', 'https:'], 'https://js.goat.example/v1/card-fields.js'),
  BANK_SECRET_KEY: optionalText,
  BANK_WEBHOOK_SECRET: optionalText,
  BANK_BASE_URL: urlWithProtocols(['http:', 'https:'], 'https://api.bank.example/v1'),
  REDIRECT_SECRET_KEY: optionalText,
  REDIRECT_WEBHOOK_SECRET: optionalText,
  REDIRECT_BASE_URL: urlWithProtocols(['http:', 'https:'], 'https://api.redirect.example/v1'),
  PAYMENTS_RECONCILE_INTERVAL_S: optionalText.refine((v) => v === undefined || /^\d{1,6}$/.test(v), {
    message: 'must be a number of seconds (0 turns the reconciliation job off on this node)',
  }),
  // --- end payments ---
  GAMES_RETRY_INTERVAL_S: optionalText.refine((v) => v === undefined || /^\d{1,6}$/.test(v), {
    message: 'must be a number of seconds (0 turns the game-transfer retry job off on this node)',
  }),
  // balance corrections: above these amounts (in the ledger's unit) a second staff member must approve
  CORRECTION_SECOND_APPROVER_ABOVE_GC: ledgerAmount('GC coins'),
  CORRECTION_SECOND_APPROVER_ABOVE_SC_CENTS: ledgerAmount('SC cents (10000 is 100.00 SC)'),
  // staff sessions and the second factor (issue 29 item 1)
  STAFF_SESSION_HOURS: wholeBetween(1, 24, 'hours'),
  STAFF_SESSION_IDLE_MINUTES: wholeBetween(5, 24 * 60, 'minutes'),
  STAFF_STEP_UP_MINUTES: wholeBetween(1, 60, 'minutes'),
  // operations (issue 31): GET /metrics answers only with this bearer token (unset: /metrics is off)
  METRICS_TOKEN: optionalText.refine((v) => v === undefined || /^[\x21-\x7e]{32,256}$/.test(v), {
    message: 'must be 32 to 256 printable characters without spaces (unset: /metrics is off)',
  }),
  LEDGER_CHECK_INTERVAL_S: optionalText.refine((v) => v === undefined || /^\d{1,6}$/.test(v), {
    message: 'must be a number of seconds (0 turns the periodic ledger check off on this node)',
  }),
});

export type Env = z.output<typeof envSchema>;

export function toBool(v: string | undefined, fallback: boolean): boolean {
  if (v === undefined) return fallback;
  return BOOL_TRUE.includes(v.toLowerCase());
}

/** Loopback listening addresses: 127.0.0.0/8, ::1, localhost. */
export function isLoopbackHost(host: string): boolean {
  const h = host.replace(/^\[|\]$/g, '').toLowerCase();
  return (
    h === 'localhost' || h === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(h) || h === '::ffff:127.0.0.1'
  );
}
