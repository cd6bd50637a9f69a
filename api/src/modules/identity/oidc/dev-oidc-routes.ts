import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { esc, page } from '../../dev/html';
import { DEV_OIDC_MOUNT, devProviderFor, handleWithProvider, rememberDevAccount } from './dev-oidc-provider';
import { devProviderOptions } from './oidc-settings';
import { findUserByEmail } from '../../users/user-repository';

const PRESETS = [
  { email: 'google.player@arcade.test', name: 'Gina Google' },
  { email: 'player@arcade.test', name: 'Demo Player' },
];

// HTML pages and the provider's own endpoints: not part of the API document.
const params = z.object({ uid: z.string().max(128) });
const loginForm = z.object({
  email: z.string().max(320).optional(),
  name: z.string().max(200).optional(),
  emailVerified: z.string().max(8).optional(),
});

/**
 * The development OpenID provider at /dev/oidc (registered only with SANDBOX=on): discovery, authorize, token,
 * JWKS and userinfo come from oidc-provider; the interaction page here lets the developer pick or type an
 * e-mail and a name (and whether the provider calls the e-mail verified). It refuses the e-mail of a staff account
 * (any role but USER): a password-less way into an admin account is the back door it must never be.
 */
export const devOidcRoutes: FastifyPluginAsync = async (app) => {
  const providerFor = (request: FastifyRequest) =>
    devProviderFor(devProviderOptions(app.identity.settings, request, app.config.trustProxy !== false));

  // Interaction pages: urlencoded forms.
  await app.register(async (plainScope) => {
    const scope = plainScope.withTypeProvider<ZodTypeProvider>();
    if (!scope.hasContentTypeParser('application/x-www-form-urlencoded')) {
      scope.addContentTypeParser(
        'application/x-www-form-urlencoded',
        { parseAs: 'string', bodyLimit: 16 * 1024 },
        (_req, body, done) => {
          done(null, Object.fromEntries(new URLSearchParams(String(body))));
        },
      );
    }

    scope.get(
      `${DEV_OIDC_MOUNT}/interaction/:uid`,
      { schema: { hide: true, params } },
      async (request, reply) => {
        const provider = await providerFor(request);
        let details: Awaited<ReturnType<typeof provider.interactionDetails>>;
        try {
          details = await provider.interactionDetails(request.raw, reply.raw);
        } catch {
          return reply
            .code(400)
            .type('text/html')
            .send(
              page('Sign-in expired', '<h1>This sign-in has expired</h1><p>Start again from the site.</p>'),
            );
        }
        const action = `${DEV_OIDC_MOUNT}/interaction/${esc(details.uid)}`;
        const presets = PRESETS.map(
          (p) => `<form method="post" action="${action}/login">
<input type="hidden" name="email" value="${esc(p.email)}"><input type="hidden" name="name" value="${esc(p.name)}">
<input type="hidden" name="emailVerified" value="on"><button type="submit">Continue as ${esc(p.name)} (${esc(p.email)})</button></form>`,
        ).join('');
        const body = `<h1>Development Google sign-in</h1>
<p>Client <code>${esc(details.params.client_id)}</code> asks for <code>${esc(details.params.scope)}</code>.</p>
<h2>Pick an account</h2>${presets}
<h2>Or enter one</h2>
<form method="post" action="${action}/login">
<label>E-mail <input type="email" name="email" required></label>
<label>Name <input type="text" name="name" required></label>
<label><input type="checkbox" name="emailVerified" checked> The provider says this e-mail is verified</label>
<button type="submit">Sign in</button></form>
<form method="post" action="${action}/abort"><button type="submit">Cancel</button></form>`;
        return reply
          .header('cache-control', 'no-store')
          .type('text/html')
          .send(page('Development sign-in', body));
      },
    );

    scope.post(
      `${DEV_OIDC_MOUNT}/interaction/:uid/login`,
      { schema: { hide: true, params, body: loginForm } },
      async (request, reply) => {
        const provider = await providerFor(request);
        const form = request.body;
        const email = (form.email ?? '').trim().toLowerCase();
        const name = (form.name ?? '').trim();
        if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) || !name || name.length > 120) {
          return reply
            .code(400)
            .type('text/html')
            .send(page('Invalid', '<h1>Enter a valid e-mail and a name</h1><p>Go back and try again.</p>'));
        }
        const existing = await findUserByEmail(app.db, email);
        if (existing && existing.role !== 'USER') {
          return reply
            .code(403)
            .header('cache-control', 'no-store')
            .type('text/html')
            .send(
              page(
                'Staff account',
                `<h1>Staff accounts cannot use the development sign-in</h1><p>${esc(email)} is a staff (${esc(existing.role)}) account. The development provider signs anyone in without a password, so it never signs in to a staff account: sign in with the account's password instead.</p>`,
              ),
            );
        }
        const account = rememberDevAccount({
          email,
          name,
          emailVerified: form.emailVerified === 'on' || form.emailVerified === 'true',
        });
        reply.hijack();
        await provider.interactionFinished(
          request.raw,
          reply.raw,
          { login: { accountId: account.sub } },
          { mergeWithLastSubmission: false },
        );
      },
    );

    scope.post(
      `${DEV_OIDC_MOUNT}/interaction/:uid/abort`,
      { schema: { hide: true, params } },
      async (request, reply) => {
        const provider = await providerFor(request);
        reply.hijack();
        await provider.interactionFinished(
          request.raw,
          reply.raw,
          { error: 'access_denied', error_description: 'End-User aborted interaction' },
          { mergeWithLastSubmission: false },
        );
      },
    );
  });

  // Everything else under /dev/oidc goes to the provider untouched (its own body parsing).
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));
    const pass = async (
      request: FastifyRequest,
      reply: { hijack(): void; raw: import('node:http').ServerResponse },
    ) => {
      const provider = await providerFor(request);
      reply.hijack();
      handleWithProvider(provider, request.raw, reply.raw);
    };
    scope.all(DEV_OIDC_MOUNT, { schema: { hide: true } }, pass);
    scope.all(`${DEV_OIDC_MOUNT}/*`, { schema: { hide: true } }, pass);
  });
};
