import type { FastifyBaseLogger } from 'fastify';
import type { ClientEvent } from '@arcade/contracts';
import type { Metrics } from '../../http/metrics';
import { scrubMessage, scrubPath, scrubStack } from './scrub';
import type { StackResolver } from './stack-resolver';

export interface ClientEventsDeps {
  metrics: Metrics;
  resolver: StackResolver;
  log: FastifyBaseLogger;
  /** The versions of a remote the registry knows (current and earlier): other versions count as "other". */
  knownVersions: (remote: string) => Promise<ReadonlySet<string>>;
}

/**
 * Feeds one report to the metrics and the log: every text scrubbed of personal data first (scrub.ts), an error's
 * stack resolved through the source maps. Web Vitals go to the histograms only. Answers how many were taken.
 */
export async function recordClientEvents(
  deps: ClientEventsDeps,
  events: readonly ClientEvent[],
): Promise<number> {
  const { metrics, resolver, log, knownVersions } = deps;
  for (const event of events) {
    const page = scrubPath(event.page);
    switch (event.type) {
      case 'web_vital':
        if (event.name === 'CLS') metrics.layoutShift.observe({ rating: event.rating }, event.value);
        else metrics.webVitals.observe({ name: event.name, rating: event.rating }, event.value / 1000);
        break;
      case 'remote_load_failed': {
        // A label takes only versions the registry knows, so reports cannot make up series.
        const known = (await knownVersions(event.remote)).has(event.version);
        metrics.clientRemoteFailures.inc({
          remote: event.remote,
          version: known ? event.version : 'other',
          phase: event.phase,
        });
        log.warn(
          {
            browser: {
              type: event.type,
              remote: event.remote,
              version: event.version,
              phase: event.phase,
              message: scrubMessage(event.message),
              page,
            },
          },
          'browser: a remote failed to load',
        );
        break;
      }
      case 'error': {
        metrics.clientErrors.inc({ kind: event.kind, remote: event.remote ?? 'shell' });
        const scrubbed = event.stack ? scrubStack(event.stack) : undefined;
        const readable = scrubbed ? await resolver.resolve(scrubbed) : undefined;
        log.warn(
          {
            browser: {
              type: event.type,
              kind: event.kind,
              remote: event.remote,
              message: scrubMessage(event.message),
              stack: readable?.stack,
              resolvedFrames: readable?.resolved ?? 0,
              page,
            },
          },
          'browser: uncaught error',
        );
        break;
      }
    }
  }
  return events.length;
}
