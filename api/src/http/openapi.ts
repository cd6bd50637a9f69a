import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifySchemaCompiler } from 'fastify';
import { jsonSchemaTransform, serializerCompiler } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';
import { PHONE_SETUP_COOKIE, SESSION_COOKIES } from '@arcade/contracts';

export const OPENAPI_JSON_PATH = '/api/openapi.json';
export const OPENAPI_DOCS_PATH = '/api/docs';

/**
 * The CSP of the docs pages only: the UI's scripts are files of its own ('self', no inline script), its styles
 * set inline attributes, and "Try it out" calls this origin.
 */
export const DOCS_CSP =
  "default-src 'self'; base-uri 'self'; script-src 'self'; script-src-attr 'none'; " +
  "style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self' data:; connect-src 'self'; " +
  "object-src 'none'; frame-ancestors 'none'; form-action 'self'";

/** The OpenAPI tag of each module (routes name theirs with `tags: [TAGS.x]`). */
export const TAGS = {
  health: 'health',
  session: 'session',
  user: 'user',
  identity: 'identity',
  otp: 'otp',
  oidc: 'oidc',
  kyc: 'kyc',
  geo: 'geo',
  wallet: 'wallet',
  bonus: 'bonus',
  coupons: 'coupons',
  amoe: 'amoe',
  restrictions: 'restrictions',
  games: 'games',
  notifications: 'notifications',
  staff: 'staff',
  // Live support chat (issue 10 item 8)
  support: 'support',
  dev: 'dev',
  // shop (issue 11)
  shop: 'shop',
  crypto: 'crypto',
  payments: 'payments',
  // marketing consent, unsubscribe and sends (issue 28 item 4)
  marketing: 'marketing',
  // player protection: limits, breaks, self-exclusion (issue 30)
  protection: 'protection',
} as const;

/** Security requirement of a route that needs a session (the access_token cookie). */
export const COOKIE_AUTH = [{ cookieAuth: [] }];

/**
 * Request validation with the route's zod schema, the only place input is validated. A missing body is read as {}
 * (so that "Email is required" names the field, as before); NUL characters were refused before this by the
 * input guard (http/input-guard.ts). A failure is the ZodError itself: the error
 * handler answers it as { success:false, statusCode:400, message: <first issue>, errors: [{ path, message }] }.
 */
export const zodValidatorCompiler: FastifySchemaCompiler<ZodType> =
  ({ schema, httpPart }) =>
  (data) => {
    const input = httpPart === 'body' && (data === null || data === undefined) ? {} : data;
    const result = schema.safeParse(input);
    if (result.success) return { value: result.data };
    return { error: result.error as unknown as Error };
  };

/**
 * Schema-first routes: zod validation and response serialization (fields not in a response schema are dropped),
 * the OpenAPI document at GET /api/openapi.json (always) and its UI at /api/docs (sandbox only, with DOCS_CSP on
 * its pages; the site CSP is unchanged). Register before the feature modules.
 */
export const openapiPlugin = fp(
  async (app) => {
    app.setValidatorCompiler(zodValidatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Lucky Arcade API',
          version: '1.0.0',
          description:
            'Every answer is an envelope: { success: true, statusCode, message, data } or ' +
            '{ success: false, statusCode, message, errors[, data] }. Writes need the site Origin.',
        },
        tags: Object.values(TAGS).map((name) => ({ name })),
        components: {
          securitySchemes: {
            cookieAuth: {
              type: 'apiKey',
              in: 'cookie',
              name: SESSION_COOKIES.access,
              description: `Set by POST /api/v1/user/login; renewed with the ${SESSION_COOKIES.refresh} cookie.`,
            },
            phoneSetup: {
              type: 'apiKey',
              in: 'cookie',
              name: PHONE_SETUP_COOKIE,
              description: 'Set by POST /api/v1/user/register: lets the new account verify its phone.',
            },
          },
        },
      },
      // The document covers the API only (static files, the shell and /health are not part of it).
      transform: (route) =>
        route.url.startsWith('/api/')
          ? jsonSchemaTransform(route)
          : { schema: { hide: true }, url: route.url },
    });
    app.get(OPENAPI_JSON_PATH, { schema: { hide: true } }, async (_request, reply) =>
      reply.header('cache-control', 'no-store').send(app.swagger()),
    );
    if (app.config.sandbox) {
      await app.register(swaggerUi, { routePrefix: OPENAPI_DOCS_PATH, staticCSP: DOCS_CSP });
    }
  },
  { name: 'openapi' },
);
