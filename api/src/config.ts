// Over 300 lines: the Config type of every setting, its default and the rules across settings (production refuses
// the sandbox, keys that come together) in one place; the variables' schema is config-env.ts.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {
  envSchema,
  GEO_MODES,
  isLoopbackHost,
  SANDBOX_ACKNOWLEDGEMENT,
  SECRET_VARIABLES,
  toBool,
  BOOL_FALSE,
  BOOL_TRUE,
  type Env,
} from './config-env';
import { DEFAULT_POOL_MAX } from './db/pool-size';

/** The repository root (api/src/config.ts -> ../..). */
export const REPO_ROOT = path.resolve(__dirname, '..', '..');

/** PRERENDER_SCRIPT: a path, or off; by default the repository's scripts/prerender.mjs when it is there. */
function prerenderScriptOf(value: string | undefined): string | null {
  if (value !== undefined && ['off', 'false', '0', 'no'].includes(value.toLowerCase())) return null;
  const file = path.resolve(value ?? path.join(REPO_ROOT, 'scripts', 'prerender.mjs'));
  return fs.existsSync(file) ? file : null;
}

export type NodeEnv = 'development' | 'production' | 'test';
export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

export type GeoMode = (typeof GEO_MODES)[number];

export interface GeoConfig {
  /** fixed: everyone is at `fixed` (development, needs the sandbox); geoip: the client address is looked up in the
   *  bundled GeoIP database; header: the one configured header when the request comes from a TRUST_PROXY address,
   *  else geoip. */
  mode: GeoMode;
  /** GEO_FIXED (default "US-TX"). */
  fixed: string;
  /** GEO_HEADER: one header carrying "US-TX" (or "GB"). */
  locationHeader?: string;
  /** GEO_COUNTRY_HEADER + GEO_REGION_HEADER: country ("US") and region ("TX") in two headers. */
  countryHeader?: string;
  regionHeader?: string;
}

