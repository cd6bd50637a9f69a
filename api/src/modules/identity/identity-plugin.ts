import fp from 'fastify-plugin';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { ERROR_CODES, IDENTITY_MESSAGES } from '@arcade/contracts';
import { AppError } from '../../http/errors';
import { devRoutes } from '../dev/dev-routes';
import { createGeoGate, createGeoOf, geoBlocked } from '../geo/geo-gate';
import { createGeoResolver } from '../geo/geo-resolver';
import { geoRoutes } from '../geo/geo-routes';
import { devKycRoutes } from '../kyc/dev-kyc-routes';
import { SandboxKycProvider, VeriffProvider, type KycProvider } from '../kyc/kyc-provider';
import { kycRoutes } from '../kyc/kyc-routes';
import { createMailer } from '../mail/create-mailer';
import { devOidcRoutes } from '../oidc/dev-oidc-routes';
import { oidcRoutes } from '../oidc/oidc-routes';
import { otpRoutes } from '../otp/otp-routes';
import { registerLoginGate, registerUnverifiedLoginHook } from '../session/login-hooks';
import { createSms } from '../sms/create-sms';
import { registerUserViewContributor } from '../users/user-view';
import { systemClock } from './clock';
import { sendVerificationOnLogin } from './email-verification';
import { createIdentityContext } from './identity-context';
import { identityRoutes } from './identity-routes';
import { identityWarnings, loadIdentitySettings, type IdentitySettings } from './identity-settings';
import { loginGuard } from './login-guard';
import { needsProfileCompletion } from './profile-service';
import { publicOrigin } from './public-origin';

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler for buying and playing: 403 until a Google sign-up has confirmed its state and 21+. */
    requireCompleteProfile: (request: FastifyRequest) => Promise<void>;
  }
}

function createKycProvider(settings: IdentitySettings): KycProvider | null {
  if (settings.kyc.provider === 'veriff' && settings.kyc.veriffApiKey) {
    return new VeriffProvider({
      apiKey: settings.kyc.veriffApiKey,
      sharedSecret: settings.kyc.webhookSecret,
      baseUrl: settings.kyc.veriffBaseUrl,
    });
  }
  if (settings.kyc.provider === 'sandbox' && !settings.isProduction)
    return new SandboxKycProvider(settings.kyc.webhookSecret);
  return null;
}

/** The user DTO gains needsProfileCompletion (see contracts IdentityUserFields). */
registerUserViewContributor(
  async (db, userId) => ({ needsProfileCompletion: await needsProfileCompletion({ db }, userId) }) as never,
);

/** Login: the geo gate (excluded locations: 403 geo; unknown ones pass), then the failed-login limits (429). */
registerLoginGate(async (request, _reply, email) => {
  const geo = request.server.geoOf(request);
  if (!geo.allowed && geo.reason !== 'unknown') throw geoBlocked();
  return loginGuard(request, email);
});

/** Unverified login (204): e-mail a new verification link. */
registerUnverifiedLoginHook(async ({ user, request }) => {
  const ctx = request.server.identity;
  await sendVerificationOnLogin(ctx, user, publicOrigin(ctx.settings, request));
});

/**
 * Decorates app.identity (services and their dependencies), app.geoOf, app.geoGate and app.requireCompleteProfile
 * for every later module. Not encapsulated.
 */
export const identityCore = fp(
  async (app) => {
    const settings = loadIdentitySettings(app.config);
    for (const warning of identityWarnings(settings)) app.log.warn(warning);
    const ctx = createIdentityContext({
      db: app.db,
      settings,
      mailer: createMailer(app.db, {
        smtpUrl: settings.smtpUrl,
        from: settings.mailFrom,
        isProduction: settings.isProduction,
      }),
      sms: createSms(app.db, settings.twilio, settings.isProduction),
      clock: systemClock,
      kyc: createKycProvider(settings),
      log: app.log,
    });
    app.decorate('identity', ctx);
    app.decorate(
      'geoOf',
      createGeoOf(() => createGeoResolver(app.identity.settings.geo, app.identity.settings.isProduction)),
    );
    app.decorate('geoGate', createGeoGate(app));
    app.decorate('requireCompleteProfile', async (request: FastifyRequest) => {
      if (!request.auth) return;
      if (await needsProfileCompletion({ db: app.db }, request.auth.userId)) {
        throw new AppError(403, IDENTITY_MESSAGES.profileIncomplete, [ERROR_CODES.profile], {
          redirect: '/?completeProfile=1',
        });
      }
    });
  },
  { name: 'identity-core' },
);

/** Identity routes; the development pages (mailbox, SMS, OIDC provider, KYC sandbox) only outside production. */
export const identityFeatures: FastifyPluginAsync = async (app) => {
  await app.register(identityRoutes);
  await app.register(otpRoutes);
  await app.register(oidcRoutes);
  await app.register(kycRoutes);
  await app.register(geoRoutes);
  if (!app.config.isProduction) {
    await app.register(devRoutes);
    await app.register(devOidcRoutes);
    if (app.identity.kyc?.name === 'sandbox') await app.register(devKycRoutes);
  }
};
