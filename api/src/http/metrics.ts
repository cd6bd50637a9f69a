import crypto from 'node:crypto';
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/**
 * The api's Prometheus metrics (prom-client), one registry per app (docs/operations.md lists them, decision 0114
 * says who may read them). This file holds the metrics every layer feeds: requests per route pattern, the
 * browser's reports (modules/client-events) and what the answers of some routes say (sign-in and webhook
 * refusals). Figures read from the database or a socket server at scrape time are registered by their module
 * with addCollector (modules/health/ops-metrics.ts).
 */
export interface Metrics {
  registry: Registry;
  httpRequests: Counter<'method' | 'route' | 'status'>;
  httpDuration: Histogram<'method' | 'route'>;
  signInFailures: Counter<'route' | 'status'>;
  webhookFailures: Counter<'route' | 'status'>;
  clientRemoteFailures: Counter<'remote' | 'version' | 'phase'>;
  clientErrors: Counter<'kind' | 'remote'>;
  webVitals: Histogram<'name' | 'rating'>;
  layoutShift: Histogram<'rating'>;
  clientEventsRefused: Counter<'reason'>;
  /** Runs fn before each scrape (at most one run at a time); a failing collector is logged, the scrape goes on. */
  addCollector(name: string, fn: () => Promise<void> | void): void;
  /** The text exposition (runs the collectors first). */
  scrape(): Promise<string>;
}

/** The label of a request that matched no route (raw URLs never become labels). */
export const UNMATCHED_ROUTE = 'unmatched';
/** POST routes whose 4xx answers are failed sign-ins. */
export const SIGN_IN_ROUTES = new Set(['/api/v1/user/login', '/api/v1/staff/second-factor/verify']);
/** A route pattern of a provider callback: its 400/401 answers are refused (unverified) callbacks. */
const WEBHOOK_ROUTE = /\/webhook(\/|$)/;

export function createMetrics(onCollectorError: (name: string, err: unknown) => void): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'arcade_process_' });
  const collectors = new Map<string, () => Promise<void> | void>();
  let collecting: Promise<void> | null = null;
  const runCollectors = async () => {
    await Promise.all(
      [...collectors].map(async ([name, fn]) => {
        try {
          await fn();
        } catch (err) {
          onCollectorError(name, err);
        }
      }),
    );
  };
  const seconds = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
  return {
    registry,
    httpRequests: new Counter({
      name: 'arcade_http_requests_total',
      help: 'Answered requests by method, route pattern and status code',
      labelNames: ['method', 'route', 'status'],
      registers: [registry],
    }),
    httpDuration: new Histogram({
      name: 'arcade_http_request_duration_seconds',
      help: 'Time to answer, by method and route pattern',
      labelNames: ['method', 'route'],
      buckets: seconds,
      registers: [registry],
    }),
    signInFailures: new Counter({
      name: 'arcade_sign_in_failures_total',
      help: 'Refused sign-ins (4xx answers of the sign-in routes), by route and status',
      labelNames: ['route', 'status'],
      registers: [registry],
    }),
    webhookFailures: new Counter({
      name: 'arcade_webhook_verification_failures_total',
      help: 'Provider callbacks refused (400 unreadable, 401 bad signature or too old), by route and status',
      labelNames: ['route', 'status'],
      registers: [registry],
    }),
    clientRemoteFailures: new Counter({
      name: 'arcade_client_remote_load_failures_total',
      help: 'Remotes that browsers failed to load, by remote, version and phase',
      labelNames: ['remote', 'version', 'phase'],
      registers: [registry],
    }),
    clientErrors: new Counter({
      name: 'arcade_client_errors_total',
      help: 'Uncaught errors and unhandled rejections reported by browsers, by kind and remote',
      labelNames: ['kind', 'remote'],
      registers: [registry],
    }),
    webVitals: new Histogram({
      name: 'arcade_client_web_vital_seconds',
      help: 'Core Web Vitals reported by browsers (LCP, INP, FCP, TTFB), in seconds',
      labelNames: ['name', 'rating'],
      buckets: [0.05, 0.1, 0.2, 0.5, 0.8, 1, 1.8, 2.5, 3, 4, 6, 10],
      registers: [registry],
    }),
    layoutShift: new Histogram({
      name: 'arcade_client_cls',
      help: 'Cumulative Layout Shift reported by browsers (unitless)',
      labelNames: ['rating'],
      buckets: [0.01, 0.05, 0.1, 0.15, 0.25, 0.5, 1],
      registers: [registry],
    }),
    clientEventsRefused: new Counter({
      name: 'arcade_client_events_refused_total',
      help: 'Browser reports refused, by reason (invalid, too_large, rate_limited)',
      labelNames: ['reason'],
      registers: [registry],
    }),
    addCollector(name, fn) {
      collectors.set(name, fn);
    },
    async scrape() {
      collecting ??= runCollectors().finally(() => {
        collecting = null;
      });
      await collecting;
      return registry.metrics();
    },
  };
}

/** The route pattern of a request (e.g. /api/v1/wallet/webhook/:provider), never its raw URL. */
export function routeOf(request: FastifyRequest): string {
  return request.routeOptions?.url ?? UNMATCHED_ROUTE;
}

/** Records one answered request in the metrics. */
export function recordRequest(metrics: Metrics, request: FastifyRequest, reply: FastifyReply): void {
  const route = routeOf(request);
  const status = reply.statusCode;
  const method = request.method;
  metrics.httpRequests.inc({ method, route, status: String(status) });
  metrics.httpDuration.observe({ method, route }, reply.elapsedTime / 1000);
  if (status >= 400 && status < 500 && method === 'POST') {
    if (SIGN_IN_ROUTES.has(route)) metrics.signInFailures.inc({ route, status: String(status) });
    if ((status === 400 || status === 401) && WEBHOOK_ROUTE.test(route))
      metrics.webhookFailures.inc({ route, status: String(status) });
  }
}

/** Compares a presented bearer token with the configured one in constant time. */
export function bearerMatches(header: string | undefined, token: string): boolean {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  if (!match) return false;
  const given = crypto.createHash('sha256').update(match[1]!).digest();
  const wanted = crypto.createHash('sha256').update(token).digest();
  return crypto.timingSafeEqual(given, wanted);
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Metrics;
  }
}

/** Decorates app.metrics and records every answered request (onResponse). */
export const metricsPlugin = fp(
  async (app) => {
    const metrics = createMetrics((name, err) =>
      app.log.warn({ err, collector: name }, 'metrics collector failed'),
    );
    app.decorate('metrics', metrics);
    app.addHook('onResponse', (request, reply, done) => {
      recordRequest(metrics, request, reply);
      done();
    });
  },
  { name: 'arcade-metrics' },
);