export interface Config {
  nodeEnv: NodeEnv;
  isProduction: boolean;
  /** SANDBOX=on: development mailbox, SMS outbox, KYC sandbox, development sign-in provider, geo override and (by
   *  default) fixed location and demo accounts. Off unless set; refused in production and on a public HOST. */
  sandbox: boolean;
  port: number;
  host: string;
  /** Folder of the embedded PGlite database (unused when databaseUrl is set). */
  dataDir: string;
  databaseUrl?: string;
  /** Connections of this process to the PostgreSQL server (DATABASE_POOL_MAX; default db/pool-size.ts). */
  databasePoolMax: number;
  redisUrl?: string;
  /** Deployed remotes: DEPLOY_DIR/remotes.json and DEPLOY_DIR/remotes/NAME/VERSION/... */
  deployDir: string;
  /** The built shell (index.html and assets/). */
  shellDir: string;
  /**
   * The script that renders the pictures of the routes with boot answers (scripts/prerender.mjs --answers), run
   * by the api when the answers it inlines differ from the pictured ones; null (PRERENDER_SCRIPT=off, or no such
   * file) leaves those routes with their deploy-time picture.
   */
  prerenderScript: string | null;
  jwtSecret: string;
  cookieSecure: boolean;
  logLevel: LogLevel;
  /** Fastify trustProxy: false, true, a hop count or a list of addresses/CIDRs. */
  trustProxy: boolean | number | string[];
  /** Seed the demo player, admin and support accounts (default: with the sandbox only; never in production). */
  seedDemoAccounts: boolean;
  /**
   * Seed a few days of believable operator figures (demo players, purchases, bonuses, free entries, redemptions)
   * once, with the demo accounts: SEED_DEMO_DAY, default on with them outside tests; never in production.
   */
  seedDemoDay: boolean;
  /** PUBLIC_URL without a trailing slash: the origin in e-mail links and OIDC redirects. */
  publicUrl?: string;
  mail: { from: string; smtpUrl?: string };
  /** Avatars and KYC documents (FILES_DIR, default <DATA_DIR>/../files). */
  filesDir: string;
  twilio: { accountSid?: string; authToken?: string; from?: string; baseUrl?: string };
  /**
   * Marketing (issue 28 item 4): the HMAC key of unsubscribe links (MARKETING_UNSUBSCRIBE_SECRET, else derived from
   * JWT_SECRET) and the sender's postal address every marketing e-mail carries (MARKETING_POSTAL_ADDRESS, CAN-SPAM).
   */
  marketing: { unsubscribeSecret: string; postalAddress?: string };
  oidc: { issuer?: string; clientId?: string; clientSecret?: string; redirectUri?: string };
  kyc: {
    provider: 'sandbox' | 'veriff';
    webhookSecret?: string;
    veriffApiKey?: string;
    veriffBaseUrl: string;
    sandboxWebhookUrl?: string;
  };
  geo: GeoConfig;
  /** games (issue 12): the game platform (sandbox: SANDBOX=on only), the AES-256-GCM key (hex) of stored temporary
   *  game passwords and payout details, the payout provider (sandbox or none) and its webhook secret. */
  games: {
    platform: 'manual' | 'sandbox';
    credentialsKey?: string;
    payoutProvider: 'sandbox' | 'none';
    payoutWebhookSecret?: string;
    /** Seconds between runs of the job that retries loads and withdrawals the platform did not answer (0: off). */
    retryIntervalS: number;
  };
  /** Payment providers (issue 11): each real when its keys are set, else its sandbox with SANDBOX=on, else off. */
  payments: PaymentsConfig;
  /**
   * Balance corrections: a correction whose absolute amount is above its currency's figure (GC coins, SC cents)
   * waits for a second staff member (CORRECTION_SECOND_APPROVER_ABOVE_GC, default 10,000 GC;
   * CORRECTION_SECOND_APPROVER_ABOVE_SC_CENTS, default 10,000 cents = 100.00 SC).
   */
  corrections: { secondApproverAbove: { GC: number; SC: number } };
  /**
   * Staff sessions (issue 29 item 1): an absolute end (STAFF_SESSION_HOURS, default 8) and an idle limit
   * (STAFF_SESSION_IDLE_MINUTES, default 60: no refresh for that long ends the session), both shorter than a
   * player's; coin-moving actions need a second factor checked within STAFF_STEP_UP_MINUTES (default 10).
   */
  staffAuth: { sessionHours: number; idleMinutes: number; stepUpMinutes: number };
  /**
   * Operations (issue 31, docs/operations.md): the bearer token GET /metrics requires (METRICS_TOKEN; unset: /metrics
   * answers 404) and the seconds between runs of the ledger invariant check (LEDGER_CHECK_INTERVAL_S, default 3600;
   * 0: off on this node; tests: off).
   */
  operations: { metricsToken?: string; ledgerCheckIntervalS: number };
}

// --- payments (issue 11) ---
export interface PaymentsConfig {
  nowpayments: { apiKey?: string; ipnSecret?: string; baseUrl: string };
  goat: {
    secretKey?: string;
    publicKey?: string;
    webhookSecret?: string;
    baseUrl: string;
    scriptUrl: string;
  };
  bank: { secretKey?: string; webhookSecret?: string; baseUrl: string };
  redirect: { secretKey?: string; webhookSecret?: string; baseUrl: string };
  /** Seconds between reconciliation runs on this node (0: this node does not run it). */
  reconcileIntervalS: number;
}

function paymentsConfig(e: Env, nodeEnv: NodeEnv): PaymentsConfig {
  const base = (v: string | undefined, fallback: string) => (v ?? fallback).replace(/\/$/, '');
  return {
    nowpayments: {
      apiKey: e.NOWPAYMENTS_API_KEY,
      ipnSecret: e.NOWPAYMENTS_IPN_SECRET,
      baseUrl: base(e.NOWPAYMENTS_BASE_URL, 'https://api.nowpayments.io/v1'),
    },
    goat: {
      secretKey: e.GOAT_SECRET_KEY,
      publicKey: e.GOAT_PUBLIC_KEY,
      webhookSecret: e.GOAT_WEBHOOK_SECRET,
      baseUrl: base(e.GOAT_BASE_URL, 'https://api.goat.example/v1'),
      scriptUrl: e.GOAT_SCRIPT_URL ?? 'https://js.goat.example/v1/card-fields.js',
    },
    bank: {
      secretKey: e.BANK_SECRET_KEY,
      webhookSecret: e.BANK_WEBHOOK_SECRET,
      baseUrl: base(e.BANK_BASE_URL, 'https://api.bank.example/v1'),
    },
    redirect: {
      secretKey: e.REDIRECT_SECRET_KEY,
      webhookSecret: e.REDIRECT_WEBHOOK_SECRET,
      baseUrl: base(e.REDIRECT_BASE_URL, 'https://api.redirect.example/v1'),
    },
    // Tests run the job by hand (jobs/job-runner.ts); a server checks every minute by default.
    reconcileIntervalS:
      e.PAYMENTS_RECONCILE_INTERVAL_S !== undefined
        ? Number(e.PAYMENTS_RECONCILE_INTERVAL_S)
        : nodeEnv === 'test'
          ? 0
          : 60,
  };
}

