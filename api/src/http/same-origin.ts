import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { AppError, forbidden } from './errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * false: the route is exempt from the same-origin and content-type checks. Only for requests that prove
     * themselves otherwise (signed webhooks).
     */
    csrf?: boolean;
    /** true: the route takes multipart/form-data (uploads); every other /api route takes JSON bodies only. */
    multipart?: boolean;
  }
}

export const SAME_ORIGIN_MESSAGES = {
  crossSite: 'Cross-site request refused',
  jsonOnly: 'Content-Type must be application/json',
  multipartOrJson: 'Content-Type must be multipart/form-data or application/json',
  noBoundary: 'Multipart request without a boundary',
} as const;

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export interface SameOriginOptions {
  /** The site's own origin when configured (PUBLIC_URL); otherwise the request's scheme and Host are used. */
  publicUrl: () => string | undefined;
}

function originOf(value: string): string | null {
  try {
    const origin = new URL(value).origin;
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

/** The origin a same-origin request must come from. */
export function siteOrigin(request: FastifyRequest, publicUrl: string | undefined): string | null {
  return originOf(publicUrl ?? `${request.protocol}://${request.host}`);
}

const header = (request: FastifyRequest, name: string): string | undefined => {
  const v = request.headers[name];
  return typeof v === 'string' ? v : undefined;
};

/** True when the browser (or client) shows that the request comes from the site's own pages. */
export function isSameOriginRequest(request: FastifyRequest, site: string | null): boolean {
  if (!site) return false;
  const fetchSite = header(request, 'sec-fetch-site')?.toLowerCase();
  // Another port of the same host is same-site, not same-origin: refused like another site.
  if (fetchSite === 'cross-site' || fetchSite === 'same-site') return false;
  const origin = header(request, 'origin');
  if (origin !== undefined) return originOf(origin) === site;
  if (fetchSite === 'same-origin' || fetchSite === 'none') return true;
  const referer = header(request, 'referer');
  return referer !== undefined && originOf(referer) === site;
}

/** Checks the body's media type of an /api write: JSON, or multipart on upload routes. */
function checkContentType(request: FastifyRequest): void {
  const type = header(request, 'content-type');
  const length = header(request, 'content-length');
  const hasBody =
    type !== undefined || (length !== undefined && length !== '0') || request.headers['transfer-encoding'];
  if (!hasBody) return;
  const [essence = '', ...params] = (type ?? '').split(';').map((p) => p.trim());
  const media = essence.toLowerCase();
  const uploads = request.routeOptions.config?.multipart === true;
  if (media === 'application/json') return;
  if (media === 'multipart/form-data' && uploads) {
    if (!params.some((p) => /^boundary=.+/i.test(p)))
      throw new AppError(400, SAME_ORIGIN_MESSAGES.noBoundary);
    return;
  }
  throw new AppError(415, uploads ? SAME_ORIGIN_MESSAGES.multipartOrJson : SAME_ORIGIN_MESSAGES.jsonOnly);
}

/**
 * CSRF defence beyond SameSite cookies (issue 7.4): every /api request other than GET/HEAD/OPTIONS must come
 * from the site's own origin: `Origin` equal to it, or without Origin, `Sec-Fetch-Site: same-origin|none` or a
 * `Referer` of the origin; `Sec-Fetch-Site: cross-site|same-site` is always refused (403). A body must be JSON
 * (multipart on routes with `config: { multipart: true }`), else 415, so no HTML form or text/plain request is
 * accepted. Routes with `config: { csrf: false }` (signed webhooks) are exempt. Runs onRequest: nothing is parsed
 * or changed before the check.
 */
export const sameOriginPlugin = fp<SameOriginOptions>(
  async (app, options) => {
    // A callback hook, not an async one: a GET (most requests) costs one check and no promise.
    app.addHook('onRequest', (request, _reply, done) => {
      if (SAFE_METHODS.has(request.method) || !request.url.startsWith('/api/')) return done();
      if (request.routeOptions.config?.csrf === false) return done();
      try {
        if (!isSameOriginRequest(request, siteOrigin(request, options.publicUrl())))
          throw forbidden(SAME_ORIGIN_MESSAGES.crossSite, ['csrf']);
        checkContentType(request);
      } catch (err) {
        return done(err as Error);
      }
      done();
    });
  },
  { name: 'arcade-same-origin' },
);
