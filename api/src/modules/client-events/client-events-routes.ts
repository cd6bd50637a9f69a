import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CLIENT_EVENTS_BODY_LIMIT,
  CLIENT_EVENTS_PATH,
  clientEventsAnswerSchema,
  clientEventsBodySchema,
  envelopeOf,
  errorResponses,
} from '@arcade/contracts';
import { ok } from '../../http/envelope';
import { TAGS } from '../../http/openapi';
import { recordClientEvents } from './client-events-service';
import { readRegistry } from '../static/registry';
import { StackResolver } from './stack-resolver';

/** Reports per minute per address: a page sends a few (vitals once, errors batched); a loop in a tab is cut off. */
export const CLIENT_EVENTS_RATE_LIMIT = { max: 30, timeWindow: '1 minute' } as const;

const REGISTRY_TTL_MS = 5000;

export const CLIENT_EVENTS_MESSAGES = { accepted: 'Report received' } as const;

const REFUSALS: Record<number, string> = {
  400: 'invalid',
  413: 'too_large',
  415: 'invalid',
  429: 'rate_limited',
};

/**
 * POST /api/v1/client-events (no session needed; same-origin only): the shell's reports of remote load failures,
 * uncaught errors and Web Vitals. Counted in the metrics, errors written to the log with their stacks resolved
 * through the builds' source maps; nothing stored. 202 with how many were accepted.
 */
export const clientEventsRoutes: FastifyPluginAsync = async (plain) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const resolver = new StackResolver({ shellDir: app.config.shellDir, deployDir: app.config.deployDir });
  // The registry, read at most every REGISTRY_TTL_MS (remote failures may come in bursts).
  let registry: { at: number; versions: Map<string, Set<string>> } | null = null;
  const knownVersions = async (remote: string): Promise<ReadonlySet<string>> => {
    if (!registry || Date.now() - registry.at > REGISTRY_TTL_MS) {
      const versions = new Map<string, Set<string>>();
      const read = await readRegistry(app.config.deployDir).catch(() => null);
      for (const [name, entry] of Object.entries(read?.remotes ?? {}))
        if (entry) versions.set(name, new Set([entry.version, ...(entry.history ?? [])]));
      registry = { at: Date.now(), versions };
    }
    return registry.versions.get(remote) ?? new Set<string>();
  };

  app.addHook('onResponse', (_request, reply, done) => {
    const reason = REFUSALS[reply.statusCode];
    if (reason) app.metrics.clientEventsRefused.inc({ reason });
    done();
  });

  app.post(
    CLIENT_EVENTS_PATH,
    {
      bodyLimit: CLIENT_EVENTS_BODY_LIMIT,
      config: { rateLimit: CLIENT_EVENTS_RATE_LIMIT },
      schema: {
        tags: [TAGS.health],
        body: clientEventsBodySchema,
        response: { 202: envelopeOf(clientEventsAnswerSchema), ...errorResponses },
      },
    },
    async (request, reply) => {
      const accepted = await recordClientEvents(
        { metrics: app.metrics, resolver, log: request.log, knownVersions },
        request.body.events,
      );
      return ok(reply, { accepted }, CLIENT_EVENTS_MESSAGES.accepted, 202);
    },
  );
};