/** A provider's keys come together or not at all. */
function paymentProblems(e: Env): Problem[] {
  const groups: [string, (string | undefined)[]][] = [
    ['NOWPAYMENTS_API_KEY', [e.NOWPAYMENTS_API_KEY, e.NOWPAYMENTS_IPN_SECRET]],
    ['GOAT_SECRET_KEY', [e.GOAT_SECRET_KEY, e.GOAT_PUBLIC_KEY, e.GOAT_WEBHOOK_SECRET]],
    ['BANK_SECRET_KEY', [e.BANK_SECRET_KEY, e.BANK_WEBHOOK_SECRET]],
    ['REDIRECT_SECRET_KEY', [e.REDIRECT_SECRET_KEY, e.REDIRECT_WEBHOOK_SECRET]],
  ];
  const names: Record<string, string> = {
    NOWPAYMENTS_API_KEY: 'NOWPAYMENTS_API_KEY and NOWPAYMENTS_IPN_SECRET',
    GOAT_SECRET_KEY: 'GOAT_SECRET_KEY, GOAT_PUBLIC_KEY and GOAT_WEBHOOK_SECRET',
    BANK_SECRET_KEY: 'BANK_SECRET_KEY and BANK_WEBHOOK_SECRET',
    REDIRECT_SECRET_KEY: 'REDIRECT_SECRET_KEY and REDIRECT_WEBHOOK_SECRET',
  };
  return groups
    .filter(([, values]) => values.some(Boolean) && !values.every(Boolean))
    .map(([variable]) => ({ variable, reason: `set ${names[variable]} together` }));
}
// --- end payments ---

