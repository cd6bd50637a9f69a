import pino, { type DestinationStream, type Logger } from 'pino';
import type { Config } from '../config';

/** Never logged: cookies, authorization headers, passwords, tokens, OTPs. */
export const REDACT_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'req.headers["x-api-key"]',
  'res.headers["set-cookie"]',
  'headers.cookie',
  'headers.authorization',
  'cookie',
  'authorization',
  'password',
  'newPassword',
  'currentPassword',
  'oldPassword',
  'passwordHash',
  'password_hash',
  'token',
  'refreshToken',
  'accessToken',
  'otp',
  '*.cookie',
  '*.authorization',
  '*.password',
  '*.newPassword',
  '*.currentPassword',
  '*.oldPassword',
  '*.passwordHash',
  '*.password_hash',
  '*.token',
  '*.refreshToken',
  '*.accessToken',
  '*.otp',
  'body.password',
  'body.newPassword',
];

/** The server's structured logger (pino, JSON lines). */
export function createLogger(config: Pick<Config, 'logLevel'>, destination?: DestinationStream): Logger {
  return pino(
    {
      level: config.logLevel,
      base: { service: 'arcade-api' },
      redact: { paths: REDACT_PATHS, censor: '[redacted]' },
      timestamp: pino.stdTimeFunctions.isoTime,
    },
    destination,
  );
}
