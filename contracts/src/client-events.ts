import { z } from 'zod';
import { REMOTE_NAMES } from './remotes';
import {
  CLIENT_EVENTS_MAX,
  REMOTE_LOAD_PHASES,
  WEB_VITAL_NAMES,
  WEB_VITAL_RATINGS,
} from './client-events-rules';

/**
 * What the shell reports about the browser (issue 31 item 3) to POST /api/v1/client-events: remotes that failed
 * to load, uncaught errors and unhandled rejections, and Core Web Vitals. No personal data: page URLs are paths
 * without query or fragment, and the server strips query strings and e-mail addresses from every text again.
 * The zod-free constants (path, limits, names) are in client-events-rules.ts, for the shell's first load.
 */

/** A page path (no query, no fragment) as location.pathname gives it. */
const pagePath = z
  .string()
  .max(512)
  .regex(/^\/[^?#\s]*$/, 'a path without query or fragment');
const text = (max: number) => z.string().max(max);
/** A deployed version (scripts/remote.mjs: 1.0.0-ab12cd34), or "unknown" when the registry had none. */
const versionText = z.string().regex(/^[0-9A-Za-z][0-9A-Za-z.+-]{0,63}$/, 'a version such as 1.0.0-ab12cd34');

export const remoteLoadFailedEventSchema = z.object({
  type: z.literal('remote_load_failed'),
  remote: z.enum(REMOTE_NAMES as [string, ...string[]]),
  version: versionText,
  phase: z.enum(REMOTE_LOAD_PHASES),
  message: text(1000),
  page: pagePath,
});

export const browserErrorEventSchema = z.object({
  type: z.literal('error'),
  kind: z.enum(['error', 'unhandledrejection']),
  /** The remote whose boundary caught it, when one did. */
  remote: z.enum(REMOTE_NAMES as [string, ...string[]]).optional(),
  message: text(1000),
  stack: text(8000).optional(),
  page: pagePath,
});

export const webVitalEventSchema = z.object({
  type: z.literal('web_vital'),
  name: z.enum(WEB_VITAL_NAMES),
  /** Milliseconds (CLS: unitless score). */
  value: z.number().finite().min(0).max(600_000),
  rating: z.enum(WEB_VITAL_RATINGS),
  page: pagePath,
});

export const clientEventSchema = z.discriminatedUnion('type', [
  remoteLoadFailedEventSchema,
  browserErrorEventSchema,
  webVitalEventSchema,
]);
export type ClientEvent = z.infer<typeof clientEventSchema>;

export const clientEventsBodySchema = z.object({
  events: z.array(clientEventSchema).min(1).max(CLIENT_EVENTS_MAX),
});
export type ClientEventsBody = z.infer<typeof clientEventsBodySchema>;

export const clientEventsAnswerSchema = z.object({ accepted: z.number().int() });
