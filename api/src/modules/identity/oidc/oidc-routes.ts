import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, noBodySchema } from '@arcade/contracts';
import { TAGS } from '../../../http/openapi';
import { AppError } from '../../../http/errors';
import { runLoginHooks } from '../../session/login-hooks';
import { issueSession } from '../../session/session-service';
import { needsProfileCompletion } from '../profile-service';
import { signValue, verifyValue } from '../signed-cookie';
import { OidcClient, type OidcFlow } from './oidc-client';
import { findOrCreateOidcUser, OidcSignInError } from './oidc-account';
import { GOOGLE_START_PATH, resolveOidc } from './oidc-settings';

export const OIDC_FLOW_COOKIE = 'oidc_flow';
const FLOW_TTL_S = 10 * 60;

type Failure = 'cancelled' | 'state' | 'unverified_email' | 'failed';
const failurePath = (reason: Failure) => `/login?googleError=${reason}`;

/**
 * GET /user/google starts the OpenID Connect authorization-code flow (PKCE S256, state, nonce kept in a signed
 * httpOnly cookie for 10 minutes); GET /user/google/callback finishes it, signs the user in (session cookies) and
 * redirects to /games, or to /?completeProfile=1 for an account that must still confirm its state and 21+.
 * Failures redirect to /login?googleError=cancelled|state|unverified_email|failed; blocked locations to
 * /not-available. No token ever appears in a URL.
 */
export const oidcRoutes: FastifyPluginAsync = async (plain) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const start = {
    tags: [TAGS.oidc],
    response: { 302: noBodySchema('Redirect to the provider, or to /not-available'), ...errorResponses },
  };
  // The provider's answer; the client reads the raw query (the OIDC library checks it).
  const callbackQuery = z.looseObject({
    code: z.string().max(4096).optional(),
    state: z.string().max(1024).optional(),
    error: z.string().max(256).optional(),
    iss: z.string().max(2048).optional(),
  });
  const callback = {
    tags: [TAGS.oidc],
    querystring: callbackQuery,
    response: {
      303: noBodySchema('Redirect to /games, /?completeProfile=1 or /login?googleError=<reason>'),
      ...errorResponses,
    },
  };
  const clients = new Map<string, OidcClient>();
  const clientFor = (issuer: string, clientId: string, clientSecret: string) => {
    const key = `${issuer}|${clientId}`;
    let client = clients.get(key);
    if (!client) {
      const allowInsecure = issuer.startsWith('http:') && !app.identity.settings.isProduction;
      client = new OidcClient({ issuer, clientId, clientSecret, allowInsecure });
      clients.set(key, client);
    }
    return client;
  };
  const cookieOptions = () => ({
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: app.identity.settings.cookieSecure,
    path: GOOGLE_START_PATH,
  });
  const blocked = (request: Parameters<typeof app.geoOf>[0]) => {
    const geo = app.geoOf(request);
    return !geo.allowed && geo.reason !== 'unknown';
  };
  const noStore = (reply: FastifyReply) =>
    reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');

  app.get(GOOGLE_START_PATH, { schema: start }, async (request, reply) => {
    noStore(reply);
    if (blocked(request)) return reply.redirect('/not-available', 302);
    const oidc = resolveOidc(app.identity.settings, request);
    if (!oidc) throw new AppError(503, 'Google sign-in is not available');
    let started: { url: string; flow: OidcFlow };
    try {
      started = await clientFor(oidc.issuer, oidc.clientId, oidc.clientSecret).start(oidc.redirectUri);
    } catch (err) {
      request.log.error({ err }, 'OIDC discovery failed');
      return reply.redirect(failurePath('failed'), 302);
    }
    const expires = new Date(app.identity.clock().getTime() + FLOW_TTL_S * 1000);
    const value = signValue(
      app.identity.settings.secret,
      'oidc-flow',
      { ...started.flow, issuer: oidc.issuer },
      expires,
    );
    reply.setCookie(OIDC_FLOW_COOKIE, value, { ...cookieOptions(), maxAge: FLOW_TTL_S });
    return reply.redirect(started.url, 302);
  });

  app.get(`${GOOGLE_START_PATH}/callback`, { schema: callback }, async (request, reply) => {
    noStore(reply);
    const flow = verifyValue<OidcFlow & { issuer: string }>(
      app.identity.settings.secret,
      'oidc-flow',
      request.cookies[OIDC_FLOW_COOKIE],
      app.identity.clock(),
    );
    reply.clearCookie(OIDC_FLOW_COOKIE, cookieOptions());
    const query = request.raw.url?.includes('?') ? request.raw.url.slice(request.raw.url.indexOf('?')) : '';
    const params = new URLSearchParams(query);
    if (params.get('error')) return reply.redirect(failurePath('cancelled'), 303);
    if (!flow) return reply.redirect(failurePath('state'), 303);
    const oidc = resolveOidc(app.identity.settings, request);
    if (!oidc || oidc.issuer !== flow.issuer) return reply.redirect(failurePath('state'), 303);
    if (blocked(request)) return reply.redirect('/not-available', 303);
    try {
      const identity = await clientFor(oidc.issuer, oidc.clientId, oidc.clientSecret).finish(query, flow);
      const user = await findOrCreateOidcUser(app.db, 'google', identity, app.identity.clock());
      // The development provider signs anyone in without a password: never into a staff account.
      if (oidc.dev && user.role !== 'USER') {
        request.log.warn({ userId: user.id }, 'development sign-in refused for a staff account');
        return reply.redirect(failurePath('failed'), 303);
      }
      await issueSession(reply, user, request);
      await runLoginHooks({ db: app.db, user, request });
      const needs = await needsProfileCompletion(app.identity, user.id);
      return reply.redirect(needs ? '/?completeProfile=1' : '/games', 303);
    } catch (err) {
      if (err instanceof OidcSignInError) return reply.redirect(failurePath(err.reason), 303);
      request.log.warn({ err }, 'OIDC callback refused');
      return reply.redirect(failurePath('failed'), 303);
    }
  });
};
