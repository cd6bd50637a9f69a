import fp from 'fastify-plugin';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { ERROR_CODES, IDENTITY_MESSAGES } from '@arcade/contracts';
import { AppError } from '../../http/errors';
import { geoBlocked } from '../geo/geo-gate';
import { devKycRoutes } from './kyc/dev-kyc-routes';
import { kycRoutes } from './kyc/kyc-routes';
import { devOidcRoutes } from './oidc/dev-oidc-routes';
import { oidcRoutes } from './oidc/oidc-routes';
import { otpRoutes } from './otp/otp-routes';
import { registerLoginGate, registerUnverifiedLoginHook } from '../session/login-hooks';
import { registerUserViewContributor } from '../users/user-view';
import { settleAfterReply } from './after-reply';
import { systemClock } from './clock';
import { sendVerificationOnLogin } from './email-verification';
import { createIdentityContext } from './identity-context';
import { identityRoutes } from './identity-routes';
import { identitySettingsFrom, identityWarnings } from './identity-settings';
import { loginGuard } from './login-guard';
import { needsProfileCompletion } from './profile-service';
import { publicOrigin } from './public-origin';

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler for buying and playing: 403 until a Google sign-up has confirmed its state and 21+. */
    requireCompleteProfile: (request: FastifyRequest) => Promise<void>;
  }
}

/** The user DTO gains needsProfileCompletion (see contracts IdentityUserFields). */
registerUserViewContributor({
  name: 'identity',
  tables: ['users'],
  columns: ['u.needs_profile_completion AS identity__needs_profile_completion'],
  read: (c) => ({ needsProfileCompletion: c.needs_profile_completion === true }) as never,
});

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
 * Decorates app.identity (the identity services' context, which uses the app-scoped app.mailer, app.sms and
 * app.kyc) and app.requireCompleteProfile for every later module. Not encapsulated. The mail, SMS and geo modules
 * and the KYC provider are registered before this one (identity-module.ts, features.ts).
 */
export const identityCore = fp(
  async (app) => {
    const settings = identitySettingsFrom(app.config);
    for (const warning of identityWarnings(settings)) app.log.warn(warning);
    const ctx = createIdentityContext({
      db: app.db,
      settings,
      mailer: app.mailer,
      sms: app.sms,
      clock: systemClock,
      kyc: app.kyc,
      log: app.log,
    });
    app.decorate('identity', ctx);
    // Mail sent after an answer (forgot-password, resend) is finished before the database closes.
    app.addHook('onClose', settleAfterReply);
    app.decorate('requireCompleteProfile', async (request: FastifyRequest) => {
      if (!request.auth) return;
      if (await needsProfileCompletion({ db: app.db }, request.auth.userId)) {
        throw new AppError(403, IDENTITY_MESSAGES.profileIncomplete, [ERROR_CODES.profile], {
          redirect: '/?completeProfile=1',
        });
      }
    });
  },
  { name: 'identity-core', dependencies: ['mailer', 'sms', 'kyc', 'geo'] },
);

/** Identity routes (with OTP, OIDC and KYC); the development OIDC provider and KYC sandbox only with SANDBOX=on. */
export const identityFeatures: FastifyPluginAsync = async (app) => {
  await app.register(identityRoutes);
  await app.register(otpRoutes);
  await app.register(oidcRoutes);
  await app.register(kycRoutes);
  if (app.config.sandbox) {
    await app.register(devOidcRoutes);
    if (app.identity.kyc?.name === 'sandbox') await app.register(devKycRoutes);
  }
};
