import type { FastifyRequest } from 'fastify';
import { AppError } from '../../http/errors';
import type { IdentitySettings } from './identity-settings';

/**
 * The origin for links in e-mails and OIDC redirects: PUBLIC_URL, or (with SANDBOX=on only) the origin the request
 * came to. Otherwise the Host header is never trusted for links (a forged Host would leak reset tokens).
 */
export function publicOrigin(settings: IdentitySettings, request?: FastifyRequest): string {
  if (settings.publicUrl) return settings.publicUrl;
  if (settings.sandbox && request) return `${request.protocol}://${request.host}`;
  throw new AppError(503, 'This service is not configured (PUBLIC_URL).');
}
