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

/**
 * Helmet's security headers on every answer: a document's set on pages and files, the API's on API data, each
 * with its middleware built once. @fastify/helmet 13 calls `helmet(options)` again on every request, which parses
 * the CSP directives and builds every header's middleware each time: about 5% of an authenticated GET /user/me's
 * CPU (issue 9).
 */
export const securityHeadersPlugin = fp<SecurityHeadersOptions>(
  async (app, { documents, api, isApi }) => {
    const forDocuments = helmet(documents);
    const forApi = helmet(api);
    app.addHook('onRequest', (request, reply, done) => {
      const middleware = isApi(request.url) ? forApi : forDocuments;
      // Helmet 8 throws rather than passing an error on; its callback gets none.
      middleware(request.raw, reply.raw, () => done());
    });
  },
  { name: 'security-headers' },
);
