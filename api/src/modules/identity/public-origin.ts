import type { FastifyRequest } from 'fastify';
import { AppError } from '../../http/errors';
import type { IdentitySettings } from './identity-settings';

/**
 * The origin for links in e-mails and OIDC redirects: PUBLIC_URL, or (outside production only) the origin the
 * request came to. Production never trusts the Host header for links (a forged Host would leak tokens).
 */
export function publicOrigin(settings: IdentitySettings, request?: FastifyRequest): string {
  if (settings.publicUrl) return settings.publicUrl;
  if (!settings.isProduction && request) return `${request.protocol}://${request.host}`;
  throw new AppError(503, 'This service is not configured (PUBLIC_URL).');
}
