import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

export interface SecurityHeadersOptions {
  /** Helmet's options for pages and files: everything that is not API data. */
  documents: HelmetOptions;
  /** Helmet's options for API data: apiAnswerHeaders(). */
  api: HelmetOptions;
  /** Whether a request asks for API data (JSON). */
  isApi: (url: string) => boolean;
}

/**
 * The headers of an API answer (OWASP's REST Security Cheat Sheet): a CSP that allows nothing and no framing,
 * `X-Frame-Options: DENY`, `nosniff`, the same-origin resource policy (no other site reads the JSON, even without
 * CORS), no referrer. The headers that only a document uses (a page's CSP, COOP, Origin-Agent-Cluster, DNS
 * prefetch, IE's download and XSS filters, Flash's cross-domain policy) are left out. GET /user/me's 541-byte answer
 * carried 903 bytes of headers, now 446 (issue 9).
 */
export function apiAnswerHeaders(hsts: StrictTransportSecurity): HelmetOptions {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
    },
    crossOriginOpenerPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-origin' },
    originAgentCluster: false,
    referrerPolicy: { policy: 'no-referrer' },
    xContentTypeOptions: true,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xFrameOptions: { action: 'deny' },
    xPermittedCrossDomainPolicies: false,
    xPoweredBy: true,
    xXssProtection: false,
    hsts,
  };
}

/** HSTS's options, or false to leave it out (plain HTTP in development). */
type StrictTransportSecurity = false | { maxAge: number; includeSubDomains?: boolean; preload?: boolean };

/** One set's headers as helmet writes them: the headers it sets, in order, and the ones it removes. */
interface HeaderSet {
  set: [string, string][];
  removed: string[];
}

/**
 * Runs helmet's middleware once, on a stand-in response, and keeps what it wrote. Every option this plugin is
 * given is static (no CSP directive is a function of the request, no nonce), so helmet would write the same
 * headers on every request; a directive given as a function is refused here rather than frozen.
 */
export function helmetHeaders(options: HelmetOptions): HeaderSet {
  const csp = options.contentSecurityPolicy;
  const directives = typeof csp === 'object' && csp ? Object.values(csp.directives ?? {}) : [];
  if (
    directives.some(
      (value) =>
        typeof value === 'function' || (Array.isArray(value) && value.some((v) => typeof v === 'function')),
    )
  )
    throw new Error('security headers: CSP directives must be static (a function would be frozen)');
  const headers: HeaderSet = { set: [], removed: [] };
  const response = {
    setHeader(name: string, value: string) {
      headers.set.push([name, value]);
    },
    removeHeader(name: string) {
      headers.removed.push(name);
    },
  };
  let done = false;
  helmet(options)({} as never, response as never, () => {
    done = true;
  });
  if (!done) throw new Error('security headers: helmet did not finish synchronously');
  return headers;
}

/**
 * Helmet's security headers on every answer: a document's set on pages and files, the API's on API data. Helmet
 * runs once per set, at start, and each request gets the headers it wrote, on the raw response as helmet sets
 * them (so hijacked routes keep them too). @fastify/helmet 13 calls `helmet(options)` again on every request
 * (about 5% of an authenticated GET /user/me's CPU); helmet's middleware, built once, still walked its chain of
 * one middleware per header on each request (issue 9).
 */
export const securityHeadersPlugin = fp<SecurityHeadersOptions>(
  async (app, { documents, api, isApi }) => {
    const forDocuments = helmetHeaders(documents);
    const forApi = helmetHeaders(api);
    app.addHook('onRequest', (request, reply, done) => {
      const { set, removed } = isApi(request.url) ? forApi : forDocuments;
      const raw = reply.raw;
      for (let i = 0; i < removed.length; i++) raw.removeHeader(removed[i]);
      for (let i = 0; i < set.length; i++) raw.setHeader(set[i][0], set[i][1]);
      done();
    });
  },
  { name: 'security-headers' },
);
