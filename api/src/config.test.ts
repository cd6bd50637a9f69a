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
});