/** Thrown when the environment is invalid; message lists each wrong variable and why. */
export class ConfigError extends Error {
  constructor(readonly problems: { variable: string; reason: string }[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p.variable}: ${p.reason}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

const MIN_SECRET = 32;

function parseTrustProxy(v: string | undefined): boolean | number | string[] {
  if (v === undefined) return false;
  if (/^\d+$/.test(v)) return Number(v); // hop count (0 trusts none)
  if (BOOL_TRUE.includes(v.toLowerCase())) return true;
  if (BOOL_FALSE.includes(v.toLowerCase())) return false;
  return v.split(',').map((s) => s.trim());
}

/** Where the generated development JWT secret lives: beside the embedded database folder. */
export function devSecretFile(dataDir: string): string {
  return path.join(path.dirname(path.resolve(dataDir)), 'jwt-secret');
}

/** Reads the development secret, creating it (0600) on first use. */
export function ensureDevSecret(file: string): string {
  try {
    const existing = fs.readFileSync(file, 'utf8').trim();
    if (existing.length >= MIN_SECRET) return existing;
  } catch {
    // not created yet
  }
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const secret = crypto.randomBytes(48).toString('base64url');
  fs.writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

type Problem = { variable: string; reason: string };

/** Rules across variables (each adds a problem; one run lists them all). */
function crossChecks(
  e: Env,
  sandbox: boolean,
  isProduction: boolean,
  trustProxy: Config['trustProxy'],
): Problem[] {
  const problems: Problem[] = [];
  if (sandbox && e.SANDBOX_ON_PUBLIC_HOST !== SANDBOX_ACKNOWLEDGEMENT) {
    const why =
      'turns on the development mailbox (with password-reset links), the SMS outbox, KYC self-approval and a ' +
      'sign-in provider that signs anyone in without a password';
    const fix = `Unset SANDBOX, or set SANDBOX_ON_PUBLIC_HOST=${SANDBOX_ACKNOWLEDGEMENT} if this really is a throw-away demo`;
    if (isProduction)
      problems.push({
        variable: 'SANDBOX',
        reason: `SANDBOX=on is refused with NODE_ENV=production: it ${why}. ${fix}.`,
      });
    const host = e.HOST ?? '127.0.0.1';
    if (!isLoopbackHost(host))
      problems.push({
        variable: 'SANDBOX',
        reason: `SANDBOX=on is refused on HOST=${host} (not a loopback address, so anyone who can reach it can use it): it ${why}. ${fix}.`,
      });
  }
  if (isProduction && toBool(e.SEED_DEMO_ACCOUNTS, false))
    problems.push({
      variable: 'SEED_DEMO_ACCOUNTS',
      reason:
        'SEED_DEMO_ACCOUNTS is refused with NODE_ENV=production: it creates the demo player, admin and support ' +
        'accounts, whose e-mails and passwords are published in the README, so anyone could sign in as ADMIN. ' +
        'Unset SEED_DEMO_ACCOUNTS (demo accounts are for development and tests only).',
    });
  const geoMode = e.GEO_MODE ?? (sandbox ? 'fixed' : 'geoip');
  if (geoMode === 'fixed' && !sandbox)
    problems.push({
      variable: 'GEO_MODE',
      reason:
        'GEO_MODE=fixed places every visitor in GEO_FIXED, a development setting: it needs SANDBOX=on (use geoip or header)',
    });
  if (geoMode === 'header') {
    const combined = e.GEO_HEADER;
    const pair = e.GEO_COUNTRY_HEADER && e.GEO_REGION_HEADER;
    if (!combined && !pair)
      problems.push({
        variable: 'GEO_HEADER',
        reason:
          'GEO_MODE=header needs GEO_HEADER (one header with "US-TX"), or GEO_COUNTRY_HEADER and GEO_REGION_HEADER',
      });
    if (combined && (e.GEO_COUNTRY_HEADER || e.GEO_REGION_HEADER))
      problems.push({
        variable: 'GEO_HEADER',
        reason: 'set GEO_HEADER or GEO_COUNTRY_HEADER + GEO_REGION_HEADER, not both',
      });
    if (!Array.isArray(trustProxy))
      problems.push({
        variable: 'TRUST_PROXY',
        reason:
          'GEO_MODE=header needs TRUST_PROXY to list the addresses or CIDRs of the proxy that sets the location header (true or a hop count cannot tell the proxy from a client)',
      });
  }
  const kycProvider = e.KYC_PROVIDER ?? (e.VERIFF_API_KEY ? 'veriff' : 'sandbox');
  if (kycProvider === 'veriff' && (!e.VERIFF_API_KEY || !e.KYC_WEBHOOK_SECRET))
    problems.push({
      variable: 'KYC_PROVIDER',
      reason: 'VERIFF_API_KEY and KYC_WEBHOOK_SECRET are required with KYC_PROVIDER=veriff',
    });
  if (e.KYC_PROVIDER === 'sandbox' && !sandbox)
    problems.push({ variable: 'KYC_PROVIDER', reason: 'KYC_PROVIDER=sandbox needs SANDBOX=on' });
  const twilio = [e.TWILIO_ACCOUNT_SID, e.TWILIO_AUTH_TOKEN, e.TWILIO_FROM].filter(Boolean).length;
  if (twilio > 0 && twilio < 3)
    problems.push({
      variable: 'TWILIO_ACCOUNT_SID',
      reason: 'set TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM together',
    });
  // games (issue 12)
  if (e.GAME_PLATFORM === 'sandbox' && !sandbox)
    problems.push({ variable: 'GAME_PLATFORM', reason: 'GAME_PLATFORM=sandbox needs SANDBOX=on' });
  if (e.PAYOUT_PROVIDER === 'sandbox' && !sandbox)
    problems.push({ variable: 'PAYOUT_PROVIDER', reason: 'PAYOUT_PROVIDER=sandbox needs SANDBOX=on' });
  if (e.OIDC_ISSUER && (!e.OIDC_CLIENT_ID || !e.OIDC_CLIENT_SECRET))
    problems.push({
      variable: 'OIDC_ISSUER',
      reason: 'OIDC_CLIENT_ID and OIDC_CLIENT_SECRET are required with OIDC_ISSUER',
    });
  return problems;
}

/**
 * Validates the environment. Throws ConfigError naming every wrong variable and why (never echoing secrets).
 * Outside production a missing JWT_SECRET is generated once and persisted (see devSecretFile).
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const result = envSchema.safeParse(env);
  const problems: Problem[] = [];
  if (!result.success) {
    for (const issue of result.error.issues) {
      const variable = String(issue.path[0] ?? 'environment');
      const raw = env[variable];
      const hidden = SECRET_VARIABLES.has(variable) || variable.endsWith('_URL');
      problems.push({ variable, reason: `${issue.message}${hidden ? '' : ` (got "${raw ?? ''}")`}` });
    }
  }
  // Rules across variables are checked even when some values are wrong, so that one run lists every problem.
  const e: Env = result.success ? result.data : trimmed(env);
  const secret = e.JWT_SECRET;
  if (secret !== undefined && secret.length < MIN_SECRET) {
    problems.push({
      variable: 'JWT_SECRET',
      reason: `must be at least ${MIN_SECRET} characters (got ${secret.length} characters)`,
    });
  } else if (secret === undefined && e.NODE_ENV === 'production') {
    problems.push({
      variable: 'JWT_SECRET',
      reason: `is required when NODE_ENV=production (at least ${MIN_SECRET} random characters)`,
    });
  }
  const nodeEnv = (e.NODE_ENV ?? 'development') as NodeEnv;
  const isProduction = nodeEnv === 'production';
  const sandbox = toBool(e.SANDBOX, false);
  const trustProxyValue = envSchema.shape.TRUST_PROXY.safeParse(env.TRUST_PROXY);
  const trustProxy = trustProxyValue.success ? parseTrustProxy(trustProxyValue.data) : false;
  problems.push(...crossChecks(e, sandbox, isProduction, trustProxyValue.success ? trustProxy : ['?']));
  problems.push(...paymentProblems(e));
  if (problems.length || !result.success) throw new ConfigError(dedupe(problems));

  const dataDir = path.resolve(e.DATA_DIR ?? path.join(REPO_ROOT, '.data', 'pglite'));
  const jwtSecret = e.JWT_SECRET ?? ensureDevSecret(devSecretFile(dataDir));
  const kycProvider = e.KYC_PROVIDER ?? (e.VERIFF_API_KEY ? 'veriff' : 'sandbox');

  return {
    nodeEnv,
    isProduction,
    sandbox,
    port: e.PORT === undefined ? 3000 : Number(e.PORT),
    host: e.HOST ?? '127.0.0.1',
    dataDir,
    databaseUrl: e.DATABASE_URL,
    databasePoolMax: e.DATABASE_POOL_MAX === undefined ? DEFAULT_POOL_MAX : Number(e.DATABASE_POOL_MAX),
    redisUrl: e.REDIS_URL,
    deployDir: path.resolve(e.DEPLOY_DIR ?? path.join(REPO_ROOT, '.deploy')),
    shellDir: path.resolve(e.SHELL_DIR ?? path.join(REPO_ROOT, 'shell', 'dist')),
    prerenderScript: prerenderScriptOf(e.PRERENDER_SCRIPT),
    jwtSecret,
    cookieSecure: toBool(e.COOKIE_SECURE, isProduction),
    logLevel: (e.LOG_LEVEL ?? (nodeEnv === 'test' ? 'silent' : 'info')) as LogLevel,
    trustProxy,
    // Never in production: SEED_DEMO_ACCOUNTS=true is refused there (crossChecks), and SANDBOX=on does not imply it.
    seedDemoAccounts: toBool(e.SEED_DEMO_ACCOUNTS, sandbox && !isProduction),
    seedDemoDay:
      !isProduction &&
      toBool(e.SEED_DEMO_DAY, toBool(e.SEED_DEMO_ACCOUNTS, sandbox && !isProduction) && nodeEnv !== 'test'),
    publicUrl: e.PUBLIC_URL?.replace(/\/$/, ''),
    mail: { from: e.MAIL_FROM ?? 'Lucky Arcade <no-reply@arcade.test>', smtpUrl: e.SMTP_URL },
    filesDir: path.resolve(e.FILES_DIR ?? path.join(path.dirname(dataDir), 'files')),
    twilio: {
      accountSid: e.TWILIO_ACCOUNT_SID,
      authToken: e.TWILIO_AUTH_TOKEN,
      from: e.TWILIO_FROM,
      baseUrl: e.TWILIO_BASE_URL,
    },
    marketing: {
      unsubscribeSecret:
        e.MARKETING_UNSUBSCRIBE_SECRET ??
        crypto.createHmac('sha256', jwtSecret).update('arcade-marketing:unsubscribe').digest('base64url'),
      postalAddress: e.MARKETING_POSTAL_ADDRESS,
    },
    oidc: {
      issuer: e.OIDC_ISSUER?.replace(/\/$/, ''),
      clientId: e.OIDC_CLIENT_ID,
      clientSecret: e.OIDC_CLIENT_SECRET,
      redirectUri: e.OIDC_REDIRECT_URI,
    },
    kyc: {
      provider: kycProvider as 'sandbox' | 'veriff',
      webhookSecret: e.KYC_WEBHOOK_SECRET,
      veriffApiKey: e.VERIFF_API_KEY,
      veriffBaseUrl: (e.VERIFF_BASE_URL ?? 'https://stationapi.veriff.com').replace(/\/$/, ''),
      sandboxWebhookUrl: e.KYC_SANDBOX_WEBHOOK_URL,
    },
    geo: {
      mode: (e.GEO_MODE ?? (sandbox ? 'fixed' : 'geoip')) as GeoMode,
      fixed: (e.GEO_FIXED ?? 'US-TX').toUpperCase(),
      locationHeader: e.GEO_HEADER?.toLowerCase(),
      countryHeader: e.GEO_COUNTRY_HEADER?.toLowerCase(),
      regionHeader: e.GEO_REGION_HEADER?.toLowerCase(),
    },
    games: {
      platform: (e.GAME_PLATFORM ?? (sandbox ? 'sandbox' : 'manual')) as 'manual' | 'sandbox',
      credentialsKey: e.GAME_CREDENTIALS_KEY,
      payoutProvider: (e.PAYOUT_PROVIDER ?? (sandbox ? 'sandbox' : 'none')) as 'sandbox' | 'none',
      payoutWebhookSecret: e.PAYOUT_WEBHOOK_SECRET,
      // Tests run the job by hand; a server retries every minute by default.
      retryIntervalS:
        e.GAMES_RETRY_INTERVAL_S !== undefined
          ? Number(e.GAMES_RETRY_INTERVAL_S)
          : nodeEnv === 'test'
            ? 0
            : 60,
    },
    payments: paymentsConfig(e, nodeEnv),
    corrections: {
      secondApproverAbove: {
        GC: Number(e.CORRECTION_SECOND_APPROVER_ABOVE_GC ?? 10_000),
        SC: Number(e.CORRECTION_SECOND_APPROVER_ABOVE_SC_CENTS ?? 10_000),
      },
    },
    staffAuth: {
      sessionHours: Number(e.STAFF_SESSION_HOURS ?? 8),
      idleMinutes: Number(e.STAFF_SESSION_IDLE_MINUTES ?? 60),
      stepUpMinutes: Number(e.STAFF_STEP_UP_MINUTES ?? 10),
    },
    operations: {
      metricsToken: e.METRICS_TOKEN,
      ledgerCheckIntervalS:
        e.LEDGER_CHECK_INTERVAL_S !== undefined
          ? Number(e.LEDGER_CHECK_INTERVAL_S)
          : nodeEnv === 'test'
            ? 0
            : 3600,
    },
  };
}

/** The environment as trimmed strings (empty = unset), for the cross-variable rules when some values are wrong. */
function trimmed(env: NodeJS.ProcessEnv): Env {
  const out: Record<string, string | undefined> = {};
  for (const key of Object.keys(envSchema.shape)) {
    const v = env[key]?.trim();
    out[key] = v ? v : undefined;
  }
  return out as Env;
}

function dedupe(problems: Problem[]): Problem[] {
  const seen = new Set<string>();
  return problems.filter((p) => {
    const key = `${p.variable}\n${p.reason}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
