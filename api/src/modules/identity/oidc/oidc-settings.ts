import type { FastifyRequest } from 'fastify';
import type { IdentitySettings } from '../identity-settings';
import { publicOrigin } from '../public-origin';
import { DEV_OIDC_MOUNT, type DevProviderOptions } from './dev-oidc-provider';

export const GOOGLE_START_PATH = '/api/v1/user/google';
export const GOOGLE_CALLBACK_PATH = '/api/v1/user/google/callback';

export interface ResolvedOidc {
  issuer: string;
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  /** True when the issuer is the development provider of this server. */
  dev: boolean;
}

/**
 * OIDC_ISSUER / OIDC_CLIENT_ID / OIDC_CLIENT_SECRET when set; with SANDBOX=on, by default, the development
 * provider mounted at <origin>/dev/oidc. Otherwise null (Google sign-in is off: 503).
 */
export function resolveOidc(settings: IdentitySettings, request: FastifyRequest): ResolvedOidc | null {
  if (!settings.oidc.issuer && !settings.sandbox) return null;
  const origin = publicOrigin(settings, request);
  const redirectUri = settings.oidc.redirectUri ?? `${origin}${GOOGLE_CALLBACK_PATH}`;
  if (settings.oidc.issuer) {
    return {
      issuer: settings.oidc.issuer,
      clientId: settings.oidc.clientId,
      clientSecret: settings.oidc.clientSecret,
      redirectUri,
      dev: false,
    };
  }
  return {
    issuer: `${origin}${DEV_OIDC_MOUNT}`,
    clientId: settings.oidc.clientId,
    clientSecret: settings.oidc.clientSecret,
    redirectUri,
    dev: true,
  };
}

export function devProviderOptions(
  settings: IdentitySettings,
  request: FastifyRequest,
  proxy: boolean,
): DevProviderOptions {
  const origin = publicOrigin(settings, request);
  return {
    issuer: `${origin}${DEV_OIDC_MOUNT}`,
    clientId: settings.oidc.clientId,
    clientSecret: settings.oidc.clientSecret,
    redirectUri: settings.oidc.redirectUri ?? `${origin}${GOOGLE_CALLBACK_PATH}`,
    cookieSecret: `${settings.secret}:dev-oidc`,
    proxy,
  };
}
