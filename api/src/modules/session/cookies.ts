import type { FastifyReply } from 'fastify';
import { SESSION_COOKIES, SESSION_TIMING } from '@arcade/contracts';

export const ACCESS_COOKIE = SESSION_COOKIES.access;
export const REFRESH_COOKIE = SESSION_COOKIES.refresh;
export const REFRESH_COOKIE_PATH = SESSION_COOKIES.refreshPath;

/**
 * A cookie's name as set and read. With Secure cookies (COOKIE_SECURE, on in production) a cookie of path `/` gets
 * the `__Host-` prefix (the browser accepts it only from this exact host over HTTPS, with no Domain: a sibling
 * subdomain or a plain-HTTP page cannot set or overwrite it); a cookie scoped to a narrower path cannot carry
 * `__Host-` (it requires Path=/) and gets `__Secure-`. Without Secure (development, tests) names stay plain.
 */
export function cookieName(name: string, options: { secure: boolean; path: string }): string {
  if (!options.secure) return name;
  return options.path === '/' ? `__Host-${name}` : `__Secure-${name}`;
}

/** Name of the access-token cookie (path /): `__Host-access_token` with Secure cookies. */
export const accessCookieName = (secure: boolean) => cookieName(ACCESS_COOKIE, { secure, path: '/' });
/** Name of the refresh-token cookie (path /api/v1/user, for refresh and logout): `__Secure-refresh_token` with Secure. */
export const refreshCookieName = (secure: boolean) =>
  cookieName(REFRESH_COOKIE, { secure, path: REFRESH_COOKIE_PATH });

const base = (secure: boolean) => ({ httpOnly: true, sameSite: 'lax' as const, secure });

/** Sets both session cookies. The access cookie outlives its JWT so that an expired token still reaches the server. */
export function setSessionCookies(reply: FastifyReply, tokens: { access: string; refresh: string }): void {
  const secure = reply.server.config.cookieSecure;
  reply.setCookie(accessCookieName(secure), tokens.access, {
    ...base(secure),
    path: '/',
    maxAge: SESSION_TIMING.cookieMaxAgeSeconds,
  });
  reply.setCookie(refreshCookieName(secure), tokens.refresh, {
    ...base(secure),
    path: REFRESH_COOKIE_PATH,
    maxAge: SESSION_TIMING.refreshTokenSeconds,
  });
}

export function clearSessionCookies(reply: FastifyReply): void {
  const secure = reply.server.config.cookieSecure;
  reply.clearCookie(accessCookieName(secure), { ...base(secure), path: '/' });
  reply.clearCookie(refreshCookieName(secure), { ...base(secure), path: REFRESH_COOKIE_PATH });
}
