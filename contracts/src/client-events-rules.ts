/**
 * The zod-free half of the browser's reports (issue 31 item 3): what the shell needs in its first-load bundle
 * (the path, the limits, the names), apart from the schemas (client-events.ts), so that zod stays out of it.
 */
export const CLIENT_EVENTS_PATH = '/api/v1/client-events';
/** The most events in one report and the largest body the route reads. */
export const CLIENT_EVENTS_MAX = 20;
export const CLIENT_EVENTS_BODY_LIMIT = 32 * 1024;

/** manifest: the remote's mf-manifest.json or remoteEntry.js did not load; load: one of its modules did not. */
export const REMOTE_LOAD_PHASES = ['manifest', 'load'] as const;
export const WEB_VITAL_NAMES = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;
export const WEB_VITAL_RATINGS = ['good', 'needs-improvement', 'poor'] as const;
