import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

/** The repository root (api/src/config.ts -> ../..). */
export const REPO_ROOT = path.resolve(__dirname, '..', '..');

export type NodeEnv = 'development' | 'production' | 'test';
export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

export interface Config {
  nodeEnv: NodeEnv;
  isProduction: boolean;
  port: number;
  host: string;
  /** Folder of the embedded PGlite database (unused when databaseUrl is set). */
  dataDir: string;
  databaseUrl?: string;
  redisUrl?: string;
  /** Deployed remotes: DEPLOY_DIR/remotes.json and DEPLOY_DIR/remotes/NAME/VERSION/... */
  deployDir: string;
  /** The built shell (index.html and assets/). */
  shellDir: string;
  jwtSecret: string;
  cookieSecure: boolean;
  logLevel: LogLevel;
  /** Fastify trustProxy: false, true, a hop count or a list of addresses/CIDRs. */
  trustProxy: boolean | number | string[];
  /** Seed the demo player and admin accounts (default: outside production only). */
  seedDemoAccounts: boolean;
  /** Sandboxes and development pages on (API docs UI at /api/docs among them); never implied. */
  sandbox: boolean;
}

/** Thrown when the environment is invalid; message lists each wrong variable and why. */
export class ConfigError extends Error {
  constructor(readonly problems: { variable: string; reason: string }[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p.variable}: ${p.reason}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

const MIN_SECRET = 32;
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
const BOOL_TRUE = ['true', '1', 'yes', 'on'];
const BOOL_FALSE = ['false', '0', 'no', 'off'];

const optionalText = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()));

const booleanText = optionalText.refine(
  (v) => v === undefined || BOOL_TRUE.includes(v.toLowerCase()) || BOOL_FALSE.includes(v.toLowerCase()),
  { message: `must be one of ${[...BOOL_TRUE, ...BOOL_FALSE].join(', ')}` },
);

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

const envSchema = z.object({
  NODE_ENV: optionalText.refine((v) => v === undefined || ['development', 'production', 'test'].includes(v), {
    message: 'must be one of development, production, test',
  }),
  PORT: optionalText.refine((v) => v === undefined || (/^\d+$/.test(v) && Number(v) <= 65535), {
    message: 'must be an integer between 0 and 65535',
  }),
  HOST: optionalText.refine((v) => v === undefined || /^[A-Za-z0-9.:[\]-]+$/.test(v), {
    message: 'must be a host name or an IP address (e.g. 127.0.0.1 or 0.0.0.0)',
  }),
  DATA_DIR: optionalText,
  DATABASE_URL: urlWithProtocols(['postgres:', 'postgresql:'], 'postgres://user:password@host:5432/database'),
  REDIS_URL: urlWithProtocols(['redis:', 'rediss:'], 'redis://host:6379'),
  DEPLOY_DIR: optionalText,
  SHELL_DIR: optionalText,
  JWT_SECRET: optionalText,
  COOKIE_SECURE: booleanText,
  LOG_LEVEL: optionalText.refine((v) => v === undefined || (LOG_LEVELS as readonly string[]).includes(v), {
    message: `must be one of ${LOG_LEVELS.join(', ')}`,
  }),
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
});

function toBool(v: string | undefined, fallback: boolean): boolean {
  if (v === undefined) return fallback;
  return BOOL_TRUE.includes(v.toLowerCase());
}

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

/**
 * Validates the environment. Throws ConfigError naming every wrong variable and why (never echoing secrets).
 * Outside production a missing JWT_SECRET is generated once and persisted (see devSecretFile).
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const result = envSchema.safeParse(env);
  const problems: { variable: string; reason: string }[] = [];
  if (!result.success) {
    for (const issue of result.error.issues) {
      const variable = String(issue.path[0] ?? 'environment');
      const raw = env[variable];
      const shown = variable === 'JWT_SECRET' || variable.endsWith('_URL') ? '' : ` (got "${raw ?? ''}")`;
      problems.push({ variable, reason: `${issue.message}${shown}` });
    }
  }
  // The secret rule is checked even when other variables are wrong, so that one run lists every problem.
  const secret = env.JWT_SECRET?.trim() || undefined;
  if (secret !== undefined && secret.length < MIN_SECRET) {
    problems.push({
      variable: 'JWT_SECRET',
      reason: `must be at least ${MIN_SECRET} characters (got ${secret.length} characters)`,
    });
  } else if (secret === undefined && env.NODE_ENV?.trim() === 'production') {
    problems.push({
      variable: 'JWT_SECRET',
      reason: `is required when NODE_ENV=production (at least ${MIN_SECRET} random characters)`,
    });
  }
  if (problems.length || !result.success) throw new ConfigError(problems);
  const e = result.data;
  const nodeEnv = (e.NODE_ENV ?? 'development') as NodeEnv;
  const isProduction = nodeEnv === 'production';

  const dataDir = path.resolve(e.DATA_DIR ?? path.join(REPO_ROOT, '.data', 'pglite'));
  const jwtSecret = e.JWT_SECRET ?? ensureDevSecret(devSecretFile(dataDir));

  return {
    nodeEnv,
    isProduction,
    port: e.PORT === undefined ? 3000 : Number(e.PORT),
    host: e.HOST ?? '127.0.0.1',
    dataDir,
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    deployDir: path.resolve(e.DEPLOY_DIR ?? path.join(REPO_ROOT, '.deploy')),
    shellDir: path.resolve(e.SHELL_DIR ?? path.join(REPO_ROOT, 'shell', 'dist')),
    jwtSecret,
    cookieSecure: toBool(e.COOKIE_SECURE, isProduction),
    logLevel: (e.LOG_LEVEL ?? (nodeEnv === 'test' ? 'silent' : 'info')) as LogLevel,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    seedDemoAccounts: toBool(e.SEED_DEMO_ACCOUNTS, !isProduction),
    sandbox: false,
  };
}
