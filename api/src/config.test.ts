import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ConfigError, devSecretFile, loadConfig } from './config';

const tmpData = () => path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'arcade-config-')), 'pglite');

function problemsOf(env: NodeJS.ProcessEnv): string[] {
  try {
    loadConfig(env);
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    return (err as ConfigError).problems.map((p) => `${p.variable}: ${p.reason}`);
  }
  throw new Error('expected the configuration to be refused');
}

describe('loadConfig', () => {
  it('applies the defaults and persists a generated development secret', () => {
    const dataDir = tmpData();
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      nodeEnv: 'development',
      cookieSecure: false,
      trustProxy: false,
    });
    expect(config.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(config.deployDir.endsWith('.deploy')).toBe(true);
    expect(config.shellDir.endsWith(path.join('shell', 'dist'))).toBe(true);
    expect(config.prerenderScript).toBe(path.resolve(__dirname, '..', '..', 'scripts', 'prerender.mjs'));
    const file = devSecretFile(dataDir);
    expect(fs.readFileSync(file, 'utf8').trim()).toBe(config.jwtSecret);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(loadConfig({ DATA_DIR: dataDir }).jwtSecret).toBe(config.jwtSecret);
  });

  it('reads every variable', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      PORT: '8080',
      HOST: '0.0.0.0',
      DATABASE_URL: 'postgres://u:p@db:5432/arcade',
      REDIS_URL: 'redis://cache:6379',
      JWT_SECRET: 'x'.repeat(40),
      LOG_LEVEL: 'warn',
      TRUST_PROXY: '1',
      DEPLOY_DIR: '/srv/deploy',
      SHELL_DIR: '/srv/shell',
    });
    expect(config).toMatchObject({
      isProduction: true,
      port: 8080,
      host: '0.0.0.0',
      databaseUrl: 'postgres://u:p@db:5432/arcade',
      redisUrl: 'redis://cache:6379',
      cookieSecure: true,
      logLevel: 'warn',
      trustProxy: 1,
      deployDir: '/srv/deploy',
      shellDir: '/srv/shell',
      seedDemoAccounts: false,
    });
    expect(
      loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'y'.repeat(32), COOKIE_SECURE: 'false' }).cookieSecure,
    ).toBe(false);
    expect(loadConfig({ DATA_DIR: tmpData(), TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
    ]);
  });

  it('PRERENDER_SCRIPT=off, or a script that is not there, renders no data pictures', () => {
    expect(loadConfig({ DATA_DIR: tmpData(), PRERENDER_SCRIPT: 'off' }).prerenderScript).toBeNull();
    expect(
      loadConfig({ DATA_DIR: tmpData(), PRERENDER_SCRIPT: '/nowhere/prerender.mjs' }).prerenderScript,
    ).toBeNull();
  });

  it('DATABASE_POOL_MAX sizes the PostgreSQL pool: 10 unless set, an integer from 1 to 500', () => {
    expect(loadConfig({ DATA_DIR: tmpData() }).databasePoolMax).toBe(10);
    expect(loadConfig({ DATA_DIR: tmpData(), DATABASE_POOL_MAX: '32' }).databasePoolMax).toBe(32);
    for (const bad of ['0', '501', 'ten', '2.5']) {
      expect(problemsOf({ DATA_DIR: tmpData(), DATABASE_POOL_MAX: bad })).toEqual([
        `DATABASE_POOL_MAX: must be an integer between 1 and 500 (got "${bad}")`,
      ]);
    }
  });

  it('refuses a bad PORT naming the variable and the value', () => {
    expect(problemsOf({ DATA_DIR: tmpData(), PORT: 'abc' })).toEqual([
      'PORT: must be an integer between 0 and 65535 (got "abc")',
    ]);
    expect(problemsOf({ DATA_DIR: tmpData(), PORT: '70000' })[0]).toMatch(/^PORT: /);
  });

  it('requires a long JWT_SECRET in production and never prints it', () => {
    expect(problemsOf({ NODE_ENV: 'production' })).toEqual([
      'JWT_SECRET: is required when NODE_ENV=production (at least 32 random characters)',
    ]);
    const problems = problemsOf({ NODE_ENV: 'production', JWT_SECRET: 'short-secret' });
    expect(problems).toEqual(['JWT_SECRET: must be at least 32 characters (got 12 characters)']);
    expect(problems.join()).not.toContain('short-secret');
  });

  it('lists every wrong variable at once, with the reason', () => {
    const problems = problemsOf({
      NODE_ENV: 'staging',
      DATABASE_URL: 'mysql://db/x',
      REDIS_URL: 'http://cache',
      COOKIE_SECURE: 'maybe',
      LOG_LEVEL: 'loud',
      TRUST_PROXY: 'everyone!',
    });
    expect(problems).toEqual(
      expect.arrayContaining([
        'NODE_ENV: must be one of development, production, test (got "staging")',
        'DATABASE_URL: must be a URL like postgres://user:password@host:5432/database',
        'REDIS_URL: must be a URL like redis://host:6379',
        expect.stringMatching(/^COOKIE_SECURE: must be one of true, 1, yes, on, false/),
        expect.stringMatching(/^LOG_LEVEL: must be one of fatal, error/),
        expect.stringMatching(/^TRUST_PROXY: must be true, false/),
      ]),
    );
    expect(problems).toHaveLength(6);
    expect(problemsOf({ PORT: 'abc', JWT_SECRET: 'short' })).toEqual([
      'PORT: must be an integer between 0 and 65535 (got "abc")',
      'JWT_SECRET: must be at least 32 characters (got 5 characters)',
    ]);
  });

  it('formats the refusal as one message listing the variables', () => {
    expect(() => loadConfig({ DATA_DIR: tmpData(), PORT: '-1' })).toThrow(
      /Invalid configuration:\n {2}- PORT: /,
    );
  });

  it('keeps the sandbox off unless SANDBOX is set, and derives the development defaults from it', () => {
    const off = loadConfig({ DATA_DIR: tmpData() });
    expect(off).toMatchObject({ sandbox: false, seedDemoAccounts: false, geo: { mode: 'geoip' } });
    const on = loadConfig({ DATA_DIR: tmpData(), SANDBOX: 'on' });
    expect(on).toMatchObject({
      sandbox: true,
      seedDemoAccounts: true,
      geo: { mode: 'fixed', fixed: 'US-TX' },
    });
    expect(loadConfig({ DATA_DIR: tmpData(), SEED_DEMO_ACCOUNTS: 'true' }).seedDemoAccounts).toBe(true);
  });

  it('refuses SANDBOX=on in production or on a public HOST unless told in so many words', () => {
    expect(problemsOf({ SANDBOX: 'on', NODE_ENV: 'production', JWT_SECRET: 'z'.repeat(40) })).toEqual([
      expect.stringMatching(/^SANDBOX: SANDBOX=on is refused with NODE_ENV=production: it turns on/),
    ]);
    expect(problemsOf({ DATA_DIR: tmpData(), SANDBOX: 'on', HOST: '0.0.0.0' })).toEqual([
      expect.stringMatching(/^SANDBOX: SANDBOX=on is refused on HOST=0\.0\.0\.0 \(not a loopback address/),
    ]);
    for (const host of ['127.0.0.1', 'localhost', '::1', '127.0.0.2'])
      expect(loadConfig({ DATA_DIR: tmpData(), SANDBOX: 'on', HOST: host }).sandbox).toBe(true);
    expect(
      loadConfig({
        DATA_DIR: tmpData(),
        SANDBOX: 'on',
        HOST: '0.0.0.0',
        SANDBOX_ON_PUBLIC_HOST: 'I_UNDERSTAND_ANYONE_CAN_SIGN_IN',
      }).sandbox,
    ).toBe(true);
    expect(
      problemsOf({ DATA_DIR: tmpData(), SANDBOX: 'on', HOST: '0.0.0.0', SANDBOX_ON_PUBLIC_HOST: 'yes' }),
    ).toEqual(expect.arrayContaining([expect.stringMatching(/^SANDBOX_ON_PUBLIC_HOST: must be exactly/)]));
  });

  it('refuses demo accounts in production, whatever else is set, and never seeds them there by default', () => {
    const production = { NODE_ENV: 'production', JWT_SECRET: 'd'.repeat(40) };
    for (const value of ['true', 'on', '1', 'yes'])
      expect(problemsOf({ ...production, SEED_DEMO_ACCOUNTS: value })).toEqual([
        expect.stringMatching(
          /^SEED_DEMO_ACCOUNTS: SEED_DEMO_ACCOUNTS is refused with NODE_ENV=production: .*sign in as ADMIN/,
        ),
      ]);
    // The sandbox's acknowledgement does not let them through.
    expect(
      problemsOf({
        ...production,
        SEED_DEMO_ACCOUNTS: 'true',
        SANDBOX: 'on',
        SANDBOX_ON_PUBLIC_HOST: 'I_UNDERSTAND_ANYONE_CAN_SIGN_IN',
      }),
    ).toEqual([expect.stringMatching(/^SEED_DEMO_ACCOUNTS: /)]);
    expect(loadConfig({ ...production, SEED_DEMO_ACCOUNTS: 'false' }).seedDemoAccounts).toBe(false);
    // An acknowledged sandbox in production runs without them.
    expect(
      loadConfig({ ...production, SANDBOX: 'on', SANDBOX_ON_PUBLIC_HOST: 'I_UNDERSTAND_ANYONE_CAN_SIGN_IN' }),
    ).toMatchObject({ sandbox: true, seedDemoAccounts: false });
    // Outside production they stay allowed.
    for (const NODE_ENV of ['development', 'test'])
      expect(loadConfig({ DATA_DIR: tmpData(), NODE_ENV, SEED_DEMO_ACCOUNTS: 'true' }).seedDemoAccounts).toBe(
        true,
      );
  });

  it('validates the location settings', () => {
    expect(problemsOf({ DATA_DIR: tmpData(), GEO_MODE: 'headers' })).toEqual([
      'GEO_MODE: must be one of fixed, geoip, header (got "headers")',
    ]);
    expect(problemsOf({ DATA_DIR: tmpData(), GEO_MODE: 'fixed' })).toEqual([
      expect.stringMatching(/^GEO_MODE: GEO_MODE=fixed places every visitor in GEO_FIXED.*needs SANDBOX=on/),
    ]);
    expect(problemsOf({ DATA_DIR: tmpData(), GEO_MODE: 'header', TRUST_PROXY: 'true' })).toEqual([
      expect.stringMatching(/^GEO_HEADER: GEO_MODE=header needs GEO_HEADER/),
      expect.stringMatching(/^TRUST_PROXY: GEO_MODE=header needs TRUST_PROXY to list the addresses/),
    ]);
    expect(
      loadConfig({
        DATA_DIR: tmpData(),
        GEO_MODE: 'header',
        GEO_HEADER: 'X-Client-Location',
        TRUST_PROXY: '10.0.0.0/8',
      }).geo,
    ).toEqual({ mode: 'header', fixed: 'US-TX', locationHeader: 'x-client-location' });
  });

  it('reads the identity variables into the same configuration, and lists their problems with the rest', () => {
    const config = loadConfig({
      DATA_DIR: tmpData(),
      PUBLIC_URL: 'https://arcade.example.com/',
      SMTP_URL: 'smtp://mail:587',
      MAIL_FROM: 'Arcade <a@example.com>',
      TWILIO_ACCOUNT_SID: 'AC1',
      TWILIO_AUTH_TOKEN: 'tok',
      TWILIO_FROM: '+15125550000',
      OIDC_ISSUER: 'https://accounts.google.com/',
      OIDC_CLIENT_ID: 'id',
      OIDC_CLIENT_SECRET: 'secret',
      VERIFF_API_KEY: 'key',
      KYC_WEBHOOK_SECRET: 'hook',
      FILES_DIR: '/srv/files',
    });
    expect(config).toMatchObject({
      publicUrl: 'https://arcade.example.com',
      mail: { smtpUrl: 'smtp://mail:587', from: 'Arcade <a@example.com>' },
      twilio: { accountSid: 'AC1', authToken: 'tok', from: '+15125550000' },
      oidc: { issuer: 'https://accounts.google.com', clientId: 'id', clientSecret: 'secret' },
      kyc: { provider: 'veriff', veriffApiKey: 'key', webhookSecret: 'hook' },
      filesDir: '/srv/files',
    });
    const problems = problemsOf({
      DATA_DIR: tmpData(),
      PUBLIC_URL: 'arcade.example.com/path',
      KYC_PROVIDER: 'veriff',
      TWILIO_ACCOUNT_SID: 'AC1',
      TWILIO_AUTH_TOKEN: 'super-secret-token',
      PORT: 'x',
    });
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^PUBLIC_URL: must be an origin/),
        expect.stringMatching(/^KYC_PROVIDER: VERIFF_API_KEY and KYC_WEBHOOK_SECRET are required/),
        expect.stringMatching(
          /^TWILIO_ACCOUNT_SID: set TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM together/,
        ),
        expect.stringMatching(/^PORT: /),
      ]),
    );
    expect(problems.join()).not.toContain('super-secret-token');
  });
});
